import { DOCUMENTS_CALLS, fillPath, type DocumentDto } from '@onboard/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from '../../app/api.js';

/** The share of the file sent so far (0–100), or null while the browser cannot tell. */
export type UploadProgress = (percent: number | null) => void;

/**
 * Uploads a census file of a policy (POST …/documents, category `census`): fetch cannot report upload
 * progress, so this is an XMLHttpRequest with the session cookies and the CSRF header the base query sends.
 * It rejects with a FetchBaseQueryError, so the app's error texts (`useErrorText`) read it like any call's.
 */
export function uploadCensus(
  clientId: string,
  policyId: string,
  file: File,
  onProgress: UploadProgress = () => undefined,
  signal?: AbortSignal,
): Promise<DocumentDto> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // The fields first: the gateway reads them before it streams the file part into storage.
    form.append('category', 'census');
    form.append('policyId', policyId);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${fillPath(DOCUMENTS_CALLS.upload.path, { clientId })}`);
    xhr.withCredentials = true;
    const token = readCookie(CSRF_COOKIE);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) =>
      onProgress(event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : null);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        const error: FetchBaseQueryError = {
          status: 'PARSING_ERROR',
          originalStatus: xhr.status,
          data: xhr.responseText,
          error: 'not JSON',
        };
        return reject(error);
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as DocumentDto);
      else reject({ status: xhr.status, data: body } satisfies FetchBaseQueryError);
    };
    xhr.onerror = () =>
      reject({ status: 'FETCH_ERROR', error: 'upload failed' } satisfies FetchBaseQueryError);
    xhr.onabort = () => reject({ status: 'CUSTOM_ERROR', error: 'aborted' } satisfies FetchBaseQueryError);
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
