import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../components/ui/RouteErrorPage.js';
import { lazyPage } from './lazyPage.js';
import type { RouteHandle } from './routeHandle.js';
import { EXPLORER_ROUTE_IDS } from '../features/explorer/routeIds.js';

export { EXPLORER_ROUTE_IDS, PUBLIC_EXPLORER_ROUTE_IDS } from '../features/explorer/routeIds.js';

/*
 * The Benefits Explorer's routes inside the portal (explorer spec §2): auth optional, the explorer layout, no
 * sign-in. The pages are chunks of their own, fetched only by visitors of the explorer. The public explorer's
 * own entry (explorer-entry/) has its own small router for the same routes (decision 179).
 */

export const ExplorerIndexPage = lazyPage(
  () => import('../pages/explorer/ExplorerIndexPage.js'),
  'ExplorerIndexPage',
);
export const ExplorerPage = lazyPage(() => import('../pages/explorer/ExplorerPage.js'), 'ExplorerPage');
export const PersonalPlanPage = lazyPage(
  () => import('../pages/explorer/PersonalPlanPage.js'),
  'PersonalPlanPage',
);
// The layout too: the portal's first load (its sign-in page) does without the explorer's code.
// With the react-router-backed routing of the explorer's components (decision 179).
const ExplorerLayout = lazyPage(() => import('./ExplorerPortalLayout.js'), 'ExplorerPortalLayout');
const ExplorerPublicLayout = lazyPage(
  () => import('./ExplorerPortalLayout.js'),
  'ExplorerPortalPublicLayout',
);
const ExplorerNotFoundPage = lazyPage(
  () => import('../features/explorer/components/ExplorerErrorPage.js'),
  'ExplorerNotFoundPage',
);

/** Spec §2: auth optional; the index is not redirected to sign-in. */
const explorerHandle: RouteHandle = { auth: 'optional' };

/** The main site's explorer routes, under /benefits-explorer. */
export const explorerInternalRoutes: RouteObject = {
  path: 'benefits-explorer',
  element: <ExplorerLayout />,
  errorElement: <RouteErrorPage />,
  handle: explorerHandle,
  children: [
    {
      index: true,
      id: EXPLORER_ROUTE_IDS.indexInternal,
      element: <ExplorerIndexPage />,
      handle: explorerHandle,
    },
    {
      path: ':explorerPageId',
      id: EXPLORER_ROUTE_IDS.pageInternal,
      element: <ExplorerPage />,
      handle: explorerHandle,
    },
    {
      path: ':explorerPageId/personal-benefits-plan',
      id: EXPLORER_ROUTE_IDS.personalInternal,
      element: <PersonalPlanPage />,
      handle: explorerHandle,
    },
  ],
};

/** Public host mode: only these three routes (and the not-found page for any other address). */
export const explorerPublicRoutes: RouteObject[] = [
  {
    element: <ExplorerPublicLayout />,
    errorElement: <RouteErrorPage />,
    handle: explorerHandle,
    children: [
      { index: true, id: EXPLORER_ROUTE_IDS.index, element: <ExplorerIndexPage />, handle: explorerHandle },
      {
        path: ':explorerPageId',
        id: EXPLORER_ROUTE_IDS.page,
        element: <ExplorerPage />,
        handle: explorerHandle,
      },
      {
        path: ':explorerPageId/personal-benefits-plan',
        id: EXPLORER_ROUTE_IDS.personal,
        element: <PersonalPlanPage />,
        handle: explorerHandle,
      },
      { path: '*', element: <ExplorerNotFoundPage />, handle: explorerHandle },
    ],
  },
];
