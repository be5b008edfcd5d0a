import {
  CLIENTS_CALLS as C,
  type OutsideSigner,
  type OutsideSignerAction,
  type OutsideSignerInput,
  type OutsideSignerView,
  type EifSummaryQuery,
  type SummaryDocumentDto,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The outside signer (issue 10 item 3, decision 108), from the route table: staff's calls and the link's. */
export const outsideSignerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutsideSigner: build.query<OutsideSigner, string>(
      routeQuery(C.outsideSignerGet, (clientId) => ({ params: { clientId } })),
    ),
    putOutsideSigner: build.mutation<OutsideSigner, { clientId: string; signer: OutsideSignerInput }>(
      routeMutation(C.outsideSignerPut, ({ clientId, signer }) => ({ params: { clientId }, body: signer })),
    ),
    removeOutsideSigner: build.mutation<OutsideSigner, string>(
      routeMutation(C.outsideSignerDelete, (clientId) => ({ params: { clientId } })),
    ),
    sendOutsideSignerLink: build.mutation<OutsideSigner, { clientId: string; action: OutsideSignerAction }>(
      routeMutation(C.outsideSignerSend, ({ clientId, action }) => ({
        params: { clientId },
        body: { action },
      })),
    ),
    // The link's side: no session; the token travels in a header (routeEndpoint's requestOf).
    getOutsideSignerView: build.query<OutsideSignerView, void>(routeQuery(C.outsideSignerView, () => ({}))),
    // In the signer's time zone and language (issue 28 item 7): a new language asks again.
    getOutsideSignerSummary: build.query<SummaryDocumentDto, EifSummaryQuery>(
      routeQuery(C.outsideSignerSummary, (query) => ({ query })),
    ),
    outsideSignerSign: build.mutation<OutsideSignerView, void>(
      routeMutation(C.outsideSignerSign, () => ({ body: { confirm: true } })),
    ),
    outsideSignerAccept: build.mutation<OutsideSignerView, void>(
      routeMutation(C.outsideSignerAccept, () => ({})),
    ),
    outsideSignerDecline: build.mutation<OutsideSignerView, string>(
      routeMutation(C.outsideSignerDecline, (reason) => ({ body: { reason } })),
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
