import { describe, expect, it } from '@jest/globals';
import { CENSUS_FIELDS } from './fields.js';
import {
  createCensusValidator,
  type CensusContext,
  type CensusMapping,
  type CensusReport,
} from './validator.js';

const HEADERS = [
  'employeeId',
  'relationship',
  'ssn',
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'hireDate',
  'employeeClass',
  'annualSalary',
  'hoursPerWeek',
  'state',
  'zip',
  'email',
  'coverage',
  'coverageAmount',
  'tobaccoUser',
];
const MAPPING: CensusMapping = Object.fromEntries(HEADERS.map((h) => [h, h]));
const CONTEXT: CensusContext = {
  employeeClasses: ['Salaried Employees', 'Hourly'],
  coverages: ['Basic Life', 'LONG_TERM_DISABILITY', 'Dental'],
  today: '2026-11-26',
};

type Row = Record<string, string>;
const EMPLOYEE: Row = {
  employeeId: 'E1',
  relationship: 'Employee',
  ssn: '123-45-6789',
  firstName: 'Ana',
  lastName: 'Reyes',
  dateOfBirth: '04/12/1985',
  gender: 'F',
  hireDate: '2015-06-01',
  employeeClass: 'salaried employees',
  annualSalary: '$72,500.00',
  hoursPerWeek: '40',
  state: 'MA',
  zip: '02116',
  email: 'ana.reyes@example.com',
  coverage: 'Basic Life; Long Term Disability',
  coverageAmount: '50000',
  tobaccoUser: 'N',
};
const values = (row: Row): string[] => HEADERS.map((h) => row[h] ?? '');

function validate(
  rows: Row[],
  context: Partial<CensusContext> = {},
  mapping = MAPPING,
  headers = HEADERS,
): CensusReport {
  const validator = createCensusValidator({ ...CONTEXT, ...context }, mapping, headers);
  rows.forEach((row, i) =>
    validator.row(
      headers.map((h) => row[h] ?? ''),
      i + 2,
    ),
  );
  return validator.finish();
}
/** The issues of one row, as `column:code`. */
const codesOf = (report: CensusReport): string[] => report.issues.map((i) => `${i.column ?? '-'}:${i.code}`);

describe('createCensusValidator: a good file', () => {
  it('reports no issue for a valid employee with a spouse and a child', () => {
    const report = validate([
      EMPLOYEE,
      {
        ...EMPLOYEE,
        relationship: 'Spouse',
        ssn: '223-45-6789',
        firstName: 'Luis',
        gender: 'M',
        hireDate: '',
        employeeClass: '',
        coverage: '',
        dateOfBirth: '1984-02-29',
      },
      {
        ...EMPLOYEE,
        relationship: 'Child',
        ssn: '',
        firstName: 'Eva',
        dateOfBirth: '2012-03-01',
        hireDate: '',
        employeeClass: '',
        coverage: '',
      },
    ]);
    expect(report.issues).toEqual([]);
    expect(report).toMatchObject({
      rows: 3,
      employees: 1,
      dependents: 2,
      counts: { error: 0, warning: 0 },
      truncated: false,
      rowsWithErrors: 0,
    });
    expect(report.domainValidations).toEqual([
      { code: 'coverageNotElected', severity: 'warning', message: 'No one in the file elected Dental' },
    ]);
  });
});

