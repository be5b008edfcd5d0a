import { afterEach, describe, expect, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders.js';

afterEach(cleanup);

const NOT_FOUND = 'Sorry, the page you are looking for does not exist.';

describe('not-found page', () => {
  test.each(['/404', '/no/such/page'])('%s shows the spec text and a way home', async (path) => {
    const { router } = renderWithProviders({ path });

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');
    // Page furniture: the skip link comes first, main is its target.
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(screen.getByRole('main').id).toBe('main-content');

    fireEvent.click(home);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    // The home page loads lazily; the router keeps the old page until it is ready.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Onboard' })).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });

  test('a known route does not show it', async () => {
    renderWithProviders({ path: '/maintenance' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Onboard is down for maintenance' }),
    ).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });
});
