import {
  CLIENTS_CALLS as C,
  type CallDto,
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
    getCall: build.query<CallDto, CallKey>(routeQuery(C.callGet, (params) => ({ params }))),
    offerCall: build.mutation<CallDto, CallKey & { body: CallOfferInput }>(
      routeMutation(C.callOfferPut, ({ body, ...params }) => ({ params, body })),
    ),
    selectCall: build.mutation<CallDto, CallKey & { body: CallSelectionInput }>(
      routeMutation(C.callSelectionPut, ({ body, ...params }) => ({ params, body })),
    ),
    recordCallOutcome: build.mutation<CallDto, CallKey & { body: CallOutcomeInput }>(
      routeMutation(C.callOutcomePut, ({ body, ...params }) => ({ params, body })),
    ),
  }),
});

export const { useGetCallQuery, useOfferCallMutation, useSelectCallMutation, useRecordCallOutcomeMutation } =
  callsApi;
