import { randomUUID } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { smallPdf } from './gateway.js';
import { visitAs } from './signIn.js';

// Task statuses that move (issue 12): the employer's side (the broker of Summit Engineering) schedules the kickoff
// call (its task starts), uploads a prior carrier certificate and submits it; staff, from the client's manage page, mark it action required with a
// reason; the employer sees the reason, uploads again and resubmits; staff approve; the hub's badge and the
// tasks-done progress follow. Axe (WCAG 2.2 AA) on the task page, the NIGO dialog and the manage page, in
// English and Spanish. Summit Engineering's prior carrier certificates are no other browser test's.

const CLIENT = 'Summit Engineering LLC';

/** "k of n tasks done" → [k, n]. */
async function tasksDone(p: Page): Promise<[number, number]> {
  const bar = p.getByRole('progressbar', { name: 'Tasks done' });
  await bar.waitFor();
  const [, done, total] =
    /^(\d+) of (\d+) tasks done$/.exec((await bar.getAttribute('aria-valuetext')) ?? '') ?? [];
  return [Number(done), Number(total)];
}

async function uploadCertificate(p: Page, name: string): Promise<void> {
  const panel = p.getByRole('region', { name: 'Documents for this task' });
  await panel.getByLabel('File').setInputFiles({ name, mimeType: 'application/pdf', buffer: smallPdf() });
  await panel.getByRole('button', { name: 'Upload' }).click();
  await panel.getByRole('link', { name: `Download ${name}` }).waitFor();
}

const statusOf = (p: Page) => p.getByTestId('task-status');

