import { describe, expect, test } from '@jest/globals';
import { clientListQuerySchema } from '@onboard/contracts';
import { EVERY_SCALAR_FILTER_QUERY, FILTER_USER_ID, queryObject } from '../../test/clientListQuery.js';
import {
  DEFAULT_LIST_STATE,
  EMPTY_FILTERS,
  FLAG_KEYS,
  LIST_KEYS,
  SORT_KEYS,
  activeFilterCount,
  clientListApiQuery,
  lastPage,
  listStateToSearch,
  pageToLimitOffset,
  parseListState,
  splitValues,
  withFilters,
  type ClientFilters,
  type ClientListState,
  type ListKey,
  type SortKey,
} from './listQuery.js';

/** True when A and B are the same type (a compile-time check: a wrong one fails the typecheck). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const SORTS = ['name', 'caseId', 'createdAt', 'updatedAt', 'phase', 'employeesNumber'] as const;

/** Every filter key of spec section 3 set. */
const EVERY_FILTER: ClientFilters = {
  search: 'maple',
  userId: FILTER_USER_ID,
  ic: 'ivy@onboard.test',
  noic: true,
  completedSetup: false,
  isOnboard: true,
  isBenefitsExplorer: true,
  isNewIssue: true,
  isAddCoverage: true,
  isLiveClient: true,
  isRiskRejected: true,
  phaseIds: ['PLAN_APPROVAL', 'WELCOME'],
  ebrEmails: ['a@x.test', 'b@y.test'],
  includeArchived: true,
  clientErrorTypes: ['JIRA', 'QPS'],
};
const SORT = { sortBy: 'caseId', sortDirection: 'desc' } as const;
/** Every filter, the third page of 40 and a sort other than the default. */
const everything: ClientListState = { ...EVERY_FILTER, page: 3, pageSize: 40, ...SORT };

describe('the filter and sort keys, read from the API’s query schema', () => {
  test('the flags, the several-valued filters and the sort keys are the spec’s, in type and at run time', () => {
    // `everything` sets every filter of spec section 3: the yes/no ones to booleans, the others to text or lists.
    const keysOf = (isKind: (value: unknown) => boolean) =>
      Object.entries(everything)
        .filter(([key, value]) => key !== 'page' && key !== 'pageSize' && isKind(value))
        .map(([key]) => key)
        .sort();
    expect([...FLAG_KEYS].sort()).toEqual(keysOf((value) => typeof value === 'boolean'));
    expect([...LIST_KEYS].sort()).toEqual(keysOf(Array.isArray));
    expect(SORT_KEYS).toEqual(SORTS);
    // The types too (FlagKey is pinned by `everything`, which must name each flag and nothing else).
    const listTypes: Same<ListKey, 'phaseIds' | 'ebrEmails' | 'clientErrorTypes'> = true;
    const sortTypes: Same<SortKey, (typeof SORTS)[number]> = true;
    expect([listTypes, sortTypes]).toEqual([true, true]);
  });

  test('no filter is on in the empty filters', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    for (const key of FLAG_KEYS) expect(key in EMPTY_FILTERS && EMPTY_FILTERS[key] === undefined).toBe(true);
  });
});

describe('client list filters → GET /api/clients query', () => {
  test('every filter key of the spec, list keys repeated, then limit, offset and sorting', () => {
    const params = new URLSearchParams(clientListApiQuery(everything));
    expect([...params.keys()].filter((key, i, all) => all.indexOf(key) === i).sort()).toEqual(
      [
        'search',
        'userId',
        'ic',
        'noic',
        'completedSetup',
        'isOnboard',
        'isBenefitsExplorer',
        'isNewIssue',
        'isAddCoverage',
        'isLiveClient',
        'isRiskRejected',
        'phaseIds',
        'ebrEmails',
        'includeArchived',
        'clientErrorTypes',
        'limit',
        'offset',
        'sortBy',
        'sortDirection',
      ].sort(),
    );
    expect(params.getAll('phaseIds')).toEqual(['PLAN_APPROVAL', 'WELCOME']);
    expect(params.getAll('ebrEmails')).toEqual(['a@x.test', 'b@y.test']);
    expect(params.getAll('clientErrorTypes')).toEqual(['JIRA', 'QPS']);
    expect(Object.fromEntries(params)).toMatchObject({
      ...EVERY_SCALAR_FILTER_QUERY,
      limit: '40',
      offset: '80',
      sortBy: 'caseId',
      sortDirection: 'desc',
    });
  });

  test('the gateway’s own schema reads the query as meant', () => {
    const params = new URLSearchParams(clientListApiQuery(everything));
    // Every filter as it was set; page 3 of 40 as limit 40, offset 80.
    expect(clientListQuerySchema.parse(queryObject(params))).toEqual({
      ...EVERY_FILTER,
      limit: 40,
      offset: 80,
      ...SORT,
    });
  });

  test('no filters: only paging and the default sort', () => {
    expect(clientListApiQuery(DEFAULT_LIST_STATE)).toBe('limit=25&offset=0&sortBy=name&sortDirection=asc');
  });

  test('the benefit-administrator list sends page and pageSize instead', () => {
    expect(clientListApiQuery({ ...DEFAULT_LIST_STATE, search: 'x', page: 2 }, 'page')).toBe(
      'search=x&page=2&pageSize=25&sortBy=name&sortDirection=asc',
    );
  });
});

