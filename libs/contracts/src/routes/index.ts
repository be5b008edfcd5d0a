import { CLIENTS_ROUTES } from './clients.js';
import type { AnyRoute } from './define.js';
import { IDENTITY_ROUTES } from './identity.js';

export * from './define.js';
export { CLIENTS_ROUTES, clientIdParams, SERVICE_STATUS_MAX_AGE_S } from './clients.js';
export { IDENTITY_ROUTES, userIdParams } from './identity.js';

/** Every call of the gateway, by service. */
export const ROUTES = { identity: IDENTITY_ROUTES, clients: CLIENTS_ROUTES } as const;

/** Every route entry, in table order. */
export const ALL_ROUTES: readonly AnyRoute[] = Object.values(ROUTES).flatMap(
  (routes) => Object.values(routes) as AnyRoute[],
);
