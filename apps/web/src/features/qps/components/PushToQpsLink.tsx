import { Link } from '@chakra-ui/react';
import { can } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useSession } from '../../auth/hooks/useSession.js';

/** "Push to QPS", to the client's Push to QPS page: staff only (spec §2 …/push-to-qps), nothing for others. */
export function PushToQpsLink({ clientId }: { clientId: string }) {
  const { t } = useTranslation('qps');
  const { principal } = useSession();
  if (!can(principal, 'update', 'client-setup', { clientId })) return null;
  return (
    <Link asChild>
      <RouterLink to={PATHS.pushToQps(clientId)}>{t('page.title')}</RouterLink>
    </Link>
  );
}
