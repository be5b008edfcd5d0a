import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { visitAs } from './signIn.js';

// The census of a policy (issue 11 items 3 and 4): the broker uploads a census whose headers need matching and
// two of whose rows are wrong, confirms the matches with a source, waits for the validation, fixes the two
// rows in the table, revalidates and submits; the report page and the steps pass axe, in English and Spanish.
// Summit Engineering is no other browser test's client; the test adds an employee class only when it has none.

const CLIENT = 'Summit Engineering LLC';

type ClientDetail = {
  id: string;
  tasks: Array<{ taskId: string; policyId: string | null; status: string }>;
};

/** A call of the gateway from the signed-in browser (its cookies; mutations echo the CSRF cookie). */
async function call<T>(p: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const csrf = (await p.context().cookies()).find((cookie) => cookie.name === 'onboard_csrf')?.value ?? '';
  const response = await p.request.fetch(`/api${path}`, {
    method,
    ...(data === undefined ? {} : { data, headers: { 'x-csrf-token': csrf } }),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A census whose headers are not the template's, with a bad SSN on row 4 and a bad zip code on row 6. */
function censusCsv(employeeClass: string): string {
  const header = [
    'Emp #',
    'Social Security Number',
    'First',
    'Last',
    'Birth Date',
    'Sex',
    'Hire Dt',
    'Rel',
    'Class',
    'ST',
    'Postal',
  ];
  const people = [
    [
      'E100',
      '123-45-6701',
      'Ana',
      'Silva',
      '1984-02-11',
      'F',
      '2015-06-01',
      'Employee',
      employeeClass,
      'CO',
      '80202',
    ],
    [
      'E101',
      '123-45-6702',
      'Ben',
      'Okafor',
      '1979-09-23',
      'M',
      '2012-03-15',
      'Employee',
      employeeClass,
      'CO',
      '80203',
    ],
    [
      'E102',
      '12-345-678',
      'Chen',
      'Wu',
      '1990-12-01',
      'F',
      '2019-01-07',
      'Employee',
      employeeClass,
      'CO',
      '80204',
    ],
    [
      'E103',
      '123-45-6704',
      'Dev',
      'Patel',
      '1988-07-30',
      'M',
      '2017-08-21',
      'Employee',
      employeeClass,
      'CO',
      '80205',
    ],
    [
      'E104',
      '123-45-6705',
      'Eva',
      'Novak',
      '1992-05-05',
      'F',
      '2020-02-03',
      'Employee',
      employeeClass,
      'CO',
      'ABCDE',
    ],
    [
      'E105',
      '123-45-6706',
      'Finn',
      'Berg',
      '1981-11-17',
      'M',
      '2011-10-10',
      'Employee',
      employeeClass,
      'CO',
      '80207',
    ],
  ];
  return [header, ...people].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n') + '\r\n';
}

/** The field each header is matched to. */
const MATCHES: Record<string, string> = {
  'Emp #': 'employeeId',
  'Social Security Number': 'ssn',
  First: 'firstName',
  Last: 'lastName',
  'Birth Date': 'dateOfBirth',
  Sex: 'gender',
  'Hire Dt': 'hireDate',
  Rel: 'relationship',
  Class: 'employeeClass',
  ST: 'state',
  Postal: 'zip',
};

describe('the census of a policy (real system, demo data)', () => {
  const { page } = useBrowser();

  test('upload with matching needed and errors, fix two rows in the table, revalidate and submit', async () => {
    const p = page();
    await visitAs(p, 'broker@onboard.test');
    await p.getByRole('link', { name: CLIENT }).first().click();
    await p.waitForURL(/\/client\/[0-9a-f-]{36}$/);
    const hub = p.url();
    const clientId = /\/client\/([0-9a-f-]{36})$/.exec(hub)?.[1] ?? '';

    // The census checks employee classes against the client's EIF: one is needed.
    const client = await call<ClientDetail>(p, 'GET', `/clients/${clientId}`);
    const policyId = client.tasks.find((task) => task.taskId === 'enrollment-elections')?.policyId ?? '';
    expect(policyId).toMatch(/^[0-9a-f-]{36}$/);
    const classes = await call<Array<{ name: string }>>(p, 'GET', `/clients/${clientId}/employee-classes`);
    const employeeClass =
      classes[0]?.name ??
      (
        await call<{ name: string }>(p, 'POST', `/clients/${clientId}/employee-classes`, {
          name: 'Census salaried',
          knownClassCount: 0,
        })
      ).name;

    // From the task to the census's first step.
    await p.goto(`${hub}/task/enrollment-elections/${policyId}`);
    await p.getByRole('link', { name: 'Open the census' }).click();
    await p.waitForURL(`${hub}/task/enrollment-elections/${policyId}/validations`);
    await p.getByRole('heading', { level: 2, name: 'Upload your census' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);

    // 1. Upload.
    await p.getByLabel('Census file', { exact: true }).setInputFiles({
      name: 'summit-census.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(censusCsv(employeeClass)),
    });
    await p.getByRole('button', { name: 'Upload', exact: true }).click();

    // 2. The suggested matches are there; the test checks each one and sets the source.
    await p.getByRole('heading', { level: 2, name: 'Indicate the source and match the columns' }).waitFor();
    const ssn = p.getByRole('combobox', { name: 'Census template field for Social Security Number' });
    expect(await ssn.inputValue()).toBe('ssn');
    expect(await axeViolations(p)).toEqual([]);
    for (const [header, field] of Object.entries(MATCHES)) {
      await p
        .getByRole('combobox', { name: `Census template field for ${header}`, exact: true })
        .selectOption(field);
    }
    expect(await p.getByTestId('census-missing-fields').count()).toBe(0);
    await p.getByRole('combobox', { name: 'Where does this census come from?' }).selectOption('HRIS');
    await p.getByRole('button', { name: 'Confirm and validate' }).click();

    // 3. Validation runs (the progress bar while it does), then two errors.
    await p.getByRole('heading', { level: 2, name: 'Validate & submit' }).waitFor();
    const summary = p.getByTestId('census-summary');
    await summary.waitFor({ timeout: 60_000 });
    const figure = (label: string) => summary.locator(`[data-figure="${label}"] dd`).textContent();
    expect(await figure('Errors')).toBe('2');
    expect(await figure('Rows')).toBe('6');
    expect(await figure('Rows with errors')).toBe('2');
    const firstFile = new URL(p.url()).searchParams.get('file') ?? '';
    expect(firstFile).toMatch(/^[0-9a-f-]{36}$/);

    // The fix table: the two rows with errors, their cells marked.
    await p.getByRole('button', { name: 'Fix the errors here' }).click();
    const table = p.getByRole('table', { name: 'Rows with errors' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(2);
    const badSsn = table.getByRole('textbox', { name: 'Social Security Number, row 4' });
    const badZip = table.getByRole('textbox', { name: 'Postal, row 6' });
    expect(await badSsn.getAttribute('aria-invalid')).toBe('true');
    expect(await badZip.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(p)).toEqual([]);
    await badSsn.fill('123-45-6703');
    await badZip.fill('80206');
    await p.getByText('2 cells changed').waitFor();
    await p.getByRole('button', { name: 'Revalidate' }).click();

    // The corrected copy is a new file: validated without errors, then submitted.
    await p.waitForURL((url) => (url.searchParams.get('file') ?? firstFile) !== firstFile);
    const submit = p.getByRole('button', { name: 'Submit census' });
    await submit.waitFor({ timeout: 60_000 });
    expect(await figure('Errors')).toBe('0');
    await submit.click();
    await p.getByText(/^Submitted by Bea Broker on /).waitFor();
    await p.getByTestId('census-submitted').getByText('This is the policy’s current census.').waitFor();
    // The earlier file is kept; the corrected one is current.
    const files = p.getByRole('table', { name: 'Census files of this policy' });
    expect(await files.locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
    await files.locator(`tr[data-file="${firstFile}"]`).getByText('Validated').waitFor();
    expect(await files.getByText('Current census').count()).toBe(1);
    expect(await axeViolations(p)).toEqual([]);

    // The task is done.
    const status = await call<ClientDetail>(p, 'GET', `/clients/${clientId}`);
    expect(status.tasks.find((task) => task.taskId === 'enrollment-elections')?.status).toBe('Done');

    // The report of the first file (clear layout): its two errors, by row and column.
    await p.goto(`${hub}/task/enrollment-elections/${policyId}/validation-report/${firstFile}`);
    await p.getByRole('heading', { level: 1, name: 'Census validation report' }).waitFor();
    expect(await p.getByRole('link', { name: 'Home' }).count()).toBe(0);
    await p.getByRole('combobox', { name: 'Show' }).selectOption('error');
    const issues = p.getByRole('table', { name: 'Issues of the census' });
    await issues.locator('tbody tr').nth(1).waitFor();
    expect(await issues.locator('tbody tr').count()).toBe(2);
    expect(await issues.locator('tr[data-row="4"]').getByText('SSN', { exact: true }).count()).toBe(1);
    expect(await issues.locator('tr[data-row="6"]').getByText('Zip code', { exact: true }).count()).toBe(1);
    const csv = await p.request.get(
      (await p.getByRole('link', { name: 'Download errors (CSV)' }).getAttribute('href')) ?? '',
    );
    expect(csv.ok()).toBe(true);
    expect((await csv.text()).split(/\r?\n/).filter(Boolean)).toHaveLength(3);
    expect(await axeViolations(p)).toEqual([]);

    // In Spanish.
    await p.evaluate(() => localStorage.setItem('onboard.language', 'es'));
    await p.reload();
    await p.getByRole('heading', { level: 1, name: 'Informe de validación del censo' }).waitFor();
    await p.getByRole('link', { name: 'Descargar los errores (CSV)' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
  }, 240_000);
});
