import {
  EXPLORER_PUBLIC_CALLS as C,
  type DemoEnrollmentStatus,
  type ExplorerLeadInput,
  type ExplorerPublicPage,
  type ExplorerShareInput,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

export type ExplorerPageArg = { explorerPageId: string; demoEnrollmentStatus?: DemoEnrollmentStatus | null };

/** The public explorer's calls (explorer spec §7): the page fetch, the lead form and the share. No sign-in. */
export const explorerPublicApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExplorerPublicPage: build.query<ExplorerPublicPage, ExplorerPageArg>(
      routeQuery(C.explorerPublicPage, ({ explorerPageId, demoEnrollmentStatus }) => ({
        params: { explorerPageId },
        query: demoEnrollmentStatus ? { demoEnrollmentStatus } : {},
      })),
    ),
    sendExplorerLead: build.mutation<{ sent: true }, ExplorerLeadInput>(
      routeMutation(C.explorerLeadSend, (body) => ({ body })),
    ),
    sendExplorerShare: build.mutation<{ sent: true }, { explorerPageId: string; body: ExplorerShareInput }>(
      routeMutation(C.explorerShareSend, ({ explorerPageId, body }) => ({
        params: { explorerPageId },
        body,
      })),
    ),
  }),
});

export const { useGetExplorerPublicPageQuery, useSendExplorerLeadMutation, useSendExplorerShareMutation } =
  explorerPublicApi;
