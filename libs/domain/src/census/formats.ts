import { US_STATES } from '@onboard/contracts';

// The census's value checks, written for speed (a 1,000,000-row file has some 20,000,000 cells): char codes
// rather than regular expressions where the format is fixed, no allocation on the common path, results as
// numbers with negative codes for the two kinds of failure.

/** A check's result: the value was not in the format. */
export const BAD_FORMAT = -1;
/** A check's result: in the format, but not a valid value (a 02/30 date, a 000 SSN area). */
export const BAD_VALUE = -2;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** Days from 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

/** A date's result: not in the format (outside the range of any valid date's day number). */
export const DATE_BAD_FORMAT = -1_000_000;
/** A date's result: in the format, but no such date. */
export const DATE_BAD_VALUE = -2_000_000;

/** The parts of the last date `parseCensusDate` accepted (read right after the call; no allocation). */
export const lastDate = { year: 0, month: 0, day: 0 };

/**
 * A census date, MM/DD/YYYY (M/D/YYYY too) or YYYY-MM-DD (what the XLSX reader gives for date cells), as days
 * from 1970-01-01 (negative before); `DATE_BAD_FORMAT` or `DATE_BAD_VALUE` (a month outside 1-12, a day outside the month, a year before
 * 1800 or after 2199).
 */
export function parseCensusDate(value: string): number {
  const n = value.length;
  let year = 0;
  let month = 0;
  let day = 0;
  // The parts are read from the char codes as they are checked (no slices: a date cell is two in a row).
  if (n === 10 && value.charCodeAt(4) === 45 && value.charCodeAt(7) === 45) {
    for (let i = 0; i < 10; i++) {
      if (i === 4 || i === 7) continue;
      const c = value.charCodeAt(i);
      if (!isDigit(c)) return DATE_BAD_FORMAT;
      if (i < 4) year = year * 10 + (c - 48);
      else if (i < 7) month = month * 10 + (c - 48);
      else day = day * 10 + (c - 48);
    }
  } else {
    const first = value.indexOf('/');
    const second = first < 0 ? -1 : value.indexOf('/', first + 1);
    if (first < 1 || first > 2 || second - first < 2 || second - first > 3 || n - second !== 5)
      return DATE_BAD_FORMAT;
    for (let i = 0; i < n; i++) {
      if (i === first || i === second) continue;
      const c = value.charCodeAt(i);
      if (!isDigit(c)) return DATE_BAD_FORMAT;
      if (i < first) month = month * 10 + (c - 48);
      else if (i < second) day = day * 10 + (c - 48);
      else year = year * 10 + (c - 48);
    }
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || year < 1800 || year > 2199)
    return DATE_BAD_VALUE;
  lastDate.year = year;
  lastDate.month = month;
  lastDate.day = day;
  return daysFromCivil(year, month, day);
}

/**
 * An SSN, ###-##-#### or nine digits, as a number; `BAD_FORMAT`, or `BAD_VALUE` for numbers never issued
 * (area 000, 666 or 900-999, group 00, serial 0000).
 */
export function parseSsn(value: string): number {
  const n = value.length;
  let digits = 0;
  let result = 0;
  if (n === 11) {
    if (value.charCodeAt(3) !== 45 || value.charCodeAt(6) !== 45) return BAD_FORMAT;
  } else if (n !== 9) return BAD_FORMAT;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (n === 11 && (i === 3 || i === 6)) continue;
    if (!isDigit(c)) return BAD_FORMAT;
    result = result * 10 + (c - 48);
    digits++;
  }
  if (digits !== 9) return BAD_FORMAT;
  const area = Math.floor(result / 1_000_000);
  const group = Math.floor(result / 10_000) % 100;
  const serial = result % 10_000;
  if (area === 0 || area === 666 || area >= 900 || group === 0 || serial === 0) return BAD_VALUE;
  return result;
}

/** Zip: ##### or #####-#### (spec §5). */
export function isZip(value: string): boolean {
  const n = value.length;
  if (n !== 5 && n !== 10) return false;
  for (let i = 0; i < n; i++) {
    if (i === 5) {
      if (value.charCodeAt(5) !== 45) return false;
    } else if (!isDigit(value.charCodeAt(i))) return false;
  }
  return true;
}