describe('createCensusValidator: row rules, one row each', () => {
  it.each<[string, Row, string[]]>([
    ['required field empty', { firstName: ' ' }, ['firstName:required']],
    [
      'required on employees only',
      { hireDate: '', employeeClass: '', ssn: '', state: '', zip: '' },
      ['ssn:required', 'hireDate:required', 'employeeClass:required', 'state:required', 'zip:required'],
    ],
    ['date format', { dateOfBirth: '12.04.1985' }, ['dateOfBirth:dateFormat']],
    ['not a date', { hireDate: '02/30/2015' }, ['hireDate:invalidDate']],
    ['SSN format', { ssn: '123-4-56789' }, ['ssn:ssnFormat']],
    ['SSN never issued', { ssn: '666-45-6789' }, ['ssn:ssnInvalid']],
    ['zip', { zip: '0211' }, ['zip:zipFormat']],
    ['state', { state: 'Massachusetts' }, ['state:stateInvalid']],
    ['e-mail', { email: 'ana@@example.com' }, ['email:email']],
    ['salary not an amount', { annualSalary: '72k' }, ['annualSalary:amount']],
    ['amount too big', { coverageAmount: '100,000,000' }, ['coverageAmount:amountRange']],
    ['hours not a number', { hoursPerWeek: 'forty' }, ['hoursPerWeek:number']],
    ['hours beyond a week', { hoursPerWeek: '170' }, ['hoursPerWeek:hoursRange']],
    ['gender', { gender: 'W' }, ['gender:gender']],
    ['relationship', { relationship: 'Cousin' }, ['relationship:relationship']],
    ['relationship empty', { relationship: '' }, ['relationship:required']],
    ['yes/no', { tobaccoUser: 'sometimes' }, ['tobaccoUser:yesno']],
    [
      'employee class not the client’s',
      { employeeClass: 'Executives' },
      ['employeeClass:employeeClassUnknown'],
    ],
    ['coverage not on the policy', { coverage: 'Basic Life;Vision' }, ['coverage:coverageUnknown']],
    ['coverage empty (waived)', { coverage: '' }, ['coverage:noCoverage']],
    [
      'birth in the future',
      { dateOfBirth: '2027-01-01', hireDate: '' },
      ['hireDate:required', 'dateOfBirth:birthInFuture'],
    ],
    ['birth long ago', { dateOfBirth: '01/01/1900' }, ['dateOfBirth:birthTooEarly']],
    ['hired before 14', { dateOfBirth: '2000-06-02', hireDate: '2014-06-01' }, ['hireDate:hireBeforeAge14']],
    ['hired far ahead', { hireDate: '2028-01-01' }, ['hireDate:hireInFuture']],
    ['text too long', { lastName: 'x'.repeat(101) }, ['lastName:textTooLong']],
  ])('%s', (_name, change, expected) => {
    const report = validate([{ ...EMPLOYEE, ...change }]);
    expect(codesOf(report)).toEqual(expected);
    expect(report.issues.every((i) => i.row === 2)).toBe(true);
  });

  it('names the client’s classes when a row’s class is not one of them', () => {
    const [issue] = validate([{ ...EMPLOYEE, employeeClass: 'All Employees' }]).issues;
    expect(issue?.message).toBe(
      'This employee class is not one of the client’s: All Employees. The client’s classes are: Salaried Employees, Hourly',
    );
  });

  it('says the client has no classes yet, and where to add them, when it has none', () => {
    const report = validate([{ ...EMPLOYEE, employeeClass: 'All Employees' }], { employeeClasses: [] });
    expect(report.issues.map((i) => [i.column, i.code, i.message])).toEqual([
      [
        'employeeClass',
        'employeeClassNone',
        'The client has no employee classes yet: add them in the EIF, Plan Configuration & Eligibility > Class builder',
      ],
    ]);
  });

  it('keeps the value and the spec’s message on the issue', () => {
    const [issue] = validate([{ ...EMPLOYEE, zip: '0211' }]).issues;
    expect(issue).toEqual({
      row: 2,
      column: 'zip',
      value: '0211',
      severity: 'error',
      code: 'zipFormat',
      message: 'Zip code needs to be in the format ##### or #####-####',
    });
  });

  it('hired on the 14th birthday is fine, the day before is not', () => {
    expect(codesOf(validate([{ ...EMPLOYEE, dateOfBirth: '2000-06-01', hireDate: '06/01/2014' }]))).toEqual(
      [],
    );
    expect(codesOf(validate([{ ...EMPLOYEE, dateOfBirth: '2000-06-01', hireDate: '05/31/2014' }]))).toEqual([
      'hireDate:hireBeforeAge14',
    ]);
  });

  it('warns of a child of 26 or more, not of a spouse', () => {
    const dependent = {
      ...EMPLOYEE,
      hireDate: '',
      employeeClass: '',
      coverage: '',
      ssn: '',
      dateOfBirth: '1990-01-01',
    };
    expect(codesOf(validate([EMPLOYEE, { ...dependent, relationship: 'Child' }]))).toEqual([
      'dateOfBirth:childOver26',
    ]);
    expect(codesOf(validate([EMPLOYEE, { ...dependent, relationship: 'Spouse' }]))).toEqual([]);
  });

  it('flags a row with another number of values than the header', () => {
    const validator = createCensusValidator(CONTEXT, MAPPING, HEADERS);
    validator.row([...values(EMPLOYEE), 'extra'], 2);
    expect(validator.finish().issues).toEqual([
      expect.objectContaining({
        row: 2,
        column: null,
        code: 'columnCount',
        message: 'This row has 18 values; the header row has 17',
      }),
    ]);
  });

  it('skips blank rows without counting them', () => {
    const validator = createCensusValidator(CONTEXT, MAPPING, HEADERS);
    validator.row(values(EMPLOYEE), 2);
    validator.row(
      HEADERS.map(() => ''),
      3,
    );
    validator.row(
      HEADERS.map(() => '  '),
      4,
    );
    const report = validator.finish();
    expect(report.rows).toBe(1);
    expect(report.issues).toEqual([]);
  });
});

