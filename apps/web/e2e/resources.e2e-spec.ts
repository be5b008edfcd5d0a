import { randomUUID } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { visitAs } from './signIn.js';

// Enrollment resources (issue 12 items 4 and 8, decisions 126–128): a benefit administrator opens the
// enrollment-resources task, opens a resource the demo attached (a new tab; its "New" badge goes), gives the
// enrollment dates (an end before the start is refused on the end date) and needs; staff add a link (http://
// refused) and remove it. Axe (WCAG 2.2 AA) in English and Spanish. Northwind Foods: no other browser test
// touches its resources or enrollment.

const CLIENT = 'Northwind Foods Co.';

describe('enrollment resources (real system, demo data)', () => {
  const { page } = useBrowser();
  let hub = '';

  test('a benefit administrator opens a resource and gives the enrollment dates and needs; axe in both languages', async () => {
    const p = page();
    await visitAs(p, 'benadmin@onboard.test');
    await p.getByRole('link', { name: CLIENT }).first().click();
    await p.waitForURL(/\/client\/[0-9a-f-]{36}$/);
    hub = new URL(p.url()).pathname;

    await p.goto(`${hub}/task/enrollment-resources`);
    await p.getByRole('heading', { level: 1, name: 'Enrollment resources' }).waitFor();
    const list = p.getByRole('region', { name: 'Resources from your implementation team' });
    const guide = list.getByRole('link', { name: /Open enrollment guide for employees/ });
    await guide.waitFor();
    expect(await guide.getAttribute('target')).toBe('_blank');
    expect(await guide.getAttribute('rel')).toContain('noopener');
    const row = list.getByRole('listitem').filter({ hasText: 'Open enrollment guide for employees' });
    await row.getByText('New', { exact: true }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    // Opening it: a new tab (closed here), and the badge goes.
    const [tab] = await Promise.all([p.context().waitForEvent('page'), guide.click()]);
    await tab.close();
    await row.getByText('New', { exact: true }).waitFor({ state: 'detached' });

    const form = p.getByRole('form', { name: 'Enrollment dates and needs' });
    await form.getByLabel('Enrollment start date').fill('2026-11-20');
    await form.getByLabel('Enrollment end date').fill('2026-11-02');
    await form.getByRole('checkbox', { name: 'Materials in Spanish' }).check({ force: true });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The enrollment end date cannot be before its start date').waitFor();
    await form.getByLabel('Enrollment end date').fill('2026-11-30');
    await form.getByRole('button', { name: 'Save' }).click();
    await p
      .getByRole('status')
      .filter({ hasText: 'Enrollment dates and needs saved' })
      .waitFor({ state: 'attached' });

    // Kept: the page again shows what was saved.
    await p.reload();
    await p.getByLabel('Enrollment end date').waitFor();
    expect(await p.getByLabel('Enrollment end date').inputValue()).toBe('2026-11-30');
    expect(await p.getByRole('checkbox', { name: 'Materials in Spanish' }).isChecked()).toBe(true);

    await p.getByRole('button', { name: 'Español' }).click();
    await p.getByRole('heading', { level: 1, name: 'Recursos de inscripción' }).waitFor();
    await p.getByRole('heading', { name: 'Fechas y necesidades de la inscripción' }).waitFor();
    await p.getByText('(se abre en una pestaña nueva)').first().waitFor({ state: 'attached' });
    expect(await axeViolations(p)).toEqual([]);
    await p.getByRole('button', { name: 'English' }).click();
  }, 180_000);

  test('staff add a link (http:// refused) and remove it; the resources page lists it meanwhile; axe', async () => {
    expect(hub).toMatch(/^\/client\/[0-9a-f-]{36}$/);
    const p = page();
    await visitAs(p, 'admin@onboard.test', `${hub}/task/enrollment-resources`);
    const add = p.getByRole('form', { name: 'Add a link' });
    const title = `e2e link ${randomUUID().slice(0, 8)}`;
    await add.getByLabel('Title', { exact: true }).fill(title);
    await add.getByLabel('Web address').fill('http://example.com/plain');
    await add.getByRole('button', { name: 'Add link' }).click();
    await add.getByText('Please enter a web address that starts with https://').waitFor();
    await add.getByLabel('Web address').fill('https://example.com/plain');
    await add.getByRole('button', { name: 'Add link' }).click();
    const list = p.getByRole('region', { name: 'Resources from your implementation team' });
    await list.getByRole('link', { name: new RegExp(title) }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    await p.goto(`${hub}/resources-listing`);
    await p.getByRole('heading', { level: 1, name: 'Employee & Employer Resources' }).waitFor();
    await p.getByRole('link', { name: new RegExp(title) }).waitFor();
    await p.getByRole('link', { name: /Dental plan highlights/ }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    await p.getByRole('button', { name: `Remove ${title}` }).click();
    const confirm = p.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await p.getByRole('link', { name: new RegExp(title) }).waitFor({ state: 'detached' });
  }, 120_000);
});
