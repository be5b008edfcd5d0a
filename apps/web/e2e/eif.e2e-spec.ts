import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { signInWithMfa } from './signIn.js';

/** Waits until every answer given is on the server (the status line of the form). */
async function allSaved(p: Page): Promise<void> {
  await p.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
}

describe('the EIF as the employer fills it (real system, demo data)', () => {
  const { page } = useBrowser();

  test('answers are saved as they are given, survive a reload, and one sub-step is done with the keyboard only', async () => {
    const p = page();
    await p.goto('/login');
    await signInWithMfa(p, 'benadmin@onboard.test');
    await p.getByRole('link', { name: 'Northwind Foods Co.' }).first().click();
    await p.waitForURL(/\/client\/[0-9a-f-]{36}$/);
    const hub = p.url();

    // From the task to the form: its first sub-step.
    await p.goto(`${hub}/task/eif-submit-company-information`);
    await p.getByRole('link', { name: 'Open the form' }).click();
    await p.waitForURL(
      `${hub}/task/eif-submit-company-information/step/company-information/benefits-administration-and-data-feed`,
    );
    const steps = p.getByRole('navigation', { name: 'Steps of the form' });
    await steps.getByRole('link', { name: '1. Company Details' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    // ERISA: a yes opens the follow-up questions; a date the spec refuses shows its message and is not saved.
    await steps.getByRole('link', { name: 'ERISA' }).click();
    await p.getByRole('heading', { level: 2, name: 'ERISA' }).waitFor();
    const erisa = p.getByRole('group', { name: 'Are your benefits part of an ERISA plan?' });
    await erisa.getByText('Yes', { exact: true }).click();
    const yearEnd = p.getByRole('textbox', { name: 'Plan year end date (MM/DD)' });
    await yearEnd.fill('02/30');
    await p.getByText('Not a valid date').waitFor();
    await yearEnd.fill('02/29');
    await p.getByRole('textbox', { name: 'Plan administrator name' }).fill('Pat Lee');
    await p.getByRole('combobox', { name: 'Plan administrator state' }).selectOption('NY');
    await allSaved(p);
    expect(await axeViolations(p)).toEqual([]);
    // Some of ERISA's questions are answered: In Progress, in the navigator.
    expect(await steps.getByRole('link', { name: 'ERISA' }).locator('[data-status]').textContent()).toContain(
      'In Progress',
    );

    // Union members and domestic partners with the keyboard only: Tab into each group, Space or arrows.
    await steps.getByRole('link', { name: 'Union members and domestic partners' }).focus();
    await p.keyboard.press('Enter');
    await p.getByRole('heading', { level: 2, name: 'Union members and domestic partners' }).waitFor();
    const union = p.getByRole('group', { name: 'Are union members covered?' });
    await union.getByRole('radio', { name: 'Yes' }).waitFor();
    // The new sub-step's title has the keyboard: Tab reaches the first group's radio buttons.
    await p.keyboard.press('Tab');
    await p.keyboard.press('Space');
    await p.keyboard.press('Tab');
    await p.keyboard.press('ArrowRight');
    await allSaved(p);
    expect(await union.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    const partners = p.getByRole('group', { name: 'Are domestic partners covered as spouses?' });
    expect(await partners.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await steps
      .getByRole('link', { name: 'Union members and domestic partners' })
      .locator('[data-status="Done"]')
      .waitFor();

    // A reload keeps every answer.
    await p.reload();
    await p.getByRole('heading', { level: 2, name: 'Union members and domestic partners' }).waitFor();
    expect(await union.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await partners.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await steps.getByRole('link', { name: 'ERISA' }).click();
    expect(await erisa.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await yearEnd.inputValue()).toBe('02/29');
    expect(await p.getByRole('textbox', { name: 'Plan administrator name' }).inputValue()).toBe('Pat Lee');
  });
});
