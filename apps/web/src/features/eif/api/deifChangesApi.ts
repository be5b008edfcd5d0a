import { CLIENTS_CALLS as C, type DeifChanges, type UndoIcEdits } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** Changes to a signed EIF and their review (issue 10, decision 106), from the route table. */
export const deifChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeifChanges: build.query<DeifChanges, string>(
      routeQuery(C.deifChanges, (clientId) => ({ params: { clientId } })),
    ),
    markDeifReadyForReview: build.mutation<DeifChanges, string>(
      routeMutation(C.deifReadyForReview, (clientId) => ({ params: { clientId } })),
    ),
    acceptDeifChanges: build.mutation<DeifChanges, string>(
      routeMutation(C.deifAccept, (clientId) => ({ params: { clientId } })),
    ),
    declineDeifChanges: build.mutation<DeifChanges, { clientId: string; reason: string }>(
      routeMutation(C.deifDecline, ({ clientId, reason }) => ({ params: { clientId }, body: { reason } })),
    ),
    undoIcEdits: build.mutation<UndoIcEdits, string>(
      routeMutation(C.undoIcEdits, (clientId) => ({ params: { clientId } })),
    ),
  }),
});

export const {
  useGetDeifChangesQuery,
  useMarkDeifReadyForReviewMutation,
  useAcceptDeifChangesMutation,
  useDeclineDeifChangesMutation,
  useUndoIcEditsMutation,
} = deifChangesApi;
