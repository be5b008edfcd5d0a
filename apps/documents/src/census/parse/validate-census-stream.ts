import type { Readable } from 'node:stream';
import {
  censusMessage,
  createCensusValidator,
  suggestMapping,
  type CensusContext,
  type CensusMapping,
  type CensusReport,
  type CensusValidator,
} from '@onboard/domain';
import { CensusParseError, parseCensus, type CensusFileKind } from './census-parser.js';

export type CensusStreamResult = {
  /** The file's header row ([] when it has none). */
  headers: string[];
  /** The mapping used: the one given, or the one suggested from the headers. */
  mapping: CensusMapping;
  report: CensusReport;
};

/**
 * Rows per batch when validating (decision 114): rows handed over soon die young. Batches of 5,000 (and even
 * 1,000) rows outlived the young generation's collections, were promoted, and V8 grew its heap with the file
 * (an XLSX of 100,000 rows peaked at 241 MiB with 1,000-row batches, 122 MiB with 250).
 */
const VALIDATE_BATCH_ROWS = 256;

/**
 * Reads and validates a census file in one pass: the header row, the mapping (`mapping`, or `suggestMapping`
 * of the headers with `remembered`), then every row through the validator as the rows stream by. A file that
 * cannot be read ends as a report with a domainValidation error (and whatever rows were read before).
 * `onProgress` is told the rows done after each batch (of 256 rows unless `batchSize` says otherwise).
 */
export async function validateCensusStream(
  input: Readable,
  kind: CensusFileKind,
  context: CensusContext,
  mapping?: CensusMapping,
  onProgress?: (rowsDone: number) => void,
  options: { remembered?: CensusMapping; signal?: AbortSignal; batchSize?: number } = {},
): Promise<CensusStreamResult> {
  let headers: string[] = [];
  let used: CensusMapping = mapping ?? {};
  let validator: CensusValidator | null = null;
  let done = 0;
  try {
    await parseCensus(
      input,
      kind,
      (rows, first) => {
        const v = validator as CensusValidator;
        for (let i = 0; i < rows.length; i++) v.row(rows[i] as string[], first + i);
        done += rows.length;
        onProgress?.(done);
      },
      {
        batchSize: options.batchSize ?? VALIDATE_BATCH_ROWS,
        ...(options.signal ? { signal: options.signal } : {}),
        onHeaders: (found) => {
          headers = found;
          used = mapping ?? suggestMapping(found, options.remembered).mapping;
          validator = createCensusValidator(context, used, found);
        },
      },
    );
  } catch (error) {
    if (!(error instanceof CensusParseError)) throw error;
    const report = (validator as CensusValidator | null)?.finish() ?? emptyReport();
    if (error.code === 'noHeader') {
      // An empty file: the validator never started.
      report.domainValidations.push({
        code: 'noHeader',
        severity: 'error',
        message: censusMessage('noHeader'),
      });
    } else {
      report.domainValidations.unshift({
        code: error.code,
        severity: 'error',
        message:
          error.code === 'unclosedQuote'
            ? censusMessage('unclosedQuote', { row: error.row ?? 0 })
            : censusMessage('unreadableFile', { kind: kind.toUpperCase(), reason: error.message }),
      });
    }
    return { headers, mapping: used, report };
  }
  return { headers, mapping: used, report: (validator as CensusValidator | null)?.finish() ?? emptyReport() };
}

const emptyReport = (): CensusReport => ({
  rows: 0,
  employees: 0,
  dependents: 0,
  rowsWithErrors: 0,
  counts: { error: 0, warning: 0 },
  issues: [],
  domainValidations: [],
  truncated: false,
});