describe('tasks that move: the kickoff call scheduled; prior carrier certificates reviewed, NIGO, resubmitted, approved', () => {
  const { page, newPage } = useBrowser();

  test('the employer schedules the kickoff and submits a certificate, staff mark it action required, the employer fixes it, staff approve', async () => {
    const employer = page();
    await visitAs(employer, 'broker@onboard.test');
    await employer.getByRole('link', { name: CLIENT }).first().click();
    await employer.waitForURL(/\/client\/[0-9a-f-]{36}$/);
    const hub = new URL(employer.url()).pathname;
    const clientId = hub.split('/')[2] ?? '';
    const [doneBefore, total] = await tasksDone(employer);

    // The kickoff call: the employer picks one of the times the consultant offered; its task starts.
    const kickoff = employer.locator('[data-task="kickoff-call"]');
    await kickoff.getByRole('link', { name: 'Kickoff call' }).click();
    await employer.waitForURL(`${hub}/task/kickoff-call`);
    const form = employer.getByRole('form', { name: 'Schedule your call' });
    await form
      .getByRole('group', { name: 'Choose a time' })
      .getByRole('radio')
      .first()
      .check({ force: true });
    await form.getByRole('checkbox', { name: 'Claims' }).check({ force: true });
    await form.getByRole('button', { name: 'Schedule the call' }).click();
    await employer.getByText('Your choice is saved.').waitFor();
    await statusOf(employer).getByText('In Progress').waitFor();
    await employer.getByRole('region', { name: 'History' }).getByText('Started').waitFor();
    expect(await axeViolations(employer)).toEqual([]);
    await employer.goto(hub);
    await kickoff.getByText('In Progress').waitFor();

    const row = employer.locator('[data-task="prior-carrier-certificates"]');
    await row.getByRole('link', { name: 'Prior carrier certificates' }).click();
    await employer.waitForURL(`${hub}/task/prior-carrier-certificates`);
    await employer.getByRole('heading', { level: 2, name: 'History' }).waitFor();

    // Upload a certificate, then send it for review.
    const tag = randomUUID().slice(0, 8);
    await uploadCertificate(employer, `certificate ${tag}.pdf`);
    expect(await axeViolations(employer)).toEqual([]);
    await employer.getByRole('button', { name: 'Submit for review' }).click();
    await statusOf(employer).getByText('Needs Review').waitFor();
    await employer.getByRole('region', { name: 'History' }).getByText('Submitted for review').waitFor();

    // Staff open the client's manage page, its Tasks table, and the task.
    const staff = await newPage();
    await visitAs(staff, 'admin@onboard.test', `/clients/admin/${clientId}/manage`);
    const tasks = staff.getByRole('region', { name: 'Tasks' });
    await tasks.getByRole('link', { name: 'Open Prior carrier certificates' }).waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    // At 1366 px the Tasks table shows each task's Status and Due without scrolling sideways (issue 27 item 12:
    // the coverages of a policy on one line pushed them out of sight).
    await staff.setViewportSize({ width: 1366, height: 768 });
    const certificateRow = tasks
      .getByTestId('manage-task-row')
      .filter({ has: staff.getByRole('link', { name: 'Open Prior carrier certificates' }) });
    for (const cell of [
      tasks.getByRole('columnheader', { name: 'Status' }),
      tasks.getByRole('columnheader', { name: 'Due' }),
      certificateRow.getByText('Needs Review'),
    ]) {
      const box = await cell.boundingBox();
      const scroller = await tasks.locator('table').evaluate((table) => {
        const area = table.parentElement as HTMLElement;
        return { right: area.getBoundingClientRect().right, scrolled: area.scrollLeft };
      });
      expect(box).not.toBeNull();
      expect(scroller.scrolled).toBe(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(Math.min(1366, scroller.right) + 1);
    }
    await tasks.getByRole('link', { name: 'Open Prior carrier certificates' }).click();
    await staff.waitForURL(`/client/${clientId}/task/prior-carrier-certificates`);
    await staff.getByRole('button', { name: 'Mark action required' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Mark action required' });
    await dialog
      .getByLabel('What must the client fix?')
      .fill('The certificate is not signed by the prior carrier');
    expect(await axeViolations(staff, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Mark action required' }).click();
    await dialog.waitFor({ state: 'detached' });
    await statusOf(staff).getByText('Action Required').waitFor();

    // The employer sees what to fix, uploads the signed certificate and resubmits.
    await employer.reload();
    const fix = employer.getByRole('region', { name: 'Action required' });
    await fix.getByText('The certificate is not signed by the prior carrier').waitFor();
    await statusOf(employer).getByText('Action Required').waitFor();
    expect(await axeViolations(employer)).toEqual([]);
    await uploadCertificate(employer, `signed certificate ${tag}.pdf`);
    await employer.getByRole('button', { name: 'Resubmit for review' }).click();
    await statusOf(employer).getByText('Needs Review').waitFor();
    expect(await employer.getByRole('region', { name: 'Action required' }).count()).toBe(0);

    // Staff approve it.
    await staff.reload();
    await staff.getByRole('button', { name: 'Approve' }).click();
    await statusOf(staff).getByText('Completed').waitFor();
    const history = staff.getByRole('region', { name: 'History' });
    await history.getByText('Approved').waitFor();
    expect(await history.getByRole('listitem').filter({ hasText: 'Marked action required' }).count()).toBe(1);

    // The hub follows: the task's badge and one more task done.
    await employer.goto(hub);
    await row.getByText('Completed').waitFor();
    expect(await tasksDone(employer)).toEqual([doneBefore + 1, total]);

    // In Spanish, the task page with its history; axe still passes.
    await employer.goto(`${hub}/task/prior-carrier-certificates`);
    await employer.getByRole('button', { name: 'Español' }).click();
    await employer.getByRole('heading', { level: 2, name: 'Historial' }).waitFor();
    await employer.getByRole('region', { name: 'Historial' }).getByText('Aprobada').waitFor();
    expect(await axeViolations(employer)).toEqual([]);
    // Two people signed in with their authenticator (each may wait out a 30-s step whose code another test
    // used), uploads, reviews and axe runs: 63 to 169 s on a busy machine, far more than Jest's default minute.
  }, 240_000);
});
