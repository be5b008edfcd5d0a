import { Badge, Button, HStack, Heading, Link, Stack } from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { loadState } from '../../../components/ui/loadState.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useClientPage } from '../../clients/hooks/useClientPage.js';
import { useGetExplorerPageQuery } from '../api/explorerAdminApi.js';
import { emptySite, siteValuesOf, type StaffExplorerPage } from '../siteForm.js';
import { SiteForm } from './SiteForm.js';
import { TransferOwnershipDialog } from './TransferOwnershipDialog.js';

/**
 * …/manage/benefits-explorer (create) and …/manage/benefits-explorer/{explorerPageId} (edit), explorer spec §2:
 * the site form, and on an existing site its renewal, preview and ownership transfer.
 */
export function ExplorerSiteFormPage() {
  const clientId = useRequiredParam('clientId');
  const { explorerPageId } = useParams();
  const client = useClientPage(clientId);
  const page = loadState(
    useGetExplorerPageQuery({ clientId, explorerPageId: explorerPageId ?? '' }, { skip: !explorerPageId }),
    { notFoundPage: true },
  );
  if (client.fallback) return client.fallback;
  if (explorerPageId && page.fallback) return page.fallback;
  return <SiteFormView client={client.data} page={explorerPageId ? page.data : undefined} />;
}

function SiteFormView({ client, page }: { client: ClientDto; page: StaffExplorerPage | undefined }) {
  const { t } = useTranslation('explorerAdmin');
  const { user } = useSession();
  const defaults = page ? siteValuesOf(page) : emptySite(user?.id ?? '', client);
  return (
    <Stack gap={6}>
      <Link asChild colorPalette="brand" alignSelf="start">
        <RouterLink to={PATHS.clientManage(client.id)}>{t('form.back')}</RouterLink>
      </Link>
      <HStack justify="space-between" wrap="wrap" gap={4}>
        <HStack gap={3}>
          <Heading as="h1" size="2xl">
            {page ? t('form.editHeading', { name: page.name }) : t('form.createHeading')}
          </Heading>
          {page && (
            <Badge colorPalette={page.isLive ? 'green' : 'gray'}>
              {page.isLive ? t('sites.live') : t('sites.demo')}
            </Badge>
          )}
        </HStack>
        {page && (
          <HStack gap={3} wrap="wrap">
            <Button asChild variant="outline">
              <RouterLink to={PATHS.benefitsExplorer(page.vanitySlug ?? page.id)}>
                {t('sites.preview', { name: page.name })}
              </RouterLink>
            </Button>
            {!page.newExplorerPageId && (
              <Button asChild variant="outline">
                <RouterLink to={PATHS.explorerSiteRenew(client.id, page.id)}>{t('form.renew')}</RouterLink>
              </Button>
            )}
            <TransferOwnershipDialog ownerId={page.pageOwner} />
          </HStack>
        )}
      </HStack>
      {/* Keyed by the site and its last change, so a save or a renewal shows fresh values. */}
      <SiteForm
        key={page ? `${page.id}-${page.updatedAt}` : 'new'}
        client={client}
        page={page}
        defaultValues={defaults}
      />
    </Stack>
  );
}
