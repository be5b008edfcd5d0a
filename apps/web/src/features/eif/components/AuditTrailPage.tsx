import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { useClientPage } from '../../clients/hooks/useClientPage.js';
import { useHubClient } from '../../hub/components/ClientScope.js';
import { AuditTrail } from './AuditTrail.js';

function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="brand" alignSelf="start">
      <RouterLink to={to}>← {children}</RouterLink>
    </Link>
  );
}

/** /clients/admin/{clientId}/manage/audit-trail (internal layout): staff's view, from the client manage page. */
export function StaffAuditTrailPage() {
  const { t } = useTranslation('eif');
  const clientId = useRequiredParam('clientId');
  const { data, fallback } = useClientPage(clientId);
  if (fallback) return fallback;
  return (
    <AuditTrail
      client={data}
      back={<BackLink to={PATHS.clientManage(data.id)}>{t('auditTrail.backToClient')}</BackLink>}
    />
  );
}

/**
 * /client/{clientId}/audit-trail (hub layout): the client's own benefit administrators' and brokers' view (read
 * only, as the change log), from the Company Information Summary.
 */
export function HubAuditTrailPage() {
  const { t } = useTranslation('eif');
  const client = useHubClient();
  return (
    <AuditTrail
      client={client}
      back={<BackLink to={PATHS.eifSummary(client.id)}>{t('auditTrail.backToSummary')}</BackLink>}
    />
  );
}
