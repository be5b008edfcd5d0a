import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useClientPage } from '../../clients/hooks/useClientPage.js';
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
  const { data: client, fallback } = useClientPage(clientId);

  if (fallback) return fallback;
  if (!waitsForSetup(user, client)) return <Navigate to={PATHS.client(clientId)} replace />;
  const allClients = user ? viewingBannerFor(user)?.allClientsPath : undefined;

  return (
    <Stack gap={5} maxW="2xl" py={{ base: 2, md: 6 }}>
      <Heading as="h1" size="2xl">
        {t('setupPending.title', { client: client.name })}
      </Heading>
      <Text>{t('setupPending.body')}</Text>
      <Stack gap={1}>
        <Text fontWeight="medium">{t('footer.title')}</Text>
        <ConsultantContact consultant={client.implementationConsultant} />
      </Stack>
      {allClients && (
        <Link asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={allClients}>{t('setupPending.seeAllClients')}</RouterLink>
        </Link>
      )}
    </Stack>
  );
}
