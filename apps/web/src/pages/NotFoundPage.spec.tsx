import { describe, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { REFERENCE_CALLS } from '@onboard/contracts';
import { FALLBACK_SUPPORT_EMAIL } from '../app/config.js';
import { configurationDto, json } from '../test/fakeGateway.js';
import { renderWithGateway } from '../test/renderWithGateway.js';

const NOT_FOUND = 'Sorry, the page you are looking for does not exist.';

describe('not-found page', () => {
  test.each(['/404', '/no/such/page'])('%s shows the spec text and a way home', async (path) => {
    // Anonymous visitor: the session call answers `user: null`.
    const { router } = renderWithGateway([], { path });

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');
    // Page furniture: the skip link comes first, main is its target.
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(screen.getByRole('main').id).toBe('main-content');

    fireEvent.click(home);
    // The index needs a session; an anonymous visitor goes on to plain /login (spec section 2).
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Onboard' })).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });

  test('a known route does not show it', async () => {
    renderWithGateway([], { path: '/maintenance' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Onboard is down for maintenance' }),
    ).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });
});

describe('the support address of the not-found page', () => {
  test('is the configured one only: nothing else shows while GET /api/configuration is on its way', async () => {
    const configuration = configurationDto();
    let answer: (response: Response) => void = () => undefined;
    renderWithGateway(
      [
        {
          route: REFERENCE_CALLS.configuration,
          respond: () => new Promise<Response>((resolve) => (answer = resolve)),
        },
      ],
      { path: '/no/such/page' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeTruthy();
    // Before the fix the page showed a built-in address here, then the configured one: two addresses.
    expect(screen.queryByText(FALLBACK_SUPPORT_EMAIL)).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();

    answer(json(200, configuration));
    const link = await screen.findByRole('link', { name: 'help@insurer.example' });
    expect(link.getAttribute('href')).toBe('mailto:help@insurer.example');
    expect(screen.queryByText(FALLBACK_SUPPORT_EMAIL)).toBeNull();
  });

  test('shows the built-in address only when the configuration cannot be had', async () => {
    renderWithGateway([], { path: '/no/such/page' });
    const link = await screen.findByRole('link', { name: FALLBACK_SUPPORT_EMAIL });
    expect(link.getAttribute('href')).toBe(`mailto:${FALLBACK_SUPPORT_EMAIL}`);
  });
});
