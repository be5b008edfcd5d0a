import { Badge, Spinner } from '@chakra-ui/react';
import type { ApiJobStatus } from '@onboard/contracts';
import { qpsPanelStatus, type QpsPanelStatus } from '@onboard/domain';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<QpsPanelStatus, string> = {
  success: 'green',
  loading: 'blue',
  'success-with-warnings': 'orange',
  error: 'red',
};

/** A push's status as spec §4 maps it (success, loading, success with warnings, error); none: not pushed. */
export function QpsStatusBadge({ status }: { status: ApiJobStatus | null }) {
  const { t } = useTranslation('qps');
  if (status === null) {
    return (
      <Badge colorPalette="gray" data-status="none">
        {t('status.none')}
      </Badge>
    );
  }
  const panel = qpsPanelStatus(status);
  return (
    <Badge colorPalette={PALETTE[panel]} data-status={status} data-panel-status={panel}>
      {panel === 'loading' && <Spinner size="xs" aria-hidden />}
      {t(`status.${status}`)}
    </Badge>
  );
}
