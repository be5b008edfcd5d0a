import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';
import { msg } from './messages.js';

/** Messages of the paging parameters every list takes (`?page=2&pageSize=25`, or `limit` and `offset`). */
export const PAGING_MESSAGES = {
  page: FIELD_MESSAGES.pageNumber,
  pageSize: FIELD_MESSAGES.pageSize,
} as const;
const PAGE = msg('pageNumber');
const PAGE_SIZE = msg('pageSize');

/**
 * `page` (from 1) and `pageSize` (1–100), which the web's addresses carry, beside `limit` and `offset`. A value
 * that is not a whole number is refused with a field error rather than ignored.
 */
export const pageParams = {
  page: z.coerce.number({ error: PAGE }).int(PAGE).min(1, PAGE).optional(),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE })
    .int(PAGE_SIZE)
    .min(1, PAGE_SIZE)
    .max(100, PAGE_SIZE)
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
