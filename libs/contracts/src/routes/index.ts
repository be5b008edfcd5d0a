// The HTTP halves (no zod at run time: the web reads these) and the bound table (gateway and services).
export * from './define.js';
export { AUTH_CALLS } from './auth.js';
export { USER_ADMIN_CALLS } from './users.js';
export { CLIENTS_CALLS } from './clients.js';
export { DOCUMENTS_CALLS } from './documents.js';
export { EXPLORER_CALLS } from './explorer.js';
export { EMAILS_CALLS } from './emails.js';
export {
  EXPLORER_PUBLIC_CALLS,
  EXPLORER_PUBLIC_CACHE_CONTROL,
  explorerPublicDocumentPath,
} from './explorer-public.js';
export { ONBOARDING_FORMS_CALLS } from './onboarding-forms.js';
export { OWNER_CALLS } from './owner.js';
export { REFERENCE_CALLS, SERVICE_STATUS_MAX_AGE_S } from './reference.js';
export { CLIENTS_QPS_CALLS, QPS_CALLS } from './qps.js';
export {
  ALL_ROUTES,
  CLIENTS_ROUTES,
  DOCUMENTS_ROUTES,
  EMAIL_ROUTES,
  EXPLORER_ROUTES,
  IDENTITY_ROUTES,
  QPS_ROUTES,
  ROUTES,
} from './bound.js';
