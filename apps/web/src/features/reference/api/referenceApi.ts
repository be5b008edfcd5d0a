import type { Configuration, FeatureToggles, ServiceStatus } from '@onboard/contracts';
import { api } from '../../../app/api.js';

/** Spec section 9: the service status is cached 5 minutes. */
export const SERVICE_STATUS_CACHE_S = 300;

/**
 * Reference data of spec section 7: the web's configuration (public), the feature toggles (global or for one
 * client) and the service status (Jira up or down).
 */
export const referenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** "Cached locally, never stale": kept for the whole visit and never fetched again (see useConfiguration). */
    getConfiguration: build.query<Configuration, void>({
      query: () => 'configuration',
      keepUnusedDataFor: Infinity,
      providesTags: ['Configuration'],
    }),
    /** `clientId` undefined: the global toggles; with it, that client's view of them. */
    getFeatureToggles: build.query<FeatureToggles, string | undefined>({
      query: (clientId) => ({ url: 'feature-toggles', params: clientId ? { clientId } : {} }),
      providesTags: (_result, _error, clientId) => [{ type: 'FeatureToggle', id: clientId ?? 'GLOBAL' }],
    }),
    getServiceStatus: build.query<ServiceStatus, void>({
      query: () => 'service-status',
      keepUnusedDataFor: SERVICE_STATUS_CACHE_S,
      providesTags: ['ServiceStatus'],
    }),
  }),
});

export const { useGetConfigurationQuery, useGetFeatureTogglesQuery, useGetServiceStatusQuery } = referenceApi;
