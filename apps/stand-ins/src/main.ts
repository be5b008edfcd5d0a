import { z } from 'zod';
import { createLogger, loadConfig } from '@onboard/server-kit';
import { createStandIns } from './server.js';
import { DEFAULT_VIDEO_TOKEN } from './vidyard/vidyard.routes.js';
import { DEFAULT_QPS_API_KEY } from './qps/qps.routes.js';
import { DEFAULT_S3_CREDENTIALS } from './s3/s3.routes.js';
import {
  DEFAULT_ESIGN_ACCOUNT_ID,
  DEFAULT_ESIGN_CONNECT_HMAC_KEY,
  DEFAULT_ESIGN_INTEGRATION_KEY,
  DEFAULT_ESIGN_USER_ID,
} from './esign/esign.routes.js';
import { CONNECT_INCLUDE_DATA } from './esign/esign.store.js';

const port = z.coerce.number().int().min(0).max(65535);
const config = loadConfig(
  z.object({
    PORT: port.default(4100),
    HOST: z.string().default('0.0.0.0'),
    /** The SMTP sink's port; services send to it through their SMTP_HOST / SMTP_PORT. */
    SMTP_PORT: port.default(2525),
    /** Messages the SMTP sink keeps (newest first); the e-mail drain benchmark raises it to see every one. */
    MAIL_CAPACITY: z.coerce.number().int().min(1).max(1_000_000).default(500),
    /** The S3 stand-in's folder (objects at /s3/<bucket>/<key>); unset, a temporary folder. */
    S3_DIR: z.string().min(1).optional(),
    /**
     * The key pair the S3 stand-in checks SigV4 signatures with: the variables the documents service and the
     * gateway sign with, so one environment keeps both sides in step. Unset, the demo pair.
     */
    S3_ACCESS_KEY_ID: z.string().min(1).default(DEFAULT_S3_CREDENTIALS.accessKeyId),
    S3_SECRET_ACCESS_KEY: z.string().min(1).default(DEFAULT_S3_CREDENTIALS.secretAccessKey),
    /**
     * The API token the video host stand-in accepts: the variable the documents service sends, so one
     * setting keeps both sides in step (`npm start` gives every process the same environment).
     */
    VIDEO_HOST_TOKEN: z.string().min(1).default(DEFAULT_VIDEO_TOKEN),
    /**
     * The e-signature provider stand-in (decision 133), with the variables the documents service reads, so one
     * environment keeps both sides in step: the account, the integration key and user of the JWT grant.
     */
    ESIGN_ACCOUNT_ID: z.string().min(1).default(DEFAULT_ESIGN_ACCOUNT_ID),
    ESIGN_INTEGRATION_KEY: z.string().min(1).default(DEFAULT_ESIGN_INTEGRATION_KEY),
    ESIGN_USER_ID: z.string().min(1).default(DEFAULT_ESIGN_USER_ID),
    /** PEM public key(s) of the JWT grant (`\\n` escapes allowed); unset, the checked-in demo key pair's. */
    ESIGN_PUBLIC_KEY: z
      .string()
      .min(1)
      .transform((pem) => pem.replace(/\\n/g, '\n'))
      .optional(),
    /** SECRET. The Connect HMAC key the webhooks are signed with (X-DocuSign-Signature-1). */
    ESIGN_CONNECT_HMAC_KEY: z.string().min(1).default(DEFAULT_ESIGN_CONNECT_HMAC_KEY),
    /**
     * Where Connect posts, comma-separated. Unset: the gateway's /api/webhooks/esign at WEB_BASE_URL when that is
     * set (`npm start` gives every process the same environment), else no webhooks.
     */
    ESIGN_CONNECT_URLS: z.string().optional(),
    WEB_BASE_URL: z.url().optional(),
    /** The browser's address of the stand-ins for signing-view URLs; unset, the Host the adapter called. */
    ESIGN_SIGNING_BASE_URL: z.url().optional(),
    /**
     * What each Connect message carries, comma-separated: `recipients`, `documents` (DocuSign's includeData);
     * empty: DocuSign's minimal JSON SIM message (event and ids only, decision 220). Unset: recipients.
     */
    ESIGN_CONNECT_INCLUDE_DATA: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(CONNECT_INCLUDE_DATA)))
      .optional(),
    /** The host name the JWT grant's `aud` must be (DocuSign's account-d.docusign.com); unset, the request's Host. */
    ESIGN_OAUTH_HOST: z.string().min(1).optional(),
    ESIGN_CONNECT_MAX_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
    ESIGN_CONNECT_RETRY_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
    /** Access tokens' lifetime (seconds; DocuSign's is 3600). */
    ESIGN_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /** SECRET. The QPS API key the stand-in accepts: the variable the qps service sends (one setting, both sides). */
    QPS_API_KEY: z.string().min(1).default(DEFAULT_QPS_API_KEY),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  }),
);
const logger = createLogger('stand-ins', config.LOG_LEVEL);
const esignConnectUrls = config.ESIGN_CONNECT_URLS
  ? config.ESIGN_CONNECT_URLS.split(',')
      .map((url) => url.trim())
      .filter(Boolean)
  : config.WEB_BASE_URL
    ? [new URL('/api/webhooks/esign', config.WEB_BASE_URL).toString()]
    : [];
