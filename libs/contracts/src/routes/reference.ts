import { defineCalls, PUBLIC, SIGNED_IN } from './define.js';
import type { ReferenceSchemas } from './reference.schemas.js';

/**
 * Reference data (spec §7): the HTTP half, served by the clients service. Their schemas are in
 * reference.schemas.ts under the same names. Read by the web's first page (configuration), so kept apart.
 */

/** Spec §9: an "up" service status is cached 5 minutes; a "down" one only 30 s (re-checked sooner). */
export const SERVICE_STATUS_MAX_AGE_S = { up: 300, down: 30 } as const;

export const REFERENCE_CALLS = defineCalls<ReferenceSchemas>()('clients', {
  benAdminPlatforms: {
    method: 'GET',
    path: '/ben-admin-platforms',
    // Signed in: spec §6 names no public call but sign-in and the explorer's pages (decision 195).
    access: SIGNED_IN,
  },
  configuration: {
    method: 'GET',
    path: '/configuration',
    access: PUBLIC,
    cacheControl: 'public, max-age=300',
    provides: () => ['Configuration'],
  },
  featureToggles: {
    method: 'GET',
    path: '/feature-toggles',
    access: SIGNED_IN,
    provides: ({ query }) => [{ type: 'FeatureToggle', id: query.clientId ?? 'GLOBAL' }],
  },
  serviceStatus: {
    method: 'GET',
    path: '/service-status',
    access: SIGNED_IN,
    cacheControl: (status) =>
      `private, max-age=${status.jira ? SERVICE_STATUS_MAX_AGE_S.up : SERVICE_STATUS_MAX_AGE_S.down}`,
    provides: () => ['ServiceStatus'],
  },
});
