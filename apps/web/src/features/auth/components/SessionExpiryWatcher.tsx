import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../app/api.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { loginPath } from '../../../app/paths.js';
import { authApi } from '../api/authApi.js';
import { useSession } from '../hooks/useSession.js';

/** Spec section 8: after a 401 (other than "Invalid token"), go to the login page after 2 seconds. */
export const SESSION_EXPIRED_REDIRECT_MS = 2_000;

/**
 * Mounted by the layouts of signed-in pages. When the session has expired it waits 2 s (the page can show
 * its error meanwhile), forgets every cached answer of the old session and goes to the login page with a
 * way back here.
 */
export function SessionExpiryWatcher() {
  const expired = useAppSelector((state) => state.session.expired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Once per expiry: afterwards the session is anonymous and the route guards take over.
  const signedIn = useSession().status === 'signedIn';

  useEffect(() => {
    if (!expired || !signedIn) return undefined;
    const timer = setTimeout(() => {
      // Anonymous first: the login page sends signed-in visitors away.
      dispatch(api.util.resetApiState());
      void dispatch(authApi.util.upsertQueryData('getSession', undefined, null));
      void navigate(loginPath(`${pathname}${search}`), { replace: true });
    }, SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, signedIn, pathname, search, navigate, dispatch]);

  return null;
}
