import {
  CENSUS_FAILING_ROWS_WARNING,
  CENSUS_FIELDS,
  CENSUS_MAX_ISSUES,
  CENSUS_MAX_ROWS,
  censusFieldById,
  type CensusField,
} from './fields.js';
import {
  BAD_FORMAT,
  DATE_BAD_FORMAT,
  DATE_BAD_VALUE,
  comparable,
  daysFromCivil,
  emailProblem,
  isCensusState,
  isZip,
  lastDate,
  parseCensusDate,
  parseCensusNumber,
  parseGender,
  parseRelationship,
  parseSsn,
  parseYesNo,
  type RelationshipCode,
} from './formats.js';
import { GrowingArray, RowNumberSet, idHash } from './hash-set.js';
import { censusMessage, type CensusMessageCode } from './messages.js';

export type CensusSeverity = 'error' | 'warning';

/** One problem of one cell (or of a row, `column` null). WIRE FORMAT: the report's rows. */
export type CensusIssue = {
  /** The row's number in the file (the header is row 1 of a CSV; an XLSX row keeps its sheet number). */
  row: number;
  /** The field id of the cell's column; null for a problem of the whole row. */
  column: string | null;
  /** The cell's value as read (cut to 100 characters). */
  value?: string;
  severity: CensusSeverity;
  code: CensusMessageCode;
  message: string;
};

/** A problem of the whole file (spec §3: the census validation result's domainValidations). */
export type CensusDomainValidation = { code: CensusMessageCode; severity: CensusSeverity; message: string };

export type CensusReport = {
  /** Data rows read (blank rows not counted). */
  rows: number;
  employees: number;
  dependents: number;
  /** Rows with at least one error. */
  rowsWithErrors: number;
  /** Every issue found, kept or not. */
  counts: { error: number; warning: number };
  /** The first `maxIssues` issues, by row. */
  issues: CensusIssue[];
  domainValidations: CensusDomainValidation[];
  /** Some issues were counted but not kept. */
  truncated: boolean;
};

/** What the rules check against: the client's EIF employee classes and the policy's coverages. */
export type CensusContext = {
  /** The client's employee class names (case, spaces and punctuation ignored). */
  employeeClasses: readonly string[];
  /** The policy's coverages: display names (`Policy.slfCoverages`) or catalogue codes, or both. */
  coverages: readonly string[];
  /** Today, YYYY-MM-DD (date sanity rules); the current UTC date when not given. */
  today?: string;
  /** Issues kept (default 100,000). */
  maxIssues?: number;
  /** Rows accepted (default 1,000,000). */
  maxRows?: number;
};

/** The column mapping: header → field id, or null for a column not used. */
export type CensusMapping = Record<string, string | null>;

export type CensusValidator = {
  /** Checks one data row (its values in the header's column order). */
  row(values: readonly string[], rowNumber: number): void;
  /** The file rules, and the report. Call once, after the last row. */
  finish(): CensusReport;
};

type Column = { index: number; field: CensusField };

/**
 * The field kinds as small numbers: the row loop switches on them (a jump table rather than up to thirteen
 * string comparisons per cell).
 */
const KIND = {
  text: 0,
  date: 1,
  ssn: 2,
  zip: 3,
  state: 4,
  email: 5,
  number: 6,
  amount: 7,
  gender: 8,
  relationship: 9,
  yesno: 10,
  employeeClass: 11,
  coverage: 12,
} as const satisfies Record<CensusField['kind'], number>;
/** Which rows need a value, as numbers: 2 every row, 1 employee rows, 0 none. */
const REQUIRED_ON = { all: 2, employee: 1, none: 0 } as const;

const MAX_VALUE_LENGTH = 100;
/** Rows the duplicate checks reserve address space for at most (beyond, they are copied to grow). */
const MAX_RESERVED_ROWS = 1 << 22;
/** Cached answers of the class and coverage lookups (values repeat); bounded so memory stays flat. */
const LOOKUP_CACHE_SIZE = 10_000;

const isSpace = (c: number): boolean => c <= 32 || c === 160 || c === 0xfeff;

