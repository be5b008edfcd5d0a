import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CensusParseError, parseCensus, type CensusFileKind } from './census-parser.js';
import { validateCensusStream } from './validate-census-stream.js';

/** A stream of `text` in chunks of `size` bytes (cuts through lines, quotes and multi-byte characters). */
const streamOf = (data: string | Buffer, size = 7): Readable => {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
};

async function read(data: string | Buffer, kind: CensusFileKind = 'csv', size = 7, batchSize = 2) {
  const rows: Array<[number, string[]]> = [];
  const batches: number[] = [];
  const result = await parseCensus(
    streamOf(data, size),
    kind,
    (batch, first) => {
      batches.push(batch.length);
      batch.forEach((row, i) => rows.push([first + i, row]));
    },
    { batchSize },
  );
  return { ...result, rows, count: result.rows, batches };
}

describe('parseCensus: CSV', () => {
  it('reads a plain file in batches, numbering rows from 2', async () => {
    const { headers, rows, count, batches } = await read(
      'id,name,zip\n1,Ana,02116\n2,Luis,10001\n3,Eva,94105\n',
    );
    expect(headers).toEqual(['id', 'name', 'zip']);
    expect(rows).toEqual([
      [2, ['1', 'Ana', '02116']],
      [3, ['2', 'Luis', '10001']],
      [4, ['3', 'Eva', '94105']],
    ]);
    expect(count).toBe(3);
    expect(batches).toEqual([2, 1]);
  });

  it('drops a byte order mark and reads CRLF lines and a last line without a break', async () => {
    const { headers, rows } = await read('\uFEFFid,name\r\n1,Ana\r\n2,Luis');
    expect(headers).toEqual(['id', 'name']);
    expect(rows).toEqual([
      [2, ['1', 'Ana']],
      [3, ['2', 'Luis']],
    ]);
  });

  it('reads quoted values with commas, quotes and line breaks, counting a multi-line value as one row', async () => {
    const { rows } = await read(
      'id,name,address\n1,"Reyes, Ana","12 ""Elm"" St\nApt 4"\n2,Luis,"1 Main St"\n',
    );
    expect(rows).toEqual([
      [2, ['1', 'Reyes, Ana', '12 "Elm" St\nApt 4']],
      [3, ['2', 'Luis', '1 Main St']],
    ]);
  });

  it('keeps blank lines as empty rows so that row numbers stay the spreadsheet’s', async () => {
    const { rows, count } = await read('id,name\n1,Ana\n\n2,Luis\n\n');
    expect(rows).toEqual([
      [2, ['1', 'Ana']],
      [3, []],
      [4, ['2', 'Luis']],
      [5, []],
    ]);
    expect(count).toBe(2);
  });

  it('gives short and long rows as they are (udsv alone would shift them)', async () => {
    const { rows } = await read('a,b,c\n1,2\n4,5,6,7\n8,9,10\n', 'csv', 1000);
    expect(rows).toEqual([
      [2, ['1', '2']],
      [3, ['4', '5', '6', '7']],
      [4, ['8', '9', '10']],
    ]);
  });

  it('keeps multi-byte characters cut between chunks', async () => {
    const { rows } = await read('id,name\n1,Zoë Ñúñez 日本\n', 'csv', 3);
    expect(rows).toEqual([[2, ['1', 'Zoë Ñúñez 日本']]]);
  });

  it('reads a large file through whole blocks, quoted and not, the same as a small one', async () => {
    const lines = ['id,name,city'];
    for (let i = 1; i <= 30_000; i++)
      lines.push(i % 1000 === 0 ? `${i},"Name, ${i}","Multi\nline"` : `${i},Name ${i},City`);
    const { rows, count } = await read(lines.join('\n') + '\n', 'csv', 64 * 1024, 5000);
    expect(count).toBe(30_000);
    expect(rows[999]).toEqual([1001, ['1000', 'Name, 1000', 'Multi\nline']]);
    expect(rows[29_999]).toEqual([30_001, ['30000', 'Name, 30000', 'Multi\nline']]);
    expect(rows[1000]).toEqual([1002, ['1001', 'Name 1001', 'City']]);
    expect(rows.every(([n], i) => n === i + 2)).toBe(true);
  });

  it('reads a large file without quotes through udsv in whole blocks, every row in order', async () => {
    const lines = ['id,name,city'];
    for (let i = 1; i <= 30_000; i++) lines.push(`${i},Name ${i},City ${i % 7}`);
    const { rows, count } = await read(lines.join('\r\n') + '\r\n', 'csv', 10_000, 5000);
    expect(count).toBe(30_000);
    expect(
      rows.every(
        ([n, row], i) =>
          n === i + 2 && row.length === 3 && row[0] === String(i + 1) && row[2] === `City ${(i + 1) % 7}`,
      ),
    ).toBe(true);
  });

  it('refuses a quoted value that is never closed, saying where it starts', async () => {
    const error = await read('id,name\n1,Ana\n2,"Luis\n3,Eva\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CensusParseError);
    expect(error).toMatchObject({ code: 'unclosedQuote', row: 3 });
  });

  it('refuses an empty file', async () => {
    await expect(read('')).rejects.toMatchObject({ code: 'noHeader' });
    await expect(read('\n\n')).rejects.toMatchObject({ code: 'noHeader' });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      parseCensus(streamOf('a\n1\n'), 'csv', () => undefined, { signal: controller.signal }),
    ).rejects.toThrow();
  });
});

