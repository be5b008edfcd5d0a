import {
  CLIENTS_CALLS as C,
  type ChangeLogPage,
  type DeifChanges,
  type UndoIcEdits,
} from '@onboard/contracts';
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
    getDeifChanges: build.query<DeifChanges, string>(
      routeQuery(C.deifChanges, (clientId) => ({ params: { clientId } })),
    ),
    markDeifReadyForReview: build.mutation<DeifChanges, string>(
      routeMutation(C.deifReadyForReview, (clientId) => ({ params: { clientId } })),
    ),
    acceptDeifChanges: build.mutation<DeifChanges, string>(
      routeMutation(C.deifAccept, (clientId) => ({ params: { clientId } })),
    ),
    declineDeifChanges: build.mutation<DeifChanges, { clientId: string; reason: string }>(
      routeMutation(C.deifDecline, ({ clientId, reason }) => ({ params: { clientId }, body: { reason } })),
    ),
    /** The audit trail (issue 10 item 5): a page of the client's change records, newest first. */
    getChangeLog: build.query<ChangeLogPage, ChangeLogArgs>(
      routeQuery(C.changeLog, ({ clientId, limit, after, ...filters }) => ({
        params: { clientId },
        query: { ...setFilters(filters), limit, ...(after ? { after } : {}) },
      })),
    ),
    undoIcEdits: build.mutation<UndoIcEdits, string>(
      routeMutation(C.undoIcEdits, (clientId) => ({ params: { clientId } })),
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
