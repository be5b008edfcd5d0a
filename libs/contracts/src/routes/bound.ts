import { AUTH_CALLS } from './auth.js';
import { AUTH_SCHEMAS } from './auth.schemas.js';
import { CLIENTS_CALLS } from './clients.js';
import { CLIENTS_SCHEMAS } from './clients.schemas.js';
import { bindSchemas, type AnyRoute } from './define.js';
import { DOCUMENTS_CALLS } from './documents.js';
import { DOCUMENTS_SCHEMAS } from './documents.schemas.js';
import { EXPLORER_CALLS } from './explorer.js';
import { EXPLORER_SCHEMAS } from './explorer.schemas.js';
import { EMAILS_CALLS } from './emails.js';
import { EMAILS_SCHEMAS } from './emails.schemas.js';
import { EXPLORER_PUBLIC_CALLS } from './explorer-public.js';
import { EXPLORER_PUBLIC_SCHEMAS } from './explorer-public.schemas.js';
import { ONBOARDING_FORMS_CALLS } from './onboarding-forms.js';
import { ONBOARDING_FORMS_SCHEMAS } from './onboarding-forms.schemas.js';
import { OWNER_CALLS } from './owner.js';
import { OWNER_SCHEMAS } from './owner.schemas.js';
import { CLIENTS_QPS_CALLS, QPS_CALLS } from './qps.js';
import { CLIENTS_QPS_SCHEMAS, QPS_SCHEMAS } from './qps.schemas.js';
import { REFERENCE_CALLS } from './reference.js';
import { REFERENCE_SCHEMAS } from './reference.schemas.js';
import { USER_ADMIN_CALLS } from './users.js';
import { USER_ADMIN_SCHEMAS } from './users.schemas.js';

/** The route table with its schemas: what the gateway, the services and the OpenAPI document read. */
export const IDENTITY_ROUTES = {
  ...bindSchemas(AUTH_CALLS, AUTH_SCHEMAS),
  ...bindSchemas(USER_ADMIN_CALLS, USER_ADMIN_SCHEMAS),
};
export const CLIENTS_ROUTES = {
  ...bindSchemas(CLIENTS_CALLS, CLIENTS_SCHEMAS),
  ...bindSchemas(REFERENCE_CALLS, REFERENCE_SCHEMAS),
  ...bindSchemas(OWNER_CALLS, OWNER_SCHEMAS),
  ...bindSchemas(CLIENTS_QPS_CALLS, CLIENTS_QPS_SCHEMAS),
};

export const DOCUMENTS_ROUTES = {
  ...bindSchemas(DOCUMENTS_CALLS, DOCUMENTS_SCHEMAS),
  ...bindSchemas(ONBOARDING_FORMS_CALLS, ONBOARDING_FORMS_SCHEMAS),
};

export const EMAIL_ROUTES = bindSchemas(EMAILS_CALLS, EMAILS_SCHEMAS);
export const QPS_ROUTES = bindSchemas(QPS_CALLS, QPS_SCHEMAS);
export const EXPLORER_ROUTES = {
  ...bindSchemas(EXPLORER_CALLS, EXPLORER_SCHEMAS),
  ...bindSchemas(EXPLORER_PUBLIC_CALLS, EXPLORER_PUBLIC_SCHEMAS),
};

/**
 * Every call of the gateway, by service. Typed by reference to each table: written out, the declaration would
 * exceed what the compiler serializes.
 */
export const ROUTES: {
  readonly identity: typeof IDENTITY_ROUTES;
  readonly clients: typeof CLIENTS_ROUTES;
  readonly documents: typeof DOCUMENTS_ROUTES;
  readonly email: typeof EMAIL_ROUTES;
  readonly qps: typeof QPS_ROUTES;
  readonly explorer: typeof EXPLORER_ROUTES;
} = {
  identity: IDENTITY_ROUTES,
  clients: CLIENTS_ROUTES,
  documents: DOCUMENTS_ROUTES,
  email: EMAIL_ROUTES,
  qps: QPS_ROUTES,
  explorer: EXPLORER_ROUTES,
} as const;

/** Every route entry, in table order. */
export const ALL_ROUTES: readonly AnyRoute[] = Object.values(ROUTES).flatMap(
  (routes) => Object.values(routes) as AnyRoute[],
);
