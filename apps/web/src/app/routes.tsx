import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/ui/AppLayout.js';
import { RouteErrorPage } from '../components/ui/RouteErrorPage.js';
import { PATHS } from './paths.js';

// Pages are split into their own chunks; AppLayout shows a skeleton while one loads.
const HomePage = lazy(() => import('../pages/HomePage.js').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() =>
  import('../pages/NotFoundPage.js').then((m) => ({ default: m.NotFoundPage })),
);
const MaintenancePage = lazy(() =>
  import('../pages/MaintenancePage.js').then((m) => ({ default: m.MaintenancePage })),
);

/** The one route table. Auth modes and the other layouts of spec section 2 arrive with their features. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: PATHS.notFound, element: <NotFoundPage /> },
      { path: PATHS.maintenance, element: <MaintenancePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
