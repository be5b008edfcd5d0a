import { describe, expect, test } from '@jest/globals';
import type { Page, Route } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { DEMO_PASSWORD, signInWithMfa } from './signIn.js';

/** Errors the page logs: console errors (a failed request among them) and uncaught exceptions. */
function consoleErrors(p: Page): string[] {
  const errors: string[] = [];
  p.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  p.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Holds the app's scripts back (the page shows only its first HTML) until `release()`. */
async function holdScripts(p: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await p.route('**/assets/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** The app's own sign-in form is on the page (the gateway's has no test id). */
const appTookOver = (p: Page) => p.getByTestId('sign-in-flow').waitFor();

describe('signing in and out', () => {
  const { page, url } = useBrowser();

  test('a protected page sends an anonymous visitor to login and back there after signing in (owner)', async () => {
    const p = page();
    await p.goto('/users/internal');

    await p.waitForURL(url('/login?redirect=%2Fusers%2Finternal'));
    await p.getByRole('heading', { level: 1, name: 'Sign in to Onboard' }).waitFor();

    await signInWithMfa(p, 'owner@onboard.test');

    await p.waitForURL(url('/users/internal'));
    await p.getByRole('heading', { level: 1, name: 'Internal users' }).waitFor();
    // The owner's navigation: the Users menu with internal users and all e-mails.
    await p.getByRole('button', { name: 'Users' }).click();
    await p.getByRole('menuitem', { name: 'Internal users' }).waitFor();
    expect(await p.getByRole('menuitem', { name: 'All emails' }).count()).toBe(1);
    await p.keyboard.press('Escape');

    await p.getByRole('button', { name: 'User menu of Olivia Owner' }).click();
    await p.getByRole('menuitem', { name: 'Sign Out' }).click();

    await p.waitForURL(url('/login'));
    await p.getByRole('heading', { level: 1, name: 'Sign in to Onboard' }).waitFor();
    // Signed out for real: the protected page asks for the login again.
    await p.goto('/users/internal');
    await p.waitForURL(url('/login?redirect=%2Fusers%2Finternal'));
  });

  test('a broker lands on /clients and has no Users menu', async () => {
    const p = page();
    await p.goto('/login');
    await p.getByRole('heading', { level: 1, name: 'Sign in to Onboard' }).waitFor();

    await signInWithMfa(p, 'broker@onboard.test');

    await p.waitForURL(url('/clients'));
    await p.getByRole('heading', { level: 1, name: 'My clients' }).waitFor();
    await p.getByRole('button', { name: 'User menu of Bea Broker' }).waitFor();
    expect(await p.getByRole('button', { name: 'Users' }).count()).toBe(0);
    // The broker's clients: GET /api/clients answers only theirs.
    const table = p.getByRole('table', { name: 'Client list' });
    await table.getByRole('link', { name: 'Maple Dental Group' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(4);
  });
});

describe('the sign-in page’s first HTML (issue 27 item 8, decisions 199 and 200)', () => {
  const { page, url } = useBrowser();

  test('the first HTML holds the labelled sign-in form; it shows before any script has run, axe-clean', async () => {
    const p = page();
    const html = await (await p.request.get(url('/login'))).text();
    expect(html).toMatch(/<form [^>]*id="server-sign-in-form"/);
    expect(html).toContain('<label class="lg-label" for="lg-username">Username</label>');
    expect(html).toContain('<h1 class="lg-h1">Sign in to Onboard</h1>');

    const scripts = await holdScripts(p);
    await p.goto('/login', { waitUntil: 'commit' });
    await p.getByRole('heading', { level: 1, name: 'Sign in to Onboard' }).waitFor();
    await p.getByLabel('Username').waitFor();
    await p.getByLabel('Password', { exact: true }).waitFor();
    expect(await p.getByTestId('sign-in-flow').count()).toBe(0);
    expect(await axeViolations(p)).toEqual([]);
    await scripts.release();
    await appTookOver(p);
    expect(await axeViolations(p)).toEqual([]);
  });

  test('what the visitor typed before the app ran is kept, the cursor stays, nothing moves; sign-in works', async () => {
    const p = page();
    const scripts = await holdScripts(p);
    await p.goto('/login?redirect=%2Fusers%2Finternal', { waitUntil: 'commit' });
    const boxes = async () =>
      Promise.all(
        [
          p.getByRole('heading', { level: 1 }),
          p.getByLabel('Username'),
          p.getByLabel('Password', { exact: true }),
          p.getByLabel('Remember me'),
          p.getByRole('button', { name: 'Sign in' }),
          p.getByRole('link', { name: 'Forgot your password?' }),
        ].map(async (locator) => {
          const box = await locator.boundingBox();
          return box && [box.x, box.y, box.width, box.height].map(Math.round);
        }),
      );
    const before = await boxes();
    await p.getByLabel('Username').fill('owner@onboard.test');
    await p.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await scripts.release();
    await appTookOver(p);
    expect(await p.getByLabel('Username').inputValue()).toBe('owner@onboard.test');
    expect(await p.getByLabel('Password', { exact: true }).inputValue()).toBe(DEMO_PASSWORD);
    expect(await p.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'current-password',
    );
    // The app's form is where the first HTML's was (a pixel of rounding allowed).
    const after = await boxes();
    after.forEach((box, index) =>
      box?.forEach((value, i) =>
        expect(Math.abs(value - (before[index]?.[i] ?? NaN))).toBeLessThanOrEqual(1),
      ),
    );
    await signInWithMfa(p, 'owner@onboard.test');
    await p.waitForURL(url('/users/internal'));
  });

  test('no console error on an anonymous load of /login nor of a protected page', async () => {
    const p = page();
    const errors = consoleErrors(p);
    const sessionChecks: number[] = [];
    p.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/users/')) sessionChecks.push(response.status());
    });
    await p.goto('/login');
    await appTookOver(p);
    await p.waitForLoadState('networkidle');
    await p.goto('/users/internal');
    await p.waitForURL(url('/login?redirect=%2Fusers%2Finternal'));
    await appTookOver(p);
    await p.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // The session was asked (and answered "nobody", decision 199) on both loads.
    expect(sessionChecks.length).toBeGreaterThanOrEqual(2);
    expect(sessionChecks.every((status) => status === 200)).toBe(true);
  });

  test('in Spanish by the app’s language rule, before and after the app runs', async () => {
    const p = page();
    const scripts = await holdScripts(p);
    await p.goto('/login?lng=es', { waitUntil: 'commit' });
    await p.getByRole('heading', { level: 1, name: 'Iniciar sesión en Onboard' }).waitFor();
    expect(await p.getAttribute('html', 'lang')).toBe('es');
    await p.getByLabel('Nombre de usuario').waitFor();
    await scripts.release();
    await appTookOver(p);
    await p.getByRole('heading', { level: 1, name: 'Iniciar sesión en Onboard' }).waitFor();
    // The choice is remembered for the next first HTML (the language cookie).
    await p.goto('/login', { waitUntil: 'commit' });
    expect(await p.getAttribute('html', 'lang')).toBe('es');
  });
});
