import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { censusFileSchema, censusReportSchema, DEMO_CLIENTS, type CensusFileDto } from '@onboard/contracts';
import { demoId } from '@onboard/server-kit';
import { waitFor } from '@onboard/server-kit/test-infra';
import ExcelJS from 'exceljs';
import request from 'supertest';
import WebSocket from 'ws';
import { cookieHeader, TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';
import { PAYROLL_HEADERS } from './census-file.mjs';

// The census of a policy (issue 11 item 3; spec §2 census routes, §3 census validation result, §7 Census;
// decision 120), through the gateway against the whole running system with its JetStream worker: upload,
// the suggested mapping confirmed with its source, validation as a job, the paged report and its CSV, the
// fix of two rows, and validate-submit, which submits and completes the policy's enrollment-elections task.

let sys: TestSystem;
let benAdmin: Session;
let admin: Session;
let otherBroker: Session;
const maple = demoId('client:maple-dental');
const northwind = demoId('client:northwind-foods');
let policyId: string;
// The census's class column is checked against the client's employee classes; the demo data gives every demo
// client the class a census most often names (issue 27 item 1), so Maple Dental's census passes as it comes.
const className = 'All Employees';
let coverage: string;
const census = (path = '') => `/api/clients/${maple}/census/${policyId}${path}`;

/** Headers a payroll export might have: none is the template's own label, all can be matched. */
const HEADERS = PAYROLL_HEADERS;

function row(n: number, overrides: Partial<Record<string, string>> = {}): string[] {
  // Valid and distinct for every n up to 400,000: area 100-599, group 10-98, serial 1000 and up.
  const ssn = `${100 + (n % 500)}-${10 + (Math.floor(n / 500) % 89)}-${1000 + Math.floor(n / 44_500)}`;
  const values: Record<string, string> = {
    'Emp #': `E${n}`,
    Relationship: 'Employee',
    'Social Security Number': ssn,
    First: `First${n}`,
    Last: `Last${n}`,
    'Birth Date': '1980-04-12',
    Gender: 'F',
    'Date of Hire': '2015-06-01',
    Class: className,
    'Annual Salary': '55,000',
    'Home State': 'OR',
    'Zip Code': '97201',
    Coverage: coverage,
    ...overrides,
  };
  return HEADERS.map((h) => values[h] ?? '');
}

const csvOf = (rows: string[][]): Buffer =>
  Buffer.from(
    [HEADERS, ...rows]
      .map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','))
      .join('\r\n'),
  );

function upload(session: Session, bytes: Buffer, fields: Record<string, string>): request.Test {
  let call = request(sys.url)
    .post(`/api/clients/${maple}/documents`)
    .set('Cookie', cookieHeader(session.jar))
    .set('x-csrf-token', session.jar.get('onboard_csrf') ?? '');
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  return call.attach('file', bytes, { filename: 'census.csv', contentType: 'text/csv' });
}

async function settled(documentId: string): Promise<CensusFileDto> {
  return waitFor(
    'the census file validated',
    async () => {
      const file = censusFileSchema.parse(
        (await benAdmin.call('get', census(`/files/${documentId}`)).expect(200)).body,
      );
      return file.status === 'VALIDATED' || file.status === 'FAILED' ? file : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 250 },
  );
}

