import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { visitAs } from './signIn.js';

// Changes after signing (issue 10): staff change an answer of a signed EIF (Bluebird Health Partners, signed in
// the demo data), the sub-step is flagged and shows the change, staff mark it ready for review, and the
// authorized signer (its ben admin) sees exactly that change and accepts it.

const EIF = 'task/eif-submit-company-information/step';

async function allSaved(p: Page): Promise<void> {
  await p.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
}

describe('changes to a signed EIF and their review (real system, demo data)', () => {
  const { page, newPage } = useBrowser();

  test('staff change an answer and mark it ready; the signer sees that change and accepts it', async () => {
    const staff = page();
    await visitAs(staff, 'admin@onboard.test', '/clients/admin');
    await staff.getByRole('link', { name: 'Bluebird Health Partners' }).first().click();
    await staff.waitForURL(/\/clients\/admin\/[0-9a-f-]{36}\/manage$/);
    const clientId = /\/clients\/admin\/([0-9a-f-]{36})\/manage$/.exec(staff.url())?.[1] ?? '';

    // The ERISA plan administrator's name changes after signing.
    await staff.goto(`/client/${clientId}/${EIF}/other-contract-details/erisa`);
    const name = staff.getByRole('textbox', { name: 'Plan administrator name' });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Pat Rivera');
    await name.fill('Pat Rivera-Lee');
    await allSaved(staff);
    // The sub-step is flagged changed and lists the change, pending.
    const steps = staff.getByRole('navigation', { name: 'Steps of the form' });
    await steps
      .getByRole('link', { name: /^ERISA/ })
      .locator('[data-changed]')
      .waitFor();
    const table = staff.getByRole('table', { name: 'Changes since signing' });
    await table.getByRole('cell', { name: 'Pat Rivera-Lee' }).waitFor();
    expect(await table.getByRole('row').nth(1).locator('td').allTextContents()).toEqual([
      'Plan administrator name',
      'Pat Rivera',
      'Pat Rivera-Lee',
      'Pending',
    ]);
    expect(await axeViolations(staff)).toEqual([]);

    // Review & Submit: staff mark the changes ready for the signer's review.
    await steps.getByRole('link', { name: /Review & Submit/ }).click();
    await staff.getByRole('button', { name: 'Mark ready for review' }).click();
    await staff.getByText(/^Ready for the signer’s review since /).waitFor();
    expect(await axeViolations(staff)).toEqual([]);

    // The signer: the one change, then accepted.
    const signer = await newPage();
    await visitAs(signer, 'benadmin@onboard.test');
    // The summary in ready-for-review mode lists the changed sections (spec §2).
    await signer.goto(`/client/${clientId}/task/eif-submit-company-information/summary`);
    const ready = signer.getByTestId('summary-ready-for-review');
    await ready.waitFor();
    expect(await ready.getByRole('listitem').allTextContents()).toEqual(['ERISA']);
    expect(await axeViolations(signer)).toEqual([]);
    await ready.getByRole('link', { name: 'Review the changes' }).click();
    await signer.waitForURL(/\/review-(&|%26)-submit$/);
    await signer.getByText(/^Ready for your review since /).waitFor();
    const erisa = signer.getByRole('table', { name: 'Changes to ERISA' });
    expect(await erisa.getByRole('row').count()).toBe(2);
    await erisa.getByRole('cell', { name: 'Pat Rivera-Lee' }).waitFor();
    expect(await axeViolations(signer)).toEqual([]);
    await signer.getByRole('button', { name: 'Accept the changes' }).click();
    await signer.getByText('Thank you for accepting the updates.').first().waitFor();
    await erisa.locator('[data-change-status="accepted"]').waitFor();
    await signer.getByText(/^Changes accepted on /).waitFor();
  });
});
