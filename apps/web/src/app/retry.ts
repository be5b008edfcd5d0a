import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The spec's retry rules (section 9), kept free of RTK Query plumbing so they can be tested directly:
 * - queries retry once, for 401, 429, 499, 502, 503, 504 and when no response came back at all, after
 *   700 ms × attempt;
 * - mutations retry at most twice, only when the server says "invalid csrf token", after 3 s × attempt.
 */
export const QUERY_RETRY_STATUSES: ReadonlySet<number> = new Set([401, 429, 499, 502, 503, 504]);
export const QUERY_MAX_RETRIES = 1;
export const QUERY_RETRY_DELAY_MS = 700;
export const MUTATION_MAX_RETRIES = 2;
export const MUTATION_RETRY_DELAY_MS = 3_000;
export const CSRF_RETRY_MESSAGE = 'invalid csrf token';

export type RequestKind = 'query' | 'mutation';

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The HTTP status of an error, also when the body could not be parsed (a proxy's HTML 502 page). */
export function httpStatusOf(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return undefined;
}

/** The `message` of an error body (`{statusCode, code, message, errors}`), or a plain-text body. */
export function errorMessageOf(error: FetchBaseQueryError): string | undefined {
  const data: unknown = 'data' in error ? error.data : undefined;
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return undefined;
}

/** No response reached the browser: network failure or our own timeout. */
export function isNoResponse(error: FetchBaseQueryError): boolean {
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/**
 * Whether a failed request should be tried again. `attempt` counts failures so far: 1 after the first.
 */
export function shouldRetry(kind: RequestKind, error: unknown, attempt: number): boolean {
  if (!isFetchBaseQueryError(error)) return false;
  if (kind === 'mutation') {
    return (
      attempt <= MUTATION_MAX_RETRIES && errorMessageOf(error)?.trim().toLowerCase() === CSRF_RETRY_MESSAGE
    );
  }
  if (attempt > QUERY_MAX_RETRIES) return false;
  if (isNoResponse(error)) return true;
  const status = httpStatusOf(error);
  return status !== undefined && QUERY_RETRY_STATUSES.has(status);
}

/** Delay before retry number `attempt` (1-based). */
export function retryDelayMs(kind: RequestKind, attempt: number): number {
  return (kind === 'mutation' ? MUTATION_RETRY_DELAY_MS : QUERY_RETRY_DELAY_MS) * attempt;
}

/** Waits `ms`, or rejects as soon as the request is aborted (unsubscribed, component gone). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('Aborted'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
