import type { AuthUser, Principal } from '@onboard/contracts';
import { useMemo } from 'react';
import { useGetSessionQuery } from '../api/authApi.js';

export type SessionStatus = 'loading' | 'signedIn' | 'anonymous' | 'error';

export type Session = {
  status: SessionStatus;
  user: AuthUser | null;
  /** What `can(...)` from the contracts takes. */
  principal: Principal | null;
  error: unknown;
  refetch: () => void;
};

/** The session as GET /api/users/session reports it (`user: null` = anonymous, decision 199). */
export function useSession(): Session {
  const { data, isError, error, refetch } = useGetSessionQuery();
  const user = data ?? null;
  const principal = useMemo<Principal | null>(
    () => (user ? { id: user.id, role: user.role, clientIds: user.clientIds } : null),
    [user],
  );
  const status: SessionStatus =
    data !== undefined ? (data ? 'signedIn' : 'anonymous') : isError ? 'error' : 'loading';
  return { status, user, principal, error, refetch: () => void refetch() };
}
