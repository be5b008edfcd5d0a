import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listStateToSearch, parseListState, type ClientListState } from '../listQuery.js';

/**
 * The client list's state, read from and written to the address bar: every change is a history entry, so
 * back and forward step through filters and pages, and a reload keeps them.
 */
export function useListState(): [
  ClientListState,
  (change: (state: ClientListState) => ClientListState) => void,
] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const update = useCallback(
    (change: (state: ClientListState) => ClientListState) =>
      setParams((previous) => listStateToSearch(change(parseListState(previous)))),
    [setParams],
  );
  return [state, update];
}
