import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import {
  attr,
  decodeOoxmlEscapes,
  decodeXml,
  scanXmlStream,
  selfClosing,
  tagName,
  tagNameCode,
  tagNameIs,
  tagNameLength,
  type XmlHandler,
} from './xml-scan.js';

/**
 * Our streaming reader of an XLSX's first worksheet (decision 119): the zip read with yauzl (random access, so
 * from a file), the workbook, its relationships, the styles (which cells are dates) and the shared strings read
 * first, then the sheet's XML streamed through a hand-written tokenizer, one `string[]` per row and nothing else
 * per cell. It refuses what it cannot read with an `XlsxReadError`.
 */
export class XlsxReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxReadError';
  }
}

/** Bytes of inflated XML handed over at a time. */
const INFLATE_CHUNK = 256 * 1024;

class Passthrough extends Error {
  constructor(override readonly cause: unknown) {
    super('passthrough');
  }
}

/** A row of the sheet: its values by column (A is 0), '' where a cell is missing; its number in the sheet. */
export type XlsxRowSink = (cells: string[], rowNumber: number) => void;

export type ReadXlsxOptions = {
  signal?: AbortSignal | undefined;
  /** Called after each chunk of the sheet's XML (the rows it held were given to the sink): wait here. */
  afterChunk?: () => void | Promise<void>;
};

/** Reads the first worksheet of the XLSX at `path`, row by row, into `onRow`. */
export async function readXlsxFirstSheet(
  path: string,
  onRow: XlsxRowSink,
  options: ReadXlsxOptions = {},
): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: false });
  } catch (error) {
    throw new XlsxReadError(`not a zip file (${(error as Error).message})`);
  }
  try {
    const entries = new Map<string, yauzl.Entry>();
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName.replace(/^\/+/, ''), entry);
    const lower = new Map([...entries].map(([name, entry]) => [name.toLowerCase(), entry]));
    const entryOf = (name: string): yauzl.Entry | undefined =>
      entries.get(name) ?? lower.get(name.toLowerCase());
    const open = async (entry: yauzl.Entry): Promise<Readable> => {
      if (entry.isEncrypted()) throw new XlsxReadError(`${entry.fileName} is encrypted`);
      if (entry.compressionMethod === 0) return zip.openReadStreamPromise(entry);
      if (entry.compressionMethod !== 8)
        throw new XlsxReadError(`${entry.fileName} uses compression method ${entry.compressionMethod}`);
      // Inflated here in large chunks (yauzl's own inflater gives 16 KiB ones: some 3 times slower).
      const raw = await zip.openReadStreamPromise(entry, { decompress: false });
      const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK });
      raw.on('error', (error) => inflate.destroy(error));
      return raw.pipe(inflate);
    };
    const scan = async (name: string, handler: XmlHandler, afterChunk?: () => void | Promise<void>) => {
      const entry = entryOf(name);
      if (!entry) return false;
      await scanXmlStream(await open(entry), handler, { signal: options.signal, afterChunk });
      return true;
    };
    // What the caller's own code throws passes through as it is.
    const { afterChunk } = options;
    const theirs = afterChunk
      ? async () => {
          try {
            await afterChunk();
          } catch (error) {
            throw new Passthrough(error);
          }
        }
      : undefined;
    const sink: XlsxRowSink = (cells, rowNumber) => {
      try {
        onRow(cells, rowNumber);
      } catch (error) {
        throw new Passthrough(error);
      }
    };

    const workbook = new WorkbookHandler();
    if (!(await scan('xl/workbook.xml', workbook)))
      throw new XlsxReadError('no workbook (xl/workbook.xml) in the file');
    const rels = new RelsHandler();
    await scan('xl/_rels/workbook.xml.rels', rels);
    const target = (id: string | null, type: string, fallback: string): string => {
      const rel = id ? rels.byId.get(id) : [...rels.byId.values()].find((r) => r.type.endsWith(`/${type}`));
      return rel ? partPath(rel.target) : fallback;
    };
    let sheetPath = target(workbook.firstSheetRelId ?? '', 'worksheet', 'xl/worksheets/sheet1.xml');
    if (!entryOf(sheetPath)) {
      const any = [...entries.keys()].filter((n) => /^xl\/worksheets\/[^/]+\.xml$/i.test(n)).sort()[0];
      if (!any) throw new XlsxReadError('no worksheet in the file');
      sheetPath = any;
    }

    const styles = new StylesHandler();
    await scan(target(null, 'styles', 'xl/styles.xml'), styles);
    const strings = new SharedStringsHandler();
    await scan(target(null, 'sharedStrings', 'xl/sharedStrings.xml'), strings);

    const sheet = new SheetHandler(sink, strings.table, styles.dateStyles(), workbook.date1904);
    await scan(sheetPath, sheet, theirs);
  } catch (error) {
    if (error instanceof Passthrough) throw error.cause;
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof XlsxReadError) throw error;
    throw new XlsxReadError((error as Error).message);
  } finally {
    zip.close();
  }
}

