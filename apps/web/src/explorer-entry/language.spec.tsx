import { beforeEach, describe, expect, test } from '@jest/globals';
import { EXPLORER_PUBLIC_CALLS } from '@onboard/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { forgetExplorerPages } from '../features/explorer/api/explorerPublicApi.js';
import { explorerPage } from '../test/explorerPublic.js';
import { fakeGateway, json } from '../test/fakeGateway.js';
import { renderExplorerApp, type RenderExplorerAppOptions } from '../test/renderExplorerApp.js';
import { detectBrowserLanguage } from '../i18n/index.js';

/*
 * The explorer entry keeps the address's language prefix (issue 27 item 7, decision 196): the gateway's first
 * HTML is in the prefix's language, the app starts in it, its links keep the prefix, and a language switch puts
 * the chosen language's prefix in the address.
 */

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetExplorerPages();
});

function renderSite(options: RenderExplorerAppOptions) {
  const gateway = fakeGateway([
    { route: EXPLORER_PUBLIC_CALLS.explorerPublicPage, respond: () => json(200, explorerPage()) },
  ]);
  globalThis.fetch = gateway.fetch;
  return renderExplorerApp(options);
}

describe('the address’s language prefix (explorer spec §9)', () => {
  test('detection keeps /es/ in the explorer’s address; the portal still takes it off', () => {
    window.history.replaceState(null, '', '/es/benefits-explorer/northwind-foods?enrollment=pre#x');
    expect(detectBrowserLanguage({ keepPrefix: true })).toBe('es');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/es/benefits-explorer/northwind-foods?enrollment=pre#x',
    );
    expect(detectBrowserLanguage()).toBe('es');
    expect(window.location.pathname).toBe('/benefits-explorer/northwind-foods');
  });

  test('/es/benefits-explorer/{site}: the page in Spanish, the address and the links keep /es/', async () => {
    renderSite({ path: '/es/benefits-explorer/northwind-foods', language: 'es' });
    const nav = await screen.findByRole('navigation', { name: 'Navegación del Explorador de Beneficios' });
    expect(within(nav).getByTestId('personal-plan-link').getAttribute('href')).toBe(
      '/es/benefits-explorer/northwind-foods/personal-benefits-plan',
    );
    expect(
      within(nav)
        .getByRole('link', { name: /Northwind Foods/ })
        .getAttribute('href'),
    ).toBe('/es/benefits-explorer/northwind-foods');
    expect(window.location.pathname).toBe('/es/benefits-explorer/northwind-foods');
  });

  test('the public host: /es/{site} is the page, titled in Spanish', async () => {
    renderSite({ path: '/es/northwind-foods', language: 'es', publicHost: true });
    const nav = await screen.findByRole('navigation', { name: 'Navegación del Explorador de Beneficios' });
    expect(within(nav).getByTestId('personal-plan-link').getAttribute('href')).toBe(
      '/es/northwind-foods/personal-benefits-plan',
    );
    await waitFor(() => expect(document.title).toBe('Su Explorador de Beneficios'));
  });

  test('a language switch puts the chosen language’s prefix in the address, replacing the entry', async () => {
    const { i18n } = renderSite({
      path: '/benefits-explorer/northwind-foods?enrollment=pre',
      language: 'en',
    });
    await screen.findByRole('navigation', { name: 'Benefits Explorer navigation' });
    const entries = window.history.length;
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/es/benefits-explorer/northwind-foods?enrollment=pre',
    );
    expect((await screen.findByTestId('personal-plan-link')).getAttribute('href')).toBe(
      '/es/benefits-explorer/northwind-foods/personal-benefits-plan',
    );
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(window.location.pathname).toBe('/en/benefits-explorer/northwind-foods');
    expect(window.history.length).toBe(entries);
  });
});
