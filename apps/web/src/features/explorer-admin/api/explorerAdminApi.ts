import {
  DOCUMENTS_CALLS as D,
  EXPLORER_CALLS as X,
  USER_ADMIN_CALLS as U,
  type UserPage,
  type ExplorerPage,
  type ExplorerPagePage,
  type ExplorerPageSummary,
  type ExplorerRenewalInput,
  type ExplorerSiteInput,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

type PageRef = { clientId: string; explorerPageId: string };

/** The staff calls of the Benefits Explorer (explorer spec §7; the explorer service's route table). */
export const explorerAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A client's sites, newest first (one page of 100: a client has a handful). */
    listExplorerPages: build.query<ExplorerPagePage, string>(
      routeQuery(X.explorerPageList, (clientId) => ({
        params: { clientId },
        query: { limit: 100, offset: 0, sortBy: 'startsAt' as const, sortDirection: 'desc' as const },
      })),
    ),
    getExplorerPage: build.query<ExplorerPage, PageRef>(
      routeQuery(X.explorerPageGet, (params: PageRef) => ({ params })),
    ),
    createExplorerPage: build.mutation<ExplorerPage, { clientId: string; body: ExplorerSiteInput }>(
      routeMutation(X.explorerPageCreate, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
    updateExplorerPage: build.mutation<ExplorerPage, PageRef & { body: ExplorerSiteInput }>(
      routeMutation(X.explorerPageUpdate, ({ body, ...params }) => ({ params, body })),
    ),
    deleteExplorerPage: build.mutation<{ ok: true }, PageRef>(
      routeMutation(X.explorerPageDelete, (params: PageRef) => ({ params })),
    ),
    renewExplorerPage: build.mutation<ExplorerPage, PageRef & { body: ExplorerRenewalInput }>(
      routeMutation(X.explorerPageRenew, ({ body, ...params }) => ({ params, body })),
    ),
    setExplorerPageLive: build.mutation<ExplorerPage, PageRef & { isLive: boolean }>(
      routeMutation(X.explorerPageLive, ({ isLive, ...params }) => ({ params, body: { isLive } })),
    ),
    explorerPagesByOwner: build.query<ExplorerPageSummary[], string>(
      routeQuery(X.explorerPagesByOwner, (pageOwnerId) => ({ params: { pageOwnerId } })),
    ),
    transferExplorerPages: build.mutation<
      { transferred: number },
      { currentPageOwnerId: string; newPageOwnerId: string }
    >(routeMutation(X.explorerPagesTransfer, (params) => ({ params }))),
    /** Staff users, by name (the most a page holds: 100): who may own a site. */
    listStaffUsers: build.query<UserPage, void>(
      routeQuery(U.internalList, () => ({
        query: { limit: 100, offset: 0, sortBy: 'name' as const, sortDirection: 'asc' as const },
      })),
    ),
    /** The site's medical video, off the video host (spec §7 vidyard delete). */
    deleteVideo: build.mutation<unknown, { clientId: string; vidyardId: string }>(
      routeMutation(D.vidyardDelete, (params) => ({ params })),
    ),
  }),
});

export const {
  useListExplorerPagesQuery,
  useGetExplorerPageQuery,
  useCreateExplorerPageMutation,
  useUpdateExplorerPageMutation,
  useDeleteExplorerPageMutation,
  useRenewExplorerPageMutation,
  useSetExplorerPageLiveMutation,
  useExplorerPagesByOwnerQuery,
  useTransferExplorerPagesMutation,
  useDeleteVideoMutation,
  useListStaffUsersQuery,
} = explorerAdminApi;
