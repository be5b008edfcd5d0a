/**
 * A small streaming XML tokenizer for the parts of an XLSX (decision 119): tags and character data handed over
 * as ranges of the decoded text (no object per token), entities decoded only where a value is kept. It reads
 * well-formed XML as spreadsheet programs write it; it does not check well-formedness, DTDs are skipped.
 */
export type XmlHandler = {
  /** A tag: `text` from `start` to `end` is what is between `<` and `>` (`/name`, `name attrs`, `name/`). */
  tag(text: string, start: number, end: number): void;
  /** Character data between tags, `raw` for a CDATA section (no entities in it). */
  text(text: string, start: number, end: number, raw: boolean): void;
};

/** Decoded text kept waiting for the rest of its token before the part is refused (no cell is this long). */
const MAX_CARRY_CHARS = 16 * 1024 * 1024;

/**
 * Bytes decoded at a time: the text stays below V8's large-object size (128 KiB), so that it dies young
 * instead of being promoted (a slice kept by a row would otherwise keep a large string until a full collection).
 */
const DECODE_BYTES = 48 * 1024;

export class XmlScanError extends Error {}

/**
 * Hands every token of `text` to `handler`; returns where the first incomplete token starts (the text from
 * there must be given again with what follows). With `final`, trailing character data is handed over too.
 */
export function scanXml(text: string, handler: XmlHandler, final: boolean): number {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const lt = text.indexOf('<', i);
    if (lt < 0) {
      if (!final) return i;
      handler.text(text, i, n, false);
      return n;
    }
    if (lt > i) handler.text(text, i, lt, false);
    const c = text.charCodeAt(lt + 1);
    if (c === 63 /* ? */) {
      const end = text.indexOf('?>', lt + 2);
      if (end < 0) return lt;
      i = end + 2;
      continue;
    }
    if (c === 33 /* ! */) {
      if (text.startsWith('<![CDATA[', lt)) {
        const end = text.indexOf(']]>', lt + 9);
        if (end < 0) return lt;
        handler.text(text, lt + 9, end, true);
        i = end + 3;
      } else if (text.startsWith('<!--', lt)) {
        const end = text.indexOf('-->', lt + 4);
        if (end < 0) return lt;
        i = end + 3;
      } else {
        // <!DOCTYPE …>, possibly with an internal subset in brackets.
        const bracket = text.indexOf('[', lt);
        const close = text.indexOf('>', lt);
        if (close < 0) return lt;
        if (bracket >= 0 && bracket < close) {
          const end = text.indexOf(']>', bracket);
          if (end < 0) return lt;
          i = end + 2;
        } else i = close + 1;
      }
      continue;
    }
    // The tag's end: the first `>` outside a quoted attribute value.
    let j = lt + 1;
    for (; j < n; j++) {
      const d = text.charCodeAt(j);
      if (d === 62 /* > */) break;
      if (d === 34 || d === 39) {
        j = text.indexOf(d === 34 ? '"' : "'", j + 1);
        if (j < 0) return lt;
      }
    }
    if (j >= n) return lt;
    handler.tag(text, lt + 1, j);
    i = j + 1;
  }
  return n;
}

/**
 * Feeds a stream of UTF-8 bytes through `scanXml`, calling `afterChunk` after each piece decoded (where the
 * caller may hand over what the piece produced, and wait).
 */
export async function scanXmlStream(
  stream: AsyncIterable<Buffer | Uint8Array>,
  handler: XmlHandler,
  options: { signal?: AbortSignal | undefined; afterChunk?: () => void | Promise<void> } = {},
): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  let carry = '';
  for await (const chunk of stream) {
    options.signal?.throwIfAborted();
    for (let at = 0; at < chunk.length; at += DECODE_BYTES) {
      const text = carry + decoder.decode(chunk.subarray(at, at + DECODE_BYTES), { stream: true });
      const done = scanXml(text, handler, false);
      carry = done === 0 ? text : text.slice(done);
      if (carry.length > MAX_CARRY_CHARS) throw new XmlScanError('An XML token is too long');
      await options.afterChunk?.();
    }
  }
  const rest = carry + decoder.decode();
  if (scanXml(rest, handler, true) < rest.length) throw new XmlScanError('The XML ends inside a tag');
  await options.afterChunk?.();
}

