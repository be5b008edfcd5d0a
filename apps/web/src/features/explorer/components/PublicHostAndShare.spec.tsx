import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { EXPLORER_PUBLIC_CALLS } from '@onboard/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isExplorerPublicHost } from '../../../app/explorerHost.js';
import { DHMO_ID, PAGE_ID, PPO_ID, explorerPage } from '../../../test/explorerPublic.js';
import { fakeGateway, json } from '../../../test/fakeGateway.js';
import { renderExplorerApp } from '../../../test/renderExplorerApp.js';
import { forgetExplorerPages } from '../api/explorerPublicApi.js';
import { LOCATION_KEY, favoritesKey } from '../favorites.js';
import { DEMO_RECAPTCHA_TOKEN } from '../recaptcha.js';
import { PUBLIC_EXPLORER_TITLE } from './ExplorerLayout.js';
import { FAVORITE_BUMP_MS } from './ExplorerNavBar.js';

beforeEach(() => {
  window.localStorage.clear();
  forgetExplorerPages();
});

function renderPublic(path: string) {
  const gateway = fakeGateway([
    { route: EXPLORER_PUBLIC_CALLS.explorerPublicPage, respond: () => json(200, explorerPage()) },
    { route: EXPLORER_PUBLIC_CALLS.explorerShareSend, respond: () => json(200, { sent: true }) },
  ]);
  globalThis.fetch = gateway.fetch;
  return { gateway, ...renderExplorerApp({ path, publicHost: true }) };
}

describe('public host mode (explorer spec §2, decision 171)', () => {
  test.each([
    ['explorer.example.com', true],
    ['Explorer.localhost', true],
    ['onboard.example.com', false],
    ['explorer', false],
    ['my-explorer.example.com', false],
  ])('isExplorerPublicHost(%s) is %s', (host, expected) => {
    expect(isExplorerPublicHost(host)).toBe(expected);
  });

  test('the index is the welcome page (no sign-in) and the title is "Your Benefits Explorer"', async () => {
    renderPublic('/');
    expect(
      await screen.findByText('The Benefits Explorer makes enrolling in your benefits easy.'),
    ).toBeTruthy();
    expect(document.title).toBe(PUBLIC_EXPLORER_TITLE);
  });

  test('links have no /benefits-explorer prefix', async () => {
    renderPublic('/northwind-foods');
    const nav = await screen.findByRole('navigation', { name: 'Benefits Explorer navigation' });
    expect(
      within(nav)
        .getByRole('link', { name: /Northwind Foods/ })
        .getAttribute('href'),
    ).toBe('/northwind-foods');
    expect(within(nav).getByTestId('personal-plan-link').getAttribute('href')).toBe(
      '/northwind-foods/personal-benefits-plan',
    );
  });

  test('any other address: the not-found page', async () => {
    renderPublic('/clients/admin');
    expect(await screen.findByText('Sorry, the page you are looking for does not exist.')).toBeTruthy();
  });
});

describe('share dialog (explorer spec §3, §5)', () => {
  test('a DHMO plan asks the prepaid state; the demo reCAPTCHA token is sent', async () => {
    window.localStorage.setItem(favoritesKey(PAGE_ID), JSON.stringify([PPO_ID, DHMO_ID]));
    const { gateway } = renderPublic('/northwind-foods/personal-benefits-plan');
    fireEvent.click(await screen.findByRole('button', { name: 'Share by email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share my benefits' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'pat@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('State is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('State for prepaid dental'), { target: { value: 'NJ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The email is on its way.')).toBeTruthy();
    const [body] = await gateway.bodies(EXPLORER_PUBLIC_CALLS.explorerShareSend);
    expect(body).toEqual({
      email: 'pat@example.com',
      benefits: [PPO_ID, DHMO_ID],
      recaptchaToken: DEMO_RECAPTCHA_TOKEN,
      language: 'en',
      prepaidLocation: { state: 'NJ' },
    });
    // The location is remembered for the next share.
    expect(window.localStorage.getItem(LOCATION_KEY)).toBe('NJ');
  });

  test('no plan chosen: the spec message', async () => {
    renderPublic('/northwind-foods');
    fireEvent.click(await screen.findByRole('button', { name: 'Share by email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share my benefits' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'pat@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByText('Need at least one selected benefit.')).toBeTruthy());
  });
});

describe('favorite bump (explorer spec §9: 500 ms)', () => {
  test('the favorite icon bumps when the count changes, for 500 ms', async () => {
    renderPublic('/northwind-foods');
    const icon = await screen.findByTestId('favorite-icon');
    expect(icon.getAttribute('data-bump')).toBe('false');
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Add Open Access PPO 1500 to my plan' }));
      expect(screen.getByTestId('favorite-icon').getAttribute('data-bump')).toBe('true');
      act(() => jest.advanceTimersByTime(FAVORITE_BUMP_MS - 1));
      expect(screen.getByTestId('favorite-icon').getAttribute('data-bump')).toBe('true');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('favorite-icon').getAttribute('data-bump')).toBe('false');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('medical video', () => {
  test('shown with its Spanish title in Spanish', async () => {
    const gateway = fakeGateway([
      {
        route: EXPLORER_PUBLIC_CALLS.explorerPublicPage,
        respond: () =>
          json(
            200,
            explorerPage({
              medicalVideo: {
                choice: 'ENGLISH_AND_SPANISH_VIDEO',
                vidyardId: null,
                englishTitle: 'Choosing a medical plan',
                spanishTitle: 'Cómo elegir un plan médico',
                document: {
                  id: '5a0e1f42-0000-4000-8000-00000000d009',
                  name: 'video.mp4',
                  mimeType: 'video/mp4',
                  url: `/api/explorer-pages/${PAGE_ID}/documents/5a0e1f42-0000-4000-8000-00000000d009`,
                },
              },
            }),
          ),
      },
    ]);
    globalThis.fetch = gateway.fetch;
    renderExplorerApp({ path: '/northwind-foods', publicHost: true, language: 'es' });
    const video = await screen.findByTestId('medical-video');
    expect(video.textContent).toBe('Cómo elegir un plan médico');
  });
});