async function xlsxOf(rows: unknown[][], format?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Census');
  for (const row of rows) sheet.addRow(row);
  format?.(sheet);
  workbook.addWorksheet('Other').addRow(['not', 'read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('parseCensus: XLSX', () => {
  it('reads the first worksheet: text, numbers, dates as YYYY-MM-DD, formulas by their result, rich text', async () => {
    const file = await xlsxOf(
      [
        ['Employee ID', 'Name', 'DOB', 'Salary', 'Full time'],
        ['E1', 'Ana', new Date(Date.UTC(1985, 3, 12)), 72500.5, true],
        [
          'E2',
          { richText: [{ text: 'Lu' }, { text: 'is' }] },
          new Date(Date.UTC(1990, 0, 1)),
          { formula: '1+1', result: 2 },
          false,
        ],
      ],
      (sheet) => (sheet.getColumn(3).numFmt = 'mm/dd/yyyy'),
    );
    const { headers, rows, count } = await read(file, 'xlsx', 4096);
    expect(headers).toEqual(['Employee ID', 'Name', 'DOB', 'Salary', 'Full time']);
    expect(rows).toEqual([
      [2, ['E1', 'Ana', '1985-04-12', '72500.5', 'TRUE']],
      [3, ['E2', 'Luis', '1990-01-01', '2', 'FALSE']],
    ]);
    expect(count).toBe(2);
  });

  it('keeps sheet row numbers across empty rows and fills empty cells', async () => {
    const file = await xlsxOf([['a', 'b', 'c'], ['1', null, '3'], [], ['4', '5']]);
    const { rows } = await read(file, 'xlsx');
    expect(rows).toEqual([
      [2, ['1', '', '3']],
      [4, ['4', '5', '']],
    ]);
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(read('id,name\n1,Ana\n', 'xlsx')).rejects.toMatchObject({ code: 'unreadableFile' });
  });
});

describe('validateCensusStream', () => {
  const context = { employeeClasses: ['Salaried'], coverages: ['Basic Life'], today: '2026-11-26' };
  const header =
    'Employee ID,Relationship,SSN,First Name,Last Name,DOB,Gender,Hire Date,Class,State,Zip,Coverage\n';
  const ana = 'E1,Employee,123-45-6789,Ana,Reyes,04/12/1985,F,06/01/2015,Salaried,MA,02116,Basic Life\n';

  it('suggests the mapping from the headers and validates every row', async () => {
    const csv =
      header +
      ana +
      'E2,Employee,223-45-6789,Luis,Diaz,1990-01-01,M,2016-01-01,Salaried,MA,2116,Basic Life\n';
    const progress: number[] = [];
    const { headers, mapping, report } = await validateCensusStream(
      streamOf(csv, 64),
      'csv',
      context,
      undefined,
      (n) => progress.push(n),
      { batchSize: 1 },
    );
    expect(headers).toHaveLength(12);
    expect(mapping['DOB']).toBe('dateOfBirth');
    expect(report).toMatchObject({ rows: 2, employees: 2, counts: { error: 1, warning: 0 } });
    expect(report.issues).toEqual([
      {
        row: 3,
        column: 'zip',
        value: '2116',
        severity: 'error',
        code: 'zipFormat',
        message: 'Zip code needs to be in the format ##### or #####-####',
      },
    ]);
    expect(progress).toEqual([1, 2]);
  });

  it('uses the mapping given', async () => {
    const mapping = { 'Employee ID': 'employeeId', Relationship: 'relationship', Zip: null };
    const { report } = await validateCensusStream(streamOf(header + ana), 'csv', context, mapping);
    expect(report.domainValidations.map((d) => d.code)).toContain('missingColumn');
    expect(report.issues).toEqual([]);
  });

  it('turns an unreadable file into a file-level error', async () => {
    const { report } = await validateCensusStream(streamOf(header + ana + 'E2,"Employee\n'), 'csv', context);
    expect(report.domainValidations[0]).toEqual({
      code: 'unclosedQuote',
      severity: 'error',
      message: 'A quoted value that starts on row 3 is never closed',
    });
    const empty = await validateCensusStream(streamOf(''), 'csv', context);
    expect(empty.report.domainValidations).toEqual([
      { code: 'noHeader', severity: 'error', message: 'The file has no header row' },
    ]);
  });

  it('validates an XLSX whose dates are date cells', async () => {
    const file = await xlsxOf(
      [
        header.trim().split(','),
        [
          'E1',
          'Employee',
          '123-45-6789',
          'Ana',
          'Reyes',
          new Date(Date.UTC(1985, 3, 12)),
          'F',
          new Date(Date.UTC(2015, 5, 1)),
          'Salaried',
          'MA',
          '02116',
          'Basic Life',
        ],
      ],
      (sheet) => {
        sheet.getColumn(6).numFmt = 'mm/dd/yyyy';
        sheet.getColumn(8).numFmt = 'mm/dd/yyyy';
      },
    );
    const { report } = await validateCensusStream(streamOf(file, 4096), 'xlsx', context);
    expect(report).toMatchObject({
      rows: 1,
      employees: 1,
      counts: { error: 0, warning: 0 },
      domainValidations: [],
    });
  });
});
