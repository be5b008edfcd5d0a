import { describe, expect, test } from '@jest/globals';
import { axeViolations } from './axe.js';
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
      // Spec section 2: the error page's advice and the support e-mail.
      const advice = p.getByRole('region', { name: 'Things that usually help:' });
      await advice.getByText('Refresh the page.').waitFor();
      await advice.getByText('Turn off ad blockers or extensions that block scripts on this site.').waitFor();
      await advice.getByText('Use a current version of Chrome, Edge, Firefox or Safari.').waitFor();
      // The support address comes with the configuration (decision 206): a placeholder until it answers.
      await p.locator('a[href^="mailto:"]').first().waitFor();
      expect(await axeViolations(p)).toEqual([]);

      await p.getByRole('link', { name: 'Return to Home' }).click();

      // The index needs a session; an anonymous visitor goes on to plain /login (spec section 2).
      await p.waitForURL(url('/login'));
      await p.getByRole('heading', { level: 1, name: 'Sign in to Onboard' }).waitFor();
      expect(await p.getByText(NOT_FOUND).count()).toBe(0);
    },
  );
});