beforeAll(async () => {
  // A short ack wait: the job of a killed worker is taken over within seconds (its heartbeats keep it alive).
  sys = await TestSystem.start('census', { CENSUS_JOB_ACK_WAIT_MS: '2000' });
  benAdmin = await sys.signIn(await sys.makeUser('cenben', 'BEN_ADMIN', [maple]), 'cenben');
  admin = await sys.signIn(await sys.makeUser('cenadmin', 'SLF_ADMIN'), 'cenadmin');
  otherBroker = await sys.signIn(await sys.makeUser('cenbroker', 'BROKER', [northwind]), 'cenbroker');
  const policy = await sys.sql.query<{ id: string; slf_coverages: string[] }>(
    `select "id", "slf_coverages" from "clients"."policy" where "client_id" = $1 and cardinality("slf_coverages") > 0 order by "id" limit 1`,
    [maple],
  );
  const [first] = policy.rows;
  if (!first) throw new Error('The demo client Maple Dental Group has no policy with coverages');
  policyId = first.id;
  coverage = first.slf_coverages[0] ?? '';
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('a census, from upload to submit', () => {
  let uploaded: CensusFileDto;
  let fixed: CensusFileDto;

  test('a census upload names its policy; its columns are matched to the template for the user to confirm', async () => {
    const noPolicy = await upload(benAdmin, csvOf([row(1)]), { category: 'census' });
    expect(noPolicy.status).toBe(400);
    expect((noPolicy.body as { errors: { path: string }[] }).errors[0]?.path).toBe('body.policyId');

    const rows = [
      row(1),
      row(2, { 'Social Security Number': '=1+2' }),
      row(3, { 'Zip Code': '972' }),
      row(4),
      row(5),
    ];
    const response = await upload(benAdmin, csvOf(rows), { category: 'census', policyId });
    expect(response.status).toBe(201);
    const documentId = (response.body as { id: string }).id;
    uploaded = censusFileSchema.parse(
      (await benAdmin.call('get', census(`/files/${documentId}`)).expect(200)).body,
    );
    expect(uploaded.status).toBe('MAPPING');
    expect(uploaded.headers).toEqual(HEADERS);
    expect(uploaded.mapping).toMatchObject({
      'Emp #': 'employeeId',
      'Social Security Number': 'ssn',
      First: 'firstName',
      Last: 'lastName',
      'Birth Date': 'dateOfBirth',
      'Zip Code': 'zip',
    });
    // Listed for the policy, not submitted, with a file rule saying the mapping awaits confirmation.
    const list = (await benAdmin.call('get', census('/validate')).expect(200)).body as CensusFileDto[];
    expect(list.map((f) => f.document.id)).toContain(documentId);
    expect(list[0]).toMatchObject({ submitted: false });
    expect(list[0]?.domainValidations.map((v) => v.code)).toContain('mappingNeeded');
  });

  test('another client cannot reach it', async () => {
    expect((await otherBroker.call('get', census('/validate'))).status).toBe(403);
    expect((await otherBroker.call('get', census(`/files/${uploaded.document.id}`))).status).toBe(403);
  });

  test('confirming the mapping needs every required field and the source, then the file is validated as a job', async () => {
    const partial = { ...uploaded.mapping, First: null };
    const refused = await benAdmin.call('put', census(`/files/${uploaded.document.id}/mapping`), {
      mapping: partial,
      source: 'PAYROLL_SYSTEM',
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('First name');
    const noSource = await benAdmin.call('put', census(`/files/${uploaded.document.id}/mapping`), {
      mapping: uploaded.mapping,
    });
    expect(noSource.status).toBe(400);

    // Staff follow the validation live on the events socket (spec §6: the live connection is theirs).
    const events: Array<{ type: string; documentId?: string; status?: string }> = [];
    const socket = new WebSocket(`${sys.url.replace('http', 'ws')}/api/events`, {
      headers: { cookie: cookieHeader(admin.jar) },
    });
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as (typeof events)[number]));
    await waitFor('the events socket open', async () => events.some((e) => e.type === 'HELLO') || undefined, {
      timeoutMs: 10_000,
      intervalMs: 50,
    });

    const queued = censusFileSchema.parse(
      (
        await benAdmin
          .call('put', census(`/files/${uploaded.document.id}/mapping`), {
            mapping: uploaded.mapping,
            source: 'PAYROLL_SYSTEM',
          })
          .expect(200)
      ).body,
    );
    expect(['QUEUED', 'VALIDATING', 'VALIDATED']).toContain(queued.status);
    uploaded = await settled(uploaded.document.id);
    expect(uploaded.status).toBe('VALIDATED');
    await waitFor(
      'the CENSUS_PROGRESS event of the finished validation',
      async () =>
        events.some(
          (e) =>
            e.type === 'CENSUS_PROGRESS' && e.documentId === uploaded.document.id && e.status === 'VALIDATED',
        ) || undefined,
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    socket.close();
    expect(uploaded.summary).toMatchObject({ rows: 5, employees: 5 });
    expect(uploaded.summary?.counts.error).toBeGreaterThanOrEqual(2);
    expect(uploaded.document.processStatus).toBe('PROCESSED');
  });

  test('the report pages its issues by row, and its CSV neutralises formulas', async () => {
    const page = censusReportSchema.parse(
      (
        await benAdmin
          .call('get', census(`/validation-report/${uploaded.document.id}?severity=error&limit=50`))
          .expect(200)
      ).body,
    );
    const byRow = new Map(page.issues.map((i) => [`${i.row}:${i.column}`, i]));
    expect(byRow.get('3:ssn')?.severity).toBe('error');
    expect(byRow.get('4:zip')?.message).toBe('Zip code needs to be in the format ##### or #####-####');
    const firstOnly = censusReportSchema.parse(
      (await benAdmin.call('get', census(`/validation-report/${uploaded.document.id}?limit=1`)).expect(200))
        .body,
    );
    expect(firstOnly.issues).toHaveLength(1);
    expect(firstOnly.total).toBeGreaterThanOrEqual(2);

    const csv = await benAdmin
      .call('get', census(`/validation-report/${uploaded.document.id}/errors.csv`))
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+-errors\.csv"/);
    expect(csv.text).toContain("'=1+2");
    expect(csv.text).not.toMatch(/(^|,)=1\+2/m);
  });

  test('a file with errors cannot be submitted; two rows fixed in the table make a corrected file that validates', async () => {
    const refused = await benAdmin.call('post', census('/submit'), { documentId: uploaded.document.id });
    expect(refused.status).toBe(409);

    const table = (await benAdmin.call('get', census(`/files/${uploaded.document.id}/rows`)).expect(200))
      .body as {
      headers: string[];
      rows: [number, string[]][];
    };
    expect(table.rows.map(([n]) => n)).toEqual([2, 3, 4, 5, 6]);
    const ssnColumn = table.headers.indexOf('Social Security Number');
    const zipColumn = table.headers.indexOf('Zip Code');
    fixed = censusFileSchema.parse(
      (
        await benAdmin
          .call('put', census(`/files/${uploaded.document.id}/rows`), {
            changes: [
              { row: 3, column: ssnColumn, value: '123-45-6789' },
              { row: 4, column: zipColumn, value: '97202' },
            ],
          })
          .expect(200)
      ).body,
    );
    expect(fixed.document.id).not.toBe(uploaded.document.id);
    expect(fixed.document.fileName).toMatch(/-corrected\.csv$/);
    fixed = await settled(fixed.document.id);
    expect(fixed.summary?.counts.error).toBe(0);
  });

  test('validate-submit submits the newest file without errors and completes the enrollment-elections task', async () => {
    const after = (await benAdmin.call('put', census('/validate-submit')).expect(200))
      .body as CensusFileDto[];
    const submitted = after.find((f) => f.document.id === fixed.document.id);
    expect(submitted).toMatchObject({ submitted: true, current: true });
    expect(after.find((f) => f.document.id === uploaded.document.id)).toMatchObject({
      submitted: false,
      current: false,
    });
    const task = await sys.sql.query<{ status: string }>(
      `select "status" from "clients"."task" where "policy_id" = $1 and "task_id" = 'enrollment-elections'`,
      [policyId],
    );
    expect(task.rows.map((r) => r.status)).toEqual(['Done']);
  });
});

describe('the demo data', () => {
  test('every demo client has the employee class “All Employees”, so its census can pass', async () => {
    for (const demo of DEMO_CLIENTS) {
      const classes = (
        await admin.call('get', `/api/clients/${demoId(`client:${demo.key}`)}/employee-classes`).expect(200)
      ).body as Array<{ name: string }>;
      expect({ client: demo.name, classes: classes.map((c) => c.name) }).toEqual({
        client: demo.name,
        classes: expect.arrayContaining(['All Employees']),
      });
    }
  });
});

describe('an XLSX census', () => {
  test('is read by its content, its header row matched, and validated like a CSV', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Census');
    sheet.addRow(HEADERS);
    for (let n = 1; n <= 20; n++) sheet.addRow(row(n, n === 7 ? { 'Zip Code': '12' } : {}));
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await request(sys.url)
      .post(`/api/clients/${maple}/documents`)
      .set('Cookie', cookieHeader(benAdmin.jar))
      .set('x-csrf-token', benAdmin.jar.get('onboard_csrf') ?? '')
      .field('category', 'census')
      .field('policyId', policyId)
      .attach('file', bytes, { filename: 'census.xlsx', contentType: 'application/octet-stream' });
    expect(response.status).toBe(201);
    const documentId = (response.body as { id: string }).id;
    const file = censusFileSchema.parse(
      (await benAdmin.call('get', census(`/files/${documentId}`)).expect(200)).body,
    );
    expect(file.headers).toEqual(HEADERS);
    await benAdmin
      .call('put', census(`/files/${documentId}/mapping`), { mapping: file.mapping, source: 'SPREADSHEET' })
      .expect(200);
    const done = await settled(documentId);
    expect(done.summary).toMatchObject({ rows: 20, employees: 20 });
    const report = censusReportSchema.parse(
      (await benAdmin.call('get', census(`/validation-report/${documentId}`)).expect(200)).body,
    );
    expect(report.issues.filter((i) => i.severity === 'error').map((i) => `${i.row}:${i.column}`)).toEqual([
      '8:zip',
    ]);
  });
});

describe('a worker killed in the middle of a file', () => {
  test('its validation is taken over after the restart and recorded once', async () => {
    // Large enough that the worker is still reading when it is killed: 300,000 rows, 1% of them wrong.
    const rows: string[][] = [];
    for (let n = 1; n <= 300_000; n++) rows.push(row(n, n % 100 === 0 ? { 'Zip Code': 'x' } : {}));
    const uploaded = await upload(benAdmin, csvOf(rows), { category: 'census', policyId }).expect(201);
    const documentId = (uploaded.body as { id: string }).id;
    const file = censusFileSchema.parse(
      (await benAdmin.call('get', census(`/files/${documentId}`)).expect(200)).body,
    );
    await benAdmin
      .call('put', census(`/files/${documentId}/mapping`), { mapping: file.mapping, source: 'HRIS' })
      .expect(200);
    await waitFor(
      'the worker reading the file',
      async () => {
        const now = censusFileSchema.parse((await benAdmin.call('get', census(`/files/${documentId}`))).body);
        return now.status === 'VALIDATING' || undefined;
      },
      { timeoutMs: 30_000, intervalMs: 25 },
    );
    const documents = sys.children.find((c) => c.name === 'documents');
    documents?.child.kill('SIGKILL');

    const done = await waitFor(
      'the validation finished after the restart',
      async () => {
        const res = await benAdmin.call('get', census(`/files/${documentId}`));
        if (res.status !== 200) return undefined;
        const now = censusFileSchema.parse(res.body);
        return now.status === 'VALIDATED' ? now : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 250 },
    );
    expect(done.summary).toMatchObject({ rows: 300_000, employees: 300_000 });
    expect(done.summary?.counts.error).toBe(3000);
    const censusId = (
      await sys.sql.query<{ id: string }>(
        `select "id" from "documents"."census_file" where "document_id" = $1`,
        [documentId],
      )
    ).rows[0]?.id;
    // One ledger row for the job, done, after more than one delivery (the killed one and the one that finished).
    const ledger = await sys.sql.query<{ status: string; attempts: number }>(
      `select "status", "attempts" from "documents"."job_record" where "kind" = 'census.validate' and "key" = $1`,
      [`${censusId}:1`],
    );
    expect(ledger.rows).toHaveLength(1);
    expect(ledger.rows[0]?.status).toBe('done');
    expect(ledger.rows[0]?.attempts).toBeGreaterThanOrEqual(2);
    const issues = await sys.sql.query<{ n: string }>(
      `select count(*) as n from "documents"."census_issue" i join "documents"."census_file" f on f."id" = i."census_id" where f."document_id" = $1`,
      [documentId],
    );
    const counts = done.summary?.counts ?? { error: -1, warning: -1 };
    expect(Number(issues.rows[0]?.n)).toBe(counts.error + counts.warning);
  }, 180_000);
});
