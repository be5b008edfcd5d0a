import { useExplorerRouting } from '../routing.js';

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

/** The explorer's addresses for the routes in use (the routing provider says whether it is public host mode). */
export function useExplorerPaths(): ExplorerPaths {
  return explorerPaths(useExplorerRouting().publicHost);
}
