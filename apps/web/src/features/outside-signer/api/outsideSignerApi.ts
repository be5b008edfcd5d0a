import {
  CLIENTS_CALLS as C,
  type OutsideSignerAction,
  type OutsideSignerInput,
  type EifSummaryQuery,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The outside signer (issue 10 item 3, decision 108), from the route table: staff's calls and the link's. */
export const outsideSignerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutsideSigner: build.query(
      routeQuery(C.outsideSignerGet, (clientId: string) => ({ params: { clientId } })),
    ),
    putOutsideSigner: build.mutation(
      routeMutation(
        C.outsideSignerPut,
        ({ clientId, signer }: { clientId: string; signer: OutsideSignerInput }) => ({
          params: { clientId },
          body: signer,
        }),
      ),
    ),
    removeOutsideSigner: build.mutation(
      routeMutation(C.outsideSignerDelete, (clientId: string) => ({ params: { clientId } })),
    ),
    sendOutsideSignerLink: build.mutation(
      routeMutation(
        C.outsideSignerSend,
        ({ clientId, action }: { clientId: string; action: OutsideSignerAction }) => ({
          params: { clientId },
          body: { action },
        }),
      ),
    ),
    // The link's side: no session; the token travels in a header (routeEndpoint's requestOf).
    getOutsideSignerView: build.query(routeQuery(C.outsideSignerView, () => ({}))),
    // In the signer's time zone and language (issue 28 item 7): a new language asks again.
    getOutsideSignerSummary: build.query(
      routeQuery(C.outsideSignerSummary, (query: EifSummaryQuery) => ({ query })),
    ),
    outsideSignerSign: build.mutation(
      routeMutation(C.outsideSignerSign, () => ({ body: { confirm: true } })),
    ),
    outsideSignerAccept: build.mutation(routeMutation(C.outsideSignerAccept, () => ({}))),
    outsideSignerDecline: build.mutation(
      routeMutation(C.outsideSignerDecline, (reason: string) => ({ body: { reason } })),
    ),
  }),
});

export const {
  useGetOutsideSignerQuery,
  usePutOutsideSignerMutation,
  useRemoveOutsideSignerMutation,
  useSendOutsideSignerLinkMutation,
  useGetOutsideSignerViewQuery,
  useGetOutsideSignerSummaryQuery,
  useOutsideSignerSignMutation,
  useOutsideSignerAcceptMutation,
  useOutsideSignerDeclineMutation,
} = outsideSignerApi;
