import type { Resource } from '../permissions.js';
import { allow, defineCalls, type CacheTag } from './define.js';
import type { UserAdminSchemas } from './users.schemas.js';

/**
 * User administration (spec §7 Users): the HTTP half, served by the identity service. Their schemas are in
 * users.schemas.ts under the same names.
 */

type UserKindPath = 'internal' | 'ben-admin' | 'broker';
type WithUser = { params: { userId: string } };

/** 'User' alone: any list or user; each kind's list; one user; a user's clients. */
const ANY_USER: CacheTag = 'User';
const listTag = (kind: string): CacheTag => ({ type: 'User', id: `LIST-${kind}` });
const userTag = (userId: string): CacheTag => ({ type: 'User', id: userId });
const userClientsTag = (userId: string): CacheTag => ({ type: 'UserClients', id: userId });

/** The routes of the three kinds of user (internal staff, benefit administrators, brokers). */
const kindCalls = (kind: UserKindPath) => {
  const resource: Resource = kind === 'internal' ? 'admin' : kind;
  return {
    list: {
      method: 'GET',
      path: `/users/${kind}`,
      access: allow('read', resource),
      provides: (_input: unknown, result: { items: Array<{ id: string }> } | undefined): CacheTag[] => [
        listTag(kind),
        ...(result?.items.map((u) => userTag(u.id)) ?? []),
      ],
    },
    create: {
      method: 'POST',
      path: `/users/${kind}`,
      access: allow('create', resource),
      invalidates: () => [listTag(kind)],
    },
    update: {
      method: 'PUT',
      path: `/users/${kind}/:userId`,
      access: allow('update', resource),
      invalidates: ({ params }: WithUser) => [listTag(kind), userTag(params.userId)],
    },
    remove: {
      method: 'DELETE',
      path: `/users/${kind}/:userId`,
      access: allow('delete', resource),
      invalidates: ({ params }: WithUser) => [listTag(kind), userTag(params.userId)],
    },
    activationEmail: {
      method: 'POST',
      path: `/users/${kind}/:userId/activation-email`,
      access: allow('create', 'activation-link'),
      status: 200,
      invalidates: ({ params }: WithUser) => [userTag(params.userId)],
    },
  } as const;
};

const internal = kindCalls('internal');
const benAdmin = kindCalls('ben-admin');
const broker = kindCalls('broker');

const assignCall = (kind: 'ben-admin' | 'broker', assign: boolean) =>
  ({
    method: 'PUT',
    path: `/users/${kind}/:userId/${assign ? 'assign' : 'unassign'}/:clientId`,
    access: allow('update', 'user-client-assignment'),
    invalidates: ({ params }: WithUser): CacheTag[] => [
      listTag(kind),
      userTag(params.userId),
      userClientsTag(params.userId),
      'Client',
    ],
  }) as const;

const getCall = (kind: 'ben-admin' | 'broker') =>
  ({
    method: 'GET',
    path: `/users/${kind}/:userId`,
    access: allow('read', kind),
    provides: ({ params }: WithUser) => [userTag(params.userId)],
  }) as const;
export const USER_ADMIN_CALLS = defineCalls<UserAdminSchemas>()('identity', {
  /**
   * Sends an activation e-mail to each of the client's users who has not set a password yet; the clients
   * service marks the setup step "send welcome email" when identity announces it.
   */
  clientActivationEmails: {
    method: 'POST',
    path: '/clients/:clientId/activation-emails',
    access: allow('update', 'client-setup'),
    status: 200,
    invalidates: ({ params }) => [{ type: 'Setup', id: params.clientId }, 'User'],
  },
  onboardingFormEmail: {
    method: 'PUT',
    path: '/users/:userId/onboarding-form-email',
    access: allow('update', 'onboarding-form-reassign'),
    // The user's current address (identity) goes to the documents service, which owns the recipients.
    gateway: 'custom',
    timeoutMs: 60_000,
  },

  // ── user administration ──
  internalList: internal.list,
  internalCreate: internal.create,
  internalUpdate: internal.update,
  internalDelete: internal.remove,
  internalActivationEmail: internal.activationEmail,
  benAdminList: benAdmin.list,
  benAdminCreate: benAdmin.create,
  benAdminGet: getCall('ben-admin'),
  benAdminUpdate: benAdmin.update,
  benAdminDelete: benAdmin.remove,
  benAdminAssign: assignCall('ben-admin', true),
  benAdminUnassign: assignCall('ben-admin', false),
  benAdminToBroker: {
    method: 'POST',
    path: '/users/ben-admin/:userId/change-to-broker',
    access: allow('update', 'ben-admin'),
    status: 200,
    invalidates: ({ params }) => [listTag('ben-admin'), listTag('broker'), userTag(params.userId)],
  },
  benAdminActivationEmail: benAdmin.activationEmail,
  brokerList: broker.list,
  brokerCreate: broker.create,
  brokerGet: getCall('broker'),
  /** Staff, or a broker on their own record (not its client ids). */
  brokerUpdate: broker.update,
  brokerDelete: broker.remove,
  brokerAssign: assignCall('broker', true),
  brokerUnassign: assignCall('broker', false),
  brokerActivationEmail: broker.activationEmail,
  resetPasswordFor: {
    method: 'POST',
    path: '/users/reset-password/userId/:userId',
    access: allow('create', 'activation-link'),
    status: 200,
  },
  resetMfa: {
    method: 'POST',
    path: '/users/reset-mfa/:email',
    access: allow('create', 'mfa-reset'),
    status: 200,
    invalidates: () => [ANY_USER],
  },
  activationEmailByAddress: {
    method: 'POST',
    path: '/users/activation-email/:email',
    access: allow('create', 'activation-link'),
    status: 200,
  },
  activationLink: {
    method: 'POST',
    path: '/users/:userId/activation-link',
    access: allow('create', 'activation-link'),
    status: 200,
  },
  checkExisting: {
    method: 'GET',
    path: '/users/check-existing/:value',
    access: allow('read', 'user-directory'),
  },
  bulkEmailUpdate: {
    method: 'POST',
    path: '/users/update-email-and-send-activation-email',
    access: allow('update', 'bulk-email-update'),
    status: 200,
    invalidates: () => [ANY_USER],
  },
  byRole: {
    method: 'GET',
    path: '/users/role/:role',
    access: allow('read', 'user-directory'),
    provides: () => [ANY_USER],
  },
  slfs: {
    method: 'GET',
    path: '/users/slfs',
    access: allow('read', 'user-directory'),
    provides: () => [ANY_USER],
  },
  all: {
    method: 'GET',
    path: '/users',
    access: allow('read', 'user-directory'),
    provides: () => [ANY_USER],
  },
});
