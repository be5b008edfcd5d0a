import { describe, expect, test } from '@jest/globals';
import { useBrowser } from './browser.js';
import { signInAs, visitAs } from './signIn.js';

describe('client lists and the client hub (real system, demo data)', () => {
  const { page, url } = useBrowser();

  test('an admin filters the client list by phase, keeps the filter in the address and opens a client’s manage page', async () => {
    const p = page();
    await p.goto('/clients/admin');
    await p.waitForURL(url('/login?redirect=%2Fclients%2Fadmin'));
    await signInAs(p, 'admin@onboard.test');
    await p.waitForURL(url('/clients/admin'));

    await p.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    const table = p.getByRole('table', { name: 'Client list' });
    await table.getByRole('link', { name: 'Harbor Logistics Inc.' }).waitFor();

    const filters = p.getByRole('region', { name: 'Filters' });
    await filters.getByText('Plan approval', { exact: true }).click();
    await p.waitForURL(url('/clients/admin?phaseIds=PLAN_APPROVAL'));
    await table.getByRole('link', { name: 'Harbor Logistics Inc.' }).waitFor({ state: 'detached' });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    // Only the demo client in Plan approval (volume clients, if seeded, are named "Volume Client …").
    const names = await table.locator('tbody tr td:first-child a').allTextContents();
    expect(names).toContain('Riverbend Charter Schools');
    expect(
      names.every((name) => name === 'Riverbend Charter Schools' || name.startsWith('Volume Client')),
    ).toBe(true);
    expect(await rows.first().getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(
      /^Phase 4 of 6: Plan approval\. /,
    );

    // A reload keeps the filter.
    await p.reload();
    await table.getByRole('link', { name: 'Riverbend Charter Schools' }).waitFor();
    expect(await filters.getByLabel('Plan approval').isChecked()).toBe(true);

    await table.getByRole('link', { name: 'Riverbend Charter Schools' }).click();
    await p.waitForURL(/\/clients\/admin\/[0-9a-f-]{36}\/manage$/);
    await p.getByRole('heading', { level: 1, name: 'Riverbend Charter Schools' }).waitFor();
    await p.getByRole('form', { name: 'Client details' }).waitFor();
    const steps = p.getByRole('region', { name: 'Setup steps' }).locator('[data-step]');
    await steps.first().waitFor();
    expect(await steps.count()).toBe(12);

    // Back returns to the filtered list.
    await p.goBack();
    await p.waitForURL(url('/clients/admin?phaseIds=PLAN_APPROVAL'));
    await table.getByRole('link', { name: 'Riverbend Charter Schools' }).waitFor();
  });

  test('a broker opens one of their clients and sees whose view it is', async () => {
    const p = page();
    await visitAs(p, 'broker@onboard.test');
    await p.waitForURL(url('/clients'));

    const table = p.getByRole('table', { name: 'Client list' });
    await table.getByRole('link', { name: 'Maple Dental Group' }).click();
    await p.waitForURL(/\/client\/[0-9a-f-]{36}$/);
    await p.getByRole('heading', { level: 1, name: 'Maple Dental Group' }).waitFor();

    const banner = p.getByTestId('viewing-banner');
    await banner.getByText("You're viewing Maple Dental Group as a broker").waitFor();
    await banner.getByRole('link', { name: 'See all clients' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Manage client' }).count()).toBe(0);

    await banner.getByRole('link', { name: 'See all clients' }).click();
    await p.waitForURL(url('/clients'));
  });
});
