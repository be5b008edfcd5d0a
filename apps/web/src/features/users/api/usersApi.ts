import {
  CLIENTS_CALLS,
  USER_ADMIN_CALLS as R,
  PAGE_SIZE,
  type CreateUser,
  type ListQuery,
  type UpdateUser,
  type UserKind,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { pickedMutation, pickedQuery, routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** Spec §9: the onboarding-form e-mail update may take up to 60 s (the provider resends), and is not retried. */
export const ONBOARDING_FORM_EMAIL_TIMEOUT_MS = 60_000;
type FormEmailChange = { userId: string; oldEmail: string };
const followEmail = routeMutation(R.onboardingFormEmail, ({ userId, oldEmail }: FormEmailChange) => ({
  params: { userId },
  body: { oldEmail },
}));

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

export type BulkEmailUpdate = { users: Array<{ userId: string; email: string; clientId: string | null }> };

type UserRef = { kind: UserKind; userId: string };

/** The route entries of each kind of user (the table has one per kind; the pages pick by kind). */
const BY_KIND = {
  internal: {
    list: R.internalList,
    create: R.internalCreate,
    update: R.internalUpdate,
    remove: R.internalDelete,
    activationEmail: R.internalActivationEmail,
  },
  'ben-admin': {
    list: R.benAdminList,
    create: R.benAdminCreate,
    update: R.benAdminUpdate,
    remove: R.benAdminDelete,
    activationEmail: R.benAdminActivationEmail,
  },
  broker: {
    list: R.brokerList,
    create: R.brokerCreate,
    update: R.brokerUpdate,
    remove: R.brokerDelete,
    activationEmail: R.brokerActivationEmail,
  },
} as const;
const GET_BY_KIND = { 'ben-admin': R.benAdminGet, broker: R.brokerGet, internal: undefined } as const;
const ASSIGN = {
  assign: { 'ben-admin': R.benAdminAssign, broker: R.brokerAssign },
  unassign: { 'ben-admin': R.benAdminUnassign, broker: R.brokerUnassign },
} as const;

/** PUT …/assign/{clientId} and …/unassign/{clientId}: the same call but for its last word. */
const clientAssignment = (action: 'assign' | 'unassign') =>
  pickedMutation(({ kind, userId, clientId }: UserRef & { clientId: string }) => ({
    route: ASSIGN[action][kind === 'broker' ? 'broker' : 'ben-admin'],
    input: { params: { userId, clientId } },
  }));

/**
 * Where a list of people comes from: everyone (staff only), or one kind's list, which ben admins and brokers
 * may read too (of their own clients' people).
 */
export type PeopleSource = 'all' | UserKind;
const PEOPLE: Record<PeopleSource, (typeof BY_KIND)[UserKind]['list'] | typeof R.all> = {
  all: R.all,
  internal: R.internalList,
  'ben-admin': R.benAdminList,
  broker: R.brokerList,
};

/** User administration (spec section 7, Users), for the staff pages. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query(
      pickedQuery(({ kind, page, search, sortBy = 'name', sortDirection = 'asc' }: UserListArgs) => ({
        route: BY_KIND[kind].list,
        input: { query: { ...(search ? { search } : {}), ...pageQuery(page), sortBy, sortDirection } },
      })),
    ),
    /** GET /api/users: everyone, by name or e-mail (the client list's "assigned to" filter). */
    searchUsers: build.query(
      routeQuery(R.all, ({ search, limit = 10 }: { search: string; limit?: number }) => ({
        query: { search, limit, offset: 0 },
      })),
    ),
    /** Brokers and benefit administrators have a GET by id; internal users are edited from their list. */
    getUser: build.query(
      pickedQuery(({ kind, userId }: UserRef) => ({
        route: GET_BY_KIND[kind] ?? R.benAdminGet,
        input: { params: { userId } },
      })),
    ),
    /** Up to 100 people of a source by name, those of one client with `clientId` (the audit trail's people). */
    listPeople: build.query(
      pickedQuery(({ source, clientId }: { source: PeopleSource; clientId?: string }) => ({
        route: PEOPLE[source],
        input: {
          query: {
            ...(clientId ? { clientId } : {}),
            limit: 100,
            offset: 0,
            sortBy: 'name' as const,
            sortDirection: 'asc' as const,
          },
        },
      })),
    ),
    getUserClients: build.query(
      routeQuery(CLIENTS_CALLS.userClients, (userId: string) => ({
        params: { userId },
        query: { limit: 100, offset: 0 },
      })),
    ),
    checkExisting: build.query({
      ...routeQuery(R.checkExisting, (value: string) => ({ params: { value } })),
      keepUnusedDataFor: 0,
    }),
    createUser: build.mutation(
      pickedMutation(({ kind, body }: { kind: UserKind; body: CreateUser }) => ({
        route: BY_KIND[kind].create,
        input: { body },
      })),
    ),
    updateUser: build.mutation(
      pickedMutation(({ kind, userId, body }: UserRef & { body: UpdateUser }) => ({
        route: BY_KIND[kind].update,
        input: { params: { userId }, body },
      })),
    ),
    /**
     * After a user's e-mail changed: their recipients on open onboarding forms follow (spec §7, 60 s, no retry;
     * staff only). The old address tells the provider whose recipient changes.
     */
    followOnboardingFormEmail: build.mutation({
      ...followEmail,
      query: (arg: FormEmailChange) => ({
        ...followEmail.query(arg),
        timeout: ONBOARDING_FORM_EMAIL_TIMEOUT_MS,
      }),
    }),
    deleteUser: build.mutation(
      pickedMutation(({ kind, userId }: UserRef) => ({
        route: BY_KIND[kind].remove,
        input: { params: { userId } },
      })),
    ),
    sendActivationEmail: build.mutation(
      pickedMutation(({ kind, userId }: UserRef) => ({
        route: BY_KIND[kind].activationEmail,
        input: { params: { userId } },
      })),
    ),
    assignClient: build.mutation(clientAssignment('assign')),
    unassignClient: build.mutation(clientAssignment('unassign')),
    changeToBroker: build.mutation(
      routeMutation(R.benAdminToBroker, (userId: string) => ({ params: { userId } })),
    ),
    createActivationLink: build.mutation(
      routeMutation(R.activationLink, (userId: string) => ({ params: { userId } })),
    ),
    resetMfa: build.mutation(routeMutation(R.resetMfa, (email: string) => ({ params: { email } }))),
    resetPassword: build.mutation(
      routeMutation(R.resetPasswordFor, (userId: string) => ({ params: { userId } })),
    ),
    bulkEmailUpdate: build.mutation(routeMutation(R.bulkEmailUpdate, (body: BulkEmailUpdate) => ({ body }))),
  }),
});

export const {
  useListUsersQuery,
  useGetUserQuery,
  useSearchUsersQuery,
  useListPeopleQuery,
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
  useFollowOnboardingFormEmailMutation,
} = usersApi;
