import { loadConfig } from '@onboard/server-kit';
import { z } from 'zod';

/** A comma-separated list of positive integers ("1000,5000"), as environment variables cannot hold arrays. */
const msList = z
  .string()
  .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'must be milliseconds separated by commas, e.g. 1000,5000')
  .transform((value) => value.split(',').map((part) => Number(part.trim())));

/**
 * The e-mail service's own variables, on top of server-kit's base ones (which `startService` reads itself).
 * Defaults point at the stand-ins' SMTP sink of `npm start`; production sets the relay.
 */
export const emailEnv = z
  .object({
    SMTP_HOST: z.string().min(1).default('127.0.0.1'),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(2525),
    /** true = TLS from the first byte (port 465). With false, STARTTLS is still used when the relay offers it. */
    SMTP_SECURE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Both or neither: the sink needs no login, a production relay usually does. */
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    SMTP_FROM: z.string().min(3).default('Onboard <no-reply@onboard.test>'),
    /** Delay before the n-th retry of a failed send; the last value repeats. */
    EMAIL_RETRY_DELAYS_MS: msList.default([1_000, 5_000, 30_000, 120_000]),
    /** SMTP attempts (JetStream deliveries) before an e-mail is marked FAILED. */
    EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    /** E-mails one worker process sends at once; each SMTP conversation holds no database connection. */
    EMAIL_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
    /** How often the worker re-enqueues e-mails stored but never picked up (enqueue failed after commit). */
    EMAIL_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
  })
  .refine((c) => (c.SMTP_USER === undefined) === (c.SMTP_PASSWORD === undefined), {
    message: 'SMTP_USER and SMTP_PASSWORD are set together or not at all',
    path: ['SMTP_USER'],
  });
export type EmailConfig = z.infer<typeof emailEnv>;

/** Read once at boot; throws ConfigError naming every bad variable. */
export const loadEmailConfig = (env: Record<string, string | undefined>): EmailConfig =>
  loadConfig(emailEnv, env);
