import {
  CLIENTS_CALLS as C,
  USER_ADMIN_CALLS,
  type ClientDto,
  type ClientPage,
  type ClientSetup,
  type CreateClient,
  type TicketInfo,
  type UpdateClient,
  type RequestOf,
  type WelcomeFlow,
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
    listClients: build.query<ClientPage, string>({
      ...routeQuery(C.list, () => ({})),
      // The list's query string is built by clientListApiQuery (repeated keys for lists).
      query: (queryString) => {
        const request = requestOf(C.list, {});
        return { ...request, url: `${request.url}${queryString ? `?${queryString}` : ''}` };
      },
    }),
    getClient: build.query<ClientDto, string>(routeQuery(C.get, byClient)),
    createClient: build.mutation<ClientDto, CreateClient>(routeMutation(C.create, (body) => ({ body }))),
    updateClient: build.mutation<ClientDto, { clientId: string; body: UpdateClient }>(
      routeMutation(C.update, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
    /** PATCH draft: the rules of PUT, for a form that saves as it is filled (autosave). */
    saveClientDraft: build.mutation<ClientDto, { clientId: string; body: UpdateClient }>(
      routeMutation(C.draft, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
    /** DELETE archives the client (an archived client is not found for everyone but staff). */
    archiveClient: build.mutation<{ ok: true }, string>(routeMutation(C.archive, byClient)),
    getClientSetup: build.query<ClientSetup, string>(routeQuery(C.setupGet, byClient)),
    completeSetupStep: build.mutation<ClientSetup, { clientId: string; stepId: string }>(
      routeMutation(C.setupCompleteStep, (params) => ({ params })),
    ),
    /** PUT sync: case id, employee count and consultant from the client's Jira ticket. */
    syncClient: build.mutation<ClientDto, string>(routeMutation(C.sync, byClient)),
    sendActivationEmails: build.mutation<{ sent: number }, string>(
      routeMutation(USER_ADMIN_CALLS.clientActivationEmails, byClient),
    ),
    setBaseClient: build.mutation<ClientDto, { clientId: string; baseClientId: string }>(
      routeMutation(C.baseClient, ({ clientId, baseClientId }) => ({
        params: { clientId },
        body: { baseClientId },
      })),
    ),
    getTicketInfo: build.query<TicketInfo, string>({
      ...routeQuery(C.ticketInfo, (ticketId) => ({ params: { ticketId } })),
      keepUnusedDataFor: 0,
    }),
    getWelcomeFlow: build.query<WelcomeFlow, string>(routeQuery(C.welcomeFlowGet, byClient)),
    saveWelcomeFlow: build.mutation<WelcomeFlow, { clientId: string; answers: WelcomeFlowAnswers }>(
      routeMutation(C.welcomeFlowSave, ({ clientId, answers }) => ({
        params: { clientId },
        body: { answers },
      })),
    ),
    completeWelcomeFlow: build.mutation<WelcomeFlow, string>(routeMutation(C.welcomeFlowComplete, byClient)),
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
