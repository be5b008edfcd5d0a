import { inflateSync, constants as zlibConstants } from 'node:zlib';
import { ByteMatcher } from './needle-scanner.js';

/**
 * PDF names that run code or carry other files (decision 110). Compared after #xx escapes are decoded, so
 * `/J#61vaScript` is `/JavaScript`; PDF names are case-sensitive, as in viewers.
 */
export const PDF_DANGEROUS_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);

/** Object streams are inflated and scanned (they can hide dictionaries); these bound the work. */
export const PDF_LIMITS = {
  /** Compressed bytes of one object stream held in memory to inflate it. */
  maxObjectStreamBytes: 16 * 1024 * 1024,
  /** Bytes one object stream may inflate to. */
  maxInflatedObjectStreamBytes: 64 * 1024 * 1024,
  /** Bytes all object streams of a file may inflate to. */
  maxInflatedTotalBytes: 256 * 1024 * 1024,
} as const;

export type PdfFinding =
  | { kind: 'dangerous'; name: string }
  | { kind: 'encrypted' }
  | { kind: 'bomb' }
  | { kind: 'unreadable'; reason: string };

const FILTER_NAMES = new Set([
  'FlateDecode',
  'Fl',
  'LZWDecode',
  'ASCIIHexDecode',
  'ASCII85Decode',
  'RunLengthDecode',
  'Crypt',
  'JBIG2Decode',
  'DCTDecode',
  'JPXDecode',
  'CCITTFaxDecode',
]);

const isWhite = (b: number) =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;
// ( ) < > [ ] { } / %
const isDelimiter = (b: number) =>
  b === 0x28 ||
  b === 0x29 ||
  b === 0x3c ||
  b === 0x3e ||
  b === 0x5b ||
  b === 0x5d ||
  b === 0x7b ||
  b === 0x7d ||
  b === 0x2f ||
  b === 0x25;
const hexValue = (b: number | undefined): number => {
  if (b === undefined) return -1;
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  if (b >= 0x41 && b <= 0x46) return b - 0x37;
  if (b >= 0x61 && b <= 0x66) return b - 0x57;
  return -1;
};
/** A name as a viewer reads it: `#xx` is the byte xx. */
function decodeName(raw: number[]): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const b = raw[i] ?? 0;
    const hi = hexValue(raw[i + 1]);
    const lo = hexValue(raw[i + 2]);
    if (b === 0x23 && hi >= 0 && lo >= 0) {
      out += String.fromCharCode(hi * 16 + lo);
      i += 2;
    } else out += String.fromCharCode(b);
  }
  return out;
}

// Longest encoded dangerous name is 13 characters, 39 with every one #-escaped; longer names cannot match.
const MAX_NAME_BYTES = 48;
const MAX_KEYWORD_BYTES = 16;
const ENDSTREAM = new TextEncoder().encode('endstream');

/**
 * A streaming scanner of a PDF's bytes (feed chunks, then `end`). It is a tokenizer, not a parser:
 * - names are read everywhere, also inside strings, comments and stream data; a dangerous one is a finding.
 *   The one exception is `/JS` inside stream data, where three random bytes match too often (compressed
 *   images); a JavaScript action also needs `/S /JavaScript`, which is still found there.
 * - strings, comments and the `stream` … `endstream` keywords are followed, so stream data is known;
 * - an object stream (`/Type /ObjStm`) is inflated (FlateDecode) and its dictionaries scanned the same way;
 *   one with another filter cannot be checked (unreadable);
 * - `/Encrypt` outside strings and streams marks an encrypted file, whose object streams cannot be read.
 */
export class PdfScanner {
  findings: PdfFinding[] = [];
  private inflatedTotal = 0;

  private name: number[] | undefined;
  private nameOverlong = false;
  private keyword: number[] = [];
  private stringDepth = 0;
  private escaped = false;
  private inComment = false;
  private inStream = false;
  private streamStarting = false;
  private dictNames = new Set<string>();
  private collecting: Buffer[] | undefined;
  private collectedBytes = 0;
  private readonly endstream = new ByteMatcher(ENDSTREAM);

  constructor(private readonly nested = false) {}

  /** True once a finding makes the answer certain (dangerous content or a limit crossed): stop reading. */
  get decided(): boolean {
    return this.findings.some((f) => f.kind === 'dangerous' || f.kind === 'bomb' || f.kind === 'unreadable');
  }

