import { describe, expect, it } from '@jest/globals';
import {
  contentDisposition,
  DOCUMENT_CATEGORIES,
  FILE_KIND_MEDIA_TYPE,
  fileTypeNotAllowedMessage,
  isDocumentCategory,
  safeFilename,
  SAFE_FILENAME_MAX_LENGTH,
  UPLOAD_MAX_BYTES,
  UPLOAD_RULES,
} from './documents.js';
import { ERROR_CODES, httpStatusOf } from './errors.js';

describe('safeFilename', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\win.ini', 'win.ini'],
    ['C:\\Users\\me\\census.csv', 'census.csv'],
    ['/abs/path/report.pdf', 'report.pdf'],
    ['..', 'document'],
    ['../', 'document'],
    ['', 'document'],
    ['   ', 'document'],
    ['...hidden', 'hidden'],
    ['name.pdf...  ', 'name.pdf'],
  ])('keeps only the last path segment: %j -> %j', (input, expected) => {
    expect(safeFilename(input)).toBe(expected);
  });

  it('strips quotes, backslashes, and the characters Windows refuses', () => {
    expect(safeFilename('my "best" o\'brien `x`.pdf')).toBe('my best obrien x.pdf');
    expect(safeFilename('a<b>c:d|e?f*g.pdf')).toBe('abcdefg.pdf');
  });

  it('removes control characters (newline, NUL, C1) and collapses whitespace', () => {
    expect(safeFilename('evil\r\nContent-Type: text.pdf')).toBe('evil Content-Type text.pdf');
    expect(safeFilename('a\u0000b\u0085c\t\td.pdf')).toBe('a b c d.pdf');
  });

  it('removes bidirectional overrides, so "gpj.exe" cannot pose as a picture', () => {
    expect(safeFilename('invoice\u202Egpj.exe')).toBe('invoice gpj.exe');
  });

  it('keeps unicode letters, in NFC', () => {
    expect(safeFilename('Cafe\u0301 año 東京.pdf')).toBe('Café año 東京.pdf');
  });

  it('prefixes Windows device names', () => {
    expect(safeFilename('CON.pdf')).toBe('_CON.pdf');
    expect(safeFilename('nul')).toBe('_nul');
  });

  it('caps very long names at 150 characters, keeping the extension and whole characters', () => {
    const long = safeFilename(`${'a'.repeat(400)}.xlsx`);
    expect(long).toHaveLength(SAFE_FILENAME_MAX_LENGTH);
    expect(long.endsWith('a.xlsx')).toBe(true);
    const emoji = safeFilename(`${'😀'.repeat(200)}.pdf`);
    expect(Array.from(emoji)).toHaveLength(SAFE_FILENAME_MAX_LENGTH);
    expect(emoji.endsWith('😀.pdf')).toBe(true);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  describe('with the kind found in the content', () => {
    it('keeps an extension that matches the kind', () => {
      expect(safeFilename('report.PDF', 'pdf')).toBe('report.PDF');
      expect(safeFilename('photo.jpg', 'jpeg')).toBe('photo.jpg');
      expect(safeFilename('photo.jpeg', 'jpeg')).toBe('photo.jpeg');
    });

    it('appends the kind extension, so a dangerous one is never last', () => {
      expect(safeFilename('report.exe', 'pdf')).toBe('report.exe.pdf');
      expect(safeFilename('census.xlsx', 'csv')).toBe('census.xlsx.csv');
      expect(safeFilename('payload.html', 'txt')).toBe('payload.html.txt');
      expect(safeFilename('noext', 'xlsx')).toBe('noext.xlsx');
      expect(safeFilename('../..', 'pdf')).toBe('document.pdf');
    });

    it('keeps the kind extension when capping a long name', () => {
      const name = safeFilename(`${'b'.repeat(300)}.exe`, 'pdf');
      expect(name).toHaveLength(SAFE_FILENAME_MAX_LENGTH);
      expect(name.endsWith('b.pdf')).toBe(true);
    });
  });
});

describe('contentDisposition', () => {
  it('is an attachment with an ASCII name and the UTF-8 name', () => {
    expect(contentDisposition('Año 2025 "final".pdf')).toBe(
      `attachment; filename="Ano 2025 final.pdf"; filename*=UTF-8''A%C3%B1o%202025%20final.pdf`,
    );
  });

  it('strips slashes, quotes and backslashes and never breaks the header', () => {
    const header = contentDisposition('..\\x/"y\r\nSet-Cookie: a=b;.pdf');
    expect(header).toBe(
      `attachment; filename="y Set-Cookie a=b;.pdf"; filename*=UTF-8''y%20Set-Cookie%20a%3Db%3B.pdf`,
    );
    expect(header).not.toMatch(/[\r\n\\]/);
  });

  it('writes characters with no ASCII form as underscores in the fallback, one per character', () => {
    expect(contentDisposition('東京😀.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC%F0%9F%98%80.pdf`,
    );
  });

  it('encodes the characters RFC 8187 does not allow bare (( ) ! %)', () => {
    expect(contentDisposition('a(1)!%.pdf')).toBe(
      `attachment; filename="a(1)!_.pdf"; filename*=UTF-8''a%281%29%21%25.pdf`,
    );
  });

  it('falls back to "document"', () => {
    expect(contentDisposition('/')).toBe(`attachment; filename="document"; filename*=UTF-8''document`);
  });
});

describe('categories and rules', () => {
  it('has a rule for every category, with the spec categories', () => {
    expect(DOCUMENT_CATEGORIES).toEqual(
      expect.arrayContaining(['employee-classes', 'billing-summary-statement-template']),
    );
    for (const category of DOCUMENT_CATEGORIES) {
      expect(UPLOAD_RULES[category].types.length).toBeGreaterThan(0);
      expect(UPLOAD_RULES[category].maxBytes).toBeLessThanOrEqual(UPLOAD_MAX_BYTES);
    }
    expect(isDocumentCategory('census')).toBe(true);
    expect(isDocumentCategory('zip')).toBe(false);
  });

  it('takes census as CSV or XLSX up to 200 MiB and logos only as pictures', () => {
    expect(UPLOAD_RULES.census).toEqual({ maxBytes: 200 * 1024 * 1024, types: ['csv', 'xlsx'] });
    expect(UPLOAD_MAX_BYTES).toBe(200 * 1024 * 1024);
    expect(UPLOAD_RULES['company-logo'].types).toEqual(['png', 'jpeg']);
  });

  it('serves text as UTF-8', () => {
    expect(FILE_KIND_MEDIA_TYPE.csv).toBe('text/csv; charset=utf-8');
  });

  it('names the allowed kinds in the refusal', () => {
    expect(fileTypeNotAllowedMessage(['pdf', 'docx', 'xlsx'])).toBe(
      'This type of file cannot be uploaded here. Upload a PDF, Word (.docx) or Excel (.xlsx) file.',
    );
  });

  it('maps the upload codes to HTTP statuses', () => {
    expect(httpStatusOf(ERROR_CODES.FILE_TOO_LARGE)).toBe(413);
    expect(httpStatusOf(ERROR_CODES.FILE_TYPE_NOT_ALLOWED)).toBe(415);
    expect(httpStatusOf(ERROR_CODES.EMBEDDED_SCRIPTS)).toBe(400);
    expect(httpStatusOf(ERROR_CODES.FILE_ARCHIVE_UNSAFE)).toBe(400);
  });
});
