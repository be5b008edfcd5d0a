import { Status } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LiveConnectionStatus } from '../liveEvents.js';
import { useLiveEventsStatus } from './LiveEventsProvider.js';

const COLOR: Record<LiveConnectionStatus, string> = {
  connecting: 'orange',
  open: 'green',
  reconnecting: 'orange',
  closed: 'red',
};

/** A small indicator of the app's live-event connection (LiveEventsProvider); nothing when there is none. */
export function LiveEventsStatus() {
  const { t } = useTranslation('liveEvents');
  const status = useLiveEventsStatus();
  if (status === null) return null;
  return (
    <Status.Root colorPalette={COLOR[status]} size="sm" data-testid="live-events-status" data-status={status}>
      <Status.Indicator />
      {t('statusLine', { status: t(`status.${status}`) })}
    </Status.Root>
  );
}
