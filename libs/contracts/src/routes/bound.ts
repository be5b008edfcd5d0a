import { CLIENTS_CALLS } from './clients.js';
import { CLIENTS_SCHEMAS } from './clients.schemas.js';
import { bindSchemas, type AnyRoute } from './define.js';
import { IDENTITY_CALLS } from './identity.js';
import { IDENTITY_SCHEMAS } from './identity.schemas.js';

/** The route table with its schemas: what the gateway, the services and the OpenAPI document read. */
export const IDENTITY_ROUTES = bindSchemas(IDENTITY_CALLS, IDENTITY_SCHEMAS);
export const CLIENTS_ROUTES = bindSchemas(CLIENTS_CALLS, CLIENTS_SCHEMAS);

/** Every call of the gateway, by service. */
export const ROUTES = { identity: IDENTITY_ROUTES, clients: CLIENTS_ROUTES } as const;

/** Every route entry, in table order. */
export const ALL_ROUTES: readonly AnyRoute[] = Object.values(ROUTES).flatMap(
  (routes) => Object.values(routes) as AnyRoute[],
);
