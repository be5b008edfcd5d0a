import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import type { DocumentCategory } from '@onboard/contracts';
import { inspectUpload, type InspectResult } from './inspect.js';
import { PdfScanner } from './pdf-scan.js';
import { unsafeEntryName } from './zip-inspection.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inspect-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let counter = 0;
async function file(name: string, content: Buffer | string): Promise<string> {
  const path = join(dir, `${++counter}-${name}`);
  await writeFile(path, content);
  return path;
}

async function inspect(path: string, filename: string, category: DocumentCategory): Promise<InspectResult> {
  const size = (await readFile(path)).length;
  return inspectUpload(path, { filename, category, size });
}

const codeOf = (result: InspectResult) => (result.ok ? 'OK' : result.code);

/** A PDF with a correct cross-reference table; `objects` are the bodies of objects 1..n. */
function pdf(objects: (string | Buffer)[], trailerExtra = ''): Buffer {
  const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const parts: Buffer[] = [header];
  const offsets: number[] = [];
  let length = header.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const bytes = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(bytes);
    length += bytes.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

const stream = (dict: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

const pageObjects = (catalogExtra = '') => [
  `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  stream('', Buffer.from('BT /F1 12 Tf 72 720 Td (Summary plan description) Tj ET')),
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
];

async function zip(
  entries: { name: string; data: Buffer | string | Readable; compress?: boolean }[],
): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const entry of entries) {
    const options = { compress: entry.compress ?? true };
    if (entry.data instanceof Readable) archive.addReadStream(entry.data, entry.name, options);
    else archive.addBuffer(Buffer.from(entry.data), entry.name, options);
  }
  archive.end();
  const chunks: Buffer[] = [];
  for await (const chunk of archive.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const SHEET_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '</Types>';
/** The parts that make file-type call a zip an xlsx, plus `extra`. */
const xlsxLike = (extra: { name: string; data: Buffer | string | Readable; compress?: boolean }[] = []) =>
  zip([
    { name: '[Content_Types].xml', data: SHEET_CONTENT_TYPES },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
    ...extra,
  ]);

/** Replaces a placeholder name in a zip's local and central headers (yazl refuses unsafe names itself). */
function renameEntry(archive: Buffer, placeholder: string, name: string): Buffer {
  expect(Buffer.byteLength(placeholder)).toBe(Buffer.byteLength(name));
  const from = Buffer.from(placeholder);
  const to = Buffer.from(name);
  const out = Buffer.from(archive);
  let replaced = 0;
  for (let at = out.indexOf(from); at >= 0; at = out.indexOf(from, at + 1)) {
    to.copy(out, at);
    replaced++;
  }
  expect(replaced).toBe(2);
  return out;
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Census');
  sheet.addRow(['First name', 'Last name', 'Date of birth']);
  sheet.addRow(['Ana', 'García', '01/02/1980']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('inspectUpload: sizes', () => {
  test('an empty file is refused', async () => {
    const result = await inspect(await file('empty.pdf', ''), 'empty.pdf', 'other');
    expect(result).toEqual({ ok: false, code: 'FILE_EMPTY', message: 'This file is empty.' });
  });

  test('a file over the category cap is refused, with the cap in the message', async () => {
    const path = await file('plan.pdf', pdf(pageObjects()));
    const result = await inspectUpload(path, {
      filename: 'plan.pdf',
      category: 'company-logo',
      size: 6 * 1024 * 1024,
    });
    expect(result).toMatchObject({
      ok: false,
      code: 'FILE_TOO_LARGE',
      message: 'This file is too large. The limit is 5 MB.',
    });
    expect(
      await inspectUpload(path, { filename: 'plan.pdf', category: 'plan-document', size: 6 * 1024 * 1024 }),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe('inspectUpload: PDF', () => {
  test('a plain PDF is accepted, with a safe name and its content type', async () => {
    const path = await file('spd.pdf', pdf(pageObjects()));
    expect(await inspect(path, '../../SPD "2025".pdf', 'plan-document')).toEqual({
      ok: true,
      kind: 'pdf',
      contentType: 'application/pdf',
      filename: 'SPD 2025.pdf',
    });
  });

  test('the name does not decide the type: a PDF named .exe is a PDF named .exe.pdf', async () => {
    const result = await inspect(await file('a.exe', pdf(pageObjects())), 'report.exe', 'other');
    expect(result).toMatchObject({ ok: true, kind: 'pdf', filename: 'report.exe.pdf' });
  });

  test.each([
    ['/JavaScript', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'],
    ['hex-escaped /J#61vaScript', '/OpenAction << /S /J#61va#53cript /J#53 (app.alert(1)) >>'],
    ['/JS alone', '/OpenAction << /JS (app.alert(1)) >>'],
    ['/Launch', '/OpenAction << /S /Launch /F (cmd.exe) >>'],
    ['/EmbeddedFiles', '/Names << /EmbeddedFiles 6 0 R >>'],
    ['/XFA', '/AcroForm << /XFA 6 0 R >>'],
    ['/RichMedia', '/Extra /RichMedia'],
  ])('a PDF with %s is refused as EMBEDDED_SCRIPTS', async (_label, catalogExtra) => {
    const result = await inspect(
      await file('x.pdf', pdf(pageObjects(catalogExtra))),
      'x.pdf',
      'plan-document',
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'EMBEDDED_SCRIPTS',
      message: 'This file contains macros or embedded scripts and cannot be uploaded.',
    });
  });

  test('JavaScript hidden in a compressed object stream is found', async () => {
    const hidden = deflateSync(Buffer.from('7 0 << /S /JavaScript /JS (app.alert(1)) >>'));
    const objects = [
      ...pageObjects('/OpenAction 7 0 R'),
      stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', hidden),
    ];
    const result = await inspect(await file('objstm.pdf', pdf(objects)), 'objstm.pdf', 'plan-document');
    expect(result).toMatchObject({ ok: false, code: 'EMBEDDED_SCRIPTS', detail: 'PDF name /JavaScript' });
  });

  test('a harmless compressed object stream passes', async () => {
    const plain = deflateSync(Buffer.from('7 0 << /Type /Annot /Subtype /Text >>'));
    const objects = [...pageObjects(), stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', plain)];
    expect(codeOf(await inspect(await file('ok.pdf', pdf(objects)), 'ok.pdf', 'plan-document'))).toBe('OK');
  });

  test('"/JS" bytes inside binary stream data (an image) are not a script', async () => {
    const image = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0x00]),
      Buffer.from('/JS '),
      Buffer.from([0x9a, 0x01]),
    ]);
    const objects = [...pageObjects(), stream('/Type /XObject /Subtype /Image /Filter /DCTDecode', image)];
    expect(codeOf(await inspect(await file('img.pdf', pdf(objects)), 'img.pdf', 'plan-document'))).toBe('OK');
  });

  test('a "stream" word inside a string does not hide what follows', async () => {
    const objects = pageObjects('/Title (>> stream) /OpenAction << /S /JavaScript >>');
    expect(codeOf(await inspect(await file('s.pdf', pdf(objects)), 's.pdf', 'plan-document'))).toBe(
      'EMBEDDED_SCRIPTS',
    );
  });

  test('an encrypted PDF is refused as FILE_ENCRYPTED', async () => {
    const objects = [...pageObjects(), '<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'];
    const result = await inspect(
      await file('enc.pdf', pdf(objects, '/Encrypt 6 0 R')),
      'enc.pdf',
      'plan-document',
    );
    expect(codeOf(result)).toBe('FILE_ENCRYPTED');
  });

  test('the scanner finds a name split across chunks', () => {
    const bytes = pdf(pageObjects('/OpenAction << /S /J#61vaScript >>'));
    const at = bytes.indexOf('/J#61va') + 4;
    const scanner = new PdfScanner();
    scanner.feed(bytes.subarray(0, at));
    scanner.feed(bytes.subarray(at));
    expect(scanner.end()).toEqual([{ kind: 'dangerous', name: 'JavaScript' }]);
  });
});

describe('inspectUpload: types by content', () => {
  test.each([
    ['ELF', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4100)])],
    ['EXE', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4100)])],
  ])('an %s named .pdf is refused as FILE_TYPE_NOT_ALLOWED', async (_label, bytes) => {
    const result = await inspect(await file('x.pdf', bytes), 'invoice.pdf', 'other');
    expect(codeOf(result)).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  test('a PNG is not a PDF for a PDF-only category, and the message names what is allowed', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
    const result = await inspect(await file('x.png', png), 'form.pdf', 'signed-eif');
    expect(result).toMatchObject({
      ok: false,
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'This type of file cannot be uploaded here. Upload a PDF file.',
    });
  });

  test('a legacy or password-protected Office file (OLE) is refused', async () => {
    const ole = Buffer.from('d0cf11e0a1b11ae1', 'hex');
    const legacy = Buffer.concat([ole, Buffer.alloc(4100)]);
    const encrypted = Buffer.concat([
      ole,
      Buffer.alloc(4100),
      Buffer.from('EncryptedPackage', 'utf16le'),
      Buffer.alloc(64),
    ]);
    expect(codeOf(await inspect(await file('old.xls', legacy), 'old.xls', 'census'))).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(codeOf(await inspect(await file('locked.xlsx', encrypted), 'locked.xlsx', 'census'))).toBe(
      'FILE_ENCRYPTED',
    );
  });
});

describe('inspectUpload: text', () => {
  test('a CSV with a BOM is accepted as csv', async () => {
    const result = await inspect(
      await file('c.csv', '\ufeffFirst name,Last name\nAna,García\n'),
      'census.CSV',
      'census',
    );
    expect(result).toEqual({
      ok: true,
      kind: 'csv',
      contentType: 'text/csv; charset=utf-8',
      filename: 'census.CSV',
    });
  });

  test('a text file with another extension is not accepted', async () => {
    expect(codeOf(await inspect(await file('c.html', 'a,b\n'), 'census.html', 'census'))).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
  });

  test('a binary file named .csv is refused', async () => {
    const binary = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
    expect(codeOf(await inspect(await file('b.csv', binary), 'census.csv', 'census'))).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
  });

  test('a Windows-1252 CSV is refused with how to save it as UTF-8', async () => {
    const result = await inspect(
      await file('w.csv', Buffer.from('name\nGarc\xeda\n', 'latin1')),
      'w.csv',
      'census',
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: expect.stringContaining('CSV UTF-8'),
    });
  });

  test('HTML named .csv is refused as EMBEDDED_SCRIPTS, also when the markup is far into the file', async () => {
    const html = '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>\n';
    expect(codeOf(await inspect(await file('h.csv', html), 'census.csv', 'census'))).toBe('EMBEDDED_SCRIPTS');
    const late = `${'a,b\n'.repeat(600_000)}x,<SCRIPT>alert(1)</script>\n`;
    expect(codeOf(await inspect(await file('late.csv', late), 'census.csv', 'census'))).toBe(
      'EMBEDDED_SCRIPTS',
    );
  });
});

describe('inspectUpload: xlsx, docx and zip containers', () => {
  test('an xlsx made by exceljs is accepted for the census', async () => {
    const result = await inspect(await file('census.xlsx', await workbook()), 'Census 2025.xlsx', 'census');
    expect(result).toEqual({
      ok: true,
      kind: 'xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      filename: 'Census 2025.xlsx',
    });
  });

  test('the same bytes named .pdf are refused where only PDF is allowed, and are an xlsx where xlsx is', async () => {
    const path = await file('census.pdf', await workbook());
    expect(codeOf(await inspect(path, 'census.pdf', 'signed-eif'))).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(await inspect(path, 'census.pdf', 'census')).toMatchObject({
      ok: true,
      kind: 'xlsx',
      filename: 'census.pdf.xlsx',
    });
  });

  test('a macro-enabled workbook is refused as EMBEDDED_SCRIPTS', async () => {
    const contentTypes = SHEET_CONTENT_TYPES.replace(
      'spreadsheetml.sheet.main+xml',
      'spreadsheetml.sheet.main+xml"/><Override PartName="/xl/x.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml',
    );
    const bytes = await zip([
      { name: '[Content_Types].xml', data: contentTypes },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      { name: 'xl/vbaProject.bin', data: Buffer.alloc(512, 1) },
    ]);
    expect(codeOf(await inspect(await file('m.xlsx', bytes), 'm.xlsx', 'census'))).toBe('EMBEDDED_SCRIPTS');
  });

  test.each([
    'xl/vbaProject.bin',
    'xl/macrosheets/sheet1.xml',
    'xl/activeX/activeX1.xml',
    'xl/embeddings/oleObject1.bin',
  ])('an xlsx with %s (no macro content type) is refused as EMBEDDED_SCRIPTS', async (name) => {
    const bytes = await xlsxLike([{ name, data: '<x/>' }]);
    expect(await inspect(await file('e.xlsx', bytes), 'e.xlsx', 'census')).toMatchObject({
      ok: false,
      code: 'EMBEDDED_SCRIPTS',
      detail: expect.stringContaining(name.toLowerCase()),
    });
  });

  test('a zip bomb (200 MB of zeros) is refused without being inflated in full', async () => {
    const path = join(dir, 'bomb.xlsx');
    const mib = Buffer.alloc(1024 * 1024);
    const zeros = Readable.from(
      (function* () {
        for (let i = 0; i < 200; i++) yield mib;
      })(),
    );
    const archive = new yazl.ZipFile();
    archive.addBuffer(Buffer.from(SHEET_CONTENT_TYPES), '[Content_Types].xml');
    archive.addBuffer(Buffer.from('<workbook/>'), 'xl/workbook.xml');
    archive.addReadStream(zeros, 'xl/worksheets/sheet1.xml');
    archive.end();
    await pipeline(archive.outputStream, createWriteStream(path));
    const size = (await readFile(path)).length;
    expect(size).toBeLessThan(1024 * 1024);
    const result = await inspect(path, 'bomb.xlsx', 'census');
    expect(result).toMatchObject({
      ok: false,
      code: 'FILE_ARCHIVE_UNSAFE',
      detail: expect.stringContaining('inflates more than 200×'),
    });
  });

  test.each([
    ['../evil.txt', '@@/evil.txt'],
    ['..\\evil.txt', '@@@evil.txt'],
    ['/etc/passwd', '@etc/passwd'],
    ['C:/evil.txt', '@@/evil.txt'],
    ['xl/../../a', 'xl/@@/@@/a'],
  ])('an entry named %j is refused as FILE_ARCHIVE_UNSAFE', async (name, placeholder) => {
    const bytes = renameEntry(await xlsxLike([{ name: placeholder, data: 'x' }]), placeholder, name);
    expect(codeOf(await inspect(await file('t.xlsx', bytes), 't.xlsx', 'census'))).toBe(
      'FILE_ARCHIVE_UNSAFE',
    );
  });

  test('duplicate names (also differing only in case) are refused', async () => {
    const bytes = renameEntry(
      await xlsxLike([{ name: 'xl/WORKBOOK.xml', data: '<w/>' }]),
      'xl/WORKBOOK.xml',
      'xl/workbook.xml',
    );
    expect(codeOf(await inspect(await file('d.xlsx', bytes), 'd.xlsx', 'census'))).toBe(
      'FILE_ARCHIVE_UNSAFE',
    );
    const cased = await xlsxLike([{ name: 'xl/Workbook.xml', data: '<w/>' }]);
    expect(codeOf(await inspect(await file('d2.xlsx', cased), 'd2.xlsx', 'census'))).toBe(
      'FILE_ARCHIVE_UNSAFE',
    );
  });

  test('a nested archive is refused, by its name or by its content', async () => {
    const inner = await zip([{ name: 'a.txt', data: 'a' }]);
    const byName = await xlsxLike([{ name: 'xl/media/data.zip', data: 'not really' }]);
    const byContent = await xlsxLike([{ name: 'xl/media/image1.png', data: inner }]);
    expect(codeOf(await inspect(await file('n1.xlsx', byName), 'n1.xlsx', 'census'))).toBe(
      'FILE_ARCHIVE_UNSAFE',
    );
    expect(codeOf(await inspect(await file('n2.xlsx', byContent), 'n2.xlsx', 'census'))).toBe(
      'FILE_ARCHIVE_UNSAFE',
    );
  });

  test('more than 10,000 entries are refused', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => ({
      name: `xl/p/${i}.xml`,
      data: '',
      compress: false,
    }));
    const bytes = await xlsxLike(many);
    expect(await inspect(await file('many.xlsx', bytes), 'many.xlsx', 'census')).toMatchObject({
      ok: false,
      code: 'FILE_ARCHIVE_UNSAFE',
      detail: expect.stringContaining('10003 entries'),
    });
  });

  test('a docx is accepted for plan documents, and refused with an embedded OLE object', async () => {
    const types = SHEET_CONTENT_TYPES.replace('/xl/workbook.xml', '/word/document.xml').replace(
      'spreadsheetml.sheet.main+xml',
      'wordprocessingml.document.main+xml',
    );
    const parts = [
      { name: '[Content_Types].xml', data: types },
      { name: 'word/document.xml', data: '<w:document/>' },
    ];
    const plain = await zip(parts);
    expect(await inspect(await file('spd.docx', plain), 'SPD.docx', 'plan-document')).toMatchObject({
      ok: true,
      kind: 'docx',
      filename: 'SPD.docx',
    });
    const withObject = await zip([
      ...parts,
      { name: 'word/embeddings/oleObject1.bin', data: Buffer.alloc(64, 7) },
    ]);
    expect(codeOf(await inspect(await file('ole.docx', withObject), 'SPD.docx', 'plan-document'))).toBe(
      'EMBEDDED_SCRIPTS',
    );
  });

  test('a plain zip is not a kind any category accepts', async () => {
    const bytes = await zip([{ name: 'a.pdf', data: pdf(pageObjects()) }]);
    expect(codeOf(await inspect(await file('a.zip', bytes), 'a.zip', 'other'))).toBe('FILE_TYPE_NOT_ALLOWED');
  });
});

describe('unsafeEntryName', () => {
  test.each([
    ['xl/workbook.xml', undefined],
    ['a..b/c', undefined],
    ['../x', 'a name with ".."'],
    ['a/../../x', 'a name with ".."'],
    ['a\\b', 'a name with a backslash'],
    ['/x', 'an absolute path'],
    ['c:x', 'a drive letter'],
    ['a\u0000b', 'a name with control characters'],
  ])('%j -> %j', (name, reason) => {
    expect(unsafeEntryName(name)).toBe(reason);
  });
});
