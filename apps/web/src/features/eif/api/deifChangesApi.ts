import { CLIENTS_CALLS as C } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { fileUrlOf, routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The audit trail's filters, as the change log takes them (instants as ISO strings). */
export type ChangeLogFilters = { entity?: string; userId?: string; from?: string; to?: string };

/** One page of a client's audit trail: the filters, the page size and the cursor of the page before. */
export type ChangeLogArgs = ChangeLogFilters & { clientId: string; limit: number; after?: string };

/** Only the filters that are set: an empty one would be sent as `entity=` and fail the API's validation. */
const setFilters = (filters: ChangeLogFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );

/** The CSV of the audit trail for these filters, for a plain download link (the gateway sends it as a file). */
export const changeLogCsvUrl = (clientId: string, filters: ChangeLogFilters): string =>
  fileUrlOf(C.changeLogCsv, { params: { clientId }, query: setFilters(filters) });

/** Changes to a signed EIF and their review (issue 10, decision 106), from the route table. */
export const deifChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeifChanges: build.query(routeQuery(C.deifChanges, (clientId: string) => ({ params: { clientId } }))),
    markDeifReadyForReview: build.mutation(
      routeMutation(C.deifReadyForReview, (clientId: string) => ({ params: { clientId } })),
    ),
    acceptDeifChanges: build.mutation(
      routeMutation(C.deifAccept, (clientId: string) => ({ params: { clientId } })),
    ),
    declineDeifChanges: build.mutation(
      routeMutation(C.deifDecline, ({ clientId, reason }: { clientId: string; reason: string }) => ({
        params: { clientId },
        body: { reason },
      })),
    ),
    /** The audit trail (issue 10 item 5): a page of the client's change records, newest first. */
    getChangeLog: build.query(
      routeQuery(C.changeLog, ({ clientId, limit, after, ...filters }: ChangeLogArgs) => ({
        params: { clientId },
        query: { ...setFilters(filters), limit, ...(after ? { after } : {}) },
      })),
    ),
    undoIcEdits: build.mutation(
      routeMutation(C.undoIcEdits, (clientId: string) => ({ params: { clientId } })),
    ),
  }),
});

export const {
  useGetDeifChangesQuery,
  useMarkDeifReadyForReviewMutation,
  useAcceptDeifChangesMutation,
  useDeclineDeifChangesMutation,
  useUndoIcEditsMutation,
  useGetChangeLogQuery,
} = deifChangesApi;