/** A relationship target as a path in the zip (relative to xl/, or absolute from the root). */
function partPath(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = ['xl'];
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** xl/workbook.xml: the first sheet's relationship id, and the date system. */
class WorkbookHandler implements XmlHandler {
  firstSheetRelId: string | null = null;
  date1904 = false;
  tag(text: string, start: number, end: number): void {
    if (tagName(text, start, end)) return;
    if (tagNameIs(text, 'sheet') && this.firstSheetRelId === null)
      this.firstSheetRelId = attr(text, start, end, 'id');
    else if (tagNameIs(text, 'workbookPr')) {
      const value = attr(text, start, end, 'date1904');
      this.date1904 = value === '1' || value === 'true';
    }
  }
  text(): void {
    // No character data is needed.
  }
}

class RelsHandler implements XmlHandler {
  byId = new Map<string, { type: string; target: string }>();
  tag(text: string, start: number, end: number): void {
    if (tagName(text, start, end) || !tagNameIs(text, 'Relationship')) return;
    const id = attr(text, start, end, 'Id');
    const target = attr(text, start, end, 'Target');
    if (id && target) this.byId.set(id, { type: attr(text, start, end, 'Type') ?? '', target });
  }
  text(): void {
    // No character data is needed.
  }
}

/** Built-in number formats that show dates (14-17, 22, and 18-21, 45-47 as exceljs reads them). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/**
 * Whether a custom number format shows a date: it has a day, month or year part (`d`, `m`, `y`) outside quoted
 * text, escapes and brackets, and is not a time alone (`m` beside `h` or `s` is minutes: `h:mm`, `mm:ss`).
 */
export function isDateFormat(code: string): boolean {
  const bare = (code.split(';', 1)[0] ?? '') // the positive numbers' section
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[[^\]]*]/g, '')
    .toLowerCase();
  if (/[dy]/.test(bare)) return true;
  return bare.includes('m') && !/[hs]/.test(bare);
}

/** xl/styles.xml: the custom number formats and the cell formats (`cellXfs`), to tell date cells. */
class StylesHandler implements XmlHandler {
  private formats = new Map<number, string>();
  private xfFormats: number[] = [];
  private inCellXfs = false;
  tag(text: string, start: number, end: number): void {
    const closing = tagName(text, start, end);
    if (tagNameIs(text, 'cellXfs')) this.inCellXfs = !closing && !selfClosing(text, end);
    else if (closing) return;
    else if (tagNameIs(text, 'numFmt')) {
      const id = Number(attr(text, start, end, 'numFmtId'));
      const code = attr(text, start, end, 'formatCode');
      if (Number.isInteger(id) && code !== null) this.formats.set(id, code);
    } else if (this.inCellXfs && tagNameIs(text, 'xf'))
      this.xfFormats.push(Number(attr(text, start, end, 'numFmtId') ?? 0));
  }
  text(): void {
    // No character data is needed.
  }

