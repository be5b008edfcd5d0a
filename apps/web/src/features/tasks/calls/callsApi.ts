import {
  CLIENTS_CALLS as C,
  type CallOfferInput,
  type CallOutcomeInput,
  type CallSelectionInput,
  type CallType,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

type CallKey = { clientId: string; callType: CallType };

/** The kickoff and ongoing service calls (issue 12 item 2), from the route table. */
export const callsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCall: build.query(routeQuery(C.callGet, (params: CallKey) => ({ params }))),
    offerCall: build.mutation(
      routeMutation(C.callOfferPut, ({ body, ...params }: CallKey & { body: CallOfferInput }) => ({
        params,
        body,
      })),
    ),
    selectCall: build.mutation(
      routeMutation(C.callSelectionPut, ({ body, ...params }: CallKey & { body: CallSelectionInput }) => ({
        params,
        body,
      })),
    ),
    recordCallOutcome: build.mutation(
      routeMutation(C.callOutcomePut, ({ body, ...params }: CallKey & { body: CallOutcomeInput }) => ({
        params,
        body,
      })),
    ),
  }),
});

export const { useGetCallQuery, useOfferCallMutation, useSelectCallMutation, useRecordCallOutcomeMutation } =
  callsApi;
