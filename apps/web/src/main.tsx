import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders.js';
import { preloadRoutePages } from './app/lazyPage.js';
import { routes } from './app/routes.js';
import { makeStore } from './app/store.js';
import { ErrorBoundary, reloadForNewChunks } from './components/ui/ErrorBoundary.js';
import { installErrorReporting } from './features/errors/reportError.js';
import { detectBrowserLanguage, loadI18n } from './i18n/index.js';
import { isExplorerPublicHost } from './app/explorerHost.js';
import { explorerPublicRoutes } from './app/explorerRoutes.js';

// Uncaught errors and unhandled rejections go to the error tunnel (/api/sentry, decision 154); render errors
// through the error boundaries.
installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Root element not found');

// A page's chunk (or one it preloads) is gone after a deploy: Vite reports it before React sees it. Reload
// once for the new files (spec section 8); if that already happened, the error boundary shows the error page.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewChunks()) event.preventDefault();
});

const store = makeStore();
// Before the router reads the address: a language prefix (/es/…) is taken off it (explorer spec §9).
const language = detectBrowserLanguage();
// The public explorer host serves only the explorer's three routes (explorer spec §2, decision 171).
const publicExplorer = isExplorerPublicHost(window.location.hostname);
const table = publicExplorer ? explorerPublicRoutes : routes;
const router = createBrowserRouter(table);

// The code of the page at this address first: one render of the whole page instead of a skeleton, then a
// second render once the chunk is in (on a phone, that second render was most of the blocking time). The
// remembered language's texts too, when it is not English (only English is in the first load).
void Promise.all([loadI18n(language), preloadRoutePages(table, window.location)]).then(([i18n]) => {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices and gives the browser the main thread in
  // between (a plain render is one long task, which Lighthouse counted as 1.2 s of blocking time on a phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store} i18n={i18n}>
          {/* Last resort for errors outside the route tree; pages have their own boundary in AppLayout. */}
          <ErrorBoundary>
            <RouterProvider router={router} />
          </ErrorBoundary>
        </AppProviders>
      </StrictMode>,
    ),
  );
});
