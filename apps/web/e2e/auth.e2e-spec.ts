import { describe, expect, test } from '@jest/globals';
import type { Page, Route } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { signInWithMfa, submitCredentialsPatiently } from './signIn.js';

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

/** The portal's own sign-in form is on the page (the gateway's has no test id). */
const appTookOver = (p: Page) => p.getByTestId('sign-in-flow').waitFor();

/** The lean sign-in page's script has run: the first HTML's form is enabled (decision 218). */
const leanReady = (p: Page) => p.locator('#server-sign-in-form button[type="submit"]:enabled').waitFor();

/** The portal's bundle: its vendor chunks (vite.config.ts codeSplitting groups) and its entry. */
const PORTAL_CHUNK = /\/assets\/(?:react|chakra|router|redux|i18n|main|index)-[\w-]+\.js$/;

/** The scripts a page fetches. */
function scriptsOf(p: Page): string[] {
  const urls: string[] = [];
  p.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

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

describe('the sign-in page’s first HTML and its lean script (issue 27 item 8, decisions 199, 200, 218)', () => {
  const { page, url } = useBrowser();

  test('the first HTML holds the labelled sign-in form; it shows before any script has run, axe-clean', async () => {
    const p = page();
    const html = await (await p.request.get(url('/login'))).text();
    expect(html).toMatch(/<form [^>]*id="server-sign-in-form"/);
    expect(html).toContain('<label class="lg-label" for="lg-username">Username</label>');
    expect(html).toContain('<h1 class="lg-h1">Sign in to Onboard</h1>');

    const scripts = await holdScripts(p);
    const fetched = scriptsOf(p);
    await p.goto('/login', { waitUntil: 'commit' });
    await p.getByRole('heading', { level: 1, name: 'Sign in to Onboard' }).waitFor();
    await p.getByLabel('Username').waitFor();
    await p.getByLabel('Password', { exact: true }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await scripts.release();
    await leanReady(p);
    await p.waitForLoadState('networkidle');
    expect(await axeViolations(p)).toEqual([]);
    // The page works without the portal: none of its bundle was fetched.
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((path) => PORTAL_CHUNK.test(path))).toEqual([]);
    expect(await p.getByTestId('sign-in-flow').count()).toBe(0);
  });

  test('what was typed before the script ran is kept; the schemas’ and the provider’s messages, the code step, then ?redirect', async () => {
    const p = page();
    const fetched = scriptsOf(p);
    const scripts = await holdScripts(p);
    await p.goto('/login?redirect=%2Fusers%2Finternal', { waitUntil: 'commit' });
    await p.getByLabel('Username').fill('owner@onboard.test');
    await scripts.release();
    await leanReady(p);
    expect(await p.getByLabel('Username').inputValue()).toBe('owner@onboard.test');

    // Nothing in the password: the schema's message on the field, the focus there.
    await p.getByRole('button', { name: 'Sign in' }).click();
    const password = p.getByLabel('Password', { exact: true });
    await p.getByText('Please provide a response').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await p.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');

    // A wrong password: the identity provider's message, in an alert.
    await password.fill('not-the-password');
    await p.getByRole('button', { name: 'Sign in' }).click();
    const alert = p.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/\S/);
    expect(await password.inputValue()).toBe('');

    // The right one: the code step (a wrong code is the field's message), then where the visitor was going.
    await submitCredentialsPatiently(p, 'owner@onboard.test');
    const code = p.getByLabel('Verification code');
    await code.waitFor();
    expect(await p.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('passCode');
    await code.fill('12');
    await p.getByRole('button', { name: 'Verify' }).click();
    await p.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    expect(await axeViolations(p)).toEqual([]);
    expect(fetched.filter((path) => PORTAL_CHUNK.test(path))).toEqual([]);
    await p.getByRole('button', { name: 'Back to sign in' }).click();
    await p.getByRole('heading', { level: 1, name: 'Sign in to Onboard' }).waitFor();
    await signInWithMfa(p, 'owner@onboard.test');
    await p.waitForURL(url('/users/internal'));
    await p.getByRole('heading', { level: 1, name: 'Internal users' }).waitFor();
    // Signed in, /login sends the visitor on (as the portal does).
    await p.goto('/login?redirect=%2Fclients%2Fadmin');
    await p.waitForURL(url('/clients/admin'));
  });

  test('no console error on an anonymous load of /login nor of a protected page', async () => {
    const p = page();
    const errors = consoleErrors(p);
    const sessionChecks: number[] = [];
    p.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/users/')) sessionChecks.push(response.status());
    });
    await p.goto('/login');
    await leanReady(p);
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

  test('in Spanish by the app’s language rule, before and after the script runs, messages included', async () => {
    const p = page();
    const scripts = await holdScripts(p);
    await p.goto('/login?lng=es', { waitUntil: 'commit' });
    await p.getByRole('heading', { level: 1, name: 'Iniciar sesión en Onboard' }).waitFor();
    expect(await p.getAttribute('html', 'lang')).toBe('es');
    await p.getByLabel('Nombre de usuario').waitFor();
    await scripts.release();
    await leanReady(p);
    await p.getByRole('button', { name: 'Iniciar sesión' }).click();
    await p.getByLabel('Nombre de usuario').and(p.locator('[aria-invalid="true"]')).waitFor();
    expect(await p.getByText('Please provide a response').count()).toBe(0);
    expect(await axeViolations(p)).toEqual([]);
    // The choice is remembered for the next first HTML (the language cookie).
    await p.goto('/login', { waitUntil: 'commit' });
    expect(await p.getAttribute('html', 'lang')).toBe('es');
  });
});
