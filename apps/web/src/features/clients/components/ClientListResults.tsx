import { Text } from '@chakra-ui/react';
import type { ClientListItem } from '@onboard/contracts';
import { useEffect, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { PageSkeleton } from '../../../components/ui/PageSkeleton.js';
import { Pager } from '../../../components/ui/Pager.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useListClientsQuery } from '../api/clientsApi.js';
import type { useListState } from '../hooks/useListState.js';
import { clientListApiQuery, lastPage, type ClientListState } from '../listQuery.js';
import { ClientTable, type ClientColumn } from './ClientTable.js';

export type ClientListResultsProps = {
  /** The list's state and its update, from useListState (the address bar). */
  state: ClientListState;
  update: ReturnType<typeof useListState>[1];
  /** How GET /api/clients pages: limit and offset, or page and pageSize (benefit administrators). */
  paging?: 'offset' | 'page';
  columns: readonly ClientColumn[];
  linkOf: (client: ClientListItem) => string;
  /** What an empty list says. */
  emptyText: ReactNode;
};

/**
 * The client lists' results: GET /api/clients for the state, shown as loading, the error, the empty text or
 * the sortable table (a new sort goes back to page 1), with the pager below while there are clients. A page
 * past the last (an old link, a list that shrank) is replaced in the address by the last page.
 */
export function ClientListResults({
  state,
  update,
  paging,
  columns,
  linkOf,
  emptyText,
}: ClientListResultsProps) {
  const errorText = useErrorText();
  const list = useListClientsQuery(clientListApiQuery(state, paging));
  const items = list.data?.items ?? [];
  const total = list.data?.total;
  const last = total === undefined ? undefined : lastPage(total, state.pageSize);
  const outOfRange = last !== undefined && state.page > last && !list.isFetching;

  useEffect(() => {
    if (outOfRange && last !== undefined)
      update((current) => ({ ...current, page: last }), { replace: true });
  }, [outOfRange, last, update]);

  return (
    <>
      {list.isLoading || outOfRange ? (
        <PageSkeleton />
      ) : list.isError ? (
        <FormAlert message={errorText.messageOf(list.error)} />
      ) : items.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <ClientTable
          items={items}
          columns={columns}
          sortBy={state.sortBy}
          sortDirection={state.sortDirection}
          onSort={(sortBy, sortDirection) =>
            update((current) => ({ ...current, sortBy, sortDirection, page: 1 }))
          }
          linkOf={linkOf}
          busy={list.isFetching}
        />
      )}
      {list.data && list.data.total > 0 && !outOfRange && (
        <Pager
          page={state.page}
          pageSize={state.pageSize}
          total={list.data.total}
          onPageChange={(page) => update((current) => ({ ...current, page }))}
        />
      )}
    </>
  );
}
