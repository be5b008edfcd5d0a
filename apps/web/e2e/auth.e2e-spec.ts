import { describe, expect, test } from '@jest/globals';
import { useBrowser } from './browser.js';
import { signInWithMfa } from './signIn.js';

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
