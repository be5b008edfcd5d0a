import { describe, expect, it } from '@jest/globals';
import {
  BAD_FORMAT,
  BAD_VALUE,
  DATE_BAD_FORMAT,
  DATE_BAD_VALUE,
  daysFromCivil,
  emailProblem,
  isCensusState,
  isZip,
  parseCensusDate,
  parseCensusNumber,
  parseGender,
  parseRelationship,
  parseSsn,
  parseYesNo,
} from './formats.js';

describe('parseCensusDate', () => {
  it.each([
    ['01/31/1980', daysFromCivil(1980, 1, 31)],
    ['1/5/1980', daysFromCivil(1980, 1, 5)],
    ['1980-01-31', daysFromCivil(1980, 1, 31)],
    ['1969-12-31', -1],
    ['02/29/2000', daysFromCivil(2000, 2, 29)],
    ['1970-01-01', 0],
    ['02/29/1900', DATE_BAD_VALUE],
    ['13/01/1980', DATE_BAD_VALUE],
    ['1980-04-31', DATE_BAD_VALUE],
    ['00/10/1980', DATE_BAD_VALUE],
    ['01/01/1700', DATE_BAD_VALUE],
    ['1980/01/31', DATE_BAD_FORMAT],
    ['31.01.1980', DATE_BAD_FORMAT],
    ['01/31/80', DATE_BAD_FORMAT],
    ['Jan 31 1980', DATE_BAD_FORMAT],
    ['1980-1-31', DATE_BAD_FORMAT],
    ['123/1/1980', DATE_BAD_FORMAT],
  ])('%s → %d', (value, expected) => expect(parseCensusDate(value)).toBe(expected));
  it('counts days like Date does', () => {
    expect(daysFromCivil(2026, 11, 26)).toBe(Date.UTC(2026, 10, 26) / 86_400_000);
    expect(daysFromCivil(1901, 3, 1)).toBe(Date.UTC(1901, 2, 1) / 86_400_000);
  });
});

describe('parseSsn', () => {
  it.each([
    ['123-45-6789', 123456789],
    ['123456789', 123456789],
    ['899-99-9999', 899999999],
    ['000-12-3456', BAD_VALUE],
    ['666-12-3456', BAD_VALUE],
    ['900-12-3456', BAD_VALUE],
    ['123-00-4567', BAD_VALUE],
    ['123-45-0000', BAD_VALUE],
    ['123-456-789', BAD_FORMAT],
    ['12345678', BAD_FORMAT],
    ['1234567890', BAD_FORMAT],
    ['123 45 6789', BAD_FORMAT],
    ['12a-45-6789', BAD_FORMAT],
  ])('%s → %d', (value, expected) => expect(parseSsn(value)).toBe(expected));
});

describe('isZip', () => {
  it.each([
    ['02116', true],
    ['02116-1234', true],
    ['2116', false],
    ['021161', false],
    ['02116 1234', false],
    ['0211a', false],
    ['02116-123', false],
  ])('%s → %s', (value, expected) => expect(isZip(value)).toBe(expected));
});

describe('isCensusState', () => {
  it.each([
    ['MA', true],
    ['ma', true],
    ['DC', true],
    ['PR', true],
    ['XX', false],
    ['Mass', false],
    ['', false],
  ])('%s → %s', (value, expected) => expect(isCensusState(value)).toBe(expected));
});

describe('emailProblem', () => {
  it.each([
    ['jane.doe@example.com', null],
    ['jane+census@sub.example.co', null],
    ['.jane@example.com', 'email'],
    ['jane.@example.com', 'email'],
    ['jane..doe@example.com', 'email'],
    ['jane@example', 'email'],
    ['jane@example.abcdefghijklmnopqrstu', 'email'],
    ['jane doe@example.com', 'email'],
    [`${'a'.repeat(180)}@example.com`, 'emailTooLong'],
  ])('%s → %s', (value, expected) => expect(emailProblem(value)).toBe(expected));
});

describe('parseCensusNumber', () => {
  it.each([
    ['52000', true, 52000],
    ['$52,000.50', true, 52000.5],
    ['1,234,567', true, 1234567],
    ['0.5', false, 0.5],
    ['40', false, 40],
    ['37.5', false, 37.5],
  ])('%s (amount %s) → %d', (value, amount, expected) =>
    expect(parseCensusNumber(value, amount)).toBe(expected),
  );
  it.each([
    ['52,00', true],
    ['1234,567', true],
    ['$52000.123', true],
    ['-5', true],
    ['5.', false],
    ['$40', false],
    ['1,000', false],
    ['abc', false],
    ['12abc', true],
    ['', true],
  ])('refuses %s (amount %s)', (value, amount) => expect(parseCensusNumber(value, amount)).toBeNaN());
});

describe('enumerations', () => {
  it.each([
    ['Employee', 'E'],
    ['EE', 'E'],
    ['spouse', 'S'],
    ['Child', 'C'],
    ['Domestic  Partner', 'D'],
    ['DP', 'D'],
    ['cousin', null],
  ])('relationship %s → %s', (value, expected) => expect(parseRelationship(value)).toBe(expected));
  it.each([
    ['M', 'M'],
    ['female', 'F'],
    ['X', 'X'],
    ['W', null],
  ])('gender %s → %s', (value, expected) => expect(parseGender(value)).toBe(expected));
  it.each([
    ['Y', true],
    ['no', false],
    ['TRUE', true],
    ['maybe', null],
  ])('yes/no %s → %s', (value, expected) => expect(parseYesNo(value)).toBe(expected));
});
