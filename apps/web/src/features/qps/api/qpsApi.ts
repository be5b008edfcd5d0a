import { CLIENTS_QPS_CALLS as C, QPS_CALLS as Q } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/**
 * Spec §9: QPS jobs are polled every 60 s. The live QPS_PUSH_STATUS event refreshes sooner: it invalidates
 * `{type:'ApiJob', id: clientId}` and `{type:'ApiJob', id:'LIST'}`, which the job queries provide.
 */
export const QPS_POLL_INTERVAL_MS = 60_000;

/** QPS (spec §7 QPS and jobs): plan design, pushes and their API jobs, and the import from QPS. */
export const qpsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlanDesignInfo: build.query(
      routeQuery(Q.qpsPlanDesignInfo, (clientId: string) => ({ params: { clientId } })),
    ),
    /** The latest API job of each client (ids sorted by the caller, so one list is one cache entry). */
    getApiJobs: build.query(
      routeQuery(Q.apiJobList, (clientIds: readonly string[]) => ({
        query: { clientIds: clientIds.join(',') },
      })),
    ),
    pushToQps: build.mutation(
      routeMutation(
        Q.qpsAsyncPush,
        ({ clientId, idempotencyKey }: { clientId: string; idempotencyKey: string }) => ({
          params: { clientId },
          body: { idempotencyKey },
        }),
      ),
    ),
    getClientFromQps: build.query(
      routeQuery(C.clientFromQps, (clientId: string) => ({ params: { clientId } })),
    ),
    importFromQps: build.mutation(
      routeMutation(C.importFromQps, (clientId: string) => ({ params: { clientId } })),
    ),
  }),
});

export const {
  useGetPlanDesignInfoQuery,
  useGetApiJobsQuery,
  usePushToQpsMutation,
  useGetClientFromQpsQuery,
  useLazyGetClientFromQpsQuery,
  useImportFromQpsMutation,
} = qpsApi;