describe('createCensusValidator: rules across rows', () => {
  it('flags the second row with the same SSN, naming the first', () => {
    const report = validate([EMPLOYEE, { ...EMPLOYEE, employeeId: 'E2', ssn: '123456789' }]);
    expect(report.issues).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'ssn',
        code: 'ssnDuplicate',
        message: 'This SSN is also on row 2',
      }),
    ]);
  });

  it('flags a second employee row with the same employee id (case aside), not its dependents', () => {
    const report = validate([
      EMPLOYEE,
      { ...EMPLOYEE, relationship: 'Spouse', ssn: '', hireDate: '', employeeClass: '', coverage: '' },
      { ...EMPLOYEE, employeeId: 'e1', ssn: '223-45-6789' },
    ]);
    expect(codesOf(report)).toEqual(['employeeId:employeeIdDuplicate']);
    expect(report.issues[0]?.row).toBe(4);
  });

  it('attaches dependents to an employee anywhere in the file, and flags those without one', () => {
    const child = {
      ...EMPLOYEE,
      relationship: 'Child',
      ssn: '',
      dateOfBirth: '2015-01-01',
      hireDate: '',
      employeeClass: '',
      coverage: '',
    };
    const report = validate([{ ...child, employeeId: 'E1' }, EMPLOYEE, { ...child, employeeId: 'E9' }]);
    expect(report.issues).toEqual([
      expect.objectContaining({
        row: 4,
        column: 'employeeId',
        code: 'dependentWithoutEmployee',
        message: 'No employee row has this employee ID',
      }),
    ]);
    expect(report).toMatchObject({ employees: 1, dependents: 2 });
  });

  it('keeps the first issues only, counts them all and says so', () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({
      ...EMPLOYEE,
      employeeId: `E${i}`,
      ssn: `12${i}-45-6789`,
      zip: 'bad',
      state: 'XX',
    }));
    const report = validate(rows, { maxIssues: 3 });
    expect(report.issues).toHaveLength(3);
    expect(report.counts.error).toBe(10);
    expect(report.truncated).toBe(true);
    expect(report.domainValidations).toContainEqual({
      code: 'issuesTruncated',
      severity: 'warning',
      message: 'Only the first 3 issues are listed; the file has 10',
    });
  });
});