/** `value` without surrounding spaces, allocating only when there are some. */
const trimmed = (value: string): string =>
  value.length > 0 && (isSpace(value.charCodeAt(0)) || isSpace(value.charCodeAt(value.length - 1)))
    ? value.trim()
    : value;

const todayIso = (): string => new Date().toISOString().slice(0, 10);

/**
 * A copy of `value` of its own. A parser's value is often a slice of the block of text it was read from (V8
 * slices strings of 13 characters or more), and keeping the slice would keep the whole block: an issue or a
 * cache entry per block kept the file in memory.
 */
const ownCopy = (value: string): string =>
  value.length < 13 ? value : (JSON.parse(JSON.stringify(value)) as string);

/**
 * The census validator (decision 112): `row` for each data row as the file is read, `finish` for the report.
 * It keeps only what the rules across rows need (SSNs and employee ids as numbers in typed arrays, the
 * dependents' employee ids) and at most `maxIssues` issues, so its memory hardly grows with the file.
 *
 * `headers` gives the columns' order (the mapping's keys when not given; give it when a header may repeat or
 * look like a number, since an object keeps such keys in another order).
 */
export function createCensusValidator(
  context: CensusContext,
  mapping: CensusMapping,
  headers: readonly string[] = Object.keys(mapping),
): CensusValidator {
  const maxIssues = context.maxIssues ?? CENSUS_MAX_ISSUES;
  const maxRows = context.maxRows ?? CENSUS_MAX_ROWS;
  const todayDays = parseCensusDate(context.today ?? todayIso());
  const today = { ...lastDate };
  if (todayDays === DATE_BAD_FORMAT || todayDays === DATE_BAD_VALUE)
    throw new Error(`Bad today: ${context.today}`);

  const domainValidations: CensusDomainValidation[] = [];
  const fileRule = (
    code: CensusMessageCode,
    severity: CensusSeverity,
    params?: Record<string, string | number>,
  ) => domainValidations.push({ code, severity, message: censusMessage(code, params) });

  // The columns: each field once (its first column), each header once.
  const columns: Column[] = [];
  const fieldColumn = new Map<string, number>();
  const seenHeaders = new Set<string>();
  const unmapped: string[] = [];
  headers.forEach((header, index) => {
    if (seenHeaders.has(header)) {
      fileRule('duplicateHeader', 'warning', { header });
      return;
    }
    seenHeaders.add(header);
    const fieldId = mapping[header] ?? null;
    if (fieldId === null) {
      if (header.trim() !== '') unmapped.push(header);
      return;
    }
    const field = censusFieldById.get(fieldId);
    if (!field) throw new Error(`Unknown census field: ${fieldId}`);
    if (fieldColumn.has(fieldId)) {
      fileRule('fieldMappedTwice', 'error', { field: field.label });
      return;
    }
    fieldColumn.set(fieldId, index);
    columns.push({ index, field });
  });
  for (const field of CENSUS_FIELDS)
    if (field.required && !fieldColumn.has(field.id))
      fileRule('missingColumn', 'error', { field: field.label });
  if (unmapped.length) fileRule('unmappedColumns', 'warning', { headers: unmapped.join(', ') });

  const col = (id: string): number => fieldColumn.get(id) ?? -1;
  const relationshipColumn = col('relationship');
  const employeeIdColumn = col('employeeId');
  const hasCoverageColumn = fieldColumn.has('coverage');

  // The columns the row loop checks (the relationship's is read first, apart), as parallel arrays.
  const checked = columns.filter((c) => c.index !== relationshipColumn);
  const checkedCount = checked.length;
  const colIndex = Int32Array.from(checked, (c) => c.index);
  const colKind = Uint8Array.from(checked, (c) => KIND[c.field.kind]);
  const colRequiredOn = Uint8Array.from(checked, (c) => REQUIRED_ON[c.field.requiredOn]);
  const colMaxLength = Int32Array.from(checked, (c) => c.field.maxLength ?? 0);
  const colId = checked.map((c) => c.field.id);
  const colRequiredParams = checked.map((c) => ({ field: c.field.label }));
  const colIsBirth = Uint8Array.from(checked, (c) => (c.field.id === 'dateOfBirth' ? 1 : 0));
  const colIsHire = Uint8Array.from(checked, (c) => (c.field.id === 'hireDate' ? 1 : 0));
  const colIsHours = Uint8Array.from(checked, (c) => (c.field.id === 'hoursPerWeek' ? 1 : 0));
  const relationshipRequiredParams = { field: 'Relationship' };

  const classes = new Set(context.employeeClasses.map(comparable));
  const classNames = context.employeeClasses.join(', ');
  const coverages = new Set(context.coverages.map(comparable));
  const coveragesElected = new Set<string>();
  const classCache = new Map<string, boolean>();
  const relationshipCache = new Map<string, RelationshipCode | null>(); // values repeat: Employee, Spouse…
  const coverageCache = new Map<string, string | null>(); // cell → first unknown coverage, or null

  // Reserved for every row, grown in place as rows come (hash-set.ts).
  const reserve = Math.min(maxRows, MAX_RESERVED_ROWS);
  const ssns = new RowNumberSet(reserve, Uint32Array); // an SSN is below 10^9
  const employeeIds = new RowNumberSet(reserve);
  // Dependents' employee ids and rows, checked at the end (an employee may come after its dependents).
  const dependentIdsStore = new GrowingArray(Float64Array, 1024, reserve);
  const dependentRowsStore = new GrowingArray(Int32Array, 1024, reserve);
  let dependentIds = dependentIdsStore.array;
  let dependentRows = dependentRowsStore.array;

  const issues: CensusIssue[] = [];
  let errors = 0;
  let warnings = 0;
  let rows = 0;
  let employees = 0;
  let dependents = 0;
  let rowsWithErrors = 0;
  let rowHasError = false;
  let tooManyRows = false;

  const issue = (
    row: number,
    column: string | null,
    value: string | undefined,
    severity: CensusSeverity,
    code: CensusMessageCode,
    params?: Record<string, string | number>,
  ): void => {
    if (severity === 'error') {
      errors++;
      rowHasError = true;
    } else warnings++;
    if (issues.length >= maxIssues) return;
    const entry: CensusIssue = { row, column, severity, code, message: censusMessage(code, params) };
    if (value !== undefined && value !== '')
      entry.value = ownCopy(value.length > MAX_VALUE_LENGTH ? value.slice(0, MAX_VALUE_LENGTH) : value);
    issues.push(entry);
  };

  const todayPlus = (years: number) => daysFromCivil(today.year + years, today.month, today.day);
  const oldestBirth = todayPlus(-120);
  const latestHire = todayPlus(1);

  function row(values: readonly string[], rowNumber: number): void {
    // A blank row (every cell empty) is skipped, not counted.
    let blank = true;
    for (let i = 0; i < values.length; i++) {
      const v = values[i] as string;
      if (v !== '' && trimmed(v) !== '') {
        blank = false;
        break;
      }
    }
    if (blank) return;
    rows++;
    if (rows > maxRows) {
      tooManyRows = true;
      return;
    }
    rowHasError = false;
    if (values.length !== headers.length)
      issue(rowNumber, null, undefined, 'error', 'columnCount', {
        found: values.length,
        expected: headers.length,
      });

    let relationship: RelationshipCode = 'E';
    if (relationshipColumn >= 0) {
      const raw = trimmed(values[relationshipColumn] ?? '');
      if (raw === '') issue(rowNumber, 'relationship', raw, 'error', 'required', relationshipRequiredParams);
      else {
        let parsed = relationshipCache.get(raw);
        if (parsed === undefined) {
          parsed = parseRelationship(raw);
          if (relationshipCache.size < LOOKUP_CACHE_SIZE) relationshipCache.set(ownCopy(raw), parsed);
        }
        if (parsed === null) issue(rowNumber, 'relationship', raw, 'error', 'relationship');
        else relationship = parsed;
      }
    }
    const isEmployee = relationship === 'E';
    if (isEmployee) employees++;
    else dependents++;
    const requiredLevel = isEmployee ? 1 : 2; // a column required on this row: its REQUIRED_ON at least this

    let birth = NaN;
    let birthYear = 0;
    let birthMonth = 0;
    let birthDay = 0;
    let hire = NaN;
    let employeeIdHash = NaN;
    let hasCoverage = false;

    for (let c = 0; c < checkedCount; c++) {
      const index = colIndex[c] as number;
      const value = trimmed(values[index] ?? '');
      if (value === '') {
        if ((colRequiredOn[c] as number) >= requiredLevel)
          issue(rowNumber, colId[c] as string, undefined, 'error', 'required', colRequiredParams[c]);
        continue;
      }
      switch (colKind[c]) {
        case KIND.text: {
          const max = colMaxLength[c] as number;
          if (max && value.length > max)
            issue(rowNumber, colId[c] as string, value, 'error', 'textTooLong', { max });
          if (index === employeeIdColumn) employeeIdHash = idHash(value);
          break;
        }
        case KIND.date: {
          const days = parseCensusDate(value);
          if (days === DATE_BAD_FORMAT || days === DATE_BAD_VALUE) {
            issue(
              rowNumber,
              colId[c] as string,
              value,
              'error',
              days === DATE_BAD_FORMAT ? 'dateFormat' : 'invalidDate',
            );
            break;
          }
          if (colIsBirth[c]) {
            birth = days;
            birthYear = lastDate.year;
            birthMonth = lastDate.month;
            birthDay = lastDate.day;
          } else if (colIsHire[c]) hire = days;
          break;
        }
        case KIND.ssn: {
          const ssn = parseSsn(value);
          if (ssn < 0) {
            issue(
              rowNumber,
              colId[c] as string,
              value,
              'error',
              ssn === BAD_FORMAT ? 'ssnFormat' : 'ssnInvalid',
            );
            break;
          }
          const first = ssns.add(ssn, rowNumber);
          if (first) issue(rowNumber, colId[c] as string, value, 'error', 'ssnDuplicate', { row: first });
          break;
        }
        case KIND.zip:
          if (!isZip(value)) issue(rowNumber, colId[c] as string, value, 'error', 'zipFormat');
          break;
        case KIND.state:
          if (!isCensusState(value)) issue(rowNumber, colId[c] as string, value, 'error', 'stateInvalid');
          break;
        case KIND.email: {
          const problem = emailProblem(value);
          if (problem) issue(rowNumber, colId[c] as string, value, 'error', problem);
          break;
        }
        case KIND.number: {
          const n = parseCensusNumber(value, false);
          if (Number.isNaN(n)) issue(rowNumber, colId[c] as string, value, 'error', 'number');
          else if (colIsHours[c] && n > 168)
            issue(rowNumber, colId[c] as string, value, 'error', 'hoursRange');
          break;
        }
        case KIND.amount: {
          const n = parseCensusNumber(value, true);
          if (Number.isNaN(n)) issue(rowNumber, colId[c] as string, value, 'error', 'amount');
          else if (n >= 100_000_000) issue(rowNumber, colId[c] as string, value, 'error', 'amountRange');
          break;
        }
        case KIND.gender:
          if (parseGender(value) === null) issue(rowNumber, colId[c] as string, value, 'error', 'gender');
          break;
        case KIND.relationship:
          break;
        case KIND.yesno:
          if (parseYesNo(value) === null) issue(rowNumber, colId[c] as string, value, 'error', 'yesno');
          break;
        case KIND.employeeClass: {
          let known = classCache.get(value);
          if (known === undefined) {
            known = classes.has(comparable(value));
            if (classCache.size < LOOKUP_CACHE_SIZE) classCache.set(ownCopy(value), known);
          }
          if (known) break;
          if (classes.size === 0) issue(rowNumber, colId[c] as string, value, 'error', 'employeeClassNone');
          else
            issue(rowNumber, colId[c] as string, value, 'error', 'employeeClassUnknown', {
              value,
              classes: classNames,
            });
          break;
        }
        case KIND.coverage: {
          let unknown = coverageCache.get(value);
          if (unknown === undefined) {
            unknown = null;
            for (const part of value.split(/[;|]/)) {
              const name = part.trim();
              if (name === '') continue;
              const key = comparable(name);
              if (coverages.has(key)) coveragesElected.add(key);
              else if (unknown === null) unknown = name;
            }
            if (coverageCache.size < LOOKUP_CACHE_SIZE) coverageCache.set(ownCopy(value), unknown);
          }
          hasCoverage = true;
          if (unknown !== null)
            issue(rowNumber, colId[c] as string, value, 'error', 'coverageUnknown', { value: unknown });
          break;
        }
      }
    }

    // Rules across fields.
    // The birthdays (same month and day, so a 29 February counts as 1 March in other years) are reckoned only
    // for the rows whose rule needs them.
    if (!Number.isNaN(birth)) {
      if (birth > todayDays) issue(rowNumber, 'dateOfBirth', undefined, 'error', 'birthInFuture');
      else if (birth < oldestBirth) issue(rowNumber, 'dateOfBirth', undefined, 'warning', 'birthTooEarly');
      if (relationship === 'C' && daysFromCivil(birthYear + 26, birthMonth, birthDay) <= todayDays)
        issue(rowNumber, 'dateOfBirth', undefined, 'warning', 'childOver26');
    }
    if (isEmployee && !Number.isNaN(hire)) {
      if (!Number.isNaN(birth) && hire < daysFromCivil(birthYear + 14, birthMonth, birthDay))
        issue(rowNumber, 'hireDate', undefined, 'error', 'hireBeforeAge14');
      else if (hire > latestHire) issue(rowNumber, 'hireDate', undefined, 'warning', 'hireInFuture');
    }
    if (isEmployee && !hasCoverage && hasCoverageColumn)
      issue(rowNumber, 'coverage', undefined, 'warning', 'noCoverage');
    if (!Number.isNaN(employeeIdHash)) {
      if (isEmployee) {
        const first = employeeIds.add(employeeIdHash, rowNumber);
        if (first)
          issue(rowNumber, 'employeeId', values[employeeIdColumn], 'error', 'employeeIdDuplicate', {
            row: first,
          });
      } else {
        if (dependents > dependentRows.length) {
          dependentIds = dependentIdsStore.ensure(dependents);
          dependentRows = dependentRowsStore.ensure(dependents);
        }
        dependentIds[dependents - 1] = employeeIdHash;
        dependentRows[dependents - 1] = rowNumber;
      }
    }
    if (rowHasError) rowsWithErrors++;
  }

  function finish(): CensusReport {
    if (relationshipColumn >= 0 && employeeIdColumn >= 0) {
      for (let i = 0; i < dependents; i++) {
        const rowNumber = dependentRows[i] as number;
        if (rowNumber === 0) continue; // a dependent without an employee id (already an error)
        if (employeeIds.get(dependentIds[i] as number) === 0) {
          // Not added to rowsWithErrors: whether the row had other errors is not kept (an undercount at most).
          issue(rowNumber, 'employeeId', undefined, 'error', 'dependentWithoutEmployee');
        }
      }
      issues.sort((a, b) => a.row - b.row); // stable: a row's issues keep their column order
    }
    if (rows === 0) fileRule('emptyFile', 'error');
    else if (employees === 0) fileRule('noEmployees', 'error');
    if (tooManyRows) fileRule('tooManyRows', 'error', { max: maxRows });
    if (rows > 0 && rowsWithErrors / rows > CENSUS_FAILING_ROWS_WARNING)
      fileRule('manyRowsFailing', 'warning', { percent: Math.round((rowsWithErrors / rows) * 100) });
    if (employees > 0 && fieldColumn.has('coverage')) {
      const told = new Set<string>();
      for (const name of context.coverages) {
        const key = comparable(name);
        if (coveragesElected.has(key) || told.has(key)) continue;
        told.add(key);
        fileRule('coverageNotElected', 'warning', { value: name });
      }
    }
    const total = errors + warnings;
    const truncated = total > issues.length;
    if (truncated) fileRule('issuesTruncated', 'warning', { max: maxIssues, count: total });
    return {
      rows: Math.min(rows, maxRows),
      employees,
      dependents,
      rowsWithErrors,
      counts: { error: errors, warning: warnings },
      issues,
      domainValidations,
      truncated,
    };
  }

  return { row, finish };
}
