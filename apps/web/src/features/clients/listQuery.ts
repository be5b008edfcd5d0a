import { clientListQuerySchema, PAGE_SIZE, PHASES, type Phase } from '@onboard/contracts';
import type { z } from 'zod';

/**
 * The client lists' state (spec section 3 filter keys, paging of section 7, sorting), kept in the address
 * bar so back/forward and reload keep it. URL keys are the API's keys; `page` is 1-based.
 *
 * The filter and sort keys are read from the API's own query schema (clientListQuerySchema), so a filter
 * added there reaches the address, the API query and the "n filters on" count without a list to update.
 */

type QueryShape = (typeof clientListQuerySchema)['shape'];
/** The query's keys whose parsed value is a `Value` (at the type level). */
type KeysReading<Value> = {
  [K in keyof QueryShape]: z.output<QueryShape[K]> extends Value ? K : never;
}[keyof QueryShape];
/** The same at run time: the query's keys whose schema `reads` as asked, in the schema's order. */
const keysReading = <K extends keyof QueryShape>(reads: (schema: z.ZodType) => boolean): readonly K[] =>
  (Object.keys(clientListQuerySchema.shape) as (keyof QueryShape)[]).filter((key) =>
    reads(clientListQuerySchema.shape[key]),
  ) as K[];

/** Boolean filters: `true` or `false` filters, absent means "any" (the query's `true`/`false` keys). */
export type FlagKey = KeysReading<boolean | undefined>;
export const FLAG_KEYS = keysReading<FlagKey>(
  (schema) => schema.safeParse('true').data === true && schema.safeParse('false').data === false,
);

/** Filters that take several values (repeated in the query: `phaseIds=A&phaseIds=B`). */
export type ListKey = KeysReading<readonly string[] | undefined>;
export const LIST_KEYS = keysReading<ListKey>((schema) => Array.isArray(schema.safeParse([]).data));

export const SORT_KEYS = clientListQuerySchema.shape.sortBy.unwrap().options;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export type ClientFilters = {
  search: string;
  /** Clients assigned to this user (a broker or benefit administrator). */
  userId: string;
  /** Implementation consultant, by e-mail. */
  ic: string;
  phaseIds: Phase[];
  ebrEmails: string[];
  clientErrorTypes: string[];
} & { [K in FlagKey]: boolean | undefined };

/** Every flag absent ("any"). */
function noFlags(): { [K in FlagKey]: boolean | undefined } {
  return Object.fromEntries(FLAG_KEYS.map((key) => [key, undefined])) as { [K in FlagKey]: undefined };
}

export type ClientListState = ClientFilters & {
  page: number;
  /** Rows a page, 1 to MAX_PAGE_SIZE (spec section 5: list limit 1 to 100); PAGE_SIZE (25) unless asked. */
  pageSize: number;
  sortBy: SortKey;
  sortDirection: SortDirection;
};

export const EMPTY_FILTERS: ClientFilters = {
  search: '',
  userId: '',
  ic: '',
  phaseIds: [],
  ebrEmails: [],
  clientErrorTypes: [],
  ...noFlags(),
};

export const DEFAULT_LIST_STATE: ClientListState = {
  ...EMPTY_FILTERS,
  page: 1,
  pageSize: PAGE_SIZE,
  sortBy: 'name',
  sortDirection: 'asc',
};

const isPhase = (value: string): value is Phase => (PHASES as readonly string[]).includes(value);
const isSortKey = (value: string | null): value is SortKey =>
  value !== null && (SORT_KEYS as readonly string[]).includes(value);

/** Several values typed in one box ("a@x.com, b@y.com"), trimmed, without empties and duplicates. */
export function splitValues(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;\s]+/)
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}

/** Values of a repeated key; a comma-separated single value is split too. */
function many(params: URLSearchParams, key: string): string[] {
  return [...new Set(params.getAll(key).flatMap((value) => splitValues(value)))];
}