  feed(chunk: Uint8Array): void {
    let collectFrom = this.collecting ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i] ?? 0;
      this.nameByte(b);
      if (this.inStream) {
        if (this.streamStarting) {
          // The EOL after `stream` is not data.
          if (b === 0x0d || b === 0x0a) {
            if (collectFrom >= 0) collectFrom = i + 1;
            continue;
          }
          this.streamStarting = false;
        }
        if (this.endstream.push(b)) {
          if (this.collecting && collectFrom >= 0) this.collect(chunk.subarray(collectFrom, i + 1));
          this.endStream();
          collectFrom = -1;
        }
        continue;
      }
      this.structureByte(b);
      if (this.inStream && this.collecting) collectFrom = i + 1;
    }
    if (this.collecting && collectFrom >= 0) this.collect(chunk.subarray(collectFrom));
  }

  end(): PdfFinding[] {
    this.finishName();
    if (this.inStream && this.collecting) this.endStream();
    return this.findings;
  }

  private nameByte(b: number): void {
    if (this.name !== undefined) {
      if (isWhite(b) || isDelimiter(b)) this.finishName();
      else if (this.name.length < MAX_NAME_BYTES) this.name.push(b);
      else this.nameOverlong = true;
    }
    if (b === 0x2f) {
      this.name = [];
      this.nameOverlong = false;
    }
  }

  private finishName(): void {
    const raw = this.name;
    this.name = undefined;
    if (!raw || this.nameOverlong) return;
    const name = decodeName(raw);
    if (PDF_DANGEROUS_NAMES.has(name) && !(name === 'JS' && this.inStream)) {
      this.findings.push({ kind: 'dangerous', name });
    }
    if (this.inStream || this.inComment || this.stringDepth > 0) return;
    if (name === 'Encrypt' && !this.findings.some((f) => f.kind === 'encrypted')) {
      this.findings.push({ kind: 'encrypted' });
    }
    if (name === 'ObjStm' || FILTER_NAMES.has(name)) this.dictNames.add(name);
  }

  /** Strings, comments and keywords, outside stream data. */
  private structureByte(b: number): void {
    if (this.inComment) {
      if (b === 0x0a || b === 0x0d) this.inComment = false;
      return;
    }
    if (this.stringDepth > 0) {
      if (this.escaped) this.escaped = false;
      else if (b === 0x5c) this.escaped = true;
      else if (b === 0x28) this.stringDepth++;
      else if (b === 0x29) this.stringDepth--;
      return;
    }
    if (b === 0x25) this.inComment = true;
    else if (b === 0x28) this.stringDepth = 1;
    if (isWhite(b) || isDelimiter(b)) {
      this.finishKeyword();
      return;
    }
    if (this.keyword.length < MAX_KEYWORD_BYTES) this.keyword.push(b);
  }

  private finishKeyword(): void {
    if (this.keyword.length === 0) return;
    const word = String.fromCharCode(...this.keyword);
    this.keyword = [];
    if (word === 'obj' || word === 'endobj') this.dictNames.clear();
    else if (word === 'stream') this.startStream();
  }

  private startStream(): void {
    this.inStream = true;
    this.streamStarting = true;
    this.endstream.reset();
    if (this.nested || !this.dictNames.has('ObjStm')) return;
    const filters = [...this.dictNames].filter((n) => n !== 'ObjStm');
    if (
      filters.length === 0 ||
      (filters.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl'))
    ) {
      this.collecting = [];
      this.collectedBytes = 0;
    } else if (!this.findings.some((f) => f.kind === 'encrypted')) {
      this.findings.push({ kind: 'unreadable', reason: `object stream filtered by ${filters.join(', ')}` });
    }
  }

  private collect(bytes: Uint8Array): void {
    if (!this.collecting) return;
    this.collectedBytes += bytes.length;
    if (this.collectedBytes > PDF_LIMITS.maxObjectStreamBytes + ENDSTREAM.length) {
      this.collecting = undefined;
      this.findings.push({ kind: 'unreadable', reason: 'object stream too large to check' });
      return;
    }
    this.collecting.push(Buffer.from(bytes));
  }

  private endStream(): void {
    const parts = this.collecting;
    const filtered = this.dictNames.size > 1;
    this.inStream = false;
    this.streamStarting = false;
    this.collecting = undefined;
    this.dictNames.clear();
    if (!parts) return;
    let data = Buffer.concat(parts);
    // Drop the `endstream` keyword (when found) and the EOL before it.
    if (data.subarray(-ENDSTREAM.length).equals(ENDSTREAM)) data = data.subarray(0, -ENDSTREAM.length);
    while (data.length > 0 && (data.at(-1) === 0x0a || data.at(-1) === 0x0d)) data = data.subarray(0, -1);
    if (this.findings.some((f) => f.kind === 'encrypted')) return; // its streams are ciphertext
    let content: Buffer;
    if (!filtered) content = data;
    else {
      try {
        content = inflateSync(data, {
          maxOutputLength: Math.min(
            PDF_LIMITS.maxInflatedObjectStreamBytes,
            Math.max(1, PDF_LIMITS.maxInflatedTotalBytes - this.inflatedTotal),
          ),
          finishFlush: zlibConstants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if (error instanceof RangeError) this.findings.push({ kind: 'bomb' });
        else this.findings.push({ kind: 'unreadable', reason: 'object stream does not inflate' });
        return;
      }
    }
    this.inflatedTotal += content.length;
    const inner = new PdfScanner(true);
    inner.feed(content);
    for (const finding of inner.end()) if (finding.kind === 'dangerous') this.findings.push(finding);
  }
}
