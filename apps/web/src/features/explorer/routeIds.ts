/** Explorer spec §2 route names (the route objects' ids). */
export const EXPLORER_ROUTE_IDS = {
  indexInternal: 'benefitsExplorerIndexInternal',
  pageInternal: 'benefitsExplorerInternal',
  personalInternal: 'personalBenefitsPlanInternal',
  index: 'benefitsExplorerIndex',
  page: 'benefitsExplorer',
  personal: 'personalBenefitsPlan',
} as const;

/** The route names of public host mode. */
export const PUBLIC_EXPLORER_ROUTE_IDS: readonly string[] = [
  EXPLORER_ROUTE_IDS.index,
  EXPLORER_ROUTE_IDS.page,
  EXPLORER_ROUTE_IDS.personal,
];