// The last name found by `tagName`.
let nameStart = 0;
let nameEnd = 0;

const isNameEnd = (c: number): boolean => c === 32 || c === 47 || c === 9 || c === 10 || c === 13;

/**
 * The local name of the tag `text[start, end)` (its prefix dropped): its start and end in `nameStart`/`nameEnd`
 * (read them with `tagNameIs`). Returns whether it is a closing tag.
 */
export function tagName(text: string, start: number, end: number): boolean {
  const closing = text.charCodeAt(start) === 47;
  let s = closing ? start + 1 : start;
  let e = s;
  while (e < end && !isNameEnd(text.charCodeAt(e))) {
    if (text.charCodeAt(e) === 58 /* : */) s = e + 1;
    e++;
  }
  nameStart = s;
  nameEnd = e;
  return closing;
}

/** Whether the name found last by `tagName` is `name`. */
export function tagNameIs(text: string, name: string): boolean {
  return nameEnd - nameStart === name.length && text.startsWith(name, nameStart);
}

/** The first character code of the name found last, and its length (for a fast switch). */
export const tagNameCode = (text: string): number => text.charCodeAt(nameStart);
export const tagNameLength = (): number => nameEnd - nameStart;

/** Whether the tag `text[start, end)` closes itself (`<x/>`). */
export const selfClosing = (text: string, end: number): boolean => text.charCodeAt(end - 1) === 47;

/** The value range found last by `attrRange`. */
export const found = { start: 0, end: 0 };

/**
 * Finds the attribute whose local name is `name` (a prefix dropped: `r:id` is `id`) in the tag
 * `text[start, end)`: sets `found.start`/`found.end` and returns true, or returns false.
 */
export function attrRange(text: string, start: number, end: number, name: string): boolean {
  let i = start;
  // Skip the tag's name.
  while (i < end && !isNameEnd(text.charCodeAt(i))) i++;
  while (i < end) {
    let c = text.charCodeAt(i);
    while (i < end && (c === 32 || c === 9 || c === 10 || c === 13 || c === 47)) c = text.charCodeAt(++i);
    if (i >= end) return false;
    let s = i;
    while (i < end) {
      c = text.charCodeAt(i);
      if (c === 61 /* = */ || c === 32 || c === 9 || c === 10 || c === 13) break;
      if (c === 58) s = i + 1;
      i++;
    }
    const matches = i - s === name.length && text.startsWith(name, s);
    while (i < end && text.charCodeAt(i) !== 61) i++;
    i++;
    while (i < end && (c = text.charCodeAt(i)) !== 34 && c !== 39) i++;
    if (i >= end) return false;
    const close = text.indexOf(c === 34 ? '"' : "'", i + 1);
    if (close < 0 || close > end) return false;
    if (matches) {
      found.start = i + 1;
      found.end = close;
      return true;
    }
    i = close + 1;
  }
  return false;
}

/** The attribute `name` of the tag `text[start, end)`, entities decoded, or null. */
export function attr(text: string, start: number, end: number, name: string): string | null {
  return attrRange(text, start, end, name) ? decodeXml(text.slice(found.start, found.end)) : null;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** `value` with the XML entities (named and numeric) decoded. */
export function decodeXml(value: string): string {
  if (value.indexOf('&') < 0) return value;
  return value.replace(/&(?:#(\d+)|#x([0-9a-fA-F]+)|(lt|gt|amp|quot|apos));/g, (all, dec, hex, name) => {
    if (name) return ENTITIES[name as string] as string;
    const code = dec ? Number(dec) : parseInt(hex as string, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });
}

/** `value` with OOXML's `_xHHHH_` escapes decoded (Excel writes a CR as `_x000D_`, a literal `_x` as `_x005F_x`). */
export function decodeOoxmlEscapes(value: string): string {
  if (value.indexOf('_x') < 0) return value;
  return value.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
