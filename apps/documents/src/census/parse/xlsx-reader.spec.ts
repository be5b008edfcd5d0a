import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { parseCensus, parseCensusFile } from './census-parser.js';
import {
  SharedStringTable,
  XlsxReadError,
  excelDateText,
  isDateFormat,
  readXlsxFirstSheet,
} from './xlsx-reader.js';
import { decodeXml, scanXml } from './xml-scan.js';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-reader-spec-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A zip of `parts` (name → text), each deflated unless `stored` names it. */
async function zipOf(parts: Record<string, string>, stored: string[] = []): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(parts))
    zip.addBuffer(Buffer.from(text, 'utf8'), name, { compress: !stored.includes(name) });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const RELS_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A workbook whose first sheet (in the workbook's order) is `sheetXml`'s rows; a second sheet not to be read. */
function workbookParts(
  sheetData: string,
  options: { sharedStrings?: string[] | string; styles?: string; date1904?: boolean } = {},
): Record<string, string> {
  const shared = options.sharedStrings;
  return {
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'xl/workbook.xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook ${NS} ${RELS_NS}>` +
      (options.date1904 ? '<workbookPr date1904="1"/>' : '<workbookPr/>') +
      '<sheets><sheet name="Census" sheetId="2" r:id="rId7"/><sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/census.xml"/>' +
      '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
      '<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '</Relationships>',
    'xl/worksheets/sheet1.xml': `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>not read</t></is></c></row></sheetData></worksheet>`,
    'xl/worksheets/census.xml': `<worksheet ${NS}><dimension ref="A1:D9"/><sheetData>${sheetData}</sheetData></worksheet>`,
    ...(shared === undefined
      ? {}
      : {
          'xl/sharedStrings.xml':
            typeof shared === 'string'
              ? shared
              : `<sst ${NS} count="${shared.length}" uniqueCount="${shared.length}">` +
                shared.map((s) => `<si><t xml:space="preserve">${s}</t></si>`).join('') +
                '</sst>',
        }),
    ...(options.styles === undefined ? {} : { 'xl/styles.xml': options.styles }),
  };
}

/** Styles: cellXfs 0 General, 1 built-in 14 (m/d/yyyy), 2 custom 164 (dd.mm.yyyy), 3 custom 165 (h:mm), 4 built-in 2 (0.00). */
const STYLES =
  `<styleSheet ${NS}><numFmts count="2"><numFmt numFmtId="164" formatCode="dd\\.mm\\.yyyy;@"/>` +
  '<numFmt numFmtId="165" formatCode="[$-409]h:mm\\ AM/PM"/></numFmts>' +
  '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164"/>' +
  '<xf numFmtId="165"/><xf numFmtId="2"/></cellXfs></styleSheet>';

async function rowsOf(file: Buffer): Promise<Array<[number, string[]]>> {
  const path = join(dir, `f${Math.random().toString(36).slice(2)}.xlsx`);
  writeFileSync(path, file);
  const rows: Array<[number, string[]]> = [];
  await readXlsxFirstSheet(path, (cells, n) => rows.push([n, cells]));
  return rows;
}

const streamOf = (bytes: Buffer, size = 1000): Readable => {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
};

describe('readXlsxFirstSheet', () => {
  it('reads the first sheet in the workbook’s order: shared and inline strings, numbers, booleans, errors, formulas', async () => {
    const file = await zipOf(
      workbookParts(
        '<row r="1" spans="1:6"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
          '<row r="2"><c r="A2" t="inlineStr"><is><r><t>Lu</t></r><r><rPr><b/></rPr><t>ís</t></r></is></c>' +
          '<c r="B2"><v>72500.50</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" t="e"><v>#N/A</v></c>' +
          '<c r="E2"><f>1+1</f><v>2</v></c><c r="F2" t="str"><f>A2</f><v>Luís</v></c><c r="G2"><v>1E3</v></c></row>',
        { sharedStrings: ['Name', 'Salary &amp; bonus', 'Flag'] },
      ),
    );
    expect(await rowsOf(file)).toEqual([
      [1, ['Name', 'Salary & bonus', 'Flag']],
      [2, ['Luís', '72500.5', 'TRUE', '#N/A', '2', 'Luís', '1000']],
    ]);
  });

  it('places cells by their reference, fills missing ones, keeps row numbers and skips rows with no value', async () => {
    const file = await zipOf(
      workbookParts(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="C1" t="inlineStr"><is><t>c</t></is></c></row>' +
          '<row r="3" s="2" customFormat="1"><c r="B3" s="4"/></row>' +
          '<row r="5"><c r="AA5"><v>7</v></c></row>' +
          // No references: the next row, the next column.
          '<row><c><v>1</v></c><c><v>2</v></c></row>',
      ),
    );
    const rows = await rowsOf(file);
    expect(rows[0]).toEqual([1, ['a', '', 'c']]);
    expect(rows[1]?.[0]).toBe(5);
    expect(rows[1]?.[1]).toHaveLength(27);
    expect(rows[1]?.[1][26]).toBe('7');
    expect(rows[1]?.[1].slice(0, 26).every((v) => v === '')).toBe(true);
    expect(rows[2]).toEqual([6, ['1', '2']]);
  });

  it('gives date-formatted numbers as YYYY-MM-DD (built-in and custom formats), not times or plain numbers', async () => {
    const file = await zipOf(
      workbookParts(
        '<row r="1"><c r="A1" s="1"><v>31149</v></c><c r="B1" s="2"><v>45292.75</v></c>' +
          '<c r="C1" s="3"><v>0.5</v></c><c r="D1" s="4"><v>31149</v></c><c r="E1"><v>31149</v></c>' +
          '<c r="F1" t="d"><v>2024-02-29T00:00:00Z</v></c></row>',
        { styles: STYLES },
      ),
    );
    expect(await rowsOf(file)).toEqual([
      [1, ['1985-04-12', '2024-01-01', '0.5', '31149', '31149', '2024-02-29']],
    ]);
  });

  it('reads the 1904 date system', async () => {
    const file = await zipOf(
      workbookParts('<row r="1"><c r="A1" s="1"><v>29687</v></c></row>', { styles: STYLES, date1904: true }),
    );
    expect(await rowsOf(file)).toEqual([[1, ['1985-04-12']]]);
  });

  it('reads shared strings with runs, without phonetic text, with entities, CDATA and _x escapes', async () => {
    const sst =
      `<sst ${NS}><si><r><t>漢</t></r><r><t>字</t></r><rPh sb="0" eb="2"><t>かんじ</t></rPh></si>` +
      '<si><t>a &lt;b&gt; &#233;&#x4E2D;</t></si><si><t><![CDATA[x & <y>]]></t></si><si/>' +
      '<si><t>line_x000D_end _x005F_x0041_</t></si></sst>';
    const file = await zipOf(
      workbookParts(
        '<row r="1">' +
          [0, 1, 2, 3, 4].map((i) => `<c r="${'ABCDE'[i]}1" t="s"><v>${i}</v></c>`).join('') +
          '<c r="F1" t="s"><v>99</v></c></row>',
        { sharedStrings: sst },
      ),
    );
    expect(await rowsOf(file)).toEqual([[1, ['漢字', 'a <b> é中', 'x & <y>', '', 'line\rend _x0041_', '']]]);
  });

  it('reads prefixed tags, single-quoted attributes, stored (not deflated) parts and a sheet without styles', async () => {
    const parts = workbookParts('');
    parts['xl/worksheets/census.xml'] =
      `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>` +
      `<x:row r='2'><x:c r='B2' t='inlineStr'><x:is><x:t>b</x:t></x:is></x:c><x:c r="C2"><x:v>3</x:v></x:c></x:row>` +
      '</x:sheetData></x:worksheet>';
    const file = await zipOf(parts, ['xl/worksheets/census.xml']);
    expect(await rowsOf(file)).toEqual([[2, ['', 'b', '3']]]);
  });

  it('reads a sheet cut into many chunks the same (a large file)', async () => {
    const strings = Array.from({ length: 3000 }, (_, i) => `name ${i} ${'é'.repeat(i % 7)}`);
    let rows = '';
    for (let r = 1; r <= 3000; r++)
      rows += `<row r="${r}"><c r="A${r}" t="s"><v>${r - 1}</v></c><c r="B${r}" s="1"><v>${30000 + r}</v></c><c r="C${r}"><v>${r}.25</v></c></row>`;
    const read = await rowsOf(await zipOf(workbookParts(rows, { sharedStrings: strings, styles: STYLES })));
    expect(read).toHaveLength(3000);
    expect(read[2999]).toEqual([3000, [strings[2999], excelDateText(33000, false), '3000.25']]);
    read.forEach(([n, cells]) => expect(cells[0]).toBe(strings[n - 1]));
  });

  it('refuses what is not a workbook', async () => {
    const path = join(dir, 'not.xlsx');
    writeFileSync(path, 'id,name\n1,Ana\n');
    await expect(readXlsxFirstSheet(path, () => undefined)).rejects.toBeInstanceOf(XlsxReadError);
    writeFileSync(path, await zipOf({ 'word/document.xml': '<w:document/>' }));
    await expect(readXlsxFirstSheet(path, () => undefined)).rejects.toThrow(/no workbook/);
    // A truncated zip.
    const whole = await zipOf(workbookParts('<row r="1"><c r="A1"><v>1</v></c></row>'));
    writeFileSync(path, whole.subarray(0, whole.length - 30));
    await expect(readXlsxFirstSheet(path, () => undefined)).rejects.toBeInstanceOf(XlsxReadError);
  });

  it('passes the caller’s own errors through as they are', async () => {
    const path = join(dir, 'one.xlsx');
    writeFileSync(path, await zipOf(workbookParts('<row r="1"><c r="A1"><v>1</v></c></row>')));
    const mine = new RangeError('mine');
    await expect(
      readXlsxFirstSheet(path, () => {
        throw mine;
      }),
    ).rejects.toBe(mine);
  });
});

describe('parseCensus of an XLSX (our reader)', () => {
  const sheet =
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1"/></row>' +
    '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" s="1"><v>31149</v></c></row>' +
    '<row r="4"><c r="A4" t="s"><v>3</v></c><c r="B4" s="1"><v>32874</v></c><c r="E4" t="s"><v>4</v></c></row>';
  const parts = workbookParts(sheet, {
    sharedStrings: [' Employee ID ', 'DOB', 'E1', 'E2', 'extra'],
    styles: STYLES,
  });

  it('reads a stream (through a temporary file) and a file in place alike, batches by consecutive rows', async () => {
    const file = await zipOf(parts);
    const fromStream: Array<[number, string[][]]> = [];
    let headers: string[] = [];
    const result = await parseCensus(
      streamOf(file, 100),
      'xlsx',
      (rows, first) => void fromStream.push([first, rows]),
      {
        onHeaders: (h) => void (headers = h),
      },
    );
    expect(headers).toEqual(['Employee ID', 'DOB']);
    expect(result).toEqual({ headers: ['Employee ID', 'DOB'], rows: 2 });
    expect(fromStream).toEqual([
      [2, [['E1', '1985-04-12']]],
      [4, [['E2', '1990-01-01', '', '', 'extra']]],
    ]);
    const path = join(dir, 'census.xlsx');
    writeFileSync(path, file);
    const fromFile: Array<[number, string[][]]> = [];
    await parseCensusFile(path, 'xlsx', (rows, first) => void fromFile.push([first, rows]));
    expect(fromFile).toEqual(fromStream);
  });

  it('refuses a workbook whose first sheet has no header, and a broken one, with the census codes', async () => {
    await expect(
      parseCensus(streamOf(await zipOf(workbookParts(''))), 'xlsx', () => undefined),
    ).rejects.toMatchObject({
      code: 'noHeader',
    });
    const broken = await zipOf(parts);
    broken.fill(0, 40, 400); // inside the first part's deflated data
    await expect(parseCensus(streamOf(broken), 'xlsx', () => undefined)).rejects.toMatchObject({
      code: 'unreadableFile',
    });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      parseCensus(streamOf(await zipOf(parts)), 'xlsx', () => undefined, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('XLSX pieces', () => {
  it.each([
    [1, '1900-01-01'],
    [59, '1900-02-28'],
    [60, '1900-02-29'], // the 1900 leap-year bug: a day that never was, as Excel shows it
    [61, '1900-03-01'],
    [31149, '1985-04-12'],
    [45351.99999999999, '2024-03-01'], // within a millisecond of midnight: the next day
    [2958465, '9999-12-31'],
  ])('serial %d is %s (1900 system)', (serial, text) => expect(excelDateText(serial, false)).toBe(text));

  it('refuses serials out of range and counts the 1904 system from 1904-01-01', () => {
    expect(excelDateText(-1, false)).toBeNull();
    expect(excelDateText(2958466, false)).toBeNull();
    expect(excelDateText(0, true)).toBe('1904-01-01');
    expect(excelDateText(1462, true)).toBe(excelDateText(2924, false));
  });

  it.each([
    ['mm/dd/yyyy', true],
    ['d-mmm-yy', true],
    ['[$-409]mmmm d, yyyy;@', true],
    ['yyyy"年"m"月"d"日"', true],
    ['mmm', true],
    ['h:mm', false],
    ['[h]:mm:ss', false],
    ['mm:ss', false],
    ['0.00', false],
    ['"day" 0', false],
    ['[Red]#,##0', false],
    ['General', false],
  ])('format %s is a date: %s', (code, date) => expect(isDateFormat(code)).toBe(date));

  it('keeps shared strings in pages of bytes and gives each back whole, long and empty ones too', () => {
    const table = new SharedStringTable();
    const values = ['', 'a', 'x'.repeat(1_500_000), 'b', '', 'é'.repeat(600_000), 'y'.repeat(600_000), 'end'];
    // Enough short ones to fill several pages, an empty one among them.
    for (let i = 0; i < 300_000; i++) values.push(i % 1000 === 999 ? '' : `s${i}-ü`);
    values.forEach((v) => table.add(v));
    const wrong = values.filter((v, i) => table.get(i) !== v);
    expect(wrong).toEqual([]);
    expect(table.get(values.length)).toBeUndefined();
    expect(table.size).toBe(values.length);
    expect(table.get(-1)).toBeUndefined();
  });

  it('scans tags with > in quoted attributes, comments and a doctype, and hands back an incomplete tag', () => {
    const tags: string[] = [];
    const handler = {
      tag: (text: string, start: number, end: number) => void tags.push(text.slice(start, end)),
      text: () => undefined,
    };
    const xml = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><!-- <no> --><a f="[>=100]0"/><b';
    const done = scanXml(xml, handler, false);
    expect(tags).toEqual(['a f="[>=100]0"/']);
    expect(xml.slice(done)).toBe('<b');
    expect(decodeXml('&amp;lt; &#65;&#x42; &bogus;')).toBe('&lt; AB &bogus;');
  });
});
