import type { Resource } from '../permissions.js';
import { allow, defineCalls, PUBLIC, SIGNED_IN, type CacheTag } from './define.js';
import type { IdentitySchemas } from './identity.schemas.js';

/**
 * The identity service's calls (spec §4 sign-in, §7 Users): the HTTP half. Their schemas are in
 * identity.schemas.ts under the same names; this half carries no zod, so the web's first page can read it.
 */

type UserKindPath = 'internal' | 'ben-admin' | 'broker';
type WithUser = { params: { userId: string } };

/** 'User' alone: any list or user; each kind's list; one user; a user's clients. */
const ANY_USER: CacheTag = 'User';
const listTag = (kind: string): CacheTag => ({ type: 'User', id: `LIST-${kind}` });
const userTag = (userId: string): CacheTag => ({ type: 'User', id: userId });
const userClientsTag = (userId: string): CacheTag => ({ type: 'UserClients', id: userId });

/** One step of the identity provider's sign-in (spec §4): public, rate-limited, answers a result state. */
const authStep = (path: string, summary: string) =>
  ({ method: 'POST', path, access: PUBLIC, rateLimit: 'auth', status: 200, summary }) as const;

/** The routes of the three kinds of user (internal staff, benefit administrators, brokers). */
const kindCalls = (kind: UserKindPath) => {
  const resource: Resource = kind === 'internal' ? 'admin' : kind;
  return {
    list: {
      method: 'GET',
      path: `/users/${kind}`,
      access: allow('read', resource),
      summary: `Lists ${kind} users (paged, searchable).`,
      provides: (_input: unknown, result: { items: Array<{ id: string }> } | undefined): CacheTag[] => [
        listTag(kind),
        ...(result?.items.map((u) => userTag(u.id)) ?? []),
      ],
    },
    create: {
      method: 'POST',
      path: `/users/${kind}`,
      access: allow('create', resource),
      summary: `Creates a ${kind} user and e-mails an activation link.`,
      invalidates: () => [listTag(kind)],
    },
    update: {
      method: 'PUT',
      path: `/users/${kind}/:userId`,
      access: allow('update', resource),
      summary: `Updates a ${kind} user.`,
      invalidates: ({ params }: WithUser) => [listTag(kind), userTag(params.userId)],
    },
    remove: {
      method: 'DELETE',
      path: `/users/${kind}/:userId`,
      access: allow('delete', resource),
      summary: `Deletes a ${kind} user (their sessions end at once).`,
      invalidates: ({ params }: WithUser) => [listTag(kind), userTag(params.userId)],
    },
    activationEmail: {
      method: 'POST',
      path: `/users/${kind}/:userId/activation-email`,
      access: allow('create', 'activation-link'),
      status: 200,
      summary: `Sends a ${kind} user an activation (or reactivation) e-mail.`,
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
    summary: `${assign ? 'Assigns' : 'Unassigns'} a client ${assign ? 'to' : 'from'} a ${kind} user.`,
    invalidates: ({ params }: WithUser): CacheTag[] => [
      listTag(kind),
      userTag(params.userId),
      userClientsTag(params.userId),
      'Client',
    ],
  }) as const;

const getCall = (kind: 'ben-admin' | 'broker', summary: string) =>
  ({
    method: 'GET',
    path: `/users/${kind}/:userId`,
    access: allow('read', kind),
    summary,
    provides: ({ params }: WithUser) => [userTag(params.userId)],
  }) as const;

export const IDENTITY_CALLS = defineCalls<IdentitySchemas>()('identity', {
  // ── the identity provider ──
  signIn: authStep('/auth/sign-in', 'Starts a sign-in with username and password.'),
  changeExpiredPassword: authStep('/auth/password/expired', 'Replaces an expired password during sign-in.'),
  factorChallenge: authStep('/auth/factors/challenge', 'Challenges an MFA factor.'),
  factorVerify: authStep('/auth/factors/verify', 'Verifies an MFA pass code.'),
  factorEnroll: authStep('/auth/factors/enroll', 'Enrols an authenticator app.'),
  factorActivate: authStep('/auth/factors/activate', 'Activates the enrolled app.'),
  tokenExchange: {
    ...authStep('/auth/token', 'Exchanges a one-time session token for an access and a refresh token.'),
  },

  // ── the signed-in user ──
  loggedIn: {
    method: 'POST',
    path: '/users/authenticated/logged-in',
    access: PUBLIC,
    rateLimit: 'auth',
    status: 200,
    gateway: 'custom', // the tokens become httpOnly cookies: the gateway's own work
    summary: 'Turns the tokens into session cookies; answers the CSRF token for mutations.',
  },
  authenticated: {
    method: 'GET',
    path: '/users/authenticated',
    access: SIGNED_IN,
    gateway: 'custom', // the user (identity), their clients (clients) and the CSRF token of the session
    summary: 'The signed-in user with their clients.',
    provides: () => ['AuthUser'],
  },
  logout: {
    method: 'POST',
    path: '/users/authenticated/logout',
    access: SIGNED_IN,
    status: 200,
    gateway: 'custom', // ends the session on every replica and clears the cookies
    summary: 'Signs out: the session ends everywhere at once.',
  },
  acceptTerms: {
    method: 'POST',
    path: '/users/terms-of-use',
    access: SIGNED_IN,
    status: 200,
    summary: 'Accepts the terms of use.',
    invalidates: () => ['AuthUser'],
  },
  linkInfo: {
    method: 'GET',
    path: '/users/auth-token/:token',
    access: PUBLIC,
    rateLimit: 'public-form',
    summary: 'Is an activation, reactivation or reset link still good?',
  },
  passwordUpsert: {
    method: 'POST',
    path: '/users/password-upsert',
    access: PUBLIC,
    rateLimit: 'public-form',
    status: 200,
    summary: 'Sets a password with an activation or reset link.',
  },
  resetRequest: {
    method: 'POST',
    path: '/users/reset-password/:email',
    access: PUBLIC,
    rateLimit: 'public-form',
    status: 200,
    summary: 'Forgot password: the same answer whether or not the address has an account.',
  },
  /**
   * Sends an activation e-mail to each of the client's users who has not set a password yet; the clients
   * service marks the setup step "send welcome email" when identity announces it.
   */
  clientActivationEmails: {
    method: 'POST',
    path: '/clients/:clientId/activation-emails',
    access: allow('update', 'client-setup'),
    status: 200,
    summary: "E-mails an activation link to each of the client's users without a password yet.",
    invalidates: ({ params }) => [{ type: 'Setup', id: params.clientId }, 'User'],
  },
  onboardingFormEmail: {
    method: 'PUT',
    path: '/users/:userId/onboarding-form-email',
    access: allow('update', 'onboarding-form-reassign'),
    // The user's current address (identity) goes to the documents service, which owns the recipients.
    gateway: 'custom',
    timeoutMs: 60_000,
    summary: "After a user's e-mail changed, their pending onboarding-form recipients follow.",
  },

  // ── user administration ──
  internalList: internal.list,
  internalCreate: internal.create,
  internalUpdate: internal.update,
  internalDelete: internal.remove,
  internalActivationEmail: internal.activationEmail,
  benAdminList: benAdmin.list,
  benAdminCreate: benAdmin.create,
  benAdminGet: getCall('ben-admin', 'A benefit administrator.'),
  benAdminUpdate: benAdmin.update,
  benAdminDelete: benAdmin.remove,
  benAdminAssign: assignCall('ben-admin', true),
  benAdminUnassign: assignCall('ben-admin', false),
  benAdminToBroker: {
    method: 'POST',
    path: '/users/ben-admin/:userId/change-to-broker',
    access: allow('update', 'ben-admin'),
    status: 200,
    summary: 'Turns a benefit administrator into a broker (same clients).',
    invalidates: ({ params }) => [listTag('ben-admin'), listTag('broker'), userTag(params.userId)],
  },
  benAdminActivationEmail: benAdmin.activationEmail,
  brokerList: broker.list,
  brokerCreate: broker.create,
  brokerGet: getCall('broker', 'A broker.'),
  /** Staff, or a broker on their own record (not its client ids). */
  brokerUpdate: { ...broker.update, summary: 'Updates a broker (a broker may update their own record).' },
  brokerDelete: broker.remove,
  brokerAssign: assignCall('broker', true),
  brokerUnassign: assignCall('broker', false),
  brokerActivationEmail: broker.activationEmail,
  resetPasswordFor: {
    method: 'POST',
    path: '/users/reset-password/userId/:userId',
    access: allow('create', 'activation-link'),
    status: 200,
    summary: 'E-mails a user a password-reset link.',
  },
  resetMfa: {
    method: 'POST',
    path: '/users/reset-mfa/:email',
    access: allow('create', 'mfa-reset'),
    status: 200,
    summary: "Removes a user's authenticator; they enrol again at the next sign-in.",
    invalidates: () => [ANY_USER],
  },
  activationEmailByAddress: {
    method: 'POST',
    path: '/users/activation-email/:email',
    access: allow('create', 'activation-link'),
    status: 200,
    summary: 'Sends the user with this address an activation e-mail.',
  },
  activationLink: {
    method: 'POST',
    path: '/users/:userId/activation-link',
    access: allow('create', 'activation-link'),
    status: 200,
    summary: 'Makes an activation link to hand over in person.',
  },
  checkExisting: {
    method: 'GET',
    path: '/users/check-existing/:value',
    access: allow('read', 'user-directory'),
    summary: 'Is there a user with this e-mail?',
  },
  bulkEmailUpdate: {
    method: 'POST',
    path: '/users/update-email-and-send-activation-email',
    access: allow('update', 'bulk-email-update'),
    status: 200,
    summary: "Changes users' e-mail addresses and sends each an activation e-mail.",
    invalidates: () => [ANY_USER],
  },
  byRole: {
    method: 'GET',
    path: '/users/role/:role',
    access: allow('read', 'user-directory'),
    summary: 'Users of one role.',
    provides: () => [ANY_USER],
  },
  slfs: {
    method: 'GET',
    path: '/users/slfs',
    access: allow('read', 'user-directory'),
    summary: "The provider's staff (owners and admins).",
    provides: () => [ANY_USER],
  },
  all: {
    method: 'GET',
    path: '/users',
    access: allow('read', 'user-directory'),
    summary: 'Every user (filter by role or client).',
    provides: () => [ANY_USER],
  },
});
