import { describe, expect, jest, test } from '@jest/globals';
import {
  MALFORMED_CONTENT_DISPOSITION,
  MISSING_CONTENT_DISPOSITION,
  MISSING_CONTENT_TYPE,
  downloadFile,
  fetchFile,
  filenameOf,
} from './download.js';

const answer = (headers: Record<string, string>, status = 200, body = 'contents') => {
  const fetchMock = jest.fn<typeof fetch>(async () => new Response(body, { status, headers }));
  globalThis.fetch = fetchMock;
  return fetchMock;
};

describe('filenameOf (spec §5: the attachment file name, slashes, quotes and backslashes stripped)', () => {
  test('a quoted name', () => {
    expect(filenameOf('attachment; filename="report.pdf"')).toBe('report.pdf');
  });
  test('the UTF-8 name wins over the ASCII fallback', () => {
    expect(filenameOf(`attachment; filename="Informe_a.pdf"; filename*=UTF-8''Informe%20a%C3%B1o.pdf`)).toBe(
      'Informe año.pdf',
    );
  });
  test('an unquoted name', () => {
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv');
  });
  test('slashes, quotes and backslashes are stripped', () => {
    expect(filenameOf(`attachment; filename*=UTF-8''..%2F..%2Fetc%5Cx%22y%27z.pdf`)).toBe('....etcxyz.pdf');
    expect(filenameOf('attachment; filename="a\\/b.pdf"')).toBe('ab.pdf');
  });
  test.each([
    'inline; filename="x.pdf"',
    'attachment',
    'attachment; filename=""',
    'attachment; filename="///"',
    `attachment; filename*=UTF-8''%E0%A4%A`,
    'nonsense',
  ])('%s is malformed', (header) => {
    expect(() => filenameOf(header)).toThrow(MALFORMED_CONTENT_DISPOSITION);
  });
});

describe('fetchFile and downloadFile (spec §8 thrown texts)', () => {
  test('no content-type: "Response missing content-type header"', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () => {
      const response = new Response(new Uint8Array([1, 2, 3]), {
        headers: { 'content-disposition': 'attachment; filename="a.pdf"' },
      });
      response.headers.delete('content-type');
      return response;
    });
    globalThis.fetch = fetchMock;
    await expect(fetchFile('/api/file')).rejects.toThrow(MISSING_CONTENT_TYPE);
    expect(MISSING_CONTENT_TYPE).toBe('Response missing content-type header');
  });

  test('no content-disposition: "Response missing content-disposition header"', async () => {
    answer({ 'content-type': 'application/pdf' });
    await expect(fetchFile('/api/file')).rejects.toThrow('Response missing content-disposition header');
    expect(MISSING_CONTENT_DISPOSITION).toBe('Response missing content-disposition header');
  });

  test('a malformed content-disposition', async () => {
    answer({ 'content-type': 'application/pdf', 'content-disposition': 'inline' });
    await expect(fetchFile('/api/file')).rejects.toThrow(MALFORMED_CONTENT_DISPOSITION);
  });

  test('a refusal rejects with the status and the envelope, as a failed call', async () => {
    answer(
      { 'content-type': 'application/json' },
      504,
      JSON.stringify({ statusCode: 504, code: 'FILE_ZIPPING_TIMEOUT', message: 'late', errors: [] }),
    );
    await expect(fetchFile('/api/zip')).rejects.toEqual({
      status: 504,
      data: { statusCode: 504, code: 'FILE_ZIPPING_TIMEOUT', message: 'late', errors: [] },
    });
  });

  test('a good answer is saved under the stripped name, with the session cookies', async () => {
    const fetchMock = answer({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''a%2Fb%22c.pdf`,
    });
    const created = jest.fn((_blob: Blob) => 'blob:saved');
    const revoked = jest.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicks: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
    try {
      expect(await downloadFile('/api/clients/c/documents/d')).toBe('abc.pdf');
    } finally {
      click.mockRestore();
    }
    expect(clicks).toEqual([{ href: 'blob:saved', download: 'abc.pdf' }]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    expect(await (created.mock.calls[0]?.[0] as Blob).text()).toBe('contents');
  });
});
