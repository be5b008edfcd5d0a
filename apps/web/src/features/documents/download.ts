import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Spec section 8: the texts thrown when a download's headers are not what spec section 5 requires. */
export const MISSING_CONTENT_TYPE = 'Response missing content-type header';
export const MISSING_CONTENT_DISPOSITION = 'Response missing content-disposition header';
export const MALFORMED_CONTENT_DISPOSITION = 'Malformed content-disposition header';

/** Spec section 5: slashes, quotes and backslashes are stripped from a downloaded file's name. */
export const stripFilename = (name: string): string => name.replace(/[/\\"']/g, '').trim();

/**
 * The file name of an `attachment` Content-Disposition (spec section 5): the RFC 8187 `filename*` when there
 * is one (UTF-8 names), else `filename` (quoted or not), stripped of slashes, quotes and backslashes. Throws
 * MALFORMED_CONTENT_DISPOSITION when the header is no attachment, names no file or names an empty one.
 */
export function filenameOf(disposition: string): string {
  const [type] = disposition.split(';');
  if (type?.trim().toLowerCase() !== 'attachment') throw new Error(MALFORMED_CONTENT_DISPOSITION);
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim();
  let name: string | undefined;
  if (extended) {
    const match = /^utf-8'[^']*'(.+)$/i.exec(extended);
    if (match?.[1]) {
      try {
        name = decodeURIComponent(match[1]);
      } catch {
        throw new Error(MALFORMED_CONTENT_DISPOSITION);
      }
    }
  }
  if (name === undefined) {
    const plain = /(?:^|;)\s*filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;\s]+)/i.exec(disposition);
    if (plain) name = plain[2] ?? plain[1];
  }
  const clean = name === undefined ? '' : stripFilename(name);
  if (clean === '') throw new Error(MALFORMED_CONTENT_DISPOSITION);
  return clean;
}

/** A file fetched from a file route: its contents and the name to save it under. */
export type FetchedFile = { blob: Blob; fileName: string; contentType: string };

/**
 * Fetches a file route (with the session cookies) and checks its headers (spec sections 5 and 8). A refusal
 * rejects with a FetchBaseQueryError-shaped error (the gateway's envelope in `data`), so the UI shows it as
 * any failed call; wrong headers throw the spec's texts.
 */
export async function fetchFile(url: string, init: RequestInit = {}): Promise<FetchedFile> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', ...init });
  } catch {
    throw { status: 'FETCH_ERROR', error: 'No response received' } satisfies FetchBaseQueryError;
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // A page the gateway did not write: kept as text.
    }
    throw { status: response.status, data } satisfies FetchBaseQueryError;
  }
  const contentType = response.headers.get('content-type');
  if (!contentType) throw new Error(MISSING_CONTENT_TYPE);
  const disposition = response.headers.get('content-disposition');
  if (!disposition) throw new Error(MISSING_CONTENT_DISPOSITION);
  const fileName = filenameOf(disposition);
  return { blob: await response.blob(), fileName, contentType };
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a file route and saves it under the name of its Content-Disposition; resolves to that name. */
export async function downloadFile(url: string, init?: RequestInit): Promise<string> {
  const file = await fetchFile(url, init);
  saveBlob(file.blob, file.fileName);
  return file.fileName;
}
