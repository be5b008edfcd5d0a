import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../app/api.js';
import { useAppDispatch } from '../app/hooks.js';
import { PATHS } from '../app/paths.js';
import { PageSkeleton } from '../components/ui/PageSkeleton.js';
import { authApi, useLogoutMutation } from '../features/auth/api/authApi.js';
import { sessionRestored } from '../features/auth/session.js';

/**
 * The logout route: POST logout (the gateway revokes the refresh token and clears the cookies), forget every
 * cached answer of the session, then the login page. A failed call still signs the browser out locally.
 */
export function LogoutPage() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void logout()
      .unwrap()
      .catch(() => undefined)
      .then(async () => {
        // Anonymous first: the login page sends signed-in visitors away.
        dispatch(api.util.resetApiState());
        void dispatch(authApi.util.upsertQueryData('getSession', undefined, null));
        dispatch(sessionRestored());
        await navigate(PATHS.login, { replace: true });
      });
  }, [logout, navigate, dispatch]);

  return <PageSkeleton />;
}
