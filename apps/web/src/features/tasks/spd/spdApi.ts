import { CLIENTS_CALLS as C, type SpdKind } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

export type SpdAcknowledgementKey = { clientId: string; policyId: string; kind: SpdKind };

/** A policy's SPD acknowledgements (issue 12 item 6, decision 130), from the route table. */
export const spdApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpdAcknowledgement: build.query(
      routeQuery(C.spdAcknowledgementGet, (params: SpdAcknowledgementKey) => ({ params })),
    ),
    acknowledgeSpd: build.mutation(
      routeMutation(C.spdAcknowledgementPut, (params: SpdAcknowledgementKey) => ({
        params,
        body: { confirm: true as const },
      })),
    ),
  }),
});

export const { useGetSpdAcknowledgementQuery, useAcknowledgeSpdMutation } = spdApi;
