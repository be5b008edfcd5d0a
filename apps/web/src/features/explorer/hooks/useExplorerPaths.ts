import { useExplorerRouting } from '../routing.js';

export type ExplorerPaths = {
  index: string;
  page: (idOrSlug: string) => string;
  personalPlan: (idOrSlug: string) => string;
};

/**
 * The explorer's addresses: under /benefits-explorer on the main site, at the root on the public host; after
 * the address's language prefix when it has one (decision 196).
 */
export function explorerPaths(publicHost: boolean, languagePrefix?: string | null): ExplorerPaths {
  const base = `${languagePrefix ? `/${languagePrefix}` : ''}${publicHost ? '' : '/benefits-explorer'}`;
  return {
    index: base || '/',
    page: (idOrSlug) => `${base}/${encodeURIComponent(idOrSlug)}`,
    personalPlan: (idOrSlug) => `${base}/${encodeURIComponent(idOrSlug)}/personal-benefits-plan`,
  };
}

/** The explorer's addresses for the routes in use (the routing provider says whether it is public host mode). */
export function useExplorerPaths(): ExplorerPaths {
  const { publicHost, languagePrefix } = useExplorerRouting();
  return explorerPaths(publicHost, languagePrefix);
}