describe('createCensusValidator: file rules', () => {
  const codes = (report: CensusReport) => report.domainValidations.map((d) => `${d.severity}:${d.code}`);

  it('an empty file', () => {
    expect(codes(validate([]))).toEqual(['error:emptyFile']);
  });

  it('no employee rows', () => {
    const report = validate([{ ...EMPLOYEE, relationship: 'Spouse' }]);
    expect(codes(report)).toContain('error:noEmployees');
  });

  it('required columns missing from the mapping, and unused columns', () => {
    const headers = ['employeeId', 'firstName', 'lastName', 'Department'];
    const report = validate(
      [],
      {},
      { employeeId: 'employeeId', firstName: 'firstName', lastName: 'lastName', Department: null },
      headers,
    );
    const required = CENSUS_FIELDS.filter((f) => f.required && !headers.includes(f.id)).map(
      (f) => `The file has no column for ${f.label}`,
    );
    expect(report.domainValidations.filter((d) => d.code === 'missingColumn').map((d) => d.message)).toEqual(
      required,
    );
    expect(report.domainValidations).toContainEqual({
      code: 'unmappedColumns',
      severity: 'warning',
      message: 'These columns are not used: Department',
    });
  });

  it('a field chosen for two columns, a header repeated', () => {
    const headers = [...HEADERS, 'SSN 2', 'zip'];
    const report = validate([], {}, { ...MAPPING, 'SSN 2': 'ssn' }, headers);
    expect(codes(report)).toEqual(
      expect.arrayContaining(['error:fieldMappedTwice', 'warning:duplicateHeader']),
    );
  });

  it('more rows than allowed', () => {
    const rows = [
      EMPLOYEE,
      { ...EMPLOYEE, employeeId: 'E2', ssn: '223-45-6789' },
      { ...EMPLOYEE, employeeId: 'E3', ssn: '323-45-6789' },
    ];
    const report = validate(rows, { maxRows: 2 });
    expect(codes(report)).toContain('error:tooManyRows');
    expect(report.rows).toBe(2);
  });

  it('takes no limit on rows (its duplicate checks reserve a bounded amount, then grow)', () => {
    const rows = [EMPLOYEE, { ...EMPLOYEE, employeeId: 'E2' }];
    const report = validate(rows, { maxRows: Number.POSITIVE_INFINITY });
    expect(codes(report)).not.toContain('error:tooManyRows');
    expect(report.issues.map((i) => i.code)).toContain('ssnDuplicate');
  });

  it('warns when more than 10% of the rows fail', () => {
    const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({
      ...EMPLOYEE,
      employeeId: `E${i}`,
      ssn: `12${i}-45-6789`,
    }));
    expect(codes(validate(rows))).not.toContain('warning:manyRowsFailing');
    rows[0] = { ...rows[0], zip: 'x' } as Row;
    rows[1] = { ...rows[1], zip: 'x' } as Row;
    const report = validate(rows);
    expect(report.domainValidations).toContainEqual({
      code: 'manyRowsFailing',
      severity: 'warning',
      message: '20% of the rows have errors: check the column mapping',
    });
  });

  it('treats every row as an employee when there is no relationship column (and says the column is missing)', () => {
    const headers = HEADERS.filter((h) => h !== 'relationship');
    const mapping = Object.fromEntries(headers.map((h) => [h, h]));
    const report = validate([EMPLOYEE], {}, mapping, headers);
    expect(report).toMatchObject({ employees: 1, dependents: 0 });
    expect(codes(report)).toContain('error:missingColumn');
  });
});

