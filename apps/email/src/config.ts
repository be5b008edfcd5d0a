import { readFileSync } from 'node:fs';
import { loadConfig } from '@onboard/server-kit';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

/** A comma-separated list of positive integers ("1000,5000"), as environment variables cannot hold arrays. */
const msList = z
  .string()
  .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'must be milliseconds separated by commas, e.g. 1000,5000')
  .transform((value) => value.split(',').map((part) => Number(part.trim())));

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/** A host name (letters, digits, hyphens; dots between labels), for the right side of a Message-ID. */
const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The domain of SMTP_FROM's address ("Onboard <no-reply@onboard.test>" → "onboard.test"), or null. */
export function senderDomain(from: string): string | null {
  const [first] = addressparser(from, { flatten: true });
  const address = first?.address ?? '';
  const at = address.lastIndexOf('@');
  return at > 0 ? address.slice(at + 1).toLowerCase() : null;
}

/**
 * The e-mail service's own variables, on top of server-kit's base ones (which `startService` reads itself).
 * Defaults point at the stand-ins' SMTP sink of `npm start`; production sets the relay (decision 223).
 */
export const emailEnv = z
  .object({
    SMTP_HOST: z.string().min(1).default('127.0.0.1'),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(2525),
    /** true = TLS from the first byte (port 465). With false, STARTTLS is still used when the relay offers it. */
    SMTP_SECURE: flag,
    /** true = STARTTLS must succeed before anything is sent (a relay not offering it is a configuration error). */
    SMTP_REQUIRE_TLS: flag,
    /**
     * The relay's certificate authority, PEM (one or more certificates; `\n` written as two characters is
     * read as a newline, for .env files). Trusted instead of Node's built-in roots.
     */
    SMTP_TLS_CA: z.string().min(1).optional(),
    /** The same as a file (a CA bundle, e.g. a mounted secret or /etc/ssl/certs/ca-certificates.crt). */
    SMTP_TLS_CA_FILE: z.string().min(1).optional(),
    /** true = the relay's certificate is not checked at all. Logged as a warning at start; never in production. */
    SMTP_TLS_INSECURE: flag,
    /** Both or neither: the sink needs no login, a production relay usually does. */
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    SMTP_FROM: z.string().min(3).default('Onboard <no-reply@onboard.test>'),
    /** The right side of every Message-ID (`<e-mail id@domain>`). Default: SMTP_FROM's domain. */
    SMTP_MESSAGE_ID_DOMAIN: z
      .string()
      .regex(DOMAIN, 'must be a domain name, e.g. mail.example.com')
      .optional(),
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
  })
  .refine((c) => !(c.SMTP_TLS_CA && c.SMTP_TLS_CA_FILE), {
    message: 'set SMTP_TLS_CA or SMTP_TLS_CA_FILE, not both',
    path: ['SMTP_TLS_CA_FILE'],
  })
  .refine((c) => !(c.SMTP_TLS_INSECURE && (c.SMTP_TLS_CA || c.SMTP_TLS_CA_FILE)), {
    message: 'SMTP_TLS_INSECURE=true turns certificate checks off: it cannot go with a CA to check against',
    path: ['SMTP_TLS_INSECURE'],
  })
  .transform((c, ctx) => {
    let ca: string | null = null;
    if (c.SMTP_TLS_CA) {
      ca = c.SMTP_TLS_CA.replace(/\\n/g, '\n');
      if (!PEM_CERTIFICATE.test(ca))
        ctx.addIssue({ code: 'custom', path: ['SMTP_TLS_CA'], message: 'must hold a PEM certificate' });
    } else if (c.SMTP_TLS_CA_FILE) {
      try {
        ca = readFileSync(c.SMTP_TLS_CA_FILE, 'utf8');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        ctx.addIssue({ code: 'custom', path: ['SMTP_TLS_CA_FILE'], message: `cannot be read: ${reason}` });
      }
      if (ca !== null && !PEM_CERTIFICATE.test(ca))
        ctx.addIssue({ code: 'custom', path: ['SMTP_TLS_CA_FILE'], message: 'holds no PEM certificate' });
    }
    const fromDomain = senderDomain(c.SMTP_FROM);
    if (!fromDomain)
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_FROM'],
        message: 'must hold an address with a domain, e.g. Onboard <no-reply@example.com>',
      });
    const { SMTP_TLS_CA_FILE: _file, ...rest } = c;
    return {
      ...rest,
      /** The CA certificates (PEM) the relay's certificate must chain to, from either variable; null: Node's roots. */
      SMTP_TLS_CA: ca,
      SMTP_MESSAGE_ID_DOMAIN: (c.SMTP_MESSAGE_ID_DOMAIN ?? fromDomain ?? 'localhost').toLowerCase(),
    };
  });
export type EmailConfig = z.infer<typeof emailEnv>;

/** Read once at boot; throws ConfigError naming every bad variable. */
export const loadEmailConfig = (env: Record<string, string | undefined>): EmailConfig =>
  loadConfig(emailEnv, env);
