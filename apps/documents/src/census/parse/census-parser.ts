import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { initParser, type Parser } from 'udsv';
import { parseCsvExact } from './csv-exact.js';
import { readXlsxFirstSheet, XlsxReadError } from './xlsx-reader.js';

export type CensusFileKind = 'csv' | 'xlsx';

/**
 * A file the census cannot read at all: `unclosedQuote` (a quoted CSV value never closed, `row` where it starts)
 * or `unreadableFile` (not a CSV/XLSX, a broken zip, no worksheet). Its code is a census message code.
 */
export class CensusParseError extends Error {
  constructor(
    readonly code: 'unclosedQuote' | 'unreadableFile' | 'noHeader',
    message: string,
    readonly row?: number,
  ) {
    super(message);
    this.name = 'CensusParseError';
  }
}

export type ParseCensusOptions = {
  /** Rows per `onBatch` call (default 5,000). */
  batchSize?: number;
  signal?: AbortSignal;
  /** Called once with the header row, before the first batch. */
  onHeaders?: (headers: string[]) => void | Promise<void>;
};

export type OnCensusBatch = (rows: string[][], firstRowNumber: number) => void | Promise<void>;

/**
 * Reads a census file as a stream (decision 114): the header row, then the data rows in batches of
 * consecutive row numbers (the header is row 1; a CSV row's number is the record's, blank lines counted, as a
 * spreadsheet shows it; an XLSX row keeps its sheet number). Values are strings: XLSX dates as YYYY-MM-DD,
 * numbers as their shortest text. The rows of a batch are handed over (the parser keeps none).
 * An XLSX is read with random access (decision 119): its stream is first written to a temporary file, removed
 * afterwards (`parseCensusFile` reads a file in place).
 * Rejects with `CensusParseError` when the file cannot be read.
 */
export async function parseCensus(
  input: Readable,
  kind: CensusFileKind,
  onBatch: OnCensusBatch,
  options: ParseCensusOptions = {},
): Promise<{ headers: string[]; rows: number }> {
  try {
    return kind === 'csv'
      ? await parseCsv(input, onBatch, options)
      : await withSpooledFile(input, options.signal, (path) => parseXlsx(path, onBatch, options));
  } catch (error) {
    input.destroy();
    throw error;
  }
}

/** `parseCensus` of a file on disk (an XLSX is read in place, with no copy). */
export async function parseCensusFile(
  path: string,
  kind: CensusFileKind,
  onBatch: OnCensusBatch,
  options: ParseCensusOptions = {},
): Promise<{ headers: string[]; rows: number }> {
  if (kind === 'xlsx') return parseXlsx(path, onBatch, options);
  return parseCensus(createReadStream(path, { highWaterMark: 256 * 1024 }), kind, onBatch, options);
}

/** Runs `read` on a temporary copy of `input`, removed afterwards. */
async function withSpooledFile<T>(
  input: Readable,
  signal: AbortSignal | undefined,
  read: (path: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'census-'));
  try {
    const path = join(dir, 'census.xlsx');
    await pipeline(input, createWriteStream(path), signal ? { signal } : {});
    return await read(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Text read before a block is cut (records are handed to udsv in blocks of about this size). */
const BLOCK_CHARS = 32 * 1024;
/**
 * Bytes decoded at a time. With the blocks, it keeps every string the reader makes below V8's large-object size
 * (128 KiB), so that the strings of a block die young in the nursery instead of being promoted, as the 256 KiB
 * blocks were, and waiting for a full collection (decision 114: part of the memory that grew with the file).
 */
const DECODE_BYTES = 32 * 1024;
/** An open quote may hold this much before the file is refused (a value longer than any census cell). */
const MAX_OPEN_QUOTE_CHARS = 4 * 1024 * 1024;

/** The number of `"` in `text` from `from` to `to`. */
function quotesIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('"', from); i >= 0 && i < to; i = text.indexOf('"', i + 1)) count++;
  return count;
}

