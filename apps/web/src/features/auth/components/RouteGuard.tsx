import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useParams, useSearchParams } from 'react-router';
import { PATHS, REDIRECT_PARAM, loginPath, safeRedirect } from '../../../app/paths.js';
import {
  failedRequirements,
  isRouteHandle,
  type AuthMode,
  type RouteRequirement,
} from '../../../app/routeHandle.js';
import { LoadError } from '../../../components/ui/LoadError.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { accessNoticeOf, type AccessNoticeState } from '../accessNotice.js';
import { useSession } from '../hooks/useSession.js';

/** The auth mode, login kind and permissions of the current route, from the handles of its matches. */
function useRouteAccess() {
  const matches = useMatches();
  let auth: AuthMode = 'optional';
  let plainLogin = false;
  const requires: RouteRequirement[] = [];
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    if (match.handle.auth) auth = match.handle.auth;
    if (match.handle.plainLogin !== undefined) plainLogin = match.handle.plainLogin;
    if (match.handle.requires) requires.push(...match.handle.requires);
  }
  return { auth, plainLogin, requires };
}

/**
 * Route guarding of spec section 2, from the route's `handle` (see routeHandle.ts):
 * - required and anonymous: to /login?redirect=<here>, or plain /login for the routes that say so;
 * - required and signed in without the layout's permissions: to the index (which knows the user's home),
 *   saying why there (AccessNoticeBanner);
 * - not_allowed and signed in: to the redirect parameter, else the index.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { auth, plainLogin, requires } = useRouteAccess();
  const session = useSession();
  const location = useLocation();
  const params = useParams();
  const [search] = useSearchParams();

  if (auth === 'optional' || auth === 'outside_signer') return children;

  if (auth === 'not_allowed') {
    if (session.status === 'signedIn') {
      return <Navigate to={safeRedirect(search.get(REDIRECT_PARAM)) ?? PATHS.home} replace />;
    }
    // Anonymous, still asking, or the gateway unreachable: the sign-in pages work without a session.
    return children;
  }

  switch (session.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'error':
      return <LoadError error={session.error} onRetry={session.refetch} />;
    case 'anonymous':
      return (
        <Navigate
          to={plainLogin ? PATHS.login : loginPath(`${location.pathname}${location.search}`)}
          replace
        />
      );
    case 'signedIn': {
      const failed = failedRequirements(session.principal, requires, params);
      if (failed.length === 0) return children;
      const state: AccessNoticeState = { accessNotice: accessNoticeOf(failed) };
      return <Navigate to={PATHS.home} replace state={state} />;
    }
  }
}
