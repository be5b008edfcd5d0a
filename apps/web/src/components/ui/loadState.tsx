import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { callErrorOf } from '../../app/errors.js';
import { PATHS } from '../../app/paths.js';
import { LoadError } from './LoadError.js';
import { PageSkeleton } from './PageSkeleton.js';

/** What a page needs of an RTK Query result to load from it. */
export type PageQuery<T> = {
  data?: T | undefined;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/** The loaded data, or what the page shows instead (`fallback`) while it has none. */
export type LoadState<T> = { data: T; fallback: null } | { data: undefined; fallback: ReactElement };

export type LoadStateOptions = {
  /** A 404 sends the viewer to the not-found page (an unknown or archived record in the address). */
  notFoundPage?: boolean;
};

/**
 * The load / not-found / error block of a page that shows one record: a skeleton on the first load, the
 * not-found page for a 404 (when asked), the error's message with Try again when the load failed.
 */
export function loadState<T>(
  query: PageQuery<T>,
  { notFoundPage = false }: LoadStateOptions = {},
): LoadState<T> {
  if (query.isLoading) return { data: undefined, fallback: <PageSkeleton /> };
  if (notFoundPage && callErrorOf(query.error).status === 404)
    return { data: undefined, fallback: <Navigate to={PATHS.notFound} replace /> };
  if (query.data === undefined)
    return {
      data: undefined,
      fallback: <LoadError error={query.error} onRetry={() => void query.refetch()} />,
    };
  return { data: query.data, fallback: null };
}
