// The HTTP halves (no zod at run time: the web reads these) and the bound table (gateway and services).
export * from './define.js';
export { CLIENTS_CALLS, SERVICE_STATUS_MAX_AGE_S } from './clients.js';
export { IDENTITY_CALLS } from './identity.js';
export { ALL_ROUTES, CLIENTS_ROUTES, IDENTITY_ROUTES, ROUTES } from './bound.js';