  /** For each cell format index, whether it shows a date. */
  dateStyles(): Uint8Array {
    const dates = new Uint8Array(this.xfFormats.length);
    this.xfFormats.forEach((id, i) => {
      const custom = this.formats.get(id);
      dates[i] = (custom !== undefined ? isDateFormat(custom) : BUILT_IN_DATE_FORMATS.has(id)) ? 1 : 0;
    });
    return dates;
  }
}

/** Bytes per page of the shared-string table (a string's start within its page fits in 20 bits). */
const PAGE_BYTES = 1 << 20;
const MAX_PAGES = 1 << 12;
/** Strings per page of the table's index. */
const INDEX_PAGE = 1 << 16;

/**
 * The shared strings, compactly (decision 119): their UTF-8 bytes written one after the other into pages of
 * 1 MiB, and per string one 32-bit number (its page × 2^20 + its start; its end is where the next one starts,
 * or the page's end), in index pages of 65,536. So the table costs its text (a byte a character for ASCII)
 * plus 4 bytes a string, not a string object (some 40 bytes with its slot) each; and, being outside the
 * JavaScript heap and never copied to grow, it leaves the garbage collector nothing to move: kept as strings,
 * the 2.4 million of a 1,000,000-row file made V8 grow its young generation to 128 MiB while they were read.
 * A cell's string is decoded from its bytes when asked for.
 */
export class SharedStringTable {
  private pages: Buffer[] = [];
  private pageUsed: number[] = [];
  private index: Uint32Array[] = [];
  size = 0;

  add(value: string): void {
    let page = this.pages.length - 1;
    let used = page >= 0 ? (this.pageUsed[page] as number) : 0;
    // At most 3 bytes a UTF-16 unit; a string longer than a page has a page of its own.
    const most = value.length * 3;
    // (A start is always below 2^20: a string that might not end below it starts a page, its own if larger.)
    if (page < 0 || (used > 0 && used + most >= PAGE_BYTES)) {
      if (this.pages.length >= MAX_PAGES) throw new XlsxReadError('the shared strings are too large');
      this.pages.push(Buffer.allocUnsafeSlow(Math.max(PAGE_BYTES, most)));
      this.pageUsed.push(0);
      page++;
      used = 0;
    }
    const slot = this.size & (INDEX_PAGE - 1);
    if (slot === 0) this.index.push(new Uint32Array(INDEX_PAGE));
    (this.index[this.index.length - 1] as Uint32Array)[slot] = page * PAGE_BYTES + used;
    this.size++;
    this.pageUsed[page] = used + (value.length ? (this.pages[page] as Buffer).write(value, used) : 0);
  }

  /** The string at `i`, or undefined. */
  get(i: number): string | undefined {
    if (!(i >= 0 && i < this.size)) return undefined;
    const at = (this.index[i >>> 16] as Uint32Array)[i & (INDEX_PAGE - 1)] as number;
    const page = (at / PAGE_BYTES) | 0;
    const start = at - page * PAGE_BYTES;
    let end = this.pageUsed[page] as number;
    if (i + 1 < this.size) {
      const next = (this.index[(i + 1) >>> 16] as Uint32Array)[(i + 1) & (INDEX_PAGE - 1)] as number;
      if (((next / PAGE_BYTES) | 0) === page) end = next - page * PAGE_BYTES;
    }
    return start >= end ? '' : (this.pages[page] as Buffer).toString('utf8', start, end);
  }
}

/** CDATA text as it would be written outside CDATA (its `&` escaped), so that one decoding fits all. */
const escapeRaw = (part: string): string => part.replace(/&/g, '&amp;');

/**
 * Text of a string item (`<si>` or `<is>`): the `<t>` parts, in runs or not, without the phonetic ones
 * (`<rPh>`). Tracks `<t>` and `<rPh>` for the handlers below.
 */
