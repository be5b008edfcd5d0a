import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { languagePrefixOf, withoutLanguagePrefix } from '../../i18n/detect.js';
import { EXPLORER_ROUTE_IDS } from './routeIds.js';
import { ExplorerRoutingProvider, type ExplorerLocation, type ExplorerNavigateOptions } from './routing.js';

/*
 * The explorer entry's router (issue 16 item 7, decision 179): its three routes only, on the history API. The
 * public page's first load does without react-router (about 30 KiB gzip). The portal keeps react-router for
 * the same routes inside the portal (app/explorerRoutes.tsx).
 */

/** The main site's prefix of the explorer's addresses. */
export const EXPLORER_BASE_PATH = '/benefits-explorer';
const PERSONAL_SEGMENT = 'personal-benefits-plan';

type RouteId = (typeof EXPLORER_ROUTE_IDS)[keyof typeof EXPLORER_ROUTE_IDS];

export type ExplorerMatch =
  | { kind: 'index'; id: RouteId; params: Record<string, never> }
  | { kind: 'page' | 'personal'; id: RouteId; params: { explorerPageId: string } }
  /** Public host mode: any other address is the not-found page. */
  | { kind: 'notFound'; params: Record<string, never> }
  /** Main site: an address that is not the explorer's belongs to the portal (a full page load there). */
  | { kind: 'outside'; params: Record<string, never> };

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The route an address is (explorer spec §2). Main site: `/benefits-explorer`, `/benefits-explorer/:explorerPageId`
 * and `…/:explorerPageId/personal-benefits-plan`; public host: the same at the root. As react-router matched
 * them: a trailing slash is ignored, static segments are compared case-insensitively, the parameter decoded.
 * Either after a language prefix (`/es/…`, explorer spec §9, decision 196), which the address keeps.
 */
export function matchExplorerRoute(pathname: string, publicHost: boolean): ExplorerMatch {
  const none = { params: {} } as const;
  const segments = withoutLanguagePrefix(pathname)
    .split('/')
    .filter((segment) => segment !== '');
  if (!publicHost) {
    if (segments[0]?.toLowerCase() !== EXPLORER_BASE_PATH.slice(1)) return { kind: 'outside', ...none };
    segments.shift();
  }
  const ids = publicHost
    ? {
        index: EXPLORER_ROUTE_IDS.index,
        page: EXPLORER_ROUTE_IDS.page,
        personal: EXPLORER_ROUTE_IDS.personal,
      }
    : {
        index: EXPLORER_ROUTE_IDS.indexInternal,
        page: EXPLORER_ROUTE_IDS.pageInternal,
        personal: EXPLORER_ROUTE_IDS.personalInternal,
      };
  const [id, rest, ...more] = segments;
  const miss: ExplorerMatch = publicHost ? { kind: 'notFound', ...none } : { kind: 'outside', ...none };
  if (id === undefined) return { kind: 'index', id: ids.index, ...none };
  const params = { explorerPageId: decode(id) };
  if (rest === undefined) return { kind: 'page', id: ids.page, params };
  if (rest.toLowerCase() === PERSONAL_SEGMENT && more.length === 0)
    return { kind: 'personal', id: ids.personal, params };
  return miss;
}

type HistoryState = { usr?: unknown; key?: string } | null;

const defaultLoadPage = (href: string) => window.location.assign(href);

function currentLocation(): ExplorerLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: (window.history.state as HistoryState)?.usr ?? null };
}

/**
 * The explorer entry's router: the address from `window.location`, `navigate` on `history.pushState` /
 * `replaceState`, back and forward through `popstate`. `render` gets the matched route; the components below
 * read it through routing.tsx. An address outside the explorer (main site) is loaded from the server.
 */
export function ExplorerRouter({
  publicHost,
  render,
  loadPage = defaultLoadPage,
}: {
  publicHost: boolean;
  render: (match: ExplorerMatch) => ReactNode;
  /** A full page load of an address that is not the explorer's (tests pass their own). */
  loadPage?: (href: string) => void;
}) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const match = useMemo(() => matchExplorerRoute(location.pathname, publicHost), [location, publicHost]);
  useEffect(() => {
    // Back or forward to a portal address (or the first address was one): the portal's page.
    if (match.kind === 'outside') loadPage(window.location.href);
  }, [match, loadPage]);

  const navigate = useCallback(
    (to: string, options: ExplorerNavigateOptions = {}) => {
      const url = new URL(to, window.location.href);
      if (
        url.origin !== window.location.origin ||
        matchExplorerRoute(url.pathname, publicHost).kind === 'outside'
      ) {
        loadPage(url.href);
        return;
      }
      const samePath = url.pathname === window.location.pathname;
      const state: HistoryState = {
        usr: options.state ?? null,
        key: Math.random().toString(36).slice(2, 10),
      };
      const address = `${url.pathname}${url.search}${url.hash}`;
      if (options.replace) window.history.replaceState(state, '', address);
      else window.history.pushState(state, '', address);
      setLocation(currentLocation());
      if (!samePath && !options.preventScrollReset) window.scrollTo?.(0, 0);
    },
    [publicHost, loadPage],
  );

  const languagePrefix = languagePrefixOf(location.pathname) ?? null;
  const routing = useMemo(
    () => ({ params: match.params, location, navigate, publicHost, languagePrefix }),
    [match, location, navigate, publicHost, languagePrefix],
  );
  return <ExplorerRoutingProvider value={routing}>{render(match)}</ExplorerRoutingProvider>;
}
