import {
  CLIENTS_CALLS as C,
  USER_ADMIN_CALLS,
  type CreateClient,
  type UpdateClient,
  type RequestOf,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { requestOf, routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/**
 * Clients (spec section 7), from the route table (URLs and cache tags with the entries). After a change the
 * client, its setup and the lists are refreshed ("after changes, related client, setup … queries are
 * refreshed").
 */
const byClient = (clientId: string) => ({ params: { clientId } });
type WelcomeFlowAnswers = RequestOf<typeof C.welcomeFlowSave>['body']['answers'];

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/clients with a query built by `clientListApiQuery` (repeated keys for lists). */
    listClients: build.query({
      ...routeQuery(C.list, (_arg: string) => ({})),
      // The list's query string is built by clientListApiQuery (repeated keys for lists).
      query: (queryString) => {
        const request = requestOf(C.list, {});
        return { ...request, url: `${request.url}${queryString ? `?${queryString}` : ''}` };
      },
    }),
    getClient: build.query(routeQuery(C.get, byClient)),
    createClient: build.mutation(routeMutation(C.create, (body: CreateClient) => ({ body }))),
    updateClient: build.mutation(
      routeMutation(C.update, ({ clientId, body }: { clientId: string; body: UpdateClient }) => ({
        params: { clientId },
        body,
      })),
    ),
    /** PATCH draft: the rules of PUT, for a form that saves as it is filled (autosave). */
    saveClientDraft: build.mutation(
      routeMutation(C.draft, ({ clientId, body }: { clientId: string; body: UpdateClient }) => ({
        params: { clientId },
        body,
      })),
    ),
    /** DELETE archives the client (an archived client is not found for everyone but staff). */
    archiveClient: build.mutation(routeMutation(C.archive, byClient)),
    getClientSetup: build.query(routeQuery(C.setupGet, byClient)),
    completeSetupStep: build.mutation(
      routeMutation(C.setupCompleteStep, (params: { clientId: string; stepId: string }) => ({ params })),
    ),
    /** PUT sync: case id, employee count and consultant from the client's Jira ticket. */
    syncClient: build.mutation(routeMutation(C.sync, byClient)),
    sendActivationEmails: build.mutation(routeMutation(USER_ADMIN_CALLS.clientActivationEmails, byClient)),
    setBaseClient: build.mutation(
      routeMutation(
        C.baseClient,
        ({ clientId, baseClientId }: { clientId: string; baseClientId: string }) => ({
          params: { clientId },
          body: { baseClientId },
        }),
      ),
    ),
    getTicketInfo: build.query({
      ...routeQuery(C.ticketInfo, (ticketId: string) => ({ params: { ticketId } })),
      keepUnusedDataFor: 0,
    }),
    getWelcomeFlow: build.query(routeQuery(C.welcomeFlowGet, byClient)),
    saveWelcomeFlow: build.mutation(
      routeMutation(
        C.welcomeFlowSave,
        ({ clientId, answers }: { clientId: string; answers: WelcomeFlowAnswers }) => ({
          params: { clientId },
          body: { answers },
        }),
      ),
    ),
    completeWelcomeFlow: build.mutation(routeMutation(C.welcomeFlowComplete, byClient)),
  }),
});

export const {
  useListClientsQuery,
  useGetClientQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useSaveClientDraftMutation,
  useArchiveClientMutation,
  useGetClientSetupQuery,
  useCompleteSetupStepMutation,
  useSyncClientMutation,
  useSendActivationEmailsMutation,
  useSetBaseClientMutation,
  useLazyGetTicketInfoQuery,
  useGetWelcomeFlowQuery,
  useSaveWelcomeFlowMutation,
  useCompleteWelcomeFlowMutation,
} = clientsApi;
