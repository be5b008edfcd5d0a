import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders.js';
import { routes as appRoutes } from '../app/routes.js';
import { makeStore, type AppStore } from '../app/store.js';
import { resources } from '../i18n/allResources.js';
import { createI18n, type Language } from '../i18n/index.js';

export type RenderOptions = {
  /** Address to start at; default '/'. */
  path?: string;
  /** Route table; default the app's own. */
  routes?: RouteObject[];
  language?: Language;
  store?: AppStore;
};

export type RenderWithProvidersResult = RenderResult & {
  store: AppStore;
  i18n: I18n;
  router: ReturnType<typeof createMemoryRouter>;
};

/** Renders routes with the real store, i18n and Chakra system, in a memory router. */
export function renderWithProviders({
  path = '/',
  routes = appRoutes,
  language = 'en',
  store = makeStore(),
}: RenderOptions = {}): RenderWithProvidersResult {
  // Every language's texts at once: a Spanish render needs no fetch.
  const i18n = createI18n(language, resources);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const ui: ReactElement = (
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return { ...render(ui), store, i18n, router };
}
