import { z } from 'zod';
import {
  authResultSchema,
  authTokenInfoSchema,
  changeExpiredPasswordSchema,
  factorActivateSchema,
  factorChallengeSchema,
  factorVerifySchema,
  loggedInSchema,
  passwordUpsertSchema,
  sessionTokenExchangeSchema,
  signInSchema,
  stateTokenSchema,
  tokenPairSchema,
} from '../auth.js';
import { ROLES } from '../enums.js';
import type { Resource } from '../permissions.js';
import { text } from '../text.js';
import {
  activationLinkSchema,
  authUserSchema,
  bulkEmailUpdateSchema,
  checkExistingSchema,
  createUserSchema,
  listQuerySchema,
  updateUserSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
} from '../users.js';
import { allow, defineRoutes, PUBLIC, route, SIGNED_IN, type CacheTag } from './define.js';

export const userIdParams = z.object({ userId: z.string().uuid('Not a valid user id') });
const assignParams = userIdParams.extend({ clientId: z.string().uuid('Not a valid client id') });
const emailParams = z.object({ email: text({ trim: true }).min(3).max(191) });
const tokenParams = z.object({ token: text().min(20).max(200) });
const ok = z.object({ ok: z.literal(true) });
const emailSent = z.object({ emailId: z.string() });
const csrf = z.object({ csrfToken: z.string() });

/** Every user list ('User' alone: any list or user); each kind's list; one user. */
const ANY_USER: CacheTag = 'User';
const listTag = (kind: string): CacheTag => ({ type: 'User', id: `LIST-${kind}` });
const userTag = (userId: string): CacheTag => ({ type: 'User', id: userId });
const userClientsTag = (userId: string): CacheTag => ({ type: 'UserClients', id: userId });

/** One step of the identity provider's sign-in (spec §4): public, rate-limited, answers a result state. */
const authStep = <B extends z.ZodType>(path: string, body: B, summary: string) =>
  route({
    method: 'POST',
    path,
    access: PUBLIC,
    rateLimit: 'auth',
    status: 200,
    body,
    response: authResultSchema,
    summary,
  });

/** Routes of the kinds of user (internal staff, benefit administrators, brokers) share their shapes. */
const kindRoutes = <K extends 'internal' | 'ben-admin' | 'broker'>(kind: K) => {
  const resource: Resource = kind === 'internal' ? 'admin' : kind;
  return {
    list: route({
      method: 'GET',
      path: `/users/${kind}`,
      access: allow('read', resource),
      query: userListQuerySchema,
      response: userPageSchema,
      summary: `Lists ${kind} users (paged, searchable).`,
      provides: (_input, result) => [listTag(kind), ...(result?.items.map((u) => userTag(u.id)) ?? [])],
    }),
    create: route({
      method: 'POST',
      path: `/users/${kind}`,
      access: allow('create', resource),
      body: createUserSchema,
      response: userSchema,
      summary: `Creates a ${kind} user and e-mails an activation link.`,
      invalidates: () => [listTag(kind)],
    }),
    update: route({
      method: 'PUT',
      path: `/users/${kind}/:userId`,
      access: allow('update', resource),
      params: userIdParams,
      body: updateUserSchema,
      response: userSchema,
      summary: `Updates a ${kind} user.`,
      invalidates: ({ params }) => [listTag(kind), userTag(params.userId)],
    }),
    remove: route({
      method: 'DELETE',
      path: `/users/${kind}/:userId`,
      access: allow('delete', resource),
      params: userIdParams,
      response: ok,
      summary: `Deletes a ${kind} user (their sessions end at once).`,
      invalidates: ({ params }) => [listTag(kind), userTag(params.userId)],
    }),
    activationEmail: route({
      method: 'POST',
      path: `/users/${kind}/:userId/activation-email`,
      access: allow('create', 'activation-link'),
      status: 200,
      params: userIdParams,
      response: emailSent,
      summary: `Sends a ${kind} user an activation (or reactivation) e-mail.`,
      invalidates: ({ params }) => [userTag(params.userId)],
    }),
  };
};

const internal = kindRoutes('internal');
const benAdmin = kindRoutes('ben-admin');
const broker = kindRoutes('broker');

const assignRoute = (kind: 'ben-admin' | 'broker', assign: boolean) =>
  route({
    method: 'PUT',
    path: `/users/${kind}/:userId/${assign ? 'assign' : 'unassign'}/:clientId`,
    access: allow('update', 'user-client-assignment'),
    params: assignParams,
    response: userSchema,
    summary: `${assign ? 'Assigns' : 'Unassigns'} a client ${assign ? 'to' : 'from'} a ${kind} user.`,
    invalidates: ({ params }) => [
      listTag(kind),
      userTag(params.userId),
      userClientsTag(params.userId),
      'Client',
    ],
  });

