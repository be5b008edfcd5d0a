import { createApi, fetchBaseQuery, retry, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { TAG_TYPES } from '@onboard/contracts';
import { retryDelayMs, shouldRetry, sleep, type RequestKind } from './retry.js';

/** The gateway's CSRF cookie (readable by scripts, unlike the session cookies) and the header it must be echoed in. */
export const CSRF_COOKIE = 'onboard_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cookie's value from `document.cookie`, read when asked: the gateway may have rotated it since. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Every call of the spec goes through the gateway under /api, with the session cookies. Mutations (any
 * method but GET/HEAD/OPTIONS) echo the CSRF cookie in a header (spec section 7); it is read on every
 * attempt, so a retry after "invalid csrf token" sends the current cookie.
 */
const fetchGateway = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers, { arg }) => {
    const method = (typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET')).toUpperCase();
    if (!SAFE_METHODS.has(method)) {
      const token = readCookie(CSRF_COOKIE);
      if (token) headers.set(CSRF_HEADER, token);
    }
    return headers;
  },
});

/**
 * fetchBaseQuery reports failures as `{error}`, but it can still throw (a bad request init, a missing
 * fetch). `retry` would retry a throw up to 5 times whatever our policy says, so a throw becomes an error.
 */
const rawBaseQuery: typeof fetchGateway = async (args, api, extraOptions) => {
  try {
    return await fetchGateway(args, api, extraOptions);
  } catch (thrown) {
    return {
      error: { status: 'CUSTOM_ERROR', error: thrown instanceof Error ? thrown.message : String(thrown) },
    };
  }
};

const withRetry = (kind: RequestKind) =>
  retry(rawBaseQuery, {
    retryCondition: (error, _args, { attempt }) => shouldRetry(kind, error, attempt),
    backoff: (attempt, _maxRetries, signal) => sleep(retryDelayMs(kind, attempt), signal),
  });

const queryBaseQuery = withRetry('query');
const mutationBaseQuery = withRetry('mutation');

/** RTK Query's `retry` cannot tell a query from a mutation, so each kind gets its own policy. */
const gatewayBaseQuery: BaseQueryFn<Parameters<typeof rawBaseQuery>[0]> = (args, api, extraOptions) =>
  api.type === 'mutation'
    ? mutationBaseQuery(args, api, extraOptions)
    : queryBaseQuery(args, api, extraOptions);

/** Cache tags (declared with the route table). Features add endpoints with `api.injectEndpoints`. */
export { TAG_TYPES };

/** The one API slice for the gateway (STYLE.md: one createApi, endpoints injected per feature). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: gatewayBaseQuery,
  tagTypes: TAG_TYPES,
  // Spec section 9: data is stale after 60 s and focus does not refetch. RTK Query has no "stale time":
  // an unused entry is dropped after 60 s, and a new subscriber refetches data older than 60 s.
  keepUnusedDataFor: 60,
  refetchOnMountOrArgChange: 60,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
