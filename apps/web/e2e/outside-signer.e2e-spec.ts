import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { pdfText } from './pdf-text.js';
import { visitAs } from './signIn.js';

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

/** The first link e-mailed to `email` that is not in `seen` (then added to it), within 20 s. */
async function linkMailedTo(email: string, seen = new Set<string>()): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${standIns()}/mail/messages?to=${encodeURIComponent(email)}`);
    const mails = (await res.json()) as { text: string }[];
    const link = mails
      .map((m) => m.text.match(/https?:\/\/\S+token=[\w-]+/)?.[0])
      .find((l): l is string => !!l && !seen.has(l));
    if (link) {
      seen.add(link);
      return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no new e-mail with a link reached ${email} within 20 s`);
}

/** Staff (admin) signed in, on Maple Dental Group's manage page: answers the client's id. */
async function openMapleAsAdmin(staff: Page): Promise<string> {
  await visitAs(staff, 'admin@onboard.test', '/clients/admin');
  await staff.getByRole('link', { name: 'Maple Dental Group' }).first().click();
  await staff.waitForURL(/\/clients\/admin\/[0-9a-f-]{36}\/manage$/);
  return /\/clients\/admin\/([0-9a-f-]{36})\/manage$/.exec(staff.url())?.[1] ?? '';
}

