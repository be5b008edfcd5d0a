import { z } from 'zod';

/** The identity service's own settings, validated once at boot from the service's environment. */
export const identityEnv = z.object({
  /** Signs access tokens; the gateway holds the same secret to verify them. */
  AUTH_TOKEN_SECRET: z.string().min(32).default('onboard-development-token-secret-change-me'),
  /** Encrypts TOTP secrets at rest (AES-256-GCM); any string, stretched to a key. */
  MFA_ENCRYPTION_KEY: z.string().min(16).default('onboard-development-mfa-key'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** An IdP session token must be exchanged within this time. */
  SESSION_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(600).default(120),
  /** A sign-in in progress (MFA steps) expires after this. */
  STATE_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  /** A rotated refresh token seen again within this window is a race between tabs, later a theft. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(100).default(5),
  LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** 0: passwords never expire. */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(365),
  ACTIVATION_TTL_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  RESET_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /** Where links in e-mails point (the web app). */
  WEB_BASE_URL: z.url().default('http://localhost:3000'),
  TOTP_ISSUER: z.string().default('Onboard'),
});
export type IdentityConfig = z.infer<typeof identityEnv>;
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
