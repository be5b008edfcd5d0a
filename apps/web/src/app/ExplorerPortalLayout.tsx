import { useMemo, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useParams } from 'react-router';
import { ExplorerLayout } from '../features/explorer/components/ExplorerLayout.js';
import { PUBLIC_EXPLORER_ROUTE_IDS } from '../features/explorer/routeIds.js';
import { ExplorerRoutingProvider, type ExplorerRouting } from '../features/explorer/routing.js';

/*
 * The explorer inside the portal (decision 179): the portal's react-router routes fill the explorer's routing
 * adapter, so the explorer's components (which never import react-router) work in both the portal and the
 * explorer's own entry.
 */

/** The explorer's routing from react-router (params, location, navigate; public host mode by route names). */
function ReactRouterExplorerRouting({ children }: { children: ReactNode }) {
  const params = useParams();
  const { pathname, search, hash, state } = useLocation();
  const reactNavigate = useNavigate();
  const publicHost = useMatches().some((match) => PUBLIC_EXPLORER_ROUTE_IDS.includes(match.id));
  const routing = useMemo<ExplorerRouting>(
    () => ({
      params,
      location: { pathname, search, hash, state: state ?? null },
      navigate: (to, options = {}) => {
        void reactNavigate(to, {
          ...(options.replace ? { replace: true } : {}),
          ...(options.state !== undefined ? { state: options.state } : {}),
          ...(options.preventScrollReset ? { preventScrollReset: true } : {}),
        });
      },
      publicHost,
    }),
    [params, pathname, search, hash, state, reactNavigate, publicHost],
  );
  return <ExplorerRoutingProvider value={routing}>{children}</ExplorerRoutingProvider>;
}

/** The explorer's layout in the portal's route table (main site). */
export function ExplorerPortalLayout() {
  return (
    <ReactRouterExplorerRouting>
      <ExplorerLayout>
        <Outlet />
      </ExplorerLayout>
    </ReactRouterExplorerRouting>
  );
}

/** The same on the public explorer host (the portal's entry served there, in development). */
export function ExplorerPortalPublicLayout() {
  return (
    <ReactRouterExplorerRouting>
      <ExplorerLayout publicHost>
        <Outlet />
      </ExplorerLayout>
    </ReactRouterExplorerRouting>
  );
}
