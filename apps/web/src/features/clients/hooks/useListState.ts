import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listStateToSearch, parseListState, type ClientListState } from '../listQuery.js';

/**
 * The client list's state, read from and written to the address bar: every change is a history entry, so
 * back and forward step through filters and pages, and a reload keeps them. A correction (a page out of
 * range) replaces the entry instead (`{ replace: true }`).
 */
export function useListState(): [
  ClientListState,
  (change: (state: ClientListState) => ClientListState, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const update = useCallback(
    (change: (state: ClientListState) => ClientListState, options?: { replace?: boolean }) =>
      setParams((previous) => listStateToSearch(change(parseListState(previous))), options),
    [setParams],
  );
  return [state, update];
}
