import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { pdfText } from './pdf-text.js';
import { signInAs } from './signIn.js';

// The outside signer (issue 10 item 3, decision 108): staff change two answers of a signed EIF (Maple Dental
// Group, signed in the demo data), name an outside signer and e-mail them the changes; the signer opens the
// e-mailed link (read from the stand-ins' mail sink) without an account, sees exactly those changes, accepts,
// and downloads the PDF. Axe on every page.

const EIF = 'task/eif-submit-company-information/step';

function standIns(): string {
  const url = process.env['STAND_INS_URL'];
  if (!url) throw new Error('STAND_INS_URL is not set: the address of the stand-ins (their mail sink).');
  return url.replace(/\/+$/, '');
}

async function allSaved(p: Page): Promise<void> {
  await p.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
}

async function linkMailedTo(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${standIns()}/mail/messages?to=${encodeURIComponent(email)}`);
    const mails = (await res.json()) as { text: string }[];
    const link = mails[0]?.text.match(/https?:\/\/\S+token=[\w-]+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail with a link reached ${email} within 20 s`);
}

describe('the outside signer (real system, demo data)', () => {
  const { page, newPage } = useBrowser();

  test('staff change two answers; the outside signer opens the e-mailed link, sees them, accepts, downloads the PDF', async () => {
    const staff = page();
    await staff.goto('/login');
    await signInAs(staff, 'admin@onboard.test');
    await staff.goto('/clients/admin');
    await staff.getByRole('link', { name: 'Maple Dental Group' }).first().click();
    await staff.waitForURL(/\/clients\/admin\/[0-9a-f-]{36}\/manage$/);
    const clientId = /\/clients\/admin\/([0-9a-f-]{36})\/manage$/.exec(staff.url())?.[1] ?? '';

    // Two answers of the signed form change.
    await staff.goto(`/client/${clientId}/${EIF}/other-contract-details/erisa`);
    const name = staff.getByRole('textbox', { name: 'Plan administrator name' });
    await name.waitFor();
    await name.fill('Pat Rivera-Lee');
    await allSaved(staff);
    const city = staff.getByRole('textbox', { name: 'Plan administrator city' });
    await city.fill('Boston');
    await allSaved(staff);
    const table = staff.getByRole('table', { name: 'Changes since signing' });
    await table.getByRole('cell', { name: 'Boston' }).waitFor();

    // Review & Submit: staff mark them ready, name the outside signer and e-mail them the changes.
    await staff
      .getByRole('navigation', { name: 'Steps of the form' })
      .getByRole('link', { name: /Review & Submit/ })
      .click();
    await staff.getByRole('button', { name: 'Mark ready for review' }).click();
    await staff.getByText(/^Ready for the signer’s review since /).waitFor();
    const email = `olive.${Date.now()}@maple.example`;
    const panel = staff.getByRole('region', { name: 'Outside signer' });
    await panel.getByRole('textbox', { name: 'First name' }).fill('Olive');
    await panel.getByRole('textbox', { name: 'Last name' }).fill('Outside');
    await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await panel.getByRole('button', { name: 'Save the outside signer' }).click();
    await panel.getByText(`Outside signer: Olive Outside (${email})`).waitFor();
    await panel.getByRole('button', { name: 'E-mail the changes for review' }).click();
    await panel.getByText(/^A link to review the changes was sent on /).waitFor();
    expect(await axeViolations(staff)).toEqual([]);

    // The broker of the client, in Spanish: the same changes, read only (the ben admin signs Maple's form).
    const broker = await newPage();
    await broker.goto('/login');
    await signInAs(broker, 'broker@onboard.test');
    await broker.goto(`/client/${clientId}/${EIF}/review-&-submit`);
    await broker.getByRole('button', { name: 'Español' }).click();
    const theirs = broker.getByRole('table', { name: 'Cambios en ERISA' });
    await theirs.getByRole('cell', { name: 'Boston' }).waitFor();
    expect(await theirs.getByRole('row').count()).toBe(3);
    expect(await broker.getByRole('button', { name: 'Aceptar los cambios' }).count()).toBe(0);
    expect(await axeViolations(broker)).toEqual([]);

    // The outside signer, with no account: the e-mailed link.
    const link = await linkMailedTo(email);
    expect(new URL(link).pathname).toBe('/outside-signer/review-&-submit-updates');
    const signer = await newPage();
    await signer.goto(link);
    await signer.getByRole('heading', { name: 'Review & Submit Updates' }).waitFor();
    // The token leaves the address at once.
    await signer.waitForURL((url) => !url.search.includes('token'));
    await signer
      .getByText('Hello Olive Outside. This is the Employer Information Form of Maple Dental Group.')
      .waitFor();
    expect(await signer.getByTestId('changed-sections').getByRole('listitem').allTextContents()).toEqual([
      'ERISA',
    ]);
    const erisa = signer.getByRole('table', { name: 'Changes to ERISA' });
    await erisa.waitFor();
    const rows = await erisa.getByRole('row').all();
    const cells = await Promise.all(rows.slice(1).map((row) => row.locator('td').allTextContents()));
    expect(cells.sort()).toEqual([
      ['Plan administrator city', 'Springfield', 'Boston', 'Pending'],
      ['Plan administrator name', 'Pat Rivera', 'Pat Rivera-Lee', 'Pending'],
    ]);
    expect(await axeViolations(signer)).toEqual([]);
    // The same page in Spanish.
    await signer.getByRole('button', { name: 'Español' }).click();
    await signer.getByRole('heading', { name: 'Revisar y enviar las actualizaciones' }).waitFor();
    await signer.getByRole('table', { name: 'Cambios en ERISA' }).waitFor();
    expect(await axeViolations(signer)).toEqual([]);
    await signer.getByRole('button', { name: 'English' }).click();
    await signer.getByRole('heading', { name: 'Review & Submit Updates' }).waitFor();

    await signer.getByRole('button', { name: 'Accept the changes' }).click();
    await signer.getByText('Thank you for accepting the updates.').waitFor();
    await signer.getByRole('heading', { name: 'Company Information Summary', level: 1 }).waitFor();
    await signer.getByTestId('summary-document').getByText('Pat Rivera-Lee').first().waitFor();
    expect(await axeViolations(signer)).toEqual([]);
    const [download] = await Promise.all([
      signer.waitForEvent('download'),
      signer.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Company.Information.Summary.*\.pdf$/);
    const pdf = await pdfText(readFileSync(await download.path()));
    expect(pdf.text).toContain('Pat Rivera-Lee');
    expect(pdf.text).toContain('Boston');

    // Staff see the decision, made by the outside signer.
    await staff.reload();
    await staff.getByText(/^Changes accepted on /).waitFor();
    await staff
      .getByRole('region', { name: 'Outside signer' })
      .getByText(/^The outside signer used the link/)
      .waitFor();

    // The audit trail shows the same changes, with who made them.
    await staff.goto(`/clients/admin/${clientId}/manage/audit-trail`);
    const audit = staff.getByRole('table', { name: 'Changes' });
    await audit.getByText('Pat Rivera-Lee').first().waitFor();
    await audit.getByText('Boston').first().waitFor();
    expect(await axeViolations(staff)).toEqual([]);
  });
});
