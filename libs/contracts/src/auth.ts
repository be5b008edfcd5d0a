import { z } from 'zod';
import { msg } from './messages.js';
import { ROLES } from './enums.js';
import { text } from './text.js';

/**
 * The identity provider's sign-in API (spec §4 authentication result states). WIRE FORMAT: the web's
 * sign-in state machine branches on `status`.
 */
export const AUTH_STATUSES = [
  'SUCCESS',
  'MFA_REQUIRED',
  'MFA_CHALLENGE',
  'MFA_ENROLL',
  'MFA_ENROLL_ACTIVATE',
  'LOCKED_OUT',
  'PASSWORD_EXPIRED',
] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

export const FACTOR_TYPE_TOTP = 'token:software:totp';
export const factorSchema = z.object({ id: z.string(), factorType: z.string(), provider: z.string() });
export type Factor = z.infer<typeof factorSchema>;

export const authResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SUCCESS'), sessionToken: z.string(), expiresAt: z.string() }),
  z.object({ status: z.literal('MFA_REQUIRED'), stateToken: z.string(), factors: z.array(factorSchema) }),
  z.object({ status: z.literal('MFA_CHALLENGE'), stateToken: z.string(), factor: factorSchema }),
  z.object({
    status: z.literal('MFA_ENROLL'),
    stateToken: z.string(),
    factors: z.array(z.object({ factorType: z.string(), provider: z.string() })),
  }),
  z.object({
    status: z.literal('MFA_ENROLL_ACTIVATE'),
    stateToken: z.string(),
    factor: factorSchema.extend({ qrCode: z.string(), sharedSecret: z.string() }),
  }),
  z.object({ status: z.literal('LOCKED_OUT') }),
  z.object({ status: z.literal('PASSWORD_EXPIRED'), stateToken: z.string() }),
]);
export type AuthResult = z.infer<typeof authResultSchema>;

const password = text().min(1, msg('required')).max(256);
const stateToken = text().min(20).max(200);
const passCode = text().regex(/^\d{6}$/, msg('passCode'));

export const signInSchema = z.object({
  username: text({ trim: true }).min(1, msg('required')).max(191),
  password,
});
export const stateTokenSchema = z.object({ stateToken });
export const factorChallengeSchema = z.object({ stateToken, factorId: text().min(1).max(100) });
export const factorVerifySchema = z.object({ stateToken, factorId: text().min(1).max(100), passCode });
export const factorActivateSchema = z.object({ stateToken, passCode });
export const changeExpiredPasswordSchema = z.object({
  stateToken,
  oldPassword: password,
  newPassword: password,
});
export const sessionTokenExchangeSchema = z.object({ sessionToken: text().min(20).max(200) });

export const tokenPairSchema = z.object({
  accessToken: z.string().min(20),
  refreshToken: z.string().min(20),
  expiresIn: z.number().int().positive(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** POST /api/users/authenticated/logged-in (spec §7). */
export const loggedInSchema = z.object({
  accessToken: text().min(20).max(4000),
  refreshToken: text().min(20).max(200),
});

/** Claims of the access token the identity service signs and the gateway verifies. WIRE FORMAT. */
export const accessClaimsSchema = z.object({
  sub: z.string().uuid(),
  role: z.enum(ROLES),
  clientIds: z.array(z.string().uuid()),
  sid: z.string().uuid(),
  iat: z.number().int(),
  exp: z.number().int(),
  iss: z.literal('onboard-identity'),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** Token kinds of the one-time links sent by e-mail. */
export const USER_TOKEN_KINDS = ['ACTIVATION', 'REACTIVATION', 'RESET'] as const;
export type UserTokenKind = (typeof USER_TOKEN_KINDS)[number];

/** GET /api/users/auth-token/{token}: is the link still good, and for whom. */
export const authTokenInfoSchema = z.object({
  kind: z.enum(USER_TOKEN_KINDS),
  email: z.string(),
  firstName: z.string(),
  expiresAt: z.string(),
});
export type AuthTokenInfo = z.infer<typeof authTokenInfoSchema>;

/** POST /api/users/password-upsert: set a password from an activation, reactivation or reset link. */
export const passwordUpsertSchema = z.object({ token: text().min(20).max(200), password });

/** Texts of spec §8 the sign-in flow shows, verbatim. */
export const AUTH_MESSAGES = {
  lockedOut: 'Your account is locked for security reasons. Please, try again in about 60 minutes',
  passwordExpired: 'Your password has expired.',
  missingSessionToken: 'Missing sessionToken from response',
  noFactor: "There's no MFA factor option configured",
  manyFactors: "There's more than one MFA factor option configured",
  invalidCsrf: 'invalid csrf token',
  invalidToken: 'Invalid token',
} as const;