/**
 * The state codes a census accepts: the app's (spec §5: the 50 states and DC) and the five inhabited territories,
 * whose employees a policy with a territory's coverage (PR's statutory disability) has (decision 112).
 */
export const CENSUS_STATES: ReadonlySet<string> = new Set([...US_STATES, 'PR', 'VI', 'GU', 'AS', 'MP']);

/** The state codes by their two letters' places in the alphabet (A = 0): 1 for a code the census accepts. */
const STATE_TABLE = new Uint8Array(26 * 26);
for (const code of CENSUS_STATES) STATE_TABLE[(code.charCodeAt(0) - 65) * 26 + code.charCodeAt(1) - 65] = 1;

/** An ASCII letter's place in the alphabet, either case (A and a = 0); -1 for any other code. */
const letterIndex = (c: number): number => {
  const upper = c & ~0x20;
  return c < 128 && upper >= 65 && upper <= 90 ? upper - 65 : -1;
};

/** A state code, case-insensitive. */
export function isCensusState(value: string): boolean {
  if (value.length !== 2) return false;
  const a = value.charCodeAt(0);
  const b = value.charCodeAt(1);
  // Two ASCII characters: a table, no upper-case copy. Others go the long way: toUpperCase turns some non-ASCII
  // letters into ASCII ones (the long s 'ſ' into 'S', the dotless 'ı' into 'I').
  if (a < 128 && b < 128) {
    const i = letterIndex(a);
    const j = letterIndex(b);
    return i >= 0 && j >= 0 && STATE_TABLE[i * 26 + j] === 1;
  }
  return CENSUS_STATES.has(value.toUpperCase());
}

/**
 * The characters of an e-mail's local part, by ASCII code (1 when allowed): letters, digits and
 * .!#$%&'*+/=?^_`{|}~- (spec §5, as `emailAddressSchema`'s pattern has them). A domain label's are letters,
 * digits and '-'.
 */
const EMAIL_LOCAL = new Uint8Array(128);
for (const c of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-")
  EMAIL_LOCAL[c.charCodeAt(0)] = 1;
const isLabelCharacter = (c: number): boolean =>
  (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122) || c === 45;

/**
 * E-mail, by the rules of spec §5 (the same as `emailAddressSchema` of the contracts, without zod's cost per
 * cell): 'emailTooLong', 'email' or null when valid. One reading of the characters does what the regular
 * expression did (a local part of the characters above, '@', two domain labels or more of 1-63 letters, digits
 * and '-' that neither start nor end with '-') with the schema's other rules (no '.' at the start, no '.@', no
 * '..', at most 20 characters after the last '.'): the expression and its three scans were a tenth of the
 * validator's time (decision 247).
 */
export function emailProblem(value: string): 'email' | 'emailTooLong' | null {
  const n = value.length;
  if (n > 191) return 'emailTooLong';
  // The local part: allowed characters, not starting or ending with '.', no '..'.
  let i = 0;
  let previous = 46; // as if after a '.', so that a leading '.' is refused as '..' is
  for (; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c === 64) break;
    if (c >= 128 || EMAIL_LOCAL[c] !== 1 || (c === 46 && previous === 46)) return 'email';
    previous = c;
  }
  if (i === 0 || i === n || previous === 46) return 'email';
  // The domain: two labels or more, separated by single dots, each of 1-63 letters, digits and '-', neither
  // starting nor ending with '-'; the last at most 20 characters long.
  let labels = 0;
  let start = i + 1;
  for (let j = start; ; j++) {
    const c = j < n ? value.charCodeAt(j) : 46;
    if (c === 46) {
      const length = j - start;
      if (length === 0 || length > 63 || value.charCodeAt(start) === 45 || value.charCodeAt(j - 1) === 45)
        return 'email';
      labels++;
      if (j >= n) return labels < 2 || length > 20 ? 'email' : null;
      start = j + 1;
    } else if (!isLabelCharacter(c)) return 'email';
  }
}

