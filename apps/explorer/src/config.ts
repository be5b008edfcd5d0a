import { loadConfig } from '@onboard/server-kit';
import { z } from 'zod';

/** The reCAPTCHA stand-in's secret (apps/stand-ins' DEFAULT_RECAPTCHA_SECRET): `npm start` needs no setting. */
export const DEFAULT_RECAPTCHA_SECRET = 'onboard-recaptcha-demo-secret';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/**
 * The explorer service's own variables, on top of server-kit's base ones (decisions 167-170). Defaults point at
 * the stand-ins of `npm start`; production sets the reCAPTCHA secret, the chat provider and the sales mailbox.
 */
export const explorerEnv = z.object({
  /** reCAPTCHA's verify root: `${RECAPTCHA_VERIFY_URL}/siteverify` (Google: https://www.google.com/recaptcha/api). */
  RECAPTCHA_VERIFY_URL: z.url().default('http://127.0.0.1:4100/recaptcha'),
  /** SECRET. The site's reCAPTCHA secret key. */
  RECAPTCHA_SECRET: z.string().min(1).default(DEFAULT_RECAPTCHA_SECRET),
  /** reCAPTCHA v3 scores below this are refused (a v2 answer has no score and passes on `success`). */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
  /** The chat provider's department status root: `${CHAT_STATUS_URL}/departments/:name/status`. */
  CHAT_STATUS_URL: z.url().default('http://127.0.0.1:4100/chat'),
  /** A department whose status does not come back this fast shows as offline. */
  CHAT_STATUS_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
  /** A demo environment: live chat goes to the demo department even on a live page (spec §2). */
  EXPLORER_DEMO_ENVIRONMENT: flag,
  /** The provider's sales mailbox the lead form writes to. */
  EXPLORER_SALES_EMAIL: z.email().default('benefits-explorer-sales@sunlife.example'),
  /** Where the public pages are, for the links of the share e-mail. */
  WEB_BASE_URL: z.url().default('http://127.0.0.1:3000'),
  /** How long the public page keeps what other services said of a site (client, documents, chat status). */
  EXPLORER_PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
});
export type ExplorerConfig = z.infer<typeof explorerEnv>;

export const loadExplorerConfig = (env: Record<string, string | undefined>): ExplorerConfig =>
  loadConfig(explorerEnv, env);

/** DI tokens of the explorer service. */
export const EXPLORER_CONFIG = Symbol('EXPLORER_CONFIG');
export const RECAPTCHA_VERIFIER = Symbol('RECAPTCHA_VERIFIER');
export const CHAT_STATUS = Symbol('CHAT_STATUS');
