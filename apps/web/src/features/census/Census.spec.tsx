import { afterEach, describe, expect, jest, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  DOCUMENTS_CALLS as D,
  REFERENCE_CALLS,
  FIELD_MESSAGES,
  type CensusFileDto,
  type CensusIssueDto,
} from '@onboard/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, POLICY_A, clientDto } from '../../test/clients.js';
import { authUser, envelope, json, type FakeRoute } from '../../test/fakeGateway.js';
import { renderWithGateway, visitAs } from '../../test/renderWithGateway.js';
import { changesOf, errorsByRow, progressAfter, requiredUnmapped } from './census.js';
import { CensusProgress } from './components/CensusProgress.js';
import { FixTable } from './components/FixTable.js';
import { MappingStep } from './components/MappingStep.js';
import { issueParams } from './components/useIssueMessage.js';
import { CENSUS_MESSAGES, censusMessage } from '@onboard/domain';
import { census as enCensus } from '../../i18n/locales/en/census.js';

configure({ asyncUtilTimeout: 20_000 });
afterEach(() => {
  jest.useRealTimers();
});

const DOC = '0b6f5c3e-0000-4000-8000-0000000000f1';
const CORRECTED = '0b6f5c3e-0000-4000-8000-0000000000f2';
const ref = { clientId: CLIENT_A, policyId: POLICY_A, documentId: DOC };
const HEADERS = ['Emp #', 'Social Security Number', 'First', 'Last', 'Birth Date', 'Zip', 'Notes'];

function censusFile(overrides: Partial<CensusFileDto> = {}): CensusFileDto {
  return {
    document: {
      id: DOC,
      clientId: CLIENT_A,
      policyId: POLICY_A,
      category: 'census',
      fileName: 'census.csv',
      contentType: 'text/csv',
      size: 1200,
      language: null,
      processStatus: 'PROCESSED',
      vidyardId: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      deletedAt: null,
      updatedBy: null,
    },
    submitted: false,
    domainValidations: [],
    policyId: POLICY_A,
    status: 'MAPPING',
    source: null,
    headers: HEADERS,
    mapping: {
      'Emp #': 'employeeId',
      'Social Security Number': 'ssn',
      First: 'firstName',
      Last: 'lastName',
      'Birth Date': 'dateOfBirth',
      Zip: 'zip',
      Notes: null,
    },
    confidence: {
      'Emp #': 1,
      'Social Security Number': 0.9,
      First: 0.86,
      Last: 0.85,
      'Birth Date': 1,
      Zip: 1,
      Notes: 0.3,
    },
    rowsDone: 0,
    summary: null,
    current: false,
    submittedAt: null,
    submittedBy: null,
    validatedAt: null,
    ...overrides,
  };
}

/** A file whose columns give every required field (the mapping can be sent). */
function completeFile(overrides: Partial<CensusFileDto> = {}): CensusFileDto {
  const more = { Rel: 'relationship', Sex: 'gender', Hired: 'hireDate', Class: 'employeeClass', ST: 'state' };
  const file = censusFile();
  return censusFile({
    headers: [...file.headers, ...Object.keys(more)],
    mapping: { ...file.mapping, ...more },
    confidence: { ...file.confidence, ...Object.fromEntries(Object.keys(more).map((h) => [h, 1])) },
    ...overrides,
  });
}

function open(element: React.ReactElement, routes: FakeRoute[], language: 'en' | 'es' = 'en') {
  return renderWithGateway(routes, { routes: [{ path: '/', element }], language });
}

describe('the census rules of the pages', () => {
  test('§4 progress: +2 per second, up to 99', () => {
    expect([0, 1, 10, 49, 50, 500].map(progressAfter)).toEqual([0, 2, 20, 98, 99, 99]);
  });

  test('required fields without a column', () => {
    const missing = requiredUnmapped(censusFile().mapping).map((field) => field.id);
    expect(missing).toEqual(['relationship', 'gender', 'hireDate', 'employeeClass', 'state']);
  });

  test('errors placed in the columns the mapping gives their fields; others stay with the row', () => {
    const issues: CensusIssueDto[] = [
      { row: 3, column: 'ssn', value: '12', severity: 'error', code: 'ssnFormat', message: 'Bad SSN' },
      { row: 3, column: null, severity: 'error', code: 'columnCount', message: 'Too few values' },
      { row: 4, column: 'zip', value: 'x', severity: 'error', code: 'zip', message: 'Bad zip' },
      { row: 5, column: 'zip', value: 'x', severity: 'warning', code: 'w', message: 'Only a warning' },
    ];
    const rows = errorsByRow(issues, HEADERS, censusFile().mapping);
    expect([...rows.keys()]).toEqual([3, 4]);
    expect(rows.get(3)?.cells.get(1)).toEqual(['Bad SSN']);
    expect(rows.get(3)?.row).toEqual(['Too few values']);
    expect(rows.get(4)?.cells.get(5)).toEqual(['Bad zip']);
  });

  test('edits set back to the file’s value are no change', () => {
    const original = (row: number, column: number) => `${row}-${column}`;
    const edits = new Map([
      ['4:5', '04101'],
      ['3:1', '3-1'],
      ['3:0', 'E9'],
    ]);
    expect(changesOf(edits, original)).toEqual([
      { row: 3, column: 0, value: 'E9' },
      { row: 4, column: 5, value: '04101' },
    ]);
  });
});

