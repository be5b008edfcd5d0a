import { censusFieldById } from './fields.js';
import type { CensusIssue } from './validator.js';

/**
 * A cell of a CSV that people open in a spreadsheet: a value starting with = + - @, a tab or a carriage return
 * gets a leading ' so that it is shown as text and never run as a formula (OWASP "CSV injection"); then quoted
 * when it holds a comma, a quote or a line break.
 */
export function neutraliseCsvCell(value: string): string {
  const first = value.charCodeAt(0);
  const safe =
    first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13
      ? `'${value}`
      : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header line of `issuesToCsv`. */
export const CENSUS_ISSUES_CSV_HEADER = 'Row,Column,Value,Severity,Code,Message';

/**
 * The issues as CSV lines (no line endings; the header line first), every cell neutralised: the download of the
 * validation report. The column is the field's label.
 */
export function issuesToCsv(issues: Iterable<CensusIssue>): string[] {
  const lines = [CENSUS_ISSUES_CSV_HEADER];
  for (const issue of issues) {
    const column = issue.column === null ? '' : (censusFieldById.get(issue.column)?.label ?? issue.column);
    lines.push(
      [String(issue.row), column, issue.value ?? '', issue.severity, issue.code, issue.message]
        .map(neutraliseCsvCell)
        .join(','),
    );
  }
  return lines;
}
