import { useCallback, useMemo, useRef } from 'react';
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
  // React Router hands an updater the address as last rendered. Two changes before the next render (a search
  // committed on blur and the click that caused the blur; any two on a busy machine) would build the second
  // on the stale address and drop the first. So a change builds on what the previous one wrote, as long as
  // no render has brought a newer address since.
  const written = useRef<{ over: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: (state: ClientListState) => ClientListState, options?: { replace?: boolean }) => {
      const base = written.current?.over === params ? written.current.next : params;
      const next = listStateToSearch(change(parseListState(base)));
      written.current = { over: params, next };
      setParams(next, options);
    },
    [params, setParams],
  );
  return [state, update];
}
