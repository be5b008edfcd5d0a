/**
 * The exact CSV reader the udsv path falls back to (decision 114): RFC 4180 with the usual leniency (a quote
 * inside an unquoted value is kept; text after a closing quote is kept), CRLF or LF, blank lines kept as empty
 * records so that record numbers stay those a spreadsheet shows. It reads one block of whole records.
 */
export type ExactResult = {
  records: string[][];
  /** Where the block ends inside an open quote: the record number (from the block's first, 0) it started on. */
  openQuoteRecord: number | null;
};

/**
 * Empty arrays whose copies (`NONE.slice()`) are the reader's records and their list. An array literal (`[]`)
 * carries an allocation site, and V8 learns from a few collections that catch a block's records alive to allocate
 * that site's arrays in the old generation: then every record that died stayed there, and kept the strings it held
 * alive through the young generation's collections until a full one. On the quoted census that happened in most
 * runs, and the reader then ran at a third of the speed it keeps every time with `--no-allocation-site-pretenuring`
 * (decision 247). An array a built-in makes has no such site.
 */
const NONE: readonly string[] = [];
const NO_RECORDS: readonly string[][] = [];

export function parseCsvExact(text: string, startAtOpenQuote = false): ExactResult {
  const records = NO_RECORDS.slice();
  let record = NONE.slice();
  let field = '';
  let i = 0;
  const n = text.length;
  let quoted = startAtOpenQuote;
  let fieldStart = true;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === 34) {
        if (text.charCodeAt(i + 1) === 34) {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      const next = text.indexOf('"', i);
      if (next < 0) {
        return { records, openQuoteRecord: records.length };
      }
      field += text.slice(i, next);
      i = next;
      continue;
    }
    if (c === 34 && fieldStart) {
      quoted = true;
      fieldStart = false;
      i++;
      continue;
    }
    if (c === 44) {
      record.push(field);
      field = '';
      fieldStart = true;
      i++;
      continue;
    }
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) === 10)) {
      record.push(field);
      // A blank line is an empty record (one empty value).
      records.push(record.length === 1 && record[0] === '' ? NONE.slice() : record);
      record = NONE.slice();
      field = '';
      fieldStart = true;
      i += c === 13 ? 2 : 1;
      continue;
    }
    // A run of ordinary characters at once.
    let j = i + 1;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d === 44 || d === 10 || d === 13) break;
      j++;
    }
    field += text.slice(i, j);
    fieldStart = false;
    i = j;
  }
  if (quoted) return { records, openQuoteRecord: records.length };
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return { records, openQuoteRecord: null };
}