describe('paging (spec section 7: limit = page size, offset = (page − 1) × page size)', () => {
  test.each([
    [1, { limit: 25, offset: 0 }],
    [2, { limit: 25, offset: 25 }],
    [5, { limit: 25, offset: 100 }],
    [0, { limit: 25, offset: 0 }],
  ])('page %i → %o', (page, expected) => {
    expect(pageToLimitOffset(page, 25)).toEqual(expected);
  });
});

describe('the list state in the address', () => {
  test('round-trips every filter, the page and the sort', () => {
    expect(parseListState(listStateToSearch(everything))).toEqual(everything);
  });

  test('defaults leave a plain address', () => {
    expect(listStateToSearch(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(parseListState(new URLSearchParams())).toEqual(DEFAULT_LIST_STATE);
  });

  test('malformed values fall back: unknown phases, bad pages and sorts, flags other than true/false', () => {
    const state = parseListState(
      new URLSearchParams(
        'phaseIds=NOPE&phaseIds=WELCOME&page=-4&sortBy=drop&isOnboard=yes&ebrEmails=a@x.test,b@y.test',
      ),
    );
    expect(state.phaseIds).toEqual(['WELCOME']);
    expect(state.page).toBe(1);
    expect(state.sortBy).toBe('name');
    expect(state.isOnboard).toBeUndefined();
    expect(state.ebrEmails).toEqual(['a@x.test', 'b@y.test']);
  });

  test('pageSize in the address is honoured within 1 to 100; anything else is the default 25', () => {
    const size = (query: string) => parseListState(new URLSearchParams(query)).pageSize;
    expect(size('pageSize=10')).toBe(10);
    expect(size('pageSize=100')).toBe(100);
    expect(size('pageSize=500')).toBe(100);
    expect(size('pageSize=0')).toBe(25);
    expect(size('pageSize=-3')).toBe(25);
    expect(size('pageSize=abc')).toBe(25);
    expect(size('pageSize=2.5')).toBe(25);
    expect(size('')).toBe(25);
    expect(listStateToSearch({ ...DEFAULT_LIST_STATE, pageSize: 10 }).toString()).toBe('pageSize=10');
    expect(clientListApiQuery({ ...DEFAULT_LIST_STATE, page: 2, pageSize: 10 })).toBe(
      'limit=10&offset=10&sortBy=name&sortDirection=asc',
    );
    expect(clientListApiQuery({ ...DEFAULT_LIST_STATE, page: 2, pageSize: 10 }, 'page')).toBe(
      'page=2&pageSize=10&sortBy=name&sortDirection=asc',
    );
  });

  test('the last page: at least 1, enough pages for every row', () => {
    expect(lastPage(0, 25)).toBe(1);
    expect(lastPage(8, 25)).toBe(1);
    expect(lastPage(25, 25)).toBe(1);
    expect(lastPage(26, 25)).toBe(2);
  });

  test('a filter change goes back to page 1 and counts as a filter', () => {
    const next = withFilters({ ...DEFAULT_LIST_STATE, page: 4 }, { isLiveClient: true });
    expect(next.page).toBe(1);
    expect(activeFilterCount(next)).toBe(1);
    expect(activeFilterCount(everything)).toBe(15);
  });

  test('several values typed in one box', () => {
    expect(splitValues(' a@x.test, b@y.test;a@x.test  c@z.test ')).toEqual([
      'a@x.test',
      'b@y.test',
      'c@z.test',
    ]);
  });
});