class StringItem {
  text = '';
  inT = false;
  inPhonetic = false;
  hasEntity = false;
  reset(): void {
    this.text = '';
    this.hasEntity = false;
  }
  /** Handles the tag named last (true when it was `t` or `rPh`). */
  tag(text: string, closing: boolean, end: number): boolean {
    const length = tagNameLength();
    const code = tagNameCode(text);
    if (length === 1 && code === 116 /* t */) {
      this.inT = !closing && !selfClosing(text, end);
      return true;
    }
    if (length === 3 && tagNameIs(text, 'rPh')) {
      this.inPhonetic = !closing && !selfClosing(text, end);
      return true;
    }
    return false;
  }
  chars(text: string, start: number, end: number, raw: boolean): void {
    if (!this.inT || this.inPhonetic) return;
    const part = text.slice(start, end);
    if (part.indexOf('&') >= 0) this.hasEntity = true;
    this.text += raw ? escapeRaw(part) : part;
  }
  value(): string {
    return decodeOoxmlEscapes(this.hasEntity ? decodeXml(this.text) : this.text);
  }
}

class SharedStringsHandler implements XmlHandler {
  table = new SharedStringTable();
  private item = new StringItem();
  private inItem = false;
  tag(text: string, start: number, end: number): void {
    const closing = tagName(text, start, end);
    if (tagNameLength() === 2 && tagNameIs(text, 'si')) {
      if (closing) {
        this.table.add(this.item.value());
        this.inItem = false;
      } else if (selfClosing(text, end)) this.table.add('');
      else {
        this.item.reset();
        this.inItem = true;
      }
      return;
    }
    if (this.inItem) this.item.tag(text, closing, end);
  }
  text(text: string, start: number, end: number, raw: boolean): void {
    if (this.inItem) this.item.chars(text, start, end, raw);
  }
}

// Cell types (the `t` attribute).
const NUMBER = 0;
const SHARED = 1;
const INLINE = 2;
const BOOLEAN = 3;
const TEXT = 4; // str (a formula's text), e (an error)
const ISO_DATE = 5; // d

const DAY_MS = 86_400_000;
const MAX_SERIAL = 2_958_465; // 9999-12-31

/** YYYY-MM-DD of days since 1970-01-01 (proleptic Gregorian; Howard Hinnant's civil_from_days). */
export function isoDateOfDays(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/**
 * The date an Excel serial number shows, YYYY-MM-DD (the time of day dropped), or null when none. The 1900
 * system counts 1900-02-29, which never was (Lotus's leap-year bug, kept by Excel): serial 60 is shown as that
 * day, and serials from 61 are one more than the days since 1899-12-31. The 1904 system counts from 1904-01-01.
 */
export function excelDateText(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial > MAX_SERIAL) return null;
  // Rounded to the millisecond first, as a spreadsheet shows 0.9999999999 of a day as the next day.
  const whole = Math.floor(Math.round(serial * DAY_MS) / DAY_MS);
  if (date1904) return isoDateOfDays(whole - 24_107); // 1904-01-01 is day 24,107 since 1970
  if (whole === 60) return '1900-02-29';
  // 1899-12-31 is day -25,568 since 1970 (serial 0, shown by Excel as 1900-01-00).
  return isoDateOfDays(whole - 25_568 - (whole > 60 ? 1 : 0));
}

/** Whether `raw` is already a number's shortest text: an integer or decimal, no sign +, no extra zero. */
function isShortestNumber(raw: string): boolean {
  const n = raw.length;
  if (n === 0 || n > 15) return false;
  let i = raw.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  if (i === n) return false;
  if (raw.charCodeAt(i) === 48 && i + 1 < n && raw.charCodeAt(i + 1) !== 46) return false; // 01
  let dot = -1;
  for (; i < n; i++) {
    const c = raw.charCodeAt(i);
    if (c === 46 && dot < 0) dot = i;
    else if (c < 48 || c > 57) return false;
  }
  if (dot >= 0 && (dot === n - 1 || raw.charCodeAt(n - 1) === 48)) return false; // 1. or 1.50
  return raw !== '-0';
}

/** A number cell's text, as exceljs gave it: the shortest text of the number (`1.50` → `1.5`, `1E3` → `1000`). */
function numberText(raw: string): string {
  if (isShortestNumber(raw)) return raw;
  const n = Number(raw);
  return Number.isNaN(n) || raw === '' ? raw : String(n);
}

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/** The worksheet: rows of cells into the sink. */
class SheetHandler implements XmlHandler {
  private cells: string[] = [];
  private rowNumber = 0;
  private inRow = false;
  // The current cell.
  private inCell = false;
  private column = -1;
  private type = NUMBER;
  private style = 0;
  private inValue = false;
  private value = '';
  private valueEntity = false;
  private sharedIndex = -1;
  private inInline = false;
  private item = new StringItem();

