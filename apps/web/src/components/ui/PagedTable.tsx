import { Button, Table, Text } from '@chakra-ui/react';
import { PAGE_SIZE } from '@onboard/contracts';
import { useState, type ReactElement, type ReactNode } from 'react';
import { FormAlert } from '../form/FormAlert.js';
import { useErrorText } from '../../features/reference/hooks/useErrorText.js';
import { PageSkeleton } from './PageSkeleton.js';
import { Pager } from './Pager.js';

export type SortDirection = 'asc' | 'desc';
export type Sort<K extends string> = { by: K; direction: SortDirection };

/**
 * The page of a paged list, which starts again on page 1 whenever `filterKey` (the search, filters and sort
 * written as one string) changes.
 */
export function usePageOf(filterKey: string): [page: number, setPage: (page: number) => void] {
  const [pageState, setPageState] = useState({ page: 1, filterKey });
  const page = pageState.filterKey === filterKey ? pageState.page : 1;
  return [page, (next) => setPageState({ page: next, filterKey })];
}

export type SortableColumnHeaderProps = {
  /** The column's visible name. */
  label: string;
  /** The button's accessible name ("Sort by …"). */
  sortLabel: string;
  /** Whether the list is sorted by this column, and which way. */
  direction: SortDirection | null;
  /** Called with the new direction: ascending first, then back and forth. */
  onSort: (direction: SortDirection) => void;
};

/** A column header that sorts the list by its column (aria-sort and ▲/▼ on the sorted one). */
export function SortableColumnHeader({ label, sortLabel, direction, onSort }: SortableColumnHeaderProps) {
  return (
    <Table.ColumnHeader
      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Button
        variant="plain"
        size="sm"
        px={0}
        fontWeight="inherit"
        aria-label={sortLabel}
        onClick={() => onSort(direction === 'asc' ? 'desc' : 'asc')}
      >
        {label}
        {direction ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}
      </Button>
    </Table.ColumnHeader>
  );
}

/**
 * A list's sort, starting at `initial`, and its sortable column headers: `header(by, label)` is the header of
 * the column sorted by `by`, its button named `sortLabel(label)`.
 */
export function useSortHeaders<K extends string>(
  initial: Sort<K>,
  sortLabel: (label: string) => string,
): [sort: Sort<K>, header: (by: K, label: string) => ReactElement] {
  const [sort, setSort] = useState<Sort<K>>(initial);
  const header = (by: K, label: string) => (
    <SortableColumnHeader
      label={label}
      sortLabel={sortLabel(label)}
      direction={sort.by === by ? sort.direction : null}
      onSort={(direction) => setSort({ by, direction })}
    />
  );
  return [sort, header];
}

/** What the table needs of an RTK Query list result. */
export type PagedQuery = {
  data?: { total: number } | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
};

export type PagedTableProps = {
  query: PagedQuery;
  /** How many rows the current page has (none: `empty` is shown instead of the table). */
  rowCount: number;
  /** The text shown when the page has no rows. */
  empty: ReactNode;
  /** The table's accessible name. */
  label: string;
  /** The header row's cells. */
  header: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * The frame of a paged list page: a skeleton on the first load, the error, the empty text, or the table
 * (busy while a new page loads), then the pager while there is anything to page through.
 */
export function PagedTable({
  query,
  rowCount,
  empty,
  label,
  header,
  children,
  page,
  onPageChange,
}: PagedTableProps) {
  const errorText = useErrorText();
  return (
    <>
      {query.isLoading ? (
        <PageSkeleton />
      ) : query.isError ? (
        <FormAlert message={errorText.messageOf(query.error)} />
      ) : rowCount === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={label} aria-busy={query.isFetching}>
            <Table.Header>
              <Table.Row>{header}</Table.Row>
            </Table.Header>
            <Table.Body>{children}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {/* A failed call keeps the previous answer's data: no pager over the error. */}
      {query.data && query.data.total > 0 && !query.isError && (
        <Pager page={page} pageSize={PAGE_SIZE} total={query.data.total} onPageChange={onPageChange} />
      )}
    </>
  );
}