/** The identity service's calls (spec §4 sign-in, §7 Users). */
export const IDENTITY_ROUTES = defineRoutes('identity', {
  // ── the identity provider ──
  signIn: authStep('/auth/sign-in', signInSchema, 'Starts a sign-in with username and password.'),
  changeExpiredPassword: authStep(
    '/auth/password/expired',
    changeExpiredPasswordSchema,
    'Replaces an expired password during sign-in.',
  ),
  factorChallenge: authStep('/auth/factors/challenge', factorChallengeSchema, 'Challenges an MFA factor.'),
  factorVerify: authStep('/auth/factors/verify', factorVerifySchema, 'Verifies an MFA pass code.'),
  factorEnroll: authStep('/auth/factors/enroll', stateTokenSchema, 'Enrols an authenticator app.'),
  factorActivate: authStep('/auth/factors/activate', factorActivateSchema, 'Activates the enrolled app.'),
  tokenExchange: route({
    method: 'POST',
    path: '/auth/token',
    access: PUBLIC,
    rateLimit: 'auth',
    status: 200,
    body: sessionTokenExchangeSchema,
    response: tokenPairSchema,
    summary: 'Exchanges a one-time session token for an access and a refresh token.',
  }),

  // ── the signed-in user ──
  loggedIn: route({
    method: 'POST',
    path: '/users/authenticated/logged-in',
    access: PUBLIC,
    rateLimit: 'auth',
    status: 200,
    body: loggedInSchema,
    response: csrf,
    gateway: 'custom', // the tokens become httpOnly cookies: the gateway's own work
    summary: 'Turns the tokens into session cookies; answers the CSRF token for mutations.',
  }),
  authenticated: route({
    method: 'GET',
    path: '/users/authenticated',
    access: SIGNED_IN,
    response: authUserSchema,
    gateway: 'custom', // adds the CSRF token from the session cookie
    summary: 'The signed-in user with their clients.',
    provides: () => ['AuthUser'],
  }),
  logout: route({
    method: 'POST',
    path: '/users/authenticated/logout',
    access: SIGNED_IN,
    status: 200,
    response: ok,
    gateway: 'custom', // ends the session on every replica and clears the cookies
    summary: 'Signs out: the session ends everywhere at once.',
  }),
  acceptTerms: route({
    method: 'POST',
    path: '/users/terms-of-use',
    access: SIGNED_IN,
    status: 200,
    response: userSchema,
    summary: 'Accepts the terms of use.',
    invalidates: () => ['AuthUser'],
  }),
  linkInfo: route({
    method: 'GET',
    path: '/users/auth-token/:token',
    access: PUBLIC,
    rateLimit: 'public-form',
    params: tokenParams,
    response: authTokenInfoSchema,
    summary: 'Is an activation, reactivation or reset link still good?',
  }),
  passwordUpsert: route({
    method: 'POST',
    path: '/users/password-upsert',
    access: PUBLIC,
    rateLimit: 'public-form',
    status: 200,
    body: passwordUpsertSchema,
    response: z.object({ email: z.string() }),
    summary: 'Sets a password with an activation or reset link.',
  }),
  resetRequest: route({
    method: 'POST',
    path: '/users/reset-password/:email',
    access: PUBLIC,
    rateLimit: 'public-form',
    status: 200,
    params: z.object({ email: text({ trim: true }).toLowerCase().min(3).max(191) }),
    response: ok,
    summary: 'Forgot password: the same answer whether or not the address has an account.',
  }),

  /**
   * Sends an activation e-mail to each of the client's users who has not set a password yet; the clients
   * service marks the setup step "send welcome email" when identity announces it (EVENTS).
   */
  clientActivationEmails: route({
    method: 'POST',
    path: '/clients/:clientId/activation-emails',
    access: allow('update', 'client-setup'),
    status: 200,
    params: z.object({ clientId: z.string().uuid('Not a valid client id') }),
    response: z.object({ sent: z.number().int() }),
    summary: "E-mails an activation link to each of the client's users without a password yet.",
    invalidates: ({ params }) => [{ type: 'Setup', id: params.clientId }, 'User'],
  }),
  onboardingFormEmail: route({
    method: 'PUT',
    path: '/users/:userId/onboarding-form-email',
    access: allow('update', 'onboarding-form-reassign'),
    params: userIdParams,
    body: z.object({ oldEmail: text({ trim: true }).min(3).max(191) }),
    response: z.object({ updatedRecipients: z.number().int() }),
    // The user's current address (identity) goes to the documents service, which owns the recipients.
    gateway: 'custom',
    summary: "After a user's e-mail changed, their pending onboarding-form recipients follow.",
  }),

  // ── user administration ──
  internalList: internal.list,
  internalCreate: internal.create,
  internalUpdate: internal.update,
  internalDelete: internal.remove,
  internalActivationEmail: internal.activationEmail,
  benAdminList: benAdmin.list,
  benAdminCreate: benAdmin.create,
  benAdminGet: route({
    method: 'GET',
    path: '/users/ben-admin/:userId',
    access: allow('read', 'ben-admin'),
    params: userIdParams,
    response: userSchema,
    summary: 'A benefit administrator.',
    provides: ({ params }) => [userTag(params.userId)],
  }),
  benAdminUpdate: benAdmin.update,
  benAdminDelete: benAdmin.remove,
  benAdminAssign: assignRoute('ben-admin', true),
  benAdminUnassign: assignRoute('ben-admin', false),
  benAdminToBroker: route({
    method: 'POST',
    path: '/users/ben-admin/:userId/change-to-broker',
    access: allow('update', 'ben-admin'),
    status: 200,
    params: userIdParams,
    response: userSchema,
    summary: 'Turns a benefit administrator into a broker (same clients).',
    invalidates: ({ params }) => [listTag('ben-admin'), listTag('broker'), userTag(params.userId)],
  }),
  benAdminActivationEmail: benAdmin.activationEmail,
  brokerList: broker.list,
  brokerCreate: broker.create,
  brokerGet: route({
    method: 'GET',
    path: '/users/broker/:userId',
    access: allow('read', 'broker'),
    params: userIdParams,
    response: userSchema,
    summary: 'A broker.',
    provides: ({ params }) => [userTag(params.userId)],
  }),
  /** Staff, or a broker on their own record (not its client ids). */
  brokerUpdate: { ...broker.update, summary: 'Updates a broker (a broker may update their own record).' },
  brokerDelete: broker.remove,
  brokerAssign: assignRoute('broker', true),
  brokerUnassign: assignRoute('broker', false),
  brokerActivationEmail: broker.activationEmail,
  resetPasswordFor: route({
    method: 'POST',
    path: '/users/reset-password/userId/:userId',
    access: allow('create', 'activation-link'),
    status: 200,
    params: userIdParams,
    response: emailSent,
    summary: 'E-mails a user a password-reset link.',
  }),
  resetMfa: route({
    method: 'POST',
    path: '/users/reset-mfa/:email',
    access: allow('create', 'mfa-reset'),
    status: 200,
    params: emailParams,
    response: ok,
    summary: "Removes a user's authenticator; they enrol again at the next sign-in.",
    invalidates: () => [ANY_USER],
  }),
  activationEmailByAddress: route({
    method: 'POST',
    path: '/users/activation-email/:email',
    access: allow('create', 'activation-link'),
    status: 200,
    params: emailParams,
    response: emailSent,
    summary: 'Sends the user with this address an activation e-mail.',
  }),
  activationLink: route({
    method: 'POST',
    path: '/users/:userId/activation-link',
    access: allow('create', 'activation-link'),
    status: 200,
    params: userIdParams,
    response: activationLinkSchema,
    summary: 'Makes an activation link to hand over in person.',
  }),
  checkExisting: route({
    method: 'GET',
    path: '/users/check-existing/:value',
    access: allow('read', 'user-directory'),
    params: z.object({ value: text({ trim: true }).min(1).max(191) }),
    response: checkExistingSchema,
    summary: 'Is there a user with this e-mail?',
  }),
  bulkEmailUpdate: route({
    method: 'POST',
    path: '/users/update-email-and-send-activation-email',
    access: allow('update', 'bulk-email-update'),
    status: 200,
    body: bulkEmailUpdateSchema,
    response: z.object({ updated: z.array(userSchema) }),
    summary: "Changes users' e-mail addresses and sends each an activation e-mail.",
    invalidates: () => [ANY_USER],
  }),
  byRole: route({
    method: 'GET',
    path: '/users/role/:role',
    access: allow('read', 'user-directory'),
    params: z.object({ role: z.enum(ROLES) }),
    query: listQuerySchema,
    response: userPageSchema,
    summary: 'Users of one role.',
    provides: () => [ANY_USER],
  }),
  slfs: route({
    method: 'GET',
    path: '/users/slfs',
    access: allow('read', 'user-directory'),
    query: listQuerySchema,
    response: userPageSchema,
    summary: "The provider's staff (owners and admins).",
    provides: () => [ANY_USER],
  }),
  all: route({
    method: 'GET',
    path: '/users',
    access: allow('read', 'user-directory'),
    query: userListQuerySchema,
    response: userPageSchema,
    summary: 'Every user (filter by role or client).',
    provides: () => [ANY_USER],
  }),
});
