import { randomUUID } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import type { Page, Response } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { smallPdf } from './gateway.js';
import { visitAs } from './signIn.js';

// Documents on the resources page (issue 11 item 4, decisions 117 and 118): a benefit administrator uploads a
// generated PDF to their client's employer resources, sees it listed, renames it, downloads it and the zip of
// the panel (with the headers of spec §5), and deletes it; a file that is not what it claims is refused next
// to the field. Axe (WCAG 2.2 AA) in English and Spanish. Bluebird Health Partners: no other browser test
// touches its documents, and the names here are unique, so the other files' order does not matter.

const CLIENT = 'Bluebird Health Partners';

/** The answer of a file route (a GET whose path matches), and what the page did with it. */
async function fileAnswer(p: Page, path: RegExp, click: () => Promise<void>) {
  const [response, download] = await Promise.all([
    p.waitForResponse(
      (r: Response) => r.request().method() === 'GET' && path.test(new URL(r.url()).pathname),
    ),
    p.waitForEvent('download'),
    click(),
  ]);
  const headers = response.headers();
  return {
    status: response.status(),
    contentType: headers['content-type'] ?? '',
    disposition: headers['content-disposition'] ?? '',
    saved: download.suggestedFilename(),
  };
}

describe('documents on the resources page (real system, demo data)', () => {
  const { page } = useBrowser();
  /** The client's hub address, as the first test found it (the staff test opens the same client). */
  let hub = '';

  test('a benefit administrator uploads, lists, renames, downloads, zips and deletes a document; axe in both languages', async () => {
    const p = page();
    await visitAs(p, 'benadmin@onboard.test');
    await p.getByRole('link', { name: CLIENT }).first().click();
    await p.waitForURL(/\/client\/[0-9a-f-]{36}$/);
    hub = new URL(p.url()).pathname;

    await p.goto(`${hub}/resources-listing`);
    await p.getByRole('heading', { level: 1, name: 'Employee & Employer Resources' }).waitFor();
    const panel = p.getByRole('region', { name: 'For employers' });
    await panel.getByRole('button', { name: 'Upload' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    // A text file named .pdf: the server decides by content, and says why next to the field.
    await panel.getByLabel('File').setInputFiles({
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some words, not a PDF\n'),
    });
    await panel.getByRole('button', { name: 'Upload' }).click();
    const refusal = panel.getByTestId('upload-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/cannot be uploaded here|cannot be checked/);

    // A real PDF: uploaded, announced and listed.
    const tag = randomUUID().slice(0, 8);
    const original = `e2e plan ${tag}.pdf`;
    await panel
      .getByLabel('File')
      .setInputFiles({ name: original, mimeType: 'application/pdf', buffer: smallPdf() });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await panel.getByRole('link', { name: `Download ${original}` }).waitFor();
    expect(await panel.getByTestId('upload-error').count()).toBe(0);
    await p
      .getByRole('status')
      .filter({ hasText: `${original} was uploaded.` })
      .waitFor({ state: 'attached' });
    const row = panel.getByTestId('document-row').filter({ hasText: original });
    expect(await row.textContent()).toContain('Plan document');

    // Renamed in a dialog.
    const renamed = `Renamed plan ${tag}.pdf`;
    await panel.getByRole('button', { name: `Rename ${original}` }).click();
    const dialog = p.getByRole('dialog', { name: 'Rename the document' });
    await dialog.getByLabel('File name').fill(renamed);
    expect(await axeViolations(p, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save the name' }).click();
    await dialog.waitFor({ state: 'detached' });
    const link = panel.getByRole('link', { name: `Download ${renamed}` });
    await link.waitFor();

    // Downloaded: an attachment with its content type and name (spec §5), saved under that name.
    const one = await fileAnswer(p, /\/api\/clients\/[0-9a-f-]{36}\/documents\/[0-9a-f-]{36}$/, () =>
      link.click(),
    );
    expect(one.status).toBe(200);
    expect(one.contentType).toBe('application/pdf');
    expect(one.disposition).toMatch(/^attachment; filename="Renamed plan [0-9a-f]{8}\.pdf"/);
    expect(one.saved).toBe(renamed);

    // Download all: the panel's categories as one zip.
    const zip = await fileAnswer(p, /\/api\/clients\/[0-9a-f-]{36}\/documents\/zip$/, () =>
      panel.getByRole('button', { name: 'Download all documents: For employers' }).click(),
    );
    expect(zip.status).toBe(200);
    expect(zip.contentType).toMatch(/^application\/zip/);
    expect(zip.disposition).toMatch(/^attachment; filename="[^"/\\]+\.zip"/);
    expect(zip.saved).toMatch(/\.zip$/);

    // In Spanish, with the document listed: the page's texts change and axe still passes.
    await p.getByRole('button', { name: 'Español' }).click();
    await p.getByRole('heading', { level: 1, name: 'Recursos para empleados y empleadores' }).waitFor();
    const panelEs = p.getByRole('region', { name: 'Para empleadores' });
    await panelEs.getByRole('button', { name: 'Subir' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    // Deleted after confirming (in Spanish).
    await panelEs.getByRole('button', { name: `Eliminar ${renamed}` }).click();
    const confirm = p.getByRole('alertdialog', { name: '¿Eliminar el documento?' });
    expect(await axeViolations(p, '[role="alertdialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await panelEs.getByRole('link', { name: `Descargar ${renamed}` }).waitFor({ state: 'detached' });
    await p
      .getByRole('status')
      .filter({ hasText: `Se eliminó ${renamed}.` })
      .waitFor({ state: 'attached' });
  }, 180_000);

  test("staff reach the client's resources too: upload for employees, and delete; axe", async () => {
    expect(hub).toMatch(/^\/client\/[0-9a-f-]{36}$/);
    const p = page();
    await visitAs(p, 'admin@onboard.test', `${hub}/resources-listing`);
    await p.getByRole('heading', { level: 1, name: 'Employee & Employer Resources' }).waitFor();
    const panel = p.getByRole('region', { name: 'For employees' });
    await panel.getByRole('button', { name: 'Upload' }).waitFor();
    const name = `e2e staff resource ${randomUUID().slice(0, 8)}.pdf`;
    await panel.getByLabel('File').setInputFiles({ name, mimeType: 'application/pdf', buffer: smallPdf() });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await panel.getByRole('link', { name: `Download ${name}` }).waitFor();
    expect(await panel.getByTestId('document-row').filter({ hasText: name }).textContent()).toContain(
      'Enrollment resource',
    );
    expect(await axeViolations(p)).toEqual([]);
    await panel.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = p.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await panel.getByRole('link', { name: `Download ${name}` }).waitFor({ state: 'detached' });
  }, 120_000);
});
