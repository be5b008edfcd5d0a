import { Badge, Button, HStack, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { can, canSome } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useClientPage } from '../hooks/useClientPage.js';
import { ClientActionsPanel } from './ClientActionsPanel.js';
import { ClientCoreForm } from './ClientCoreForm.js';
import { PhaseLabel } from './ClientTable.js';
import { SetupStepsPanel } from './SetupStepsPanel.js';
import { ImportFromQpsPanel } from '../../qps/components/ImportFromQpsPanel.js';
import { ManageTasksPanel } from '../../tasks/manage/ManageTasksPanel.js';
import { OwnerActionsPanel } from '../../owner-actions/components/OwnerActionsPanel.js';
import { ClientEmailsSection } from '../../emails/components/ClientEmailsSection.js';
import { ExplorerSitesPanel } from '../../explorer-admin/components/ExplorerSitesPanel.js';

/**
 * /clients/admin/{clientId}/manage: the client's core fields (editable by staff), the twelve setup steps, its tasks,
 * Jira sync, activation e-mails, the base client and archiving.
 */
export function ClientManagePage() {
  const { t } = useTranslation('clients');
  const clientId = useRequiredParam('clientId');
  const { principal } = useSession();
  const { data, fallback } = useClientPage(clientId);

  if (fallback) return fallback;
  const editable = can(principal, 'update', 'client', { clientId });
  const staffSetup = can(principal, 'update', 'client-setup', { clientId });
  // Spec §6 "Owner only": the owner's e-mails and the phase-change status flag.
  const owner = can(principal, 'create', 'owner-operations', { clientId });
  // Benefits Explorer sites (issue 15): staff build them here.
  const explorer = can(principal, 'create', 'explorer-page', { clientId });

  return (
    <Stack gap={8}>
      <Stack gap={3}>
        <Link asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={PATHS.internalHome}>{t('manage.back')}</RouterLink>
        </Link>
        <HStack justify="space-between" wrap="wrap" gap={4}>
          <HStack gap={3}>
            <Heading as="h1" size="2xl">
              {data.name}
            </Heading>
            {data.isArchived && <Badge colorPalette="gray">{t('list.archived')}</Badge>}
          </HStack>
          <HStack gap={3} wrap="wrap">
            <Button asChild variant="outline">
              <RouterLink to={PATHS.clientAuditTrailAdmin(data.id)}>{t('manage.auditTrail')}</RouterLink>
            </Button>
            {!data.isArchived && (
              <Button asChild variant="outline">
                <RouterLink to={PATHS.client(data.id)}>{t('manage.openHub')}</RouterLink>
              </Button>
            )}
          </HStack>
        </HStack>
        <Text color="fg.muted">
          {t('list.columns.phase')}: <PhaseLabel phase={data.phase} /> · {t('list.columns.caseId')}:{' '}
          {data.caseId ?? '—'}
        </Text>
      </Stack>
      {/* Keyed by the last change, so a save elsewhere (a Jira sync) shows in the form. */}
      <ClientCoreForm key={data.updatedAt} client={data} editable={editable} />
      <Separator />
      <SetupStepsPanel clientId={data.id} editable={staffSetup} />
      {!data.isArchived && (
        <>
          <Separator />
          <ManageTasksPanel client={data} />
        </>
      )}
      {explorer && !data.isArchived && (
        <>
          <Separator />
          <ExplorerSitesPanel clientId={data.id} />
        </>
      )}
      {staffSetup && (
        <>
          <Separator />
          <ClientActionsPanel client={data} />
          <Separator />
          <ImportFromQpsPanel clientId={data.id} caseId={data.caseId} />
        </>
      )}
      {owner && !data.isArchived && (
        <>
          <Separator />
          <OwnerActionsPanel client={data} />
        </>
      )}
      {canSome(principal, 'read', 'email') && (
        <>
          <Separator />
          <ClientEmailsSection clientId={data.id} />
        </>
      )}
    </Stack>
  );
}
