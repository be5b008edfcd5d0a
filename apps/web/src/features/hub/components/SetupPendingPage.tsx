import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { callErrorOf } from '../../../app/errors.js';
import { PATHS } from '../../../app/paths.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { LoadError } from '../../../components/ui/LoadError.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useGetClientQuery } from '../../clients/api/clientsApi.js';
import { viewingBannerFor } from '../viewingBanner.js';
import { waitsForSetup } from './ClientScope.js';
import { ConsultantContact } from './SupportFooter.js';

/**
 * /client/{clientId}/setup-pending (basic layout): where the hub sends a broker or benefit administrator
 * while the client's setup is not completed. Once it is (or for staff), it goes on to the hub.
 */
export function SetupPendingPage() {
  const { t } = useTranslation('hub');
  const clientId = useRequiredParam('clientId');
  const { user } = useSession();
  const client = useGetClientQuery(clientId);

  if (client.isLoading) return <PageSkeleton />;
  if (callErrorOf(client.error).status === 404) return <Navigate to={PATHS.notFound} replace />;
  if (!client.data) return <LoadError error={client.error} onRetry={() => void client.refetch()} />;
  if (!waitsForSetup(user, client.data)) return <Navigate to={PATHS.client(clientId)} replace />;
  const allClients = user ? viewingBannerFor(user)?.allClientsPath : undefined;

  return (
    <Stack gap={5} maxW="2xl" py={{ base: 2, md: 6 }}>
      <Heading as="h1" size="2xl">
        {t('setupPending.title', { client: client.data.name })}
      </Heading>
      <Text>{t('setupPending.body')}</Text>
      <Stack gap={1}>
        <Text fontWeight="medium">{t('footer.title')}</Text>
        <ConsultantContact consultant={client.data.implementationConsultant} />
      </Stack>
      {allClients && (
        <Link asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={allClients}>{t('setupPending.seeAllClients')}</RouterLink>
        </Link>
      )}
    </Stack>
  );
}
