import { useMatches } from 'react-router';
import { PUBLIC_EXPLORER_ROUTE_IDS } from '../routeIds.js';

export type ExplorerPaths = {
  index: string;
  page: (idOrSlug: string) => string;
  personalPlan: (idOrSlug: string) => string;
};

/** The explorer's addresses: under /benefits-explorer on the main site, at the root on the public host. */
export function explorerPaths(publicHost: boolean): ExplorerPaths {
  const base = publicHost ? '' : '/benefits-explorer';
  return {
    index: base || '/',
    page: (idOrSlug) => `${base}/${encodeURIComponent(idOrSlug)}`,
    personalPlan: (idOrSlug) => `${base}/${encodeURIComponent(idOrSlug)}/personal-benefits-plan`,
  };
}

/** The explorer's addresses for the route table in use (public host mode has its own route names). */
export function useExplorerPaths(): ExplorerPaths {
  const publicHost = useMatches().some((match) => PUBLIC_EXPLORER_ROUTE_IDS.includes(match.id));
  return explorerPaths(publicHost);
}
