import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/*
 * How the explorer's components reach routing (decision 179): this small adapter, never a router library.
 * Two providers fill it: the explorer entry's own router (router.tsx, the public page's first load carries
 * no react-router) and the portal's react-router routes (app/ExplorerPortalLayout.tsx), so the same
 * components serve both.
 */

export type ExplorerLocation = { pathname: string; search: string; hash: string; state: unknown };
export type ExplorerNavigateOptions = {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Navigation state (history.state's `usr`, as react-router keeps it). */
  state?: unknown;
  /** Keep the scroll position (a change of the query only, the demo banner's). */
  preventScrollReset?: boolean;
};
export type ExplorerRouting = {
  /** The matched route's parameters (`explorerPageId`). */
  params: Readonly<Record<string, string | undefined>>;
  location: ExplorerLocation;
  /** Goes to an address of this site (`/path?query`). */
  navigate: (to: string, options?: ExplorerNavigateOptions) => void;
  /** Public host mode (explorer spec §2): the explorer's routes at the root. */
  publicHost: boolean;
  /**
   * The address's language prefix (`/es/benefits-explorer/…`, decision 196), kept in the explorer's links; the
   * portal's routes have none.
   */
  languagePrefix?: string | null;
};

export const ExplorerRoutingContext = createContext<ExplorerRouting | null>(null);

export function ExplorerRoutingProvider({
  value,
  children,
}: {
  value: ExplorerRouting;
  children: ReactNode;
}) {
  return <ExplorerRoutingContext.Provider value={value}>{children}</ExplorerRoutingContext.Provider>;
}

export function useExplorerRouting(): ExplorerRouting {
  const routing = useContext(ExplorerRoutingContext);
  if (!routing) throw new Error('The explorer needs a routing provider (routing.tsx)');
  return routing;
}

export const useExplorerParams = (): ExplorerRouting['params'] => useExplorerRouting().params;
export const useExplorerLocation = (): ExplorerLocation => useExplorerRouting().location;
export const useExplorerNavigate = (): ExplorerRouting['navigate'] => useExplorerRouting().navigate;

/** The address's query, and a setter that navigates to the same path with another query. */
export function useExplorerSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: ExplorerNavigateOptions) => void,
] {
  const { location, navigate } = useExplorerRouting();
  const params = new URLSearchParams(location.search);
  const set = (next: URLSearchParams, options?: ExplorerNavigateOptions) => {
    const query = next.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
  };
  return [params, set];
}

/** A click the browser should handle itself: another button, a modifier key (new tab), a target. */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

export type ExplorerLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link inside the explorer: a real `<a href>`, whose plain clicks navigate without loading a page. */
export function ExplorerLink({ to, onClick, children, ...rest }: ExplorerLinkProps) {
  const navigate = useExplorerNavigate();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
