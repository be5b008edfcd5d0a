import type { AuthUser } from '@onboard/contracts';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../app/paths.js';
import { PageSkeleton } from '../components/ui/PageSkeleton.js';
import { useSession } from '../features/auth/hooks/useSession.js';

/** Each role's home (spec section 2, "Home routes"). */
export function homePathOf(user: Pick<AuthUser, 'role' | 'clientIds'>): string {
  switch (user.role) {
    case 'SLF_ADMIN':
    case 'SLF_OWNER':
      return PATHS.internalHome;
    case 'BROKER':
      return PATHS.brokerHome;
    case 'BEN_ADMIN': {
      // A benefit administrator with exactly one client goes straight to it.
      const [only, ...others] = user.clientIds;
      return only && others.length === 0 ? PATHS.client(only) : PATHS.benAdminHome;
    }
  }
}

/** The index route (auth required): sends the signed-in user to their home, with any notice for it. */
export function IndexPage() {
  const { user } = useSession();
  const state: unknown = useLocation().state;
  return user ? <Navigate to={homePathOf(user)} replace state={state} /> : <PageSkeleton />;
}
