import { loadConfig } from '@onboard/server-kit';
import { z } from 'zod';
import { DEMO_ESIGN_PRIVATE_KEY } from '@onboard/server-kit';

/** PEM text from the environment: `\n` escapes (one-line variables, k8s Secrets from files) become newlines. */
const pem = z
  .string()
  .min(1)
  .transform((text) => text.replace(/\\n/g, '\n').trim())
  .refine(
    (text) => /^-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+-----END (RSA )?PRIVATE KEY-----$/.test(text),
    {
      message: 'must be a PEM private key (-----BEGIN PRIVATE KEY----- …)',
    },
  );

const keyList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  )
  .optional();

/**
 * The e-signature provider's settings (decision 132), validated once at boot from the documents service's
 * environment. The defaults reach the stand-ins' DocuSign on the machine of `npm start`, with the checked-in
 * demo key pair (libs/server-kit/src/esign-demo-keys.ts: for local runs and the demo ONLY). Production points ESIGN_BASE_URL at
 * DocuSign's account base URI (e.g. https://demo.docusign.net or https://na4.docusign.net), ESIGN_OAUTH_BASE_URL at
 * https://account-d.docusign.com (developer) or https://account.docusign.com, and sets the account, the
 * integration key, the impersonated user, its RSA private key and the Connect HMAC key(s).
 */
export const esignEnv = z.object({
  /** The API's base URL; `/restapi/v2.1/accounts/{ESIGN_ACCOUNT_ID}` is appended. */
  ESIGN_BASE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4100/esign'),
  /** Where `/oauth/token` is (DocuSign: account-d.docusign.com); unset, ESIGN_BASE_URL. */
  ESIGN_OAUTH_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The API account id (a GUID at DocuSign). */
  ESIGN_ACCOUNT_ID: z.string().min(1).default('5f0e2a52-7c1b-4b7e-9d1e-0e5a0a0e5161'),
  /** The integration key (OAuth client id): the JWT's `iss`. */
  ESIGN_INTEGRATION_KEY: z.string().min(1).default('0b7c2f1e-3a4d-4e5f-8a9b-1c2d3e4f5a6b'),
  /** The user Onboard acts as (the JWT's `sub`), who consented to `signature impersonation`. */
  ESIGN_USER_ID: z.string().min(1).default('9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b'),
  /** SECRET. The integration key's RSA private key (PEM); unset, the stand-in's demo key (never with DocuSign). */
  ESIGN_PRIVATE_KEY: pem.default(DEMO_ESIGN_PRIVATE_KEY.trim()),
  /** SECRET. The Connect HMAC key webhooks are checked with; also the stand-ins' signing key. */
  ESIGN_CONNECT_HMAC_KEY: z.string().min(1).default('onboard-esign-connect-demo-key'),
  /** SECRET. More Connect HMAC keys, comma-separated (DocuSign allows several: rotation). */
  ESIGN_CONNECT_HMAC_KEYS: keyList,
  /** How long one API call may take, connection and answer included (ms). */
  ESIGN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How long a document download may take to its last byte (ms). */
  ESIGN_DOWNLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
});
// The demo key pair and the demo Connect key are refused with a real provider (and every demo value in
// production) by server-kit's one list of demo settings at start (demo-settings.ts, decision 221).
export type ESignConfig = z.infer<typeof esignEnv>;

/** Read once at boot; throws ConfigError naming every bad variable. */
export const loadESignConfig = (env: Record<string, string | undefined>): ESignConfig =>
  loadConfig(esignEnv, env);

/** Every Connect HMAC key a webhook may be signed with. */
export const connectHmacKeys = (config: ESignConfig): string[] => [
  ...new Set([config.ESIGN_CONNECT_HMAC_KEY, ...(config.ESIGN_CONNECT_HMAC_KEYS ?? [])]),
];