  constructor(
    private readonly onRow: XlsxRowSink,
    private readonly strings: SharedStringTable,
    private readonly dateStyles: Uint8Array,
    private readonly date1904: boolean,
  ) {}

  tag(text: string, start: number, end: number): void {
    const closing = tagName(text, start, end);
    const length = tagNameLength();
    const code = tagNameCode(text);
    if (length === 1 && code === 99 /* c */) {
      if (closing) this.endCell();
      else {
        this.startCell(text, start, end);
        if (selfClosing(text, end)) this.endCell();
      }
      return;
    }
    if (!this.inRow) {
      if (length === 3 && !closing && tagNameIs(text, 'row')) {
        this.startRow(text, start, end);
        if (selfClosing(text, end)) this.endRow();
      }
      return;
    }
    if (!this.inCell) {
      if (length === 3 && closing && tagNameIs(text, 'row')) this.endRow();
      return;
    }
    if (length === 1 && code === 118 /* v */) {
      this.inValue = !closing && !selfClosing(text, end);
      if (this.inValue) {
        this.value = '';
        this.valueEntity = false;
      }
      return;
    }
    if (length === 2 && tagNameIs(text, 'is')) {
      this.inInline = !closing && !selfClosing(text, end);
      if (this.inInline) this.item.reset();
      return;
    }
    if (this.inInline) this.item.tag(text, closing, end);
  }

  text(text: string, start: number, end: number, raw: boolean): void {
    if (this.inValue) {
      if (this.type === SHARED && this.value === '' && this.sharedIndex < 0) {
        // A shared string's index, read in place.
        let index = 0;
        let k = start;
        for (; k < end; k++) {
          const d = text.charCodeAt(k) - 48;
          if (d < 0 || d > 9) break;
          index = index * 10 + d;
        }
        if (k === end && k > start) {
          this.sharedIndex = index;
          return;
        }
      }
      let part = text.slice(start, end);
      if (part.indexOf('&') >= 0) {
        this.valueEntity = true;
        if (raw) part = escapeRaw(part);
      }
      this.value = this.value === '' ? part : this.value + part;
    } else if (this.inInline) this.item.chars(text, start, end, raw);
  }

  private startRow(text: string, start: number, end: number): void {
    this.inRow = true;
    this.cells = [];
    this.column = -1;
    // The row's number: its `r`, or the one after the previous row's.
    let number = 0;
    const r = findAttr(text, start, end, 114 /* r */);
    if (r >= 0)
      for (let i = r; i < end; i++) {
        const d = text.charCodeAt(i) - 48;
        if (d < 0 || d > 9) break;
        number = number * 10 + d;
      }
    this.rowNumber = number > 0 ? number : this.rowNumber + 1;
  }

  private endRow(): void {
    this.inRow = false;
    const cells = this.cells;
    for (let i = 0; i < cells.length; i++)
      if (cells[i] !== '') {
        this.onRow(cells, this.rowNumber);
        return;
      }
    // A row of no value (formatted cells only) is not a row of the census.
  }

