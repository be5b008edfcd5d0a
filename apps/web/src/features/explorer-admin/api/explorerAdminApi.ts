import {
  DOCUMENTS_CALLS as D,
  EXPLORER_CALLS as X,
  USER_ADMIN_CALLS as U,
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
    listExplorerPages: build.query(
      routeQuery(X.explorerPageList, (clientId: string) => ({
        params: { clientId },
        query: { limit: 100, offset: 0, sortBy: 'startsAt' as const, sortDirection: 'desc' as const },
      })),
    ),
    getExplorerPage: build.query(routeQuery(X.explorerPageGet, (params: PageRef) => ({ params }))),
    createExplorerPage: build.mutation(
      routeMutation(
        X.explorerPageCreate,
        ({ clientId, body }: { clientId: string; body: ExplorerSiteInput }) => ({
          params: { clientId },
          body,
        }),
      ),
    ),
    updateExplorerPage: build.mutation(
      routeMutation(X.explorerPageUpdate, ({ body, ...params }: PageRef & { body: ExplorerSiteInput }) => ({
        params,
        body,
      })),
    ),
    deleteExplorerPage: build.mutation(
      routeMutation(X.explorerPageDelete, (params: PageRef) => ({ params })),
    ),
    renewExplorerPage: build.mutation(
      routeMutation(X.explorerPageRenew, ({ body, ...params }: PageRef & { body: ExplorerRenewalInput }) => ({
        params,
        body,
      })),
    ),
    setExplorerPageLive: build.mutation(
      routeMutation(X.explorerPageLive, ({ isLive, ...params }: PageRef & { isLive: boolean }) => ({
        params,
        body: { isLive },
      })),
    ),
    explorerPagesByOwner: build.query(
      routeQuery(X.explorerPagesByOwner, (pageOwnerId: string) => ({ params: { pageOwnerId } })),
    ),
    transferExplorerPages: build.mutation(
      routeMutation(
        X.explorerPagesTransfer,
        (params: { currentPageOwnerId: string; newPageOwnerId: string }) => ({ params }),
      ),
    ),
    /** Staff users, by name (the most a page holds: 100): who may own a site. */
    listStaffUsers: build.query(
      routeQuery(U.internalList, () => ({
        query: { limit: 100, offset: 0, sortBy: 'name' as const, sortDirection: 'asc' as const },
      })),
    ),
    /** The site's medical video, off the video host (spec §7 vidyard delete). */
    deleteVideo: build.mutation(
      routeMutation(D.vidyardDelete, (params: { clientId: string; vidyardId: string }) => ({ params })),
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
