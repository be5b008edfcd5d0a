import {
  PAGE_SIZE,
  type ClientSummary,
  type CreateUser,
  type ListQuery,
  type UpdateUser,
  type User,
  type UserKind,
  type UserPage,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';

/** A page of a user list: `page` is 1-based; limit = page size, offset = (page - 1) × page size (spec §7). */
export type UserListArgs = {
  kind: UserKind;
  page: number;
  search?: string;
  sortBy?: ListQuery['sortBy'];
  sortDirection?: ListQuery['sortDirection'];
};

export const pageQuery = (page: number, pageSize = PAGE_SIZE) => ({
  limit: pageSize,
  offset: (Math.max(1, page) - 1) * pageSize,
});

/** GET /api/users/{userId}/clients answers a page of client summaries. */
export type ClientPage = { items: ClientSummary[]; total: number; limit: number; offset: number };

export type BulkEmailUpdate = { users: Array<{ userId: string; email: string; clientId: string | null }> };

type UserRef = { kind: UserKind; userId: string };
const listTag = (kind: UserKind) => ({ type: 'User' as const, id: `LIST-${kind}` });
const userTag = (userId: string) => ({ type: 'User' as const, id: userId });

/** User administration (spec section 7, Users), for the staff pages. */
/** PUT …/assign/{clientId} and …/unassign/{clientId}: the same call but for its last word. */
const clientAssignment = (action: 'assign' | 'unassign') => ({
  query: ({ kind, userId, clientId }: UserRef & { clientId: string }) => ({
    url: `users/${kind}/${encodeURIComponent(userId)}/${action}/${encodeURIComponent(clientId)}`,
    method: 'PUT' as const,
  }),
  invalidatesTags: (_result: unknown, _error: unknown, { kind, userId }: UserRef & { clientId: string }) => [
    listTag(kind),
    userTag(userId),
    { type: 'UserClients' as const, id: userId },
    'Client' as const,
  ],
});

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserPage, UserListArgs>({
      query: ({ kind, page, search, sortBy = 'name', sortDirection = 'asc' }) => ({
        url: `users/${kind}`,
        params: {
          ...(search ? { search } : {}),
          ...pageQuery(page),
          sortBy,
          sortDirection,
        },
      }),
      providesTags: (result, _error, { kind }) => [
        listTag(kind),
        ...(result?.items.map((user) => userTag(user.id)) ?? []),
      ],
    }),
    /** GET /api/users: everyone, by name or e-mail (the client list's "assigned to" filter). */
    searchUsers: build.query<UserPage, { search: string; limit?: number }>({
      query: ({ search, limit = 10 }) => ({ url: 'users', params: { search, limit, offset: 0 } }),
      providesTags: ['User'],
    }),
    /** Brokers and benefit administrators have a GET by id; internal users are edited from their list. */
    getUser: build.query<User, UserRef>({
      query: ({ kind, userId }) => `users/${kind}/${encodeURIComponent(userId)}`,
      providesTags: (_result, _error, { userId }) => [userTag(userId)],
    }),
    getUserClients: build.query<ClientPage, string>({
      query: (userId) => ({
        url: `users/${encodeURIComponent(userId)}/clients`,
        params: { limit: 100, offset: 0 },
      }),
      providesTags: (_result, _error, userId) => [{ type: 'UserClients', id: userId }],
    }),
    checkExisting: build.query<{ exists: boolean }, string>({
      query: (email) => `users/check-existing/${encodeURIComponent(email)}`,
      keepUnusedDataFor: 0,
    }),
    createUser: build.mutation<User, { kind: UserKind; body: CreateUser }>({
      query: ({ kind, body }) => ({ url: `users/${kind}`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { kind }) => [listTag(kind)],
    }),
    updateUser: build.mutation<User, UserRef & { body: UpdateUser }>({
      query: ({ kind, userId, body }) => ({
        url: `users/${kind}/${encodeURIComponent(userId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { kind, userId }) => [listTag(kind), userTag(userId)],
    }),
    deleteUser: build.mutation<unknown, UserRef>({
      query: ({ kind, userId }) => ({ url: `users/${kind}/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind, userId }) => [listTag(kind), userTag(userId)],
    }),
    sendActivationEmail: build.mutation<unknown, UserRef>({
      query: ({ kind, userId }) => ({
        url: `users/${kind}/${encodeURIComponent(userId)}/activation-email`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { userId }) => [userTag(userId)],
    }),
    assignClient: build.mutation<unknown, UserRef & { clientId: string }>(clientAssignment('assign')),
    unassignClient: build.mutation<unknown, UserRef & { clientId: string }>(clientAssignment('unassign')),
    changeToBroker: build.mutation<User, string>({
      query: (userId) => ({
        url: `users/ben-admin/${encodeURIComponent(userId)}/change-to-broker`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, userId) => [
        listTag('ben-admin'),
        listTag('broker'),
        userTag(userId),
      ],
    }),
    createActivationLink: build.mutation<{ url: string; expiresAt: string }, string>({
      query: (userId) => ({ url: `users/${encodeURIComponent(userId)}/activation-link`, method: 'POST' }),
    }),
    resetMfa: build.mutation<unknown, string>({
      query: (email) => ({ url: `users/reset-mfa/${encodeURIComponent(email)}`, method: 'POST' }),
      invalidatesTags: ['User'],
    }),
    resetPassword: build.mutation<unknown, string>({
      query: (userId) => ({
        url: `users/reset-password/userId/${encodeURIComponent(userId)}`,
        method: 'POST',
      }),
    }),
    bulkEmailUpdate: build.mutation<unknown, BulkEmailUpdate>({
      query: (body) => ({ url: 'users/update-email-and-send-activation-email', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useListUsersQuery,
  useGetUserQuery,
  useSearchUsersQuery,
  useGetUserClientsQuery,
  useLazyCheckExistingQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useSendActivationEmailMutation,
  useAssignClientMutation,
  useUnassignClientMutation,
  useChangeToBrokerMutation,
  useCreateActivationLinkMutation,
  useResetMfaMutation,
  useResetPasswordMutation,
  useBulkEmailUpdateMutation,
} = usersApi;