// The row loop rewritten for speed (issue 33 item 4): the columns as arrays, the relationships cached, the
// birthdays reckoned only for the rules that need them. These pin what the old loop did at the edges.
describe('createCensusValidator: the row loop', () => {
  const DEPENDENT: Row = { ...EMPLOYEE, hireDate: '', employeeClass: '', coverage: '', ssn: '' };

  it.each([
    ['a child born 29 February turns 26 on 1 March', '2000-02-29', '2026-02-28', []],
    ['a child born 29 February, the day after', '2000-02-29', '2026-03-01', ['dateOfBirth:childOver26']],
    ['a child turning 26 today', '2000-11-26', '2026-11-26', ['dateOfBirth:childOver26']],
    ['a child turning 26 tomorrow', '2000-11-27', '2026-11-26', []],
  ])('%s', (_name, dateOfBirth, today, expected) => {
    const report = validate([EMPLOYEE, { ...DEPENDENT, relationship: 'Child', dateOfBirth }], { today });
    expect(codesOf(report)).toEqual(expected);
  });

  it.each([
    ['born 29 February, hired 28 February at 14', '2000-02-29', '2014-02-28', ['hireDate:hireBeforeAge14']],
    ['born 29 February, hired 1 March at 14', '2000-02-29', '03/01/2014', []],
    ['no birth date: no age rule', '', '2014-02-28', ['dateOfBirth:required']],
    ['a bad birth date: no age rule', '1980-13-01', '2014-02-28', ['dateOfBirth:invalidDate']],
  ])('%s', (_name, dateOfBirth, hireDate, expected) => {
    expect(codesOf(validate([{ ...EMPLOYEE, dateOfBirth, hireDate }]))).toEqual(expected);
  });

  it('asks for the employee-only fields on employee rows only, and the others on every row', () => {
    const empty = Object.fromEntries(HEADERS.map((h) => [h, '']));
    const employee = validate([{ ...empty, relationship: 'Employee' }]);
    const child = validate([EMPLOYEE, { ...empty, relationship: 'child' }]);
    const required = (report: CensusReport) =>
      report.issues.filter((i) => i.code === 'required').map((i) => [i.column, i.message]);
    expect(required(employee)).toEqual([
      ['employeeId', 'Employee ID is required'],
      ['ssn', 'SSN is required'],
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['dateOfBirth', 'Date of birth is required'],
      ['gender', 'Gender is required'],
      ['hireDate', 'Date of hire is required'],
      ['employeeClass', 'Employee class is required'],
      ['state', 'State is required'],
      ['zip', 'Zip code is required'],
    ]);
    expect(required(child)).toEqual([
      ['employeeId', 'Employee ID is required'],
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['dateOfBirth', 'Date of birth is required'],
      ['gender', 'Gender is required'],
    ]);
  });

  it('reads the same relationship the same way on every row, whatever its case and spaces', () => {
    const rows = ['Child', 'child', ' CHILD ', 'Step  Child', 'step child', 'Cousin', 'cousin', ''].map(
      (relationship) => ({ ...DEPENDENT, relationship }),
    );
    const report = validate([EMPLOYEE, ...rows]);
    expect(report.dependents).toBe(5);
    expect(report.employees).toBe(4); // the unknown and empty ones count as employees
    expect(
      report.issues.filter((i) => i.column === 'relationship').map((i) => [i.row, i.code, i.value]),
    ).toEqual([
      [8, 'relationship', 'Cousin'],
      [9, 'relationship', 'cousin'],
      [10, 'required', undefined],
    ]);
  });

  it('checks hours and amounts by column: hours above 168, amounts from 100,000,000', () => {
    const report = validate([
      { ...EMPLOYEE, hoursPerWeek: '169', annualSalary: '100000000', coverageAmount: '99,999,999.99' },
    ]);
    expect(codesOf(report)).toEqual(['annualSalary:amountRange', 'hoursPerWeek:hoursRange']);
  });

  it('finds the same values in columns in another order and with unmapped columns between them', () => {
    const headers = ['note', ...[...HEADERS].reverse()];
    const mapping: CensusMapping = { ...MAPPING, note: null };
    const row = { ...EMPLOYEE, zip: '0211', gender: 'q' };
    const report = validate([row], {}, mapping, headers);
    expect(codesOf(report)).toEqual(['zip:zipFormat', 'gender:gender']);
    expect(report.domainValidations[0]).toEqual({
      code: 'unmappedColumns',
      severity: 'warning',
      message: 'These columns are not used: note',
    });
  });
});
