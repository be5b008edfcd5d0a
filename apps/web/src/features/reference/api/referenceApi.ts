import { REFERENCE_CALLS as C, SERVICE_STATUS_MAX_AGE_S } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeQuery } from '../../../app/routeEndpoint.js';

/** Spec section 9: the service status is cached 5 minutes. */
export const SERVICE_STATUS_CACHE_S = SERVICE_STATUS_MAX_AGE_S.up;

/**
 * Reference data of spec section 7: the web's configuration (public), the feature toggles (global or for one
 * client) and the service status (Jira up or down).
 */
export const referenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** "Cached locally, never stale": kept for the whole visit and never fetched again (see useConfiguration). */
    getConfiguration: build.query({
      ...routeQuery(C.configuration, () => ({})),
      keepUnusedDataFor: Infinity,
    }),
    /** `clientId` undefined: the global toggles; with it, that client's view of them. */
    getFeatureToggles: build.query(
      routeQuery(C.featureToggles, (clientId: string | undefined) => ({
        query: clientId ? { clientId } : {},
      })),
    ),
    /** The benefit-administration platforms a policy can name (the EIF's first sub-step). */
    getBenAdminPlatforms: build.query(routeQuery(C.benAdminPlatforms, () => ({}))),
    getServiceStatus: build.query({
      ...routeQuery(C.serviceStatus, () => ({})),
      keepUnusedDataFor: SERVICE_STATUS_CACHE_S,
    }),
  }),
});

export const {
  useGetConfigurationQuery,
  useGetFeatureTogglesQuery,
  useGetServiceStatusQuery,
  useGetBenAdminPlatformsQuery,
} = referenceApi;