/** Records in a block of whole lines with no quote: its line breaks. */
function linesIn(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * An empty array whose copies are the batches: an array literal's allocation site would let V8 allocate the
 * batches in the old generation, where the rows they held outlive them (see `NONE` in csv-exact.ts).
 */
const NO_ROWS: readonly string[][] = [];

class Batcher {
  private rows = NO_ROWS.slice();
  private first = 0;
  /** The batches cut and not yet handed over, and the number of each one's first row. */
  private readyRows: string[][][] = [];
  private readyFirst: number[] = [];
  count = 0;
  constructor(
    private readonly onBatch: OnCensusBatch,
    private readonly size: number,
  ) {}

  /** Adds one row numbered `rowNumber`; a batch is cut when full or when numbering jumps (see `drain`). */
  push(row: string[], rowNumber: number): void {
    if (this.rows.length && this.first + this.rows.length !== rowNumber) this.cut();
    if (this.rows.length === 0) this.first = rowNumber;
    if (row.length) this.count++;
    this.rows.push(row);
    if (this.rows.length >= this.size) this.cut();
  }

  /** Adds rows numbered from `firstRowNumber`, and hands over the batches cut. */
  async add(rows: string[][], firstRowNumber: number): Promise<void> {
    for (let i = 0; i < rows.length; i++) this.push(rows[i] as string[], firstRowNumber + i);
    await this.drain();
  }

  /** Hands over the batches cut so far. */
  async drain(): Promise<void> {
    for (let rows = this.readyRows.shift(); rows; rows = this.readyRows.shift())
      await this.onBatch(rows, this.readyFirst.shift() as number);
  }

  async flush(): Promise<void> {
    if (this.rows.length) this.cut();
    await this.drain();
  }

  private cut(): void {
    this.readyRows.push(this.rows);
    this.readyFirst.push(this.first);
    this.rows = NO_ROWS.slice();
  }
}

async function parseCsv(input: Readable, onBatch: OnCensusBatch, options: ParseCensusOptions) {
  const decoder = new TextDecoder('utf-8');
  const batcher = new Batcher(onBatch, options.batchSize ?? 5000);
  let pending = '';
  let headers: string[] | null = null;
  let udsv: Parser | null = null;
  let crlf = false;
  let nextRow = 2; // the number of the first record in `pending`

  /** Hands over the records of a block of whole lines, through udsv when it can be trusted with them. */
  const block = async (text: string): Promise<void> => {
    if (!headers) return;
    if (udsv && text.indexOf('"') < 0) {
      const rows = udsv.stringArrs(text) as string[][];
      // udsv fits a short or long line into the header's column count without a word: accept its rows only
      // when they are one per line, each full, the last value holding no comma or CR (decision 114).
      let trusted = rows.length === linesIn(text) + (text.endsWith('\n') ? 0 : 1);
      const last = headers.length - 1;
      for (let i = 0; trusted && i < rows.length; i++) {
        const row = rows[i] as string[];
        const tail = row[last];
        if (
          row.length !== headers.length ||
          tail === undefined ||
          tail.indexOf(',') >= 0 ||
          tail.indexOf('\r') >= 0
        )
          trusted = false;
      }
      if (trusted) {
        await batcher.add(rows, nextRow);
        nextRow += rows.length;
        return;
      }
    }
    const { records, openQuoteRecord } = parseCsvExact(text);
    if (openQuoteRecord !== null)
      throw new CensusParseError(
        'unclosedQuote',
        `A quoted value that starts on row ${nextRow + openQuoteRecord} is never closed`,
        nextRow + openQuoteRecord,
      );
    await batcher.add(records, nextRow);
    nextRow += records.length;
  };

  const readHeader = async (final: boolean): Promise<boolean> => {
    if (pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
    // The header line (a header cell with a line break in it is not supported: none is expected).
    let end = pending.indexOf('\n');
    if (end < 0) {
      if (!final) return false;
      end = pending.length;
    }
    const line = pending.slice(0, end + 1);
    crlf = line.endsWith('\r\n');
    const { records, openQuoteRecord } = parseCsvExact(line);
    if (openQuoteRecord !== null)
      throw new CensusParseError('unclosedQuote', 'A quoted value that starts on row 1 is never closed', 1);
    headers = (records[0] ?? []).map((h) => h.trim());
    if (headers.length === 0 || headers.every((h) => h === ''))
      throw new CensusParseError('noHeader', 'The file has no header row', 1);
    pending = pending.slice(end + 1);
    udsv = initParser({
      col: ',',
      row: crlf ? '\r\n' : '\n',
      encl: '"',
      esc: '"',
      trim: false,
      cols: headers.map((name, i) => ({
        name: `c${i}`,
        type: 's',
        repl: { empty: '', null: undefined, NaN: undefined },
      })),
    });
    await options.onHeaders?.(headers);
    return true;
  };

  const drain = async (final: boolean): Promise<void> => {
    if (!headers && !(await readHeader(final))) return;
    if (!final && pending.length < BLOCK_CHARS) return;
    if (final) {
      const text = pending;
      pending = '';
      if (text.length) await block(text);
      return;
    }
    // Cut after the last line break outside quotes.
    let cut = pending.lastIndexOf('\n');
    if (pending.indexOf('"') >= 0) {
      let quotes = quotesIn(pending, 0, cut);
      while (cut >= 0 && quotes % 2 === 1) {
        const previous = pending.lastIndexOf('\n', cut - 1);
        quotes -= quotesIn(pending, previous + 1, cut);
        cut = previous;
      }
    }
    if (cut < 0) {
      if (pending.length > MAX_OPEN_QUOTE_CHARS)
        throw new CensusParseError(
          'unclosedQuote',
          `A quoted value that starts on row ${nextRow} is never closed`,
          nextRow,
        );
      return;
    }
    const text = pending.slice(0, cut + 1);
    pending = pending.slice(cut + 1);
    await block(text);
  };

  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    options.signal?.throwIfAborted();
    if (typeof chunk === 'string') {
      pending += chunk;
      await drain(false);
      continue;
    }
    for (let at = 0; at < chunk.length; at += DECODE_BYTES) {
      pending += decoder.decode(chunk.subarray(at, at + DECODE_BYTES), { stream: true });
      await drain(false);
    }
  }
  pending += decoder.decode();
  await drain(true);
  if (!headers) throw new CensusParseError('noHeader', 'The file has no header row', 1);
  await batcher.flush();
  return { headers: headers as string[], rows: batcher.count };
}

async function parseXlsx(path: string, onBatch: OnCensusBatch, options: ParseCensusOptions) {
  const batcher = new Batcher(onBatch, options.batchSize ?? 5000);
  let headers: string[] | null = null;
  let width = 0;
  let headerPending = false;
  try {
    await readXlsxFirstSheet(
      path,
      (cells, rowNumber) => {
        if (!headers) {
          const texts = cells.map((cell) => cell.trim());
          while (texts.length && texts[texts.length - 1] === '') texts.pop();
          if (texts.length === 0) return;
          headers = texts;
          width = texts.length;
          headerPending = true;
          return;
        }
        // Every row as wide as the header; cells beyond it that are empty are not values of the row.
        while (cells.length < width) cells.push('');
        let length = cells.length;
        while (length > width && cells[length - 1] === '') length--;
        cells.length = length;
        batcher.push(cells, rowNumber);
      },
      {
        signal: options.signal,
        afterChunk: async () => {
          if (headerPending) {
            headerPending = false;
            await options.onHeaders?.(headers as string[]);
          }
          await batcher.drain();
        },
      },
    );
  } catch (error) {
    if (!(error instanceof XlsxReadError)) throw error;
    throw new CensusParseError('unreadableFile', `The file could not be read as XLSX: ${error.message}`);
  }
  if (!headers) throw new CensusParseError('noHeader', 'The file has no header row', 1);
  await batcher.flush();
  return { headers: headers as string[], rows: batcher.count };
}
