/** The user id that the client-list filter tests filter by (`userId`). */
export const FILTER_USER_ID = '7d2f0a10-0000-4000-8000-000000000001';

/**
 * Every single-valued filter of spec section 3 set, as the GET /api/clients query carries it (the list keys,
 * paging and sort are left to each test).
 */
export const EVERY_SCALAR_FILTER_QUERY = {
  search: 'maple',
  userId: FILTER_USER_ID,
  ic: 'ivy@onboard.test',
  noic: 'true',
  completedSetup: 'false',
  isOnboard: 'true',
  isBenefitsExplorer: 'true',
  isNewIssue: 'true',
  isAddCoverage: 'true',
  isLiveClient: 'true',
  isRiskRejected: 'true',
  includeArchived: 'true',
} as const;

/** A query as a plain object: a key's one value as a string, a repeated key's values as an array. */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length > 1 ? values : (values[0] ?? '')];
    }),
  );
}
