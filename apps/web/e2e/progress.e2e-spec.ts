import { describe, expect, test } from '@jest/globals';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { visitAs } from './signIn.js';

describe('where a client stands, and the client picker (real system, demo data, axe)', () => {
  const { page, url } = useBrowser();

  test('a broker sees a compact progress bar per client and, in the hub, the six phases and tasks done', async () => {
    const p = page();
    await visitAs(p, 'broker@onboard.test');
    await p.waitForURL(url('/clients'));

    const table = p.getByRole('table', { name: 'Client list' });
    const maple = table.getByRole('progressbar', { name: 'Onboarding progress of Maple Dental Group' });
    await maple.waitFor();
    // Maple Dental is in info gathering (phase 2 of 6), one of its twelve tasks done (demo data).
    expect(await maple.getAttribute('aria-valuenow')).toBe('2');
    expect(await maple.getAttribute('aria-valuemax')).toBe('6');
    expect(await maple.getAttribute('aria-valuetext')).toBe(
      'Phase 2 of 6: Info gathering. 1 of 12 tasks done',
    );
    expect(await axeViolations(p, 'table')).toEqual([]);

    await table.getByRole('link', { name: 'Maple Dental Group' }).click();
    await p.waitForURL(/\/client\/[0-9a-f-]{36}$/);
    const phases = p.getByRole('list', { name: 'Onboarding phases' });
    await phases.waitFor();
    const current = phases.locator('[aria-current="step"]');
    expect(await current.getAttribute('data-phase')).toBe('INFO_GATHERING');
    expect(await phases.locator('[data-state="done"]').count()).toBe(1);
    // The welcome flow of a client past the welcome phase is done, with its date; no welcome prompt.
    await phases
      .locator('[data-phase="WELCOME"]')
      .getByText(/^Completed /)
      .waitFor();
    expect(await p.getByText('New here? Take a minute to tell us about your company.').count()).toBe(0);
    const tasks = p.getByRole('progressbar', { name: 'Tasks done' });
    expect(await tasks.getAttribute('aria-valuetext')).toBe('1 of 12 tasks done');
    expect(await axeViolations(p, 'section[aria-labelledby="onboarding-progress"]')).toEqual([]);
  });

  test('an admin assigns a client to a broker with the keyboard in the client picker', async () => {
    const p = page();
    await visitAs(p, 'admin@onboard.test');
    await p.waitForURL(url('/clients/admin'));
    await p.goto('/brokers/admin/');
    await p.getByRole('link', { name: 'Bea Broker' }).click();
    await p.getByRole('heading', { level: 1, name: 'Bea Broker' }).waitFor();
    const assigned = p.getByRole('region', { name: 'Assigned clients' });
    await assigned.getByText('Maple Dental Group').waitFor();
    expect(await assigned.getByText('Cedar Credit Union').count()).toBe(0);

    const box = p.getByRole('combobox', { name: 'Assign a client' });
    await box.click();
    await p.keyboard.type('ced');
    const listbox = p.getByRole('listbox', { name: 'Assign a client' });
    await listbox.getByRole('option', { name: /Cedar Credit Union/ }).waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(p, '[data-testid="client-picker"]')).toEqual([]);
    await p.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await listbox.getByRole('option').first().getAttribute('id'),
    );
    await p.keyboard.press('Enter');
    expect(await box.inputValue()).toBe('Cedar Credit Union');
    await p.keyboard.press('Tab');
    await p.keyboard.press('Enter');
    await assigned.getByText('Cedar Credit Union').waitFor();
    await p.getByText('Cedar Credit Union was assigned to Bea Broker.').waitFor();

    // Leave the demo data as it was for the other browser tests.
    await assigned.getByRole('button', { name: 'Unassign Cedar Credit Union' }).click();
    await assigned.getByText('Cedar Credit Union').waitFor({ state: 'detached' });

    // Paging from the address: a page past the last, with a page size, shows the last page.
    await p.goto('/clients/admin?pageSize=3&page=9');
    await p.waitForURL(url('/clients/admin?page=3&pageSize=3'));
    const pager = p.getByRole('navigation', { name: 'Pages' });
    await pager.getByText('Page 3 of 3').waitFor();
    await pager.getByText('7–8 of 8').waitFor();
  });
});
