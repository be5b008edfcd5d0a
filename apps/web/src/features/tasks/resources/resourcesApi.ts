import {
  CLIENTS_CALLS as C,
  type ClientResourceCreate,
  type ClientResourceDto,
  type EnrollmentDto,
  type EnrollmentPut,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** Which resources a list shows: the client's all, or one task's (`enrollment-resources`: the general ones). */
export type ResourcesScope = { clientId: string; productTaskId?: string | undefined };

/** Enrollment resources, enrollment dates and needs, step-viewed flags (issue 12 items 4 and 8). */
export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResources: build.query<ClientResourceDto[], ResourcesScope>(
      routeQuery(C.resourcesList, ({ clientId, productTaskId }) => ({
        params: { clientId },
        query: productTaskId ? { productTaskId } : {},
      })),
    ),
    createResource: build.mutation<ClientResourceDto, { clientId: string; body: ClientResourceCreate }>(
      routeMutation(C.resourceCreate, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
    deleteResource: build.mutation<{ ok: true }, { clientId: string; resourceId: string }>(
      routeMutation(C.resourceDelete, ({ clientId, resourceId }) => ({ params: { clientId, resourceId } })),
    ),
    markResourceSeen: build.mutation<ClientResourceDto, { clientId: string; resourceId: string }>(
      routeMutation(C.resourceSeen, ({ clientId, resourceId }) => ({ params: { clientId, resourceId } })),
    ),
    getEnrollment: build.query<EnrollmentDto, string>(
      routeQuery(C.enrollmentGet, (clientId) => ({ params: { clientId } })),
    ),
    saveEnrollment: build.mutation<EnrollmentDto, { clientId: string; body: EnrollmentPut }>(
      routeMutation(C.enrollmentPut, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
    markStepViewed: build.mutation<EnrollmentDto, { clientId: string; stepKey: string }>(
      routeMutation(C.stepViewed, ({ clientId, stepKey }) => ({ params: { clientId, stepKey } })),
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
