import { describe, expect, test } from '@jest/globals';
import { useBrowser } from './browser.js';

const NOT_FOUND = 'Sorry, the page you are looking for does not exist.';

describe('unknown routes', () => {
  const { page, url } = useBrowser();

  test.each(['/no/such/page', '/404'])(
    '%s shows the not-found page; Return to Home goes to the index (anonymous: on to /login)',
    async (path) => {
      const p = page();
      const response = await p.goto(path);
      // The server answers the app shell (history fallback); the app decides it is not found.
      expect(response?.ok()).toBe(true);

      await p.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();

      await p.getByRole('link', { name: 'Return to Home' }).click();

      // The index needs a session; an anonymous visitor goes on to plain /login (spec section 2).
      await p.waitForURL(url('/login'));
      await p.getByRole('heading', { level: 1, name: 'Sign in to Onboard' }).waitFor();
      expect(await p.getByText(NOT_FOUND).count()).toBe(0);
    },
  );
});
