/*
 * Public host mode (explorer spec §2; decision 171): the same build, served on the explorer's own host, shows
 * only the explorer's three routes. The host is known by its first label: `explorer.` (explorer.example.com,
 * explorer.localhost in development). Decided from the address, not from GET /api/configuration: the route
 * table is built before the first render, and waiting for a call there would cost the phone's first paint.
 */

/** The first label of the public explorer host's name. */
export const EXPLORER_HOST_LABEL = 'explorer';

export function isExplorerPublicHost(hostname: string): boolean {
  return hostname.toLowerCase().split('.')[0] === EXPLORER_HOST_LABEL && hostname.includes('.');
}