  private startCell(text: string, start: number, end: number): void {
    this.inCell = true;
    this.inValue = false;
    this.inInline = false;
    this.value = '';
    this.valueEntity = false;
    this.sharedIndex = -1;
    // One pass over the attributes: r (A1 → column 0; the next column when absent), s (style), t (type).
    let column = -1;
    let style = 0;
    let type = NUMBER;
    let i = start;
    while (i < end && !isSpace(text.charCodeAt(i))) i++; // the tag's name
    while (i < end) {
      // The attribute's name (its last character before `=`, as r, s and t are one letter).
      const nameAt = i;
      while (i < end && text.charCodeAt(i) !== 61) i++;
      let n0 = nameAt;
      while (n0 < i && isSpace(text.charCodeAt(n0))) n0++;
      let n1 = i;
      while (n1 > n0 && isSpace(text.charCodeAt(n1 - 1))) n1--;
      const name = n1 - n0 === 1 ? text.charCodeAt(n0) : 0;
      while (i < end && text.charCodeAt(i) !== 34 && text.charCodeAt(i) !== 39) i++;
      if (i >= end) break;
      const quote = text.charCodeAt(i);
      const v = i + 1;
      let close = v;
      while (close < end && text.charCodeAt(close) !== quote) close++;
      if (name === 114 /* r */) {
        let letters = 0;
        for (let k = v; k < close; k++) {
          const c = text.charCodeAt(k) | 0x20;
          if (c < 97 || c > 122) break;
          letters = letters * 26 + (c - 96);
        }
        column = letters - 1;
      } else if (name === 115 /* s */) {
        for (let k = v; k < close; k++) {
          const d = text.charCodeAt(k) - 48;
          if (d < 0 || d > 9) break;
          style = style * 10 + d;
        }
      } else if (name === 116 /* t */) {
        const c = text.charCodeAt(v);
        if (c === 115 /* s */) type = close - v === 1 ? SHARED : TEXT; // s, str
        else if (c === 105 /* i */) type = INLINE;
        else if (c === 98 /* b */) type = BOOLEAN;
        else if (c === 101 /* e */) type = TEXT;
        else if (c === 100 /* d */) type = ISO_DATE;
      }
      i = close + 1;
    }
    this.column = column >= 0 ? column : this.column + 1;
    this.style = style;
    this.type = type;
  }

  private endCell(): void {
    if (!this.inCell) return;
    this.inCell = false;
    this.inValue = false;
    this.inInline = false;
    let raw = this.value;
    if (this.valueEntity) raw = decodeXml(raw);
    let out: string;
    switch (this.type) {
      case SHARED: {
        if (this.sharedIndex >= 0 && raw === '') {
          out = this.strings.get(this.sharedIndex) ?? '';
          break;
        }
        const trimmed = raw.trim();
        out = trimmed === '' ? '' : (this.strings.get(Number(trimmed)) ?? '');
        break;
      }
      case INLINE:
        out = this.item.value();
        break;
      case BOOLEAN:
        out = raw === '' ? '' : raw.trim() === '1' || raw.trim() === 'true' ? 'TRUE' : 'FALSE';
        break;
      case ISO_DATE:
        out = /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : raw;
        break;
      case TEXT:
        out = decodeOoxmlEscapes(raw);
        break;
      default:
        if (raw === '') out = '';
        else if (this.dateStyles[this.style] === 1)
          out = excelDateText(Number(raw), this.date1904) ?? numberText(raw);
        else out = numberText(raw);
    }
    const cells = this.cells;
    const column = this.column;
    if (column === cells.length) cells.push(out);
    else if (column > cells.length) {
      while (cells.length < column) cells.push('');
      cells.push(out);
    } else cells[column] = out;
  }
}

/**
 * Where the value of the one-letter attribute `name` (a char code: r, s, t) of a `<row>` or `<c>` tag starts
 * (after its quote), or -1. A hand-run loop: it runs for every cell.
 */
function findAttr(text: string, start: number, end: number, name: number): number {
  let i = start;
  while (i < end && !isSpace(text.charCodeAt(i))) i++; // the tag's name
  while (i < end) {
    while (i < end && isSpace(text.charCodeAt(i))) i++;
    const nameAt = i;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c === 61 || isSpace(c)) break;
      i++;
    }
    const match = i - nameAt === 1 && text.charCodeAt(nameAt) === name;
    while (i < end && text.charCodeAt(i) !== 34 && text.charCodeAt(i) !== 39) i++;
    if (i >= end) return -1;
    if (match) return i + 1;
    const close = text.indexOf(text.charCodeAt(i) === 34 ? '"' : "'", i + 1);
    if (close < 0 || close >= end) return -1;
    i = close + 1;
  }
  return -1;
}
