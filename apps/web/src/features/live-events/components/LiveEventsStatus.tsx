import { Status } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLiveEvents } from '../hooks/useLiveEvents.js';
import type { LiveConnectionStatus } from '../liveEvents.js';

const COLOR: Record<LiveConnectionStatus, string> = {
  connecting: 'orange',
  open: 'green',
  reconnecting: 'orange',
  closed: 'red',
};

/** A small indicator of the live-event connection. */
export function LiveEventsStatus() {
  const { t } = useTranslation('liveEvents');
  const status = useLiveEvents();
  return (
    <Status.Root colorPalette={COLOR[status]} size="sm" data-testid="live-events-status" data-status={status}>
      <Status.Indicator />
      {t('statusLine', { status: t(`status.${status}`) })}
    </Status.Root>
  );
}
