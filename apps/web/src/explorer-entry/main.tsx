import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { isExplorerPublicHost } from '../app/explorerHost.js';
import { explorerInternalRoutes, explorerPublicRoutes } from '../app/explorerRoutes.js';
import { preloadRoutePages } from '../app/lazyPage.js';
import { ErrorBoundary, reloadForNewChunks } from '../components/ui/ErrorBoundary.js';
import { installErrorReporting } from '../features/errors/reportError.js';
import { detectBrowserLanguage, loadI18n } from '../i18n/index.js';
import { system } from '../theme.js';

/*
 * The public explorer's own entry (issue 16 item 7, decision 176): explorer.html, which the gateway serves for
 * the explorer's addresses with the page's content and data already in it (decision 177). Only the explorer's
 * routes: no sign-in page, no store, no portal navigation or admin code. The portal's route table keeps its
 * explorer routes for navigation inside the portal.
 */

installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Root element not found');

window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewChunks()) event.preventDefault();
});

const language = detectBrowserLanguage();
const publicHost = isExplorerPublicHost(window.location.hostname);
/** Main site: /benefits-explorer/… only; a link to any other address loads the portal there. */
const table: RouteObject[] = publicHost
  ? explorerPublicRoutes
  : [
      explorerInternalRoutes,
      {
        path: '*',
        element: null,
        loader: ({ request }) => {
          window.location.assign(request.url);
          return null;
        },
      },
    ];
const router = createBrowserRouter(table);

void Promise.all([loadI18n(language), preloadRoutePages(table, window.location)]).then(([i18n]) => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ChakraProvider value={system}>
          <I18nextProvider i18n={i18n}>
            <ErrorBoundary>
              <RouterProvider router={router} />
            </ErrorBoundary>
          </I18nextProvider>
        </ChakraProvider>
      </StrictMode>,
    ),
  );
});
