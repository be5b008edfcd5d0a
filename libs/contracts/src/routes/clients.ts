import { allow, defineCalls, PUBLIC, SIGNED_IN, type CacheTag } from './define.js';
import type { ClientsSchemas } from './clients.schemas.js';

/**
 * The clients service's calls (spec §7 Clients, reference data): the HTTP half. Their schemas are in
 * clients.schemas.ts under the same names.
 */

const CLIENT_LIST: CacheTag = { type: 'Client', id: 'LIST' };
const clientTag = (clientId: string): CacheTag => ({ type: 'Client', id: clientId });
const setupTag = (clientId: string): CacheTag => ({ type: 'Setup', id: clientId });
const welcomeTag = (clientId: string): CacheTag => ({ type: 'Client', id: `WELCOME-${clientId}` });

/** Spec §9: an "up" service status is cached 5 minutes; a "down" one only 30 s (re-checked sooner). */
export const SERVICE_STATUS_MAX_AGE_S = { up: 300, down: 30 } as const;

export const CLIENTS_CALLS = defineCalls<ClientsSchemas>()('clients', {
  list: {
    method: 'GET',
    path: '/clients',
    access: allow('read', 'client'),
    summary: "Every home's client list: ben admins and brokers get only their own clients.",
    provides: (_input, result) => [CLIENT_LIST, ...(result?.items.map((c) => clientTag(c.id)) ?? [])],
  },
  create: {
    method: 'POST',
    path: '/clients',
    access: allow('create', 'client'),
    summary: 'Creates a client from its Jira ticket.',
    invalidates: () => [CLIENT_LIST],
  },
  get: {
    method: 'GET',
    path: '/clients/:clientId',
    access: allow('read', 'client'),
    summary: 'A client.',
    provides: ({ params }) => [clientTag(params.clientId)],
  },
  update: {
    method: 'PUT',
    path: '/clients/:clientId',
    access: allow('update', 'client'),
    summary: "Changes a client's fields (ben admins and brokers only theirs, and not the staff-only ones).",
    invalidates: ({ params }) => [
      clientTag(params.clientId),
      CLIENT_LIST,
      { type: 'FeatureToggle', id: params.clientId },
    ],
  },
  draft: {
    method: 'PATCH',
    path: '/clients/:clientId/draft',
    access: allow('update', 'client'),
    summary: 'Autosave of a form in progress: the rules of PUT, for saves the user did not ask for.',
  },
  archive: {
    method: 'DELETE',
    path: '/clients/:clientId',
    access: allow('delete', 'client'),
    summary: 'Archives a client (then not found for everyone but staff).',
    invalidates: ({ params }) => [clientTag(params.clientId), CLIENT_LIST, 'AuthUser'],
  },
  setupGet: {
    method: 'GET',
    path: '/clients/:clientId/setup',
    access: allow('read', 'client-setup'),
    summary: "A client's setup steps (staff).",
    provides: ({ params }) => [setupTag(params.clientId)],
  },
  setupCompleteStep: {
    method: 'POST',
    path: '/clients/:clientId/setup-steps/:stepId',
    access: allow('update', 'client-setup'),
    status: 200,
    summary: 'Marks a setup step done.',
    invalidates: ({ params }) => [setupTag(params.clientId), clientTag(params.clientId), CLIENT_LIST],
  },
  welcomeFlowGet: {
    method: 'GET',
    path: '/clients/:clientId/welcome-flow',
    access: allow('read', 'client'),
    summary: "The client's welcome-flow answers.",
    provides: ({ params }) => [welcomeTag(params.clientId)],
  },
  welcomeFlowSave: {
    method: 'POST',
    path: '/clients/:clientId/welcome-flow',
    access: allow('update', 'client'),
    status: 200,
    summary: 'Saves welcome-flow answers.',
    invalidates: ({ params }) => [welcomeTag(params.clientId)],
  },
  welcomeFlowComplete: {
    method: 'POST',
    path: '/clients/:clientId/complete-welcome-flow',
    access: allow('update', 'client'),
    status: 200,
    summary: 'Completes the welcome flow.',
    invalidates: ({ params }) => [welcomeTag(params.clientId), clientTag(params.clientId)],
  },
  plansGet: {
    method: 'GET',
    path: '/clients/:clientId/plans',
    access: allow('read', 'client'),
    summary: "The client's plans.",
  },
  plansPut: {
    method: 'PUT',
    path: '/clients/:clientId/plans',
    access: allow('update', 'client-setup'),
    summary: "Replaces the client's plan list.",
  },
  planConfiguration: {
    method: 'POST',
    path: '/clients/:clientId/plan-configuration',
    access: allow('update', 'client-setup'),
    status: 200,
    summary: "The client's policies and plans in one go, as staff configure a new client.",
  },
  sync: {
    method: 'PUT',
    path: '/clients/:clientId/sync',
    access: allow('update', 'client-setup'),
    summary: "Pulls case id, employee count and consultant from the client's Jira ticket.",
    invalidates: ({ params }) => [clientTag(params.clientId), CLIENT_LIST],
  },
  baseClient: {
    method: 'POST',
    path: '/clients/:clientId/base-client',
    access: allow('update', 'client-setup'),
    status: 200,
    summary: 'Names the base client this client was copied from.',
    invalidates: ({ params }) => [clientTag(params.clientId), setupTag(params.clientId)],
  },
  ticketInfo: {
    method: 'GET',
    path: '/clients/ticket/:ticketId/info',
    // Any ticket of any client: the staff's client-creation permission, not the per-client read.
    access: allow('create', 'client'),
    summary: 'A Jira ticket, prefilled when staff create a client.',
  },
  userClients: {
    method: 'GET',
    path: '/users/:userId/clients',
    access: allow('read', 'user-clients'),
    summary: "A user's clients: staff for anyone, everyone else for themselves.",
    provides: ({ params }) => [{ type: 'UserClients', id: params.userId }],
  },

  // ── reference data ──
  benAdminPlatforms: {
    method: 'GET',
    path: '/ben-admin-platforms',
    access: PUBLIC,
    summary: 'Benefit-administration platforms a policy can name.',
  },
  configuration: {
    method: 'GET',
    path: '/configuration',
    access: PUBLIC,
    cacheControl: 'public, max-age=300',
    summary: "The web's runtime configuration, read before sign-in: nothing user-specific.",
    provides: () => ['Configuration'],
  },
  featureToggles: {
    method: 'GET',
    path: '/feature-toggles',
    access: SIGNED_IN,
    summary: "The global feature toggles, or with clientId that client's view of them.",
    provides: ({ query }) => [{ type: 'FeatureToggle', id: query.clientId ?? 'GLOBAL' }],
  },
  serviceStatus: {
    method: 'GET',
    path: '/service-status',
    access: SIGNED_IN,
    cacheControl: (status) =>
      `private, max-age=${status.jira ? SERVICE_STATUS_MAX_AGE_S.up : SERVICE_STATUS_MAX_AGE_S.down}`,
    summary: '{jira}: false means Jira is down and staff see the banner.',
    provides: () => ['ServiceStatus'],
  },
});
