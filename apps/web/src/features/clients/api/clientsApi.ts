import type {
  ClientDto,
  ClientPage,
  ClientSetup,
  CreateClient,
  TicketInfo,
  UpdateClient,
  WelcomeFlow,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';

const clientTag = (clientId: string) => ({ type: 'Client' as const, id: clientId });
const LIST_TAG = { type: 'Client' as const, id: 'LIST' };
const setupTag = (clientId: string) => ({ type: 'Setup' as const, id: clientId });

/**
 * Clients (spec section 7). After a change the client, its setup and the lists are refreshed ("after changes,
 * related client, setup … queries are refreshed").
 */
export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/clients with a query built by `clientListApiQuery` (repeated keys for lists). */
    listClients: build.query<ClientPage, string>({
      query: (queryString) => `clients${queryString ? `?${queryString}` : ''}`,
      providesTags: (result) => [LIST_TAG, ...(result?.items.map((client) => clientTag(client.id)) ?? [])],
    }),
    getClient: build.query<ClientDto, string>({
      query: (clientId) => `clients/${encodeURIComponent(clientId)}`,
      providesTags: (_result, _error, clientId) => [clientTag(clientId)],
    }),
    createClient: build.mutation<ClientDto, CreateClient>({
      query: (body) => ({ url: 'clients', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    updateClient: build.mutation<ClientDto, { clientId: string; body: UpdateClient }>({
      query: ({ clientId, body }) => ({
        url: `clients/${encodeURIComponent(clientId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { clientId }) => [
        clientTag(clientId),
        LIST_TAG,
        { type: 'FeatureToggle', id: clientId },
      ],
    }),
    /** DELETE archives the client (an archived client is not found for everyone but staff). */
    archiveClient: build.mutation<{ ok: true }, string>({
      query: (clientId) => ({ url: `clients/${encodeURIComponent(clientId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, clientId) => [clientTag(clientId), LIST_TAG, 'AuthUser'],
    }),
    getClientSetup: build.query<ClientSetup, string>({
      query: (clientId) => `clients/${encodeURIComponent(clientId)}/setup`,
      providesTags: (_result, _error, clientId) => [setupTag(clientId)],
    }),
    completeSetupStep: build.mutation<ClientSetup, { clientId: string; stepId: string }>({
      query: ({ clientId, stepId }) => ({
        url: `clients/${encodeURIComponent(clientId)}/setup-steps/${encodeURIComponent(stepId)}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { clientId }) => [setupTag(clientId), clientTag(clientId), LIST_TAG],
    }),
    /** PUT sync: case id, employee count and consultant from the client's Jira ticket. */
    syncClient: build.mutation<ClientDto, string>({
      query: (clientId) => ({ url: `clients/${encodeURIComponent(clientId)}/sync`, method: 'PUT' }),
      invalidatesTags: (_result, _error, clientId) => [clientTag(clientId), LIST_TAG],
    }),
    sendActivationEmails: build.mutation<{ sent: number }, string>({
      query: (clientId) => ({
        url: `clients/${encodeURIComponent(clientId)}/activation-emails`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, clientId) => [setupTag(clientId), 'User'],
    }),
    setBaseClient: build.mutation<ClientDto, { clientId: string; baseClientId: string }>({
      query: ({ clientId, baseClientId }) => ({
        url: `clients/${encodeURIComponent(clientId)}/base-client`,
        method: 'POST',
        body: { baseClientId },
      }),
      invalidatesTags: (_result, _error, { clientId }) => [clientTag(clientId), setupTag(clientId)],
    }),
    getTicketInfo: build.query<TicketInfo, string>({
      query: (ticketId) => `clients/ticket/${encodeURIComponent(ticketId)}/info`,
      keepUnusedDataFor: 0,
    }),
    getWelcomeFlow: build.query<WelcomeFlow, string>({
      query: (clientId) => `clients/${encodeURIComponent(clientId)}/welcome-flow`,
      providesTags: (_result, _error, clientId) => [{ type: 'Client', id: `WELCOME-${clientId}` }],
    }),
    saveWelcomeFlow: build.mutation<WelcomeFlow, { clientId: string; answers: Record<string, unknown> }>({
      query: ({ clientId, answers }) => ({
        url: `clients/${encodeURIComponent(clientId)}/welcome-flow`,
        method: 'POST',
        body: { answers },
      }),
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'Client', id: `WELCOME-${clientId}` }],
    }),
    completeWelcomeFlow: build.mutation<WelcomeFlow, string>({
      query: (clientId) => ({
        url: `clients/${encodeURIComponent(clientId)}/complete-welcome-flow`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, clientId) => [
        { type: 'Client', id: `WELCOME-${clientId}` },
        clientTag(clientId),
      ],
    }),
  }),
});

export const {
  useListClientsQuery,
  useGetClientQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
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
