import { canSome } from '@onboard/contracts';
import { createContext, lazy, Suspense, use, useState, type ReactNode } from 'react';
import { useSession } from '../../auth/hooks/useSession.js';
import type { LiveConnectionStatus } from '../liveEvents.js';
import type { LiveConnectionProps, Notify } from './LiveConnection.js';

export type { Notify } from './LiveConnection.js';

/** The one live connection's status; null when there is none (not staff, or outside the provider). */
const LiveEventsContext = createContext<LiveConnectionStatus | null>(null);

/** The status of the app's live connection, or null when this user has none. */
export function useLiveEventsStatus(): LiveConnectionStatus | null {
  return use(LiveEventsContext);
}

// The connection (its event schemas, the toast, the cache effects) is fetched only for users who may
// listen: the first page load, and every ben admin's and broker's, does without it.
const LiveConnection = lazy(() => import('./LiveConnection.js'));

export type LiveEventsProviderProps = {
  children: ReactNode;
  /** For tests: the socket factory and address. */
  connection?: LiveConnectionProps['connection'];
  notify?: Notify;
};

/**
 * The app's one live connection (spec §6: admins and owners only; §9: 5 reconnection attempts, 4
 * re-authentication retries, toasts of 3 s). Mounted once around the router by AppProviders: it opens when
 * the signed-in user may read 'live-events' and closes when they sign out. Decision 152.
 */
export function LiveEventsProvider({ children, connection, notify }: LiveEventsProviderProps) {
  const { principal } = useSession();
  const enabled = canSome(principal, 'read', 'live-events');
  const [status, setStatus] = useState<LiveConnectionStatus>('connecting');
  return (
    <LiveEventsContext value={enabled ? status : null}>
      {enabled && (
        <Suspense fallback={null}>
          <LiveConnection connection={connection} onStatus={setStatus} {...(notify ? { notify } : {})} />
        </Suspense>
      )}
      {children}
    </LiveEventsContext>
  );
}
