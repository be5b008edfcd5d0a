import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { loadConfig, refuseDemoSettings } from '@onboard/server-kit';
import { loadStorageConfig, type StorageConfig } from '@onboard/server-kit/storage';
import { parseDsn } from './sentry/sentry-envelope.js';

export const gatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  /** The built web app; the gateway serves it with a history fallback to index.html. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  NATS_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Readiness asks every service; a slower answer counts as down. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  /** Signs cookies and CSRF tokens (sessions arrive with the identity issue). */
  COOKIE_SECRET: z.string().min(16).default('onboard-development-cookie-secret'),
  /** Verifies access tokens; the identity service signs them with the same secret. */
  AUTH_TOKEN_SECRET: z.string().min(32).default('onboard-development-token-secret-change-me'),
  /** Secure cookies (HTTPS only). Browsers treat http://localhost as secure, so this stays on locally too. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Sign-in and token calls per client IP per minute (each gateway replica counts its own). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Public forms (forgot password, lead, share) per client IP per minute. */
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /**
   * The address people use to reach the web app (scheme, host and port, no path). The live-events websocket
   * accepts only this Origin; https here turns HSTS on. The identity service builds e-mailed links from the
   * same variable. `npm start` and the test runners set it from the gateway's port.
   */
  WEB_BASE_URL: z.url().default('http://localhost:3000'),
  /**
   * Names this replica in the X-Instance-Id header of the health answers (which replica answered; the start
   * scripts check that the gateway answering on a port is the one they started). A random id by default.
   */
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.-]{1,100}$/)
    .default(() => randomUUID()),
  /**
   * The Sentry project browser error reports are forwarded to (POST /api/sentry, decision 153), as its DSN
   * `https://<public key>@<host>[/<path>]/<project id>`. Unset or empty: reports are logged (warn) only.
   */
  SENTRY_DSN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => parseDsn(v) !== null, 'must be a Sentry DSN: https://<key>@<host>/<project id>')
      .optional(),
  ),
  /** Larger error reports are refused with 413. */
  SENTRY_TUNNEL_MAX_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(204_800),
  /** Error reports per client address per minute (each replica counts its own). */
  SENTRY_TUNNEL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Behind a load balancer, trust its X-Forwarded-* headers. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
/**
 * The gateway's variables, and the file storage it shares with the documents service (decision 116: uploads
 * stream into it, downloads stream out of it; the same STORAGE_* and S3_* variables).
 */
export type GatewayConfig = z.infer<typeof gatewayEnv> & { storage: StorageConfig };

export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env): GatewayConfig => {
  const config = { ...loadConfig(gatewayEnv, env), storage: loadStorageConfig(env) };
  // No demo secret or stand-in in production (decision 221); after the schema, so a malformed value is
  // reported as such first.
  refuseDemoSettings('gateway', env);
  return config;
};

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
