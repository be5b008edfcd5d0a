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
import { text } from '../text.js';
import { authUserSchema, sessionAnswerSchema, userSchema } from '../users.js';
import { withSummaries, type Schemas } from './define.js';

/** The zod half of the sign-in and session routes (routes/auth.ts has the HTTP half, under the same names). */

const ok = z.object({ ok: z.literal(true) });
const authStep = <B extends z.ZodType>(body: B) => ({ body, response: authResultSchema });

const PARTS = {
  signIn: authStep(signInSchema),
  changeExpiredPassword: authStep(changeExpiredPasswordSchema),
  factorChallenge: authStep(factorChallengeSchema),
  factorVerify: authStep(factorVerifySchema),
  factorEnroll: authStep(stateTokenSchema),
  factorActivate: authStep(factorActivateSchema),
  tokenExchange: { body: sessionTokenExchangeSchema, response: tokenPairSchema },
  loggedIn: { body: loggedInSchema, response: z.object({ csrfToken: z.string() }) },
  authenticated: { response: authUserSchema },
  session: { response: sessionAnswerSchema },
  logout: { response: ok },
  acceptTerms: { response: userSchema },
  linkInfo: { params: z.object({ token: text().min(20).max(200) }), response: authTokenInfoSchema },
  passwordUpsert: { body: passwordUpsertSchema, response: z.object({ email: z.string() }) },
  resetRequest: {
    params: z.object({ email: text({ trim: true }).toLowerCase().min(3).max(191) }),
    response: ok,
  },
} as const;

/** One sentence per call for the OpenAPI document (server side only: the web never ships these). */
const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  signIn: 'Starts a sign-in with username and password.',
  changeExpiredPassword: 'Replaces an expired password during sign-in.',
  factorChallenge: 'Challenges an MFA factor.',
  factorVerify: 'Verifies an MFA pass code.',
  factorEnroll: 'Enrols an authenticator app.',
  factorActivate: 'Activates the enrolled app.',
  tokenExchange: 'Exchanges a one-time session token for an access and a refresh token.',
  loggedIn: 'Turns the tokens into session cookies; answers the CSRF token for mutations.',
  authenticated: 'The signed-in user with their clients.',
  session: 'Is anyone signed in? The signed-in user with their clients, or null (decision 199): never a 401.',
  logout: 'Signs out: the session ends everywhere at once.',
  acceptTerms: 'Accepts the terms of use.',
  linkInfo: 'Is an activation, reactivation or reset link still good?',
  passwordUpsert: 'Sets a password with an activation or reset link.',
  resetRequest: 'Forgot password: the same answer whether or not the address has an account.',
};

export const AUTH_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;

export type AuthSchemas = typeof AUTH_SCHEMAS;
