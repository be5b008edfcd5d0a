import { defineCalls, PUBLIC, SIGNED_IN } from './define.js';
import type { AuthSchemas } from './auth.schemas.js';

/**
 * The identity provider and the signed-in user's session (spec §4, §7 Users): the HTTP half, served by the
 * identity service. Their schemas are in auth.schemas.ts under the same names; this half carries no zod, so
 * the web's first page can read it.
 */

/** One step of the identity provider's sign-in (spec §4): public, rate-limited, answers a result state. */
const authStep = (path: string) =>
  ({ method: 'POST', path, access: PUBLIC, rateLimit: 'auth', status: 200 }) as const;

export const AUTH_CALLS = defineCalls<AuthSchemas>()('identity', {
  // ── the identity provider ──
  signIn: authStep('/auth/sign-in'),
  changeExpiredPassword: authStep('/auth/password/expired'),
  factorChallenge: authStep('/auth/factors/challenge'),
  factorVerify: authStep('/auth/factors/verify'),
  factorEnroll: authStep('/auth/factors/enroll'),
  factorActivate: authStep('/auth/factors/activate'),
  tokenExchange: {
    ...authStep('/auth/token'),
  },

  // ── the signed-in user ──
  loggedIn: {
    method: 'POST',
    path: '/users/authenticated/logged-in',
    access: PUBLIC,
    rateLimit: 'auth',
    status: 200,
    gateway: 'custom', // the tokens become httpOnly cookies: the gateway's own work
  },
  authenticated: {
    method: 'GET',
    path: '/users/authenticated',
    access: SIGNED_IN,
    gateway: 'custom', // the user (identity), their clients (clients) and the CSRF token of the session
    provides: () => ['AuthUser'],
  },
  /**
   * The web's session check (decision 199): open to anyone, it answers 200 with the signed-in user, or with
   * `user: null` when there is no session (or it cannot be renewed). `authenticated` keeps its 401 for callers
   * that need a session.
   */
  session: {
    method: 'GET',
    path: '/users/session',
    access: PUBLIC,
    gateway: 'custom', // reads (and renews) the session cookies itself, like `authenticated`
    provides: () => ['AuthUser'],
  },
  logout: {
    method: 'POST',
    path: '/users/authenticated/logout',
    access: SIGNED_IN,
    status: 200,
    gateway: 'custom', // ends the session on every replica and clears the cookies
  },
  acceptTerms: {
    method: 'POST',
    path: '/users/terms-of-use',
    access: SIGNED_IN,
    status: 200,
    invalidates: () => ['AuthUser'],
  },
  linkInfo: {
    method: 'GET',
    path: '/users/auth-token/:token',
    access: PUBLIC,
    rateLimit: 'public-form',
  },
  passwordUpsert: {
    method: 'POST',
    path: '/users/password-upsert',
    access: PUBLIC,
    rateLimit: 'public-form',
    status: 200,
  },
  resetRequest: {
    method: 'POST',
    path: '/users/reset-password/:email',
    access: PUBLIC,
    rateLimit: 'public-form',
    status: 200,
  },
});
