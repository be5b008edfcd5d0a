import {
  DOCUMENTS_CALLS as D,
  fillPath,
  type CacheTag,
  type DocumentCategory,
  type DocumentDto,
} from '@onboard/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, CSRF_COOKIE, CSRF_HEADER, readCookie } from '../../app/api.js';
import type { AppDispatch } from '../../app/store.js';

export type UploadInput = {
  clientId: string;
  category: DocumentCategory;
  policyId?: string | undefined;
  language?: 'en' | 'es' | undefined;
  file: File;
};

/** How far an upload is: bytes sent of the total, or null while the browser cannot tell (no length). */
export type UploadProgress = { loaded: number; total: number | null };

/**
 * The multipart body of the upload route: `category` FIRST, then `policyId` and `language`, then the file
 * (the gateway reads the fields before it streams the file into storage; decision 116).
 */
export function uploadBody({ category, policyId, language, file }: UploadInput): FormData {
  const form = new FormData();
  form.append('category', category);
  if (policyId) form.append('policyId', policyId);
  if (language) form.append('language', language);
  form.append('file', file, file.name);
  return form;
}

/** The error of a failed upload, shaped as RTK Query's (so `callErrorOf` and `formErrorsOf` read it). */
function errorOf(xhr: XMLHttpRequest): FetchBaseQueryError {
  if (xhr.status === 0) return { status: 'FETCH_ERROR', error: 'No response received' };
  try {
    return { status: xhr.status, data: JSON.parse(xhr.responseText) as unknown };
  } catch {
    return {
      status: 'PARSING_ERROR',
      originalStatus: xhr.status,
      data: xhr.responseText,
      error: 'not JSON',
    };
  }
}

/**
 * Uploads a document with real progress (fetch cannot report an upload's progress; XMLHttpRequest can): the
 * session cookies and the CSRF header as the base query sends them. On success the route's cache tags, and
 * the client's and its setup's (spec §7), are invalidated, so every list refetches. Rejects with a
 * FetchBaseQueryError-shaped error; `signal` aborts.
 */
export function uploadDocument(input: UploadInput, options: UploadOptions): Promise<DocumentDto> {
  return uploadTo(D.upload, input, options);
}

/**
 * Uploads a video to the video host (spec §7 vidyard upload; decision 115) the same way: kept as a document
 * with its `vidyardId`.
 */
export function uploadVideo(input: UploadInput, options: UploadOptions): Promise<DocumentDto> {
  return uploadTo(D.vidyardUpload, input, options);
}

export type UploadOptions = {
  dispatch: AppDispatch;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

function uploadTo(
  route: typeof D.upload | typeof D.vidyardUpload,
  input: UploadInput,
  { dispatch, onProgress, signal }: UploadOptions,
): Promise<DocumentDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, `/api${fillPath(route.path, { clientId: input.clientId })}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = readCookie(CSRF_COOKIE);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const tags: CacheTag[] = [
          ...(route.invalidates?.({ params: { clientId: input.clientId } } as never, undefined) ?? []),
          { type: 'Client', id: input.clientId },
          { type: 'Setup', id: input.clientId },
        ];
        dispatch(api.util.invalidateTags(tags));
        try {
          resolve(JSON.parse(xhr.responseText) as DocumentDto);
        } catch {
          reject(errorOf(xhr));
        }
      } else {
        reject(errorOf(xhr));
      }
    };
    xhr.onerror = () => reject(errorOf(xhr));
    xhr.onabort = () => reject({ status: 'CUSTOM_ERROR', error: 'aborted' } satisfies FetchBaseQueryError);
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(uploadBody(input));
  });
}