/**
 * A number or an amount: digits with an optional decimal part; `amount` also allows a leading $ and thousands
 * separated by commas (52,000.00) and at most two decimals. NaN when not one.
 */
export function parseCensusNumber(value: string, amount: boolean): number {
  const n = value.length;
  let i = 0;
  if (amount && value.charCodeAt(0) === 36) i = 1; // $
  let intPart = 0;
  let intDigits = 0;
  let groupDigits = -1; // digits since the last comma (-1: no comma seen)
  for (; i < n; i++) {
    const c = value.charCodeAt(i);
    if (isDigit(c)) {
      intPart = intPart * 10 + (c - 48);
      intDigits++;
      if (groupDigits >= 0) groupDigits++;
    } else if (c === 44 && amount) {
      if (intDigits === 0 || (groupDigits >= 0 && groupDigits !== 3) || (groupDigits < 0 && intDigits > 3))
        return NaN;
      groupDigits = 0;
    } else break;
  }
  if (intDigits === 0 || (groupDigits >= 0 && groupDigits !== 3)) return NaN;
  if (i === n) return intPart;
  if (value.charCodeAt(i) !== 46) return NaN;
  let fraction = 0;
  let scale = 1;
  for (i++; i < n; i++) {
    const c = value.charCodeAt(i);
    if (!isDigit(c)) return NaN;
    fraction = fraction * 10 + (c - 48);
    scale *= 10;
  }
  if (scale === 1 || (amount && scale > 100)) return NaN;
  return intPart + fraction / scale;
}

/** The relationship codes: E(mployee), S(pouse), C(hild), D(omestic partner). */
export type RelationshipCode = 'E' | 'S' | 'C' | 'D';

const RELATIONSHIPS: ReadonlyMap<string, RelationshipCode> = new Map([
  ...['employee', 'ee', 'e', 'emp', 'self', 'subscriber', 'insured', 'primary'].map((k) => [k, 'E'] as const),
  ...['spouse', 'sp', 's', 'husband', 'wife'].map((k) => [k, 'S'] as const),
  ...['child', 'ch', 'c', 'son', 'daughter', 'stepchild', 'step child', 'dependent child'].map(
    (k) => [k, 'C'] as const,
  ),
  ...['domestic partner', 'dp', 'd', 'partner', 'domesticpartner'].map((k) => [k, 'D'] as const),
]);

/** A relationship value, case-insensitive, or null. */
export const parseRelationship = (value: string): RelationshipCode | null =>
  RELATIONSHIPS.get(value.length <= 3 ? value.toLowerCase() : value.toLowerCase().replace(/\s+/g, ' ')) ??
  null;

const GENDERS: ReadonlyMap<string, 'M' | 'F' | 'X'> = new Map([
  ['m', 'M'],
  ['male', 'M'],
  ['f', 'F'],
  ['female', 'F'],
  ['x', 'X'],
  ['non-binary', 'X'],
  ['nonbinary', 'X'],
]);

/** A gender value (M, F or X, or the words), case-insensitive, or null. */
export function parseGender(value: string): 'M' | 'F' | 'X' | null {
  // One ASCII character (what files hold): no lower-case copy.
  if (value.length === 1 && value.charCodeAt(0) < 128) {
    const c = value.charCodeAt(0) | 0x20;
    return c === 109 ? 'M' : c === 102 ? 'F' : c === 120 ? 'X' : null;
  }
  return GENDERS.get(value.toLowerCase()) ?? null;
}

const YES_NO: ReadonlyMap<string, boolean> = new Map([
  ['y', true],
  ['yes', true],
  ['true', true],
  ['1', true],
  ['n', false],
  ['no', false],
  ['false', false],
  ['0', false],
]);

/** A yes/no value (Y, N, Yes, No, True, False, 1, 0), case-insensitive, or null. */
export const parseYesNo = (value: string): boolean | null => YES_NO.get(value.toLowerCase()) ?? null;

/** A name as lists compare it: lower case, letters and digits only ("Basic AD&D" and "basic_ad_d" alike). */
export const comparable = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]+/g, '');
