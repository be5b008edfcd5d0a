import { describe, expect, jest, test } from '@jest/globals';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { retryDelayMs, shouldRetry, sleep } from './retry.js';

const http = (status: number, data: unknown = { message: 'x' }): FetchBaseQueryError => ({ status, data });
const noResponse: FetchBaseQueryError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const csrf = (message = 'invalid csrf token'): FetchBaseQueryError => ({
  status: 403,
  data: { statusCode: 403, code: 'FORBIDDEN', message, errors: [] },
});

describe('query retry condition', () => {
  test.each([401, 429, 499, 502, 503, 504])('retries %i once', (status) => {
    expect(shouldRetry('query', http(status), 1)).toBe(true);
    expect(shouldRetry('query', http(status), 2)).toBe(false);
  });

  test.each([400, 403, 404, 409, 413, 422, 500, 501])('does not retry %i', (status) => {
    expect(shouldRetry('query', http(status), 1)).toBe(false);
  });

  test('retries once when no response arrived (network error, timeout)', () => {
    expect(shouldRetry('query', noResponse, 1)).toBe(true);
    expect(shouldRetry('query', { status: 'TIMEOUT_ERROR', error: 'timeout' }, 1)).toBe(true);
    expect(shouldRetry('query', noResponse, 2)).toBe(false);
  });

  test('uses the HTTP status of an unparsable response (a proxy error page)', () => {
    const html502: FetchBaseQueryError = {
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: '<html>',
      error: 'x',
    };
    const html500: FetchBaseQueryError = {
      status: 'PARSING_ERROR',
      originalStatus: 500,
      data: '<html>',
      error: 'x',
    };
    expect(shouldRetry('query', html502, 1)).toBe(true);
    expect(shouldRetry('query', html500, 1)).toBe(false);
  });

  test('does not retry errors that are not HTTP errors', () => {
    expect(shouldRetry('query', { status: 'CUSTOM_ERROR', error: 'boom' }, 1)).toBe(false);
    expect(shouldRetry('query', new Error('boom'), 1)).toBe(false);
    expect(shouldRetry('query', undefined, 1)).toBe(false);
  });
});

describe('mutation retry condition', () => {
  test('retries up to twice on "invalid csrf token"', () => {
    expect(shouldRetry('mutation', csrf(), 1)).toBe(true);
    expect(shouldRetry('mutation', csrf(), 2)).toBe(true);
    expect(shouldRetry('mutation', csrf(), 3)).toBe(false);
    expect(shouldRetry('mutation', { status: 403, data: 'invalid csrf token' }, 1)).toBe(true);
  });

  test('does not retry anything else, not even what a query would retry', () => {
    expect(shouldRetry('mutation', csrf('forbidden'), 1)).toBe(false);
    expect(shouldRetry('mutation', http(503), 1)).toBe(false);
    expect(shouldRetry('mutation', http(401), 1)).toBe(false);
    expect(shouldRetry('mutation', noResponse, 1)).toBe(false);
  });
});

describe('retry delay', () => {
  test('queries wait 700 ms × attempt', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs('query', attempt))).toEqual([700, 1400, 2100]);
  });

  test('mutations wait 3 s × attempt', () => {
    expect([1, 2].map((attempt) => retryDelayMs('mutation', attempt))).toEqual([3000, 6000]);
  });

  test('sleep waits the delay and stops early when aborted', async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      const waiting = sleep(700).then(() => {
        done = true;
      });
      await jest.advanceTimersByTimeAsync(699);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);

      const controller = new AbortController();
      const aborted = sleep(3000, controller.signal);
      controller.abort();
      await expect(aborted).rejects.toThrow('Aborted');
    } finally {
      jest.useRealTimers();
    }
  });
});
