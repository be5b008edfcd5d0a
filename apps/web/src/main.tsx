import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders.js';
import { routes } from './app/routes.js';
import { makeStore } from './app/store.js';
import { ErrorBoundary, reloadForNewChunks } from './components/ui/ErrorBoundary.js';
import { createI18n } from './i18n/index.js';

const container = document.getElementById('root');
if (!container) throw new Error('Root element not found');

// A page's chunk (or one it preloads) is gone after a deploy: Vite reports it before React sees it. Reload
// once for the new files (spec section 8); if that already happened, the error boundary shows the error page.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewChunks()) event.preventDefault();
});

const store = makeStore();
const i18n = createI18n();
const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} i18n={i18n}>
      {/* Last resort for errors outside the route tree; pages have their own boundary in AppLayout. */}
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