function flag(params: URLSearchParams, key: string): boolean | undefined {
  const value = params.get(key);
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** The largest page the API gives (spec section 5: list limit 1 to 100). */
export const MAX_PAGE_SIZE = 100;

/** A page size from the address: a whole number, held within 1 to MAX_PAGE_SIZE; otherwise the default. */
export function parsePageSize(value: string | null): number {
  const size = /^\d+$/.test(value?.trim() ?? '') ? Number(value) : Number.NaN;
  if (!Number.isFinite(size) || size < 1) return PAGE_SIZE;
  return Math.min(size, MAX_PAGE_SIZE);
}

/** The last page there is for `total` rows (at least 1: an empty list has one, empty, page). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The list state an address describes; anything unknown or malformed falls back to the default. */
export function parseListState(params: URLSearchParams): ClientListState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sortBy = params.get('sortBy');
  const flags = Object.fromEntries(FLAG_KEYS.map((key) => [key, flag(params, key)])) as {
    [K in FlagKey]: boolean | undefined;
  };
  return {
    search: params.get('search')?.trim() ?? '',
    userId: params.get('userId')?.trim() ?? '',
    ic: params.get('ic')?.trim() ?? '',
    phaseIds: many(params, 'phaseIds').filter(isPhase),
    ebrEmails: many(params, 'ebrEmails'),
    clientErrorTypes: many(params, 'clientErrorTypes'),
    ...flags,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize: parsePageSize(params.get('pageSize')),
    sortBy: isSortKey(sortBy) ? sortBy : DEFAULT_LIST_STATE.sortBy,
    sortDirection: params.get('sortDirection') === 'desc' ? 'desc' : 'asc',
  };
}

/** The filters as query parameters (the same for the address and for GET /api/clients); empty ones left out. */
function appendFilters(params: URLSearchParams, filters: ClientFilters): void {
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.userId.trim()) params.set('userId', filters.userId.trim());
  if (filters.ic.trim()) params.set('ic', filters.ic.trim());
  for (const key of FLAG_KEYS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const key of LIST_KEYS) for (const value of filters[key]) params.append(key, value);
}

/** The address's query for a list state: defaults are left out, so a plain list has a plain address. */
export function listStateToSearch(state: ClientListState): URLSearchParams {
  const params = new URLSearchParams();
  appendFilters(params, state);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_LIST_STATE.pageSize) params.set('pageSize', String(state.pageSize));
  if (state.sortBy !== DEFAULT_LIST_STATE.sortBy) params.set('sortBy', state.sortBy);
  if (state.sortDirection !== DEFAULT_LIST_STATE.sortDirection)
    params.set('sortDirection', state.sortDirection);
  return params;
}

/** Spec section 7 paging: limit = page size, offset = (page − 1) × page size. */
export function pageToLimitOffset(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (Math.max(1, Math.floor(page)) - 1) * pageSize };
}

/**
 * GET /api/clients for the internal list: every filter, then limit and offset (the state's page size) and
 * the sort. The benefit-administrator list sends `page` and `pageSize` instead (`paging: 'page'`).
 */
export function clientListApiQuery(state: ClientListState, paging: 'offset' | 'page' = 'offset'): string {
  const pageSize = state.pageSize;
  const params = new URLSearchParams();
  appendFilters(params, state);
  if (paging === 'page') {
    params.set('page', String(Math.max(1, state.page)));
    params.set('pageSize', String(pageSize));
  } else {
    const { limit, offset } = pageToLimitOffset(state.page, pageSize);
    params.set('limit', String(limit));
    params.set('offset', String(offset));
  }
  params.set('sortBy', state.sortBy);
  params.set('sortDirection', state.sortDirection);
  return params.toString();
}

/** How many filters are on (for the "n filters on" summary and Clear filters). */
export function activeFilterCount(filters: ClientFilters): number {
  return (
    (filters.search ? 1 : 0) +
    (filters.userId ? 1 : 0) +
    (filters.ic ? 1 : 0) +
    FLAG_KEYS.filter((key) => filters[key] !== undefined).length +
    LIST_KEYS.filter((key) => filters[key].length > 0).length
  );
}

/** A new state after a filter change: back to page 1, sorting kept. */
export function withFilters(state: ClientListState, changes: Partial<ClientFilters>): ClientListState {
  return { ...state, ...changes, page: 1 };
}
