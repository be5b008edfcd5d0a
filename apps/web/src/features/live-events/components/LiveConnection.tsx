import { Link } from '@chakra-ui/react';
import type { LiveEvent } from '@onboard/contracts';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../../../app/api.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { PATHS } from '../../../app/paths.js';
import { authApi } from '../../auth/api/authApi.js';
import { useLiveEvents, type UseLiveEventsOptions } from '../hooks/useLiveEvents.js';
import { CensusProgressFilter, staleTagsOf, TAGS_STALE_AFTER_RECONNECT } from '../liveEventEffects.js';
import type { LiveConnectionStatus } from '../liveEvents.js';

/** What a toast needs; the app's toaster by default (tests pass their own). */
export type Notify = (toast: { title: string; description: ReactNode }) => void;

// The toaster module is loaded on demand: the first page load does without Chakra's toast machinery (the
// layout mounts the Toaster after the first paint; a toast created before waits in the queue).
const defaultNotify: Notify = (toast) => {
  void import('../../../components/ui/toaster.js').then(({ toaster }) =>
    toaster.create({ type: 'info', ...toast }),
  );
};

export type LiveConnectionProps = {
  /** For tests: the socket factory and address. */
  connection?: Pick<UseLiveEventsOptions, 'url' | 'createSocket'>;
  notify?: Notify;
  onStatus: (status: LiveConnectionStatus) => void;
};

/**
 * The live connection itself (decision 152), loaded only for users who may listen (LiveEventsProvider):
 * events refresh the cached calls they make stale; EMAIL_SENT also shows a toast with a link to the e-mail;
 * after a reconnection the lists that live events keep fresh are refetched (events may have been missed).
 */
export default function LiveConnection({
  connection,
  notify = defaultNotify,
  onStatus,
}: LiveConnectionProps) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('liveEvents');
  const census = useRef<CensusProgressFilter>(null);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.type === 'CENSUS_PROGRESS') {
        census.current ??= new CensusProgressFilter();
        if (!census.current.refreshes(event)) return;
      }
      const tags = staleTagsOf(event);
      if (tags.length) dispatch(api.util.invalidateTags(tags));
      if (event.type === 'EMAIL_SENT') {
        notify({
          title: t('emailSent', { subject: event.subject }),
          description: (
            <Link asChild variant="underline">
              <RouterLink to={PATHS.emailDetail(event.emailId)}>{t('viewEmail')}</RouterLink>
            </Link>
          ),
        });
      }
    },
    [dispatch, notify, t],
  );

  // Unauthorized: any call refreshes the session cookies at the gateway; the session call says whether it
  // is still valid (null: signed out, and the route guards take the user to the login page).
  const reauthenticate = useCallback(async () => {
    const session = await dispatch(
      authApi.endpoints.getSession.initiate(undefined, { forceRefetch: true, subscribe: false }),
    ).unwrap();
    return session !== null;
  }, [dispatch]);

  const onReconnected = useCallback(() => {
    dispatch(api.util.invalidateTags(TAGS_STALE_AFTER_RECONNECT));
  }, [dispatch]);

  const status = useLiveEvents(onEvent, { ...connection, enabled: true, reauthenticate, onReconnected });
  useEffect(() => onStatus(status), [onStatus, status]);
  return null;
}