describe('the outside signer (real system, demo data)', () => {
  const { page, newPage } = useBrowser();

  test('staff change two answers; the outside signer opens the e-mailed link, sees them, accepts, downloads the PDF', async () => {
    const staff = page();
    const clientId = await openMapleAsAdmin(staff);

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
    await visitAs(broker, 'broker@onboard.test', `/client/${clientId}/${EIF}/review-&-submit`);
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
    // Staff, the e-mailed link and the signer's pages, with axe on each: past a minute on a busy machine.
  }, 180_000);

  // Issue 28 item 1 (decision 215): the walk of the issue, as staff and as the outside signer, in both
  // languages. A decline keeps the signed answers; a platform chosen later brings "uses a platform" back for
  // review with it; accepted, the summary holds Yes and the platform, and the declined 12 months stays 6.
  test('declined changes stay out of the signed record; a follow-up comes back with the answer it follows', async () => {
    const staff = page();
    const clientId = await openMapleAsAdmin(staff);
    const policy = staff.getByRole('group', { name: /^Policy 1: / });
    const usesPlatform = policy.getByRole('group', {
      name: 'Do you use a benefits administration platform?',
      exact: true,
    });

    // Staff: "uses a platform" No -> Yes, "Rehired within" 6 -> 12 months.
    await staff.goto(`/client/${clientId}/${EIF}/company-information/benefits-administration-and-data-feed`);
    await usesPlatform.getByText('Yes', { exact: true }).click();
    await allSaved(staff);
    await staff.goto(`/client/${clientId}/${EIF}/other-contract-details/rehire-provision`);
    await staff
      .getByRole('combobox', { name: 'Rehired within', exact: true })
      .selectOption({ label: '12 months' });
    await allSaved(staff);

    // Ready for review; a new outside signer (the link goes to them).
    const email = `rosa.${Date.now()}@maple.example`;
    const seen = new Set<string>();
    const newLink = () => linkMailedTo(email, seen);
    const review = `/client/${clientId}/${EIF}/review-&-submit`;
    await staff.goto(review);
    await staff.getByRole('button', { name: 'Mark ready for review' }).click();
    await staff.getByText(/^Ready for the signer’s review since /).waitFor();
    const panel = staff.getByRole('region', { name: 'Outside signer' });
    await panel.getByRole('button', { name: 'Change the outside signer' }).click();
    await panel.getByRole('textbox', { name: 'First name' }).fill('Rosa');
    await panel.getByRole('textbox', { name: 'Last name' }).fill('Signer');
    await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await panel.getByRole('button', { name: 'Save the outside signer' }).click();
    await panel.getByText(`Outside signer: Rosa Signer (${email})`).waitFor();
    await panel.getByRole('button', { name: 'E-mail the changes for review' }).click();
    await panel.getByText(/^A link to review the changes was sent on /).waitFor();

    // The signer, in Spanish and in Mexico City, declines with a reason.
    const signer = await newPage({ timezoneId: 'America/Mexico_City' });
    await signer.goto(await newLink());
    await signer.getByRole('heading', { name: 'Review & Submit Updates' }).waitFor();
    await signer.getByRole('button', { name: 'Español' }).click();
    await signer.getByRole('heading', { name: 'Revisar y enviar las actualizaciones' }).waitFor();
    await signer.getByText('Se lo envió Adam Admin.').waitFor();
    await signer.getByRole('button', { name: 'Rechazar los cambios' }).click();
    await signer
      .getByRole('textbox', { name: '¿Por qué los rechaza?' })
      .fill('No usamos ninguna plataforma.');
    await signer.getByRole('button', { name: 'Enviar el rechazo' }).click();
    await signer
      .getByText('Gracias. Rechazó los cambios; el proveedor está revisando sus respuestas.')
      .waitFor();
    // The record as it stands: the signed answers, not the declined ones.
    const document = signer.getByTestId('summary-document');
    const answerOf = (q: Page, label: RegExp) =>
      q
        .getByTestId('summary-document')
        .locator('dt', { hasText: label })
        .first()
        .locator('xpath=following-sibling::dd[1]');
    await document.waitFor();
    // All of it in Spanish (issue 28 item 7), dates in the signer's own time zone, named.
    await document.getByRole('heading', { name: 'Datos de la empresa' }).waitFor();
    expect(
      await answerOf(signer, /^¿Usa una plataforma de administración de beneficios\?/).textContent(),
    ).toBe('No');
    expect(await answerOf(signer, /^Recontratado dentro de/).textContent()).toBe('6 meses');
    await document.getByText(/^Preparado el \d{1,2} de [a-z]+ de \d{4}/).waitFor();
    await document.getByText('Las fechas y horas están en la zona horaria America/Mexico_City.').waitFor();
    expect(await document.getByText(/Company Details|Rehired within|Prepared /).count()).toBe(0);
    expect(await axeViolations(signer)).toEqual([]);

    // Staff choose the platform; ready again: "uses a platform" comes back for review with it.
    await staff.goto(`/client/${clientId}/${EIF}/company-information/benefits-administration-and-data-feed`);
    await policy
      .getByRole('combobox', { name: 'Benefits administration platform', exact: true })
      .selectOption({
        label: 'Workday',
      });
    await allSaved(staff);
    await staff.goto(review);
    // Review & Submit tells the last decision only (the first test's acceptance is older): never both stacked.
    await staff.getByText(/^Changes declined on .*: No usamos ninguna plataforma\.$/).waitFor();
    expect(await staff.getByText(/^Changes accepted on /).count()).toBe(0);
    await staff.getByRole('button', { name: 'Mark ready for review' }).click();
    await staff.getByText(/^Ready for the signer’s review since /).waitFor();
    await panel.getByRole('button', { name: 'E-mail the changes for review' }).click();
    await panel.getByText(/^A link to review the changes was sent on /).waitFor();

    // The signer, in English: both answers are asked together, the platform by its name; accepted.
    await signer.goto(await newLink());
    await signer.getByRole('button', { name: 'English' }).click();
    await signer.getByRole('heading', { name: 'Review & Submit Updates' }).waitFor();
    const platformTable = signer.getByRole('table', {
      name: 'Changes to Benefits administration and data feed',
    });
    const rows = await platformTable.getByRole('row').all();
    const cells = await Promise.all(rows.slice(1).map((row) => row.locator('td').allTextContents()));
    expect(cells.map((c) => [c[0], c[2], c[3]]).sort()).toEqual([
      ['Benefits administration platform', 'Workday', 'Pending'],
      ['Do you use a benefits administration platform?', 'Yes', 'Pending'],
    ]);
    expect(await signer.getByTestId('changed-sections').getByRole('listitem').allTextContents()).toEqual([
      'Benefits administration and data feed',
    ]);
    expect(await axeViolations(signer)).toEqual([]);
    await signer.getByRole('button', { name: 'Accept the changes' }).click();
    await signer.getByText('Thank you for accepting the updates.').waitFor();
    await document.waitFor();
    expect(await answerOf(signer, /^Do you use a benefits administration platform\?/).textContent()).toBe(
      'Yes',
    );
    expect(await answerOf(signer, /^Benefits administration platform/).textContent()).toBe('Workday');
    expect(await answerOf(signer, /^Rehired within/).textContent()).toBe('6 months');

    // Staff's summary page: the same record, in both languages.
    await staff.goto(`/client/${clientId}/task/eif-submit-company-information/summary`);
    const row = (label: RegExp) =>
      staff.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
    await row(/^Rehired within/).waitFor();
    expect(await row(/^Rehired within/).textContent()).toBe('6 months');
    expect(await row(/^Benefits administration platform/).textContent()).toBe('Workday');
    await staff.getByRole('button', { name: 'Español' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Resumen de la información de la empresa' }).waitFor();
    expect(await row(/^Recontratado dentro de/).textContent()).toBe('6 meses');
    expect(await axeViolations(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'English' }).click();
    // Staff and the signer in two languages, with axe on each page: past a minute on a busy machine.
  }, 180_000);
});
