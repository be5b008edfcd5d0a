import { z } from 'zod';

/** Messages of the paging parameters every list takes (`?page=2&pageSize=25`, or `limit` and `offset`). */
export const PAGING_MESSAGES = {
  page: 'Please enter a page number of 1 or more',
  pageSize: 'Please enter a page size from 1 to 100',
} as const;

/**
 * `page` (from 1) and `pageSize` (1–100), which the web's addresses carry, beside `limit` and `offset`. A value
 * that is not a whole number is refused with a field error rather than ignored.
 */
export const pageParams = {
  page: z.coerce
    .number({ error: PAGING_MESSAGES.page })
    .int(PAGING_MESSAGES.page)
    .min(1, PAGING_MESSAGES.page)
    .optional(),
  pageSize: z.coerce
    .number({ error: PAGING_MESSAGES.pageSize })
    .int(PAGING_MESSAGES.pageSize)
    .min(1, PAGING_MESSAGES.pageSize)
    .max(100, PAGING_MESSAGES.pageSize)
    .optional(),
};

/** The rows a list query asks for: `page` and `pageSize` win over `offset` and `limit` when given. */
export function pageWindow(query: { limit: number; offset: number; page?: number; pageSize?: number }): {
  limit: number;
  offset: number;
} {
  const limit = query.pageSize ?? query.limit;
  return { limit, offset: query.page ? (query.page - 1) * limit : query.offset };
}