describe('step 2: source and column matches', () => {
  test('the suggestion is pre-filled, unsure matches flagged, required fields without a column listed', async () => {
    open(<MappingStep {...ref} onConfirmed={() => undefined} onUploadAnother={() => undefined} />, [
      { route: D.censusFile, params: ref, respond: () => json(200, censusFile()) },
    ]);
    const select = await screen.findByRole('combobox', { name: 'Census template field for Emp #' });
    expect((select as HTMLSelectElement).value).toBe('employeeId');
    expect(
      (screen.getByRole('combobox', { name: 'Census template field for Notes' }) as HTMLSelectElement).value,
    ).toBe('');
    const unsure = [...document.querySelectorAll('[data-unsure]')].map((badge) =>
      badge.closest('tr')?.getAttribute('data-header'),
    );
    expect(unsure).toEqual(['Social Security Number', 'First', 'Last']);
    // The flag describes the select it belongs to.
    expect(
      screen
        .getByRole('combobox', { name: 'Census template field for First' })
        .getAttribute('aria-describedby'),
    ).toBeTruthy();
    const missing = within(screen.getByTestId('census-missing-fields'));
    expect(missing.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Relationship',
      'Gender',
      'Date of hire',
      'Employee class',
      'State',
    ]);
    // Choosing a field for a column takes it off the list.
    fireEvent.change(screen.getByRole('combobox', { name: 'Census template field for Notes' }), {
      target: { value: 'gender' },
    });
    expect(missing.queryByText('Gender')).toBeNull();
  });

  test('the server’s field errors are shown on the form, the column and the source; the mapping sent as chosen', async () => {
    const confirmed = jest.fn();
    const { gateway } = open(
      <MappingStep {...ref} onConfirmed={confirmed} onUploadAnother={() => undefined} />,
      [
        { route: D.censusFile, params: ref, respond: () => json(200, completeFile()) },
        {
          route: D.censusMappingPut,
          params: ref,
          respond: () =>
            envelope(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
              { path: 'body.mapping', message: 'Match a column to Relationship' },
              { path: 'body.mapping.Emp #', message: 'Employee ID is chosen for more than one column' },
              { path: 'body.source', message: FIELD_MESSAGES.censusSourceRequired },
            ]),
        },
      ],
    );
    await screen.findByRole('combobox', { name: 'Census template field for Emp #' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Census template field for Notes' }), {
      target: { value: 'employeeId' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and validate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Match a column to Relationship');
    const empSelect = screen.getByRole('combobox', { name: 'Census template field for Emp #' });
    expect(empSelect.getAttribute('aria-invalid')).toBe('true');
    const note = document.getElementById(empSelect.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Employee ID is chosen for more than one column');
    expect(screen.getByText(FIELD_MESSAGES.censusSourceRequired)).toBeTruthy();
    expect(confirmed).not.toHaveBeenCalled();
    const [body] = (await gateway.bodies(D.censusMappingPut, ref)) as Array<{
      mapping: Record<string, string | null>;
    }>;
    expect(body?.mapping).toEqual({ ...completeFile().mapping, Notes: 'employeeId' });
  });

  test('a required field without a column: Confirm sends nothing and says which fields need one', async () => {
    const confirmed = jest.fn();
    const { gateway } = open(
      <MappingStep {...ref} onConfirmed={confirmed} onUploadAnother={() => undefined} />,
      [
        { route: D.censusFile, params: ref, respond: () => json(200, censusFile()) },
        {
          route: D.censusMappingPut,
          params: ref,
          respond: () => json(200, censusFile({ status: 'QUEUED' })),
        },
      ],
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Where does this census come from?' }), {
      target: { value: 'HRIS' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and validate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Every required field needs a column before the file can be validated.',
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Relationship', 'Gender', 'Date of hire', 'Employee class', 'State']);
    expect(document.activeElement).toBe(alert);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await gateway.bodies(D.censusMappingPut, ref)).toEqual([]);
    expect(confirmed).not.toHaveBeenCalled();
  });

  test('a confirmed mapping goes on to validation with its source', async () => {
    const confirmed = jest.fn();
    const { gateway } = open(
      <MappingStep {...ref} onConfirmed={confirmed} onUploadAnother={() => undefined} />,
      [
        { route: D.censusFile, params: ref, respond: () => json(200, completeFile()) },
        {
          route: D.censusMappingPut,
          params: ref,
          respond: () => json(200, censusFile({ status: 'QUEUED' })),
        },
      ],
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Where does this census come from?' }), {
      target: { value: 'HRIS' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and validate' }));
    await waitFor(() => expect(confirmed).toHaveBeenCalled());
    const [body] = (await gateway.bodies(D.censusMappingPut, ref)) as Array<{ source: string }>;
    expect(body?.source).toBe('HRIS');
  });
});

describe('validation under way', () => {
  test('the §4 bar grows by 2 a second up to 99 beside the rows checked', async () => {
    jest.useFakeTimers();
    open(<CensusProgress file={censusFile({ status: 'VALIDATING', rowsDone: 1200 })} />, []);
    const bar = await screen.findByRole('progressbar', { name: 'Validation progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => jest.advanceTimersByTime(3000));
    expect(bar.getAttribute('aria-valuenow')).toBe('6');
    act(() => jest.advanceTimersByTime(120_000));
    expect(bar.getAttribute('aria-valuenow')).toBe('99');
    expect(screen.getByText('1,200 rows checked')).toBeTruthy();
  });

  test('in Spanish', async () => {
    open(<CensusProgress file={censusFile({ status: 'QUEUED', rowsDone: 1 })} />, [], 'es');
    expect(await screen.findByText('1 fila revisada')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la validación' })).toBeTruthy();
  });
});

describe('the fix table', () => {
  const validated = censusFile({
    status: 'VALIDATED',
    source: 'HRIS',
    rowsDone: 3,
    summary: {
      rows: 3,
      employees: 3,
      dependents: 0,
      rowsWithErrors: 2,
      counts: { error: 2, warning: 0 },
      truncated: false,
    },
  });
  const issues: CensusIssueDto[] = [
    { row: 3, column: 'ssn', value: '12-34', severity: 'error', code: 'ssnFormat', message: 'Bad SSN' },
    { row: 4, column: 'zip', value: 'ABCDE', severity: 'error', code: 'zip', message: 'Bad zip' },
  ];
  const rows: Array<[number, string[]]> = [
    [2, ['E1', '123-45-6789', 'Ann', 'Lee', '1980-01-01', '04101', '']],
    [3, ['E2', '12-34', 'Bo', 'Kim', '1981-02-02', '04102', '']],
    [4, ['E3', '123-45-6791', 'Cy', 'Park', '1982-03-03', 'ABCDE', '']],
  ];

  test('shows the rows with errors, marks and describes their cells, and sends the changes as {row, column, value}', async () => {
    const corrected = jest.fn();
    const { gateway } = open(<FixTable {...ref} file={validated} onCorrected={corrected} />, [
      { route: D.censusRows, params: ref, respond: () => json(200, { headers: HEADERS, rows }) },
      {
        route: D.censusReport,
        params: ref,
        respond: () => json(200, { file: validated, issues, total: 2 }),
      },
      {
        route: D.censusRowsPut,
        params: ref,
        respond: () =>
          json(200, censusFile({ status: 'QUEUED', document: { ...validated.document, id: CORRECTED } })),
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Rows with errors' });
    // Row 2 has no error: not shown.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    const ssn = within(table).getByRole('textbox', { name: 'Social Security Number, row 3' });
    expect(ssn.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(ssn.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Bad SSN');
    expect(
      within(table).getByRole('textbox', { name: 'First, row 3' }).getAttribute('aria-invalid'),
    ).toBeNull();

    fireEvent.change(ssn, { target: { value: '123-45-6790' } });
    fireEvent.change(within(table).getByRole('textbox', { name: 'Zip, row 4' }), {
      target: { value: '04103' },
    });
    expect(screen.getByText('2 cells changed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revalidate' }));
    await waitFor(() => expect(corrected).toHaveBeenCalledWith(CORRECTED));
    expect(await gateway.bodies(D.censusRowsPut, ref)).toEqual([
      {
        changes: [
          { row: 3, column: 1, value: '123-45-6790' },
          { row: 4, column: 5, value: '04103' },
        ],
      },
    ]);
    const [reportCall] = gateway.requests(D.censusReport, ref);
    expect(new URL(reportCall?.url ?? '').searchParams.get('severity')).toBe('error');
  });

  test('nothing changed: nothing sent', async () => {
    const { gateway } = open(<FixTable {...ref} file={validated} onCorrected={() => undefined} />, [
      { route: D.censusRows, params: ref, respond: () => json(200, { headers: HEADERS, rows }) },
      { route: D.censusReport, params: ref, respond: () => json(200, { file: validated, issues, total: 2 }) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revalidate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Change a cell first');
    expect(gateway.requests(D.censusRowsPut, ref)).toHaveLength(0);
  });
});

describe('the validation report page', () => {
  const reportPath = `/client/${CLIENT_A}/task/enrollment-elections/${POLICY_A}/validation-report/${DOC}`;
  const file = censusFile({
    status: 'VALIDATED',
    source: 'HRIS',
    summary: {
      rows: 200,
      employees: 150,
      dependents: 50,
      rowsWithErrors: 110,
      counts: { error: 110, warning: 10 },
      truncated: false,
    },
  });
  const issueAt = (index: number): CensusIssueDto => ({
    row: index + 2,
    column: 'zip',
    value: `bad${index}`,
    severity: index < 110 ? 'error' : 'warning',
    code: 'zip',
    message: `Issue number ${index}`,
  });

  function openReport() {
    return visitAs(
      authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] }),
      reportPath,
      [
        { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
        { route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: true }) },
        {
          route: D.censusReport,
          params: ref,
          respond: (request) => {
            const query = new URL(request.url).searchParams;
            const limit = Number(query.get('limit'));
            const offset = Number(query.get('offset'));
            const severity = query.get('severity');
            const all = Array.from({ length: 120 }, (_, i) => issueAt(i)).filter(
              (issue) => !severity || issue.severity === severity,
            );
            return json(200, { file, issues: all.slice(offset, offset + limit), total: all.length });
          },
        },
      ],
    );
  }

  test('counts by severity, 50 issues a page, the severity filter, the CSV link, in the clear layout', async () => {
    const { gateway } = openReport();
    await screen.findByRole('heading', { level: 1, name: 'Census validation report' });
    // The clear layout: no navigation links.
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    const counts = screen.getByTestId('census-report-counts');
    expect(counts.querySelector('[data-severity="error"] dd')?.textContent).toBe('110');
    expect(counts.querySelector('[data-severity="warning"] dd')?.textContent).toBe('10');
    const table = await screen.findByRole('table', { name: 'Issues of the census' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).getAllByText('Zip code')).toHaveLength(50);
    expect(within(table).getByText('Issue number 0')).toBeTruthy();
    expect(screen.getByText('1–50 of 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Issue number 50');
    expect(screen.getByText('51–100 of 120')).toBeTruthy();
    const offsets = gateway
      .requests(D.censusReport, ref)
      .map((request) => new URL(request.url).searchParams.get('offset'));
    expect(offsets).toEqual(['0', '50']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'warning' } });
    await screen.findByText('Issue number 110');
    expect(screen.getByText('1–10 of 10')).toBeTruthy();
    const last = gateway.requests(D.censusReport, ref).at(-1);
    expect(new URL(last?.url ?? '').searchParams.get('severity')).toBe('warning');
    expect(new URL(last?.url ?? '').searchParams.get('offset')).toBe('0');

    expect(screen.getByRole('link', { name: 'Download errors (CSV)' }).getAttribute('href')).toBe(
      `/api/clients/${CLIENT_A}/census/${POLICY_A}/validation-report/${DOC}/errors.csv`,
    );
  });
});

describe('the validations page', () => {
  const page = `/client/${CLIENT_A}/task/enrollment-elections/${POLICY_A}/validations`;
  const clean = censusFile({
    status: 'VALIDATED',
    source: 'HRIS',
    rowsDone: 3,
    summary: {
      rows: 3,
      employees: 3,
      dependents: 0,
      rowsWithErrors: 0,
      counts: { error: 0, warning: 1 },
      truncated: false,
    },
  });

  function visit(path: string, file: CensusFileDto) {
    let current = file;
    return visitAs(authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] }), path, [
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
      { route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: true }) },
      {
        route: REFERENCE_CALLS.featureToggles,
        respond: () => json(200, { ONBOARD_REMOVE_EDI_FROM_EIF: false }),
      },
      { route: D.censusList, respond: () => json(200, [current]) },
      { route: D.censusFile, params: ref, respond: () => json(200, current) },
      { route: D.censusValidateSubmit, respond: () => json(200, [current]) },
      {
        route: D.censusSubmit,
        respond: () => {
          current = { ...current, submitted: true, current: true, submittedAt: '2026-03-02T09:30:00.000Z' };
          current.submittedBy = authUser().id;
          return json(200, current);
        },
      },
    ]);
  }

  test('the task page links to it', async () => {
    visit(`/client/${CLIENT_A}/task/enrollment-elections/${POLICY_A}`, clean);
    const link = await screen.findByRole('link', { name: 'Open the census' });
    expect(link.getAttribute('href')).toBe(page);
  });

  test('opening the validate step asks once to validate and submit; Submit submits the file shown', async () => {
    const { gateway } = visit(`${page}?file=${DOC}&step=validate`, clean);
    await screen.findByRole('heading', { level: 2, name: 'Validate & submit' });
    const stepList = screen.getByRole('navigation', { name: 'Steps of the census' });
    expect(within(stepList).getByText('Step 3: Validate & submit').getAttribute('aria-current')).toBe('step');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit census' }));
    await screen.findByText(/^Submitted by Erin Employer on /);
    expect(gateway.requests(D.censusValidateSubmit)).toHaveLength(1);
    expect(await gateway.bodies(D.censusSubmit)).toEqual([{ documentId: DOC }]);
    expect(screen.getByText('This is the policy’s current census.')).toBeTruthy();
  });

  test('without a file: the upload step and the policy’s earlier files', async () => {
    const { gateway } = visit(page, clean);
    await screen.findByRole('heading', { level: 2, name: 'Upload your census' });
    expect(await screen.findByRole('button', { name: 'Open census.csv' })).toBeTruthy();
    expect(gateway.requests(D.censusValidateSubmit)).toHaveLength(0);
    // One way back (decision 207): Back, to the task page it was opened from; not Back to Home beside it.
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '← Back to Home' })).toBeNull();
  });
});

describe('issue messages in the user’s language', () => {
  test('the English texts are the service’s, and each message reads back into its placeholders', () => {
    expect(enCensus.issues).toEqual(CENSUS_MESSAGES);
    expect(
      issueParams({ code: 'tooManyRows', message: censusMessage('tooManyRows', { max: 1_000_000 }) }),
    ).toEqual({ max: '1,000,000' });
    expect(
      issueParams({ code: 'required', message: censusMessage('required', { field: 'Date of hire' }) }),
    ).toEqual({ field: 'Date of hire' });
    expect(issueParams({ code: 'ssnFormat', message: 'Something else' })).toBeNull();
    expect(issueParams({ code: 'noSuchCode', message: 'Whatever' })).toBeNull();
  });

  test('the report in Spanish: fields and numbers in Spanish, an unknown text as it came', async () => {
    const file = censusFile({
      status: 'VALIDATED',
      summary: {
        rows: 3,
        employees: 3,
        dependents: 0,
        rowsWithErrors: 2,
        counts: { error: 3, warning: 0 },
        truncated: false,
      },
    });
    const issues: CensusIssueDto[] = [
      {
        row: 2,
        column: 'hireDate',
        severity: 'error',
        code: 'required',
        message: 'Date of hire is required',
      },
      {
        row: 3,
        column: 'ssn',
        value: '1',
        severity: 'error',
        code: 'ssnFormat',
        message: censusMessage('ssnFormat'),
      },
      { row: 3, column: null, severity: 'error', code: 'mystery', message: 'A new rule' },
    ];
    visitAs(
      authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] }),
      `/client/${CLIENT_A}/task/enrollment-elections/${POLICY_A}/validation-report/${DOC}`,
      [
        { route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: true }) },
        { route: D.censusReport, params: ref, respond: () => json(200, { file, issues, total: 3 }) },
      ],
      { language: 'es' },
    );
    const table = await screen.findByRole('table', { name: 'Problemas del censo' });
    expect(within(table).getByText('Fecha de contratación: dato obligatorio')).toBeTruthy();
    expect(
      within(table).getByText('El número de Seguro Social debe tener el formato ###-##-#### o #########'),
    ).toBeTruthy();
    expect(within(table).getByText('A new rule')).toBeTruthy();
  });
});