const standIns = createStandIns({
  ...(config.S3_DIR ? { s3Dir: config.S3_DIR } : {}),
  s3Credentials: [{ accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }],
  videoTokens: [config.VIDEO_HOST_TOKEN],
  qps: { apiKeys: [config.QPS_API_KEY] },
  mailCapacity: config.MAIL_CAPACITY,
  esign: {
    accountId: config.ESIGN_ACCOUNT_ID,
    integrationKey: config.ESIGN_INTEGRATION_KEY,
    userId: config.ESIGN_USER_ID,
    ...(config.ESIGN_PUBLIC_KEY ? { publicKeys: [config.ESIGN_PUBLIC_KEY] } : {}),
    connectHmacKey: config.ESIGN_CONNECT_HMAC_KEY,
    connectUrls: esignConnectUrls,
    connectMaxRetries: config.ESIGN_CONNECT_MAX_RETRIES,
    connectRetryBaseMs: config.ESIGN_CONNECT_RETRY_MS,
    ...(config.ESIGN_CONNECT_INCLUDE_DATA ? { connectIncludeData: config.ESIGN_CONNECT_INCLUDE_DATA } : {}),
    ...(config.ESIGN_OAUTH_HOST ? { oauthHost: config.ESIGN_OAUTH_HOST } : {}),
    tokenTtlSeconds: config.ESIGN_TOKEN_TTL_SECONDS,
    ...(config.ESIGN_SIGNING_BASE_URL ? { signingBaseUrl: config.ESIGN_SIGNING_BASE_URL } : {}),
  },
  onMailReceived: (message) =>
    logger.info({ to: message.to, subject: message.subject, id: message.id }, 'mail received'),
});
const { port: httpPort, smtpPort } = await standIns.start({
  host: config.HOST,
  port: config.PORT,
  smtpPort: config.SMTP_PORT,
});
logger.info(
  {
    port: httpPort,
    smtpPort,
    inbox: `http://localhost:${httpPort}/mail/`,
    s3: `http://localhost:${httpPort}/s3`,
    s3Dir: standIns.s3.dir,
    video: `http://localhost:${httpPort}/video/dashboard/v1`,
    qps: `http://localhost:${httpPort}/qps`,
    esign: `http://localhost:${httpPort}/esign/restapi/v2.1/accounts/${config.ESIGN_ACCOUNT_ID}`,
    esignConnect: esignConnectUrls,
  },
  'stand-ins listening (HTTP, S3, video host, e-signature and SMTP sink)',
);

const stop = (): void => {
  void standIns.stop().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
