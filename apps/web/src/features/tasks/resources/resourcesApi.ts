import { CLIENTS_CALLS as C, type ClientResourceCreate, type EnrollmentPut } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** Which resources a list shows: the client's all, or one task's (`enrollment-resources`: the general ones). */
export type ResourcesScope = { clientId: string; productTaskId?: string | undefined };

/** Enrollment resources, enrollment dates and needs, step-viewed flags (issue 12 items 4 and 8). */
export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResources: build.query(
      routeQuery(C.resourcesList, ({ clientId, productTaskId }: ResourcesScope) => ({
        params: { clientId },
        query: productTaskId ? { productTaskId } : {},
      })),
    ),
    createResource: build.mutation(
      routeMutation(
        C.resourceCreate,
        ({ clientId, body }: { clientId: string; body: ClientResourceCreate }) => ({
          params: { clientId },
          body,
        }),
      ),
    ),
    deleteResource: build.mutation(
      routeMutation(
        C.resourceDelete,
        ({ clientId, resourceId }: { clientId: string; resourceId: string }) => ({
          params: { clientId, resourceId },
        }),
      ),
    ),
    markResourceSeen: build.mutation(
      routeMutation(C.resourceSeen, ({ clientId, resourceId }: { clientId: string; resourceId: string }) => ({
        params: { clientId, resourceId },
      })),
    ),
    getEnrollment: build.query(routeQuery(C.enrollmentGet, (clientId: string) => ({ params: { clientId } }))),
    saveEnrollment: build.mutation(
      routeMutation(C.enrollmentPut, ({ clientId, body }: { clientId: string; body: EnrollmentPut }) => ({
        params: { clientId },
        body,
      })),
    ),
    markStepViewed: build.mutation(
      routeMutation(C.stepViewed, ({ clientId, stepKey }: { clientId: string; stepKey: string }) => ({
        params: { clientId, stepKey },
      })),
    ),
  }),
});

export const {
  useGetResourcesQuery,
  useCreateResourceMutation,
  useDeleteResourceMutation,
  useMarkResourceSeenMutation,
  useGetEnrollmentQuery,
  useSaveEnrollmentMutation,
  useMarkStepViewedMutation,
} = resourcesApi;
