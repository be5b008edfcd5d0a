import type { CensusFileDto, CensusIssueDto, CensusStatus } from '@onboard/contracts';
import { CENSUS_FIELDS, type CensusField } from '@onboard/domain';

/** The steps of the validations page (spec §2: upload, indicate source, validate and submit). */
export const CENSUS_STEPS = ['upload', 'mapping', 'validate'] as const;
export type CensusStep = (typeof CENSUS_STEPS)[number];

export const isCensusStep = (value: unknown): value is CensusStep =>
  typeof value === 'string' && (CENSUS_STEPS as readonly string[]).includes(value);

/** The step a file is at: its columns to confirm, or its validation. */
export const stepOfFile = (file: Pick<CensusFileDto, 'status'>): CensusStep =>
  file.status === 'MAPPING' ? 'mapping' : 'validate';

/** Whether the file's validation is still to come or under way (its page polls it meanwhile). */
export const isValidating = (status: CensusStatus | undefined): boolean =>
  status === 'QUEUED' || status === 'VALIDATING';

/** Errors of a validated file: its rows' and the file's own (a missing column, no employees …). */
export function errorCount(file: Pick<CensusFileDto, 'summary' | 'domainValidations'>): number {
  return (
    (file.summary?.counts.error ?? 0) +
    file.domainValidations.filter((issue) => issue.severity === 'error').length
  );
}

/** A validated file without errors, not yet submitted: it may be submitted. */
export const canSubmit = (file: CensusFileDto): boolean =>
  file.status === 'VALIDATED' && !file.submittedAt && !!file.summary && errorCount(file) === 0;

/** Required template fields no column is matched to (spec: "required fields unmapped listed"). */
export function requiredUnmapped(mapping: Readonly<Record<string, string | null>>): CensusField[] {
  const used = new Set(Object.values(mapping));
  return CENSUS_FIELDS.filter((field) => field.required && !used.has(field.id));
}

/** Below this, a suggested match is shown as one to check (1 is an exact name, alias or remembered match). */
export const CHECK_BELOW = 1;

/** The errors of one row of the fix table: by the header's index, and those of no one column. */
export type RowErrors = { cells: Map<number, string[]>; row: string[] };

/**
 * The error issues by row, placed in the file's columns: an issue names a template field, which the file's
 * mapping puts in one column (header index); an issue of no mapped column stays with the row.
 */
export function errorsByRow(
  issues: readonly CensusIssueDto[],
  headers: readonly string[],
  mapping: Readonly<Record<string, string | null>>,
  text: (issue: CensusIssueDto) => string = (issue) => issue.message,
): Map<number, RowErrors> {
  const columnOf = new Map<string, number>();
  headers.forEach((header, index) => {
    const field = mapping[header];
    if (field && !columnOf.has(field)) columnOf.set(field, index);
  });
  const rows = new Map<number, RowErrors>();
  for (const issue of issues) {
    if (issue.severity !== 'error' || issue.row < 2) continue;
    const entry = rows.get(issue.row) ?? { cells: new Map<number, string[]>(), row: [] };
    rows.set(issue.row, entry);
    const column = issue.column === null ? undefined : columnOf.get(issue.column);
    if (column === undefined) entry.row.push(text(issue));
    else entry.cells.set(column, [...(entry.cells.get(column) ?? []), text(issue)]);
  }
  return rows;
}

/** The key of an edited cell: its row number and header index. */
export const cellKey = (row: number, column: number) => `${row}:${column}`;

/** The fix table's edits as PUT …/rows changes, leaving out cells set back to what the file has. */
export function changesOf(
  edits: ReadonlyMap<string, string>,
  original: (row: number, column: number) => string | undefined,
): Array<{ row: number; column: number; value: string }> {
  const changes: Array<{ row: number; column: number; value: string }> = [];
  for (const [key, value] of edits) {
    const [row, column] = key.split(':').map(Number) as [number, number];
    if (original(row, column) !== value) changes.push({ row, column, value });
  }
  return changes.sort((a, b) => a.row - b.row || a.column - b.column);
}

/** §4: the document-progress bar while no figure is known: +2 per second, up to 99. */
export const progressAfter = (seconds: number): number => Math.min(99, Math.max(0, seconds) * 2);
