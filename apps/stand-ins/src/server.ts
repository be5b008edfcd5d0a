import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerChatRoutes, type ChatStore } from './chat/chat.routes.js';
import { registerESignRoutes, type ESignStandInOptions } from './esign/esign.routes.js';
import type { ESignStore } from './esign/esign.store.js';
import { registerJiraRoutes } from './jira/jira.routes.js';
import { registerMailRoutes } from './mail/mail.routes.js';
import { SmtpSink, type ReceivedMessage } from './mail/smtp-sink.js';
import { registerQpsRoutes, type QpsStandInOptions } from './qps/qps.routes.js';
import type { QpsStore } from './qps/qps.store.js';
import {
  registerRecaptchaRoutes,
  type RecaptchaStandInOptions,
  type RecaptchaStore,
} from './recaptcha/recaptcha.routes.js';
import { registerS3Routes, type S3Credentials, type S3Store } from './s3/s3.routes.js';
import { registerSentryRoutes, type ReceivedEnvelope } from './sentry/sentry.routes.js';
import { DEFAULT_VIDEO_TOKEN, registerVideoRoutes, type VideoStore } from './vidyard/vidyard.routes.js';

/** The outside systems Onboard talks to, each imitated under its own prefix, speaking HTTP as the real one. */
export const OUTSIDE_SYSTEMS = ['qps', 'esign', 'jira', 'recaptcha', 'video', 'chat'] as const;
export type OutsideSystem = (typeof OUTSIDE_SYSTEMS)[number];

export type StandInsOptions = {
  /** Messages the SMTP sink keeps. */
  mailCapacity?: number;
  onMailReceived?: (message: ReceivedMessage) => void;
  /** The S3 stand-in's folder; unset, a temporary folder removed on stop. */
  s3Dir?: string;
  /** The key pairs the S3 stand-in accepts signatures of; unset, DEFAULT_S3_CREDENTIALS. */
  s3Credentials?: readonly S3Credentials[];
  /** The video host stand-in's folder; unset, a temporary folder removed on stop. */
  videoDir?: string;
  /** The API tokens the video host stand-in accepts; unset, DEFAULT_VIDEO_TOKEN. */
  videoTokens?: readonly string[];
  /** Larger video uploads are refused (413); unset, 2 GiB. */
  videoMaxBytes?: number;
  /**
   * The e-signature provider stand-in (DocuSign's eSignature API, decision 133): account id, the JWT grant's
   * public keys, Connect listener URLs, HMAC key, retries and chaos. Unset, the demo account and key pair
   * and no webhooks.
   */
  esign?: ESignStandInOptions;
  /** QPS (decision 145): the API keys it accepts; unset, DEFAULT_QPS_API_KEY. */
  qps?: QpsStandInOptions;
  /** reCAPTCHA's siteverify (decision 169): the secrets it accepts; unset, DEFAULT_RECAPTCHA_SECRET. */
  recaptcha?: RecaptchaStandInOptions;
};

/** The bucket the documents service uses by default (S3_BUCKET); it exists from the start. */
export const DEFAULT_S3_BUCKET = 'onboard-documents';

export type StandIns = {
  http: FastifyInstance;
  smtp: SmtpSink;
  s3: S3Store;
  video: VideoStore;
  esign: ESignStore;
  /** What the Sentry stand-in received (browser error reports forwarded by the gateway's tunnel). */
  sentry: { envelopes: ReceivedEnvelope[] };
  qps: QpsStore;
  recaptcha: RecaptchaStore;
  chat: ChatStore;
  /** Listens on both; port 0 picks a free one. Resolves with the ports taken. */
  start(options: {
    host: string;
    port: number;
    smtpPort: number;
  }): Promise<{ port: number; smtpPort: number }>;
  stop(): Promise<void>;
};

/**
 * Builds the stand-ins: one HTTP server for the HTTP systems and the mail views, and the SMTP sink on a port of
 * its own (decision 008). Each system's routes arrive with the issue that needs them (QPS with the push jobs,
 * e-signature with onboarding forms …); until then each answers its health route, so adapters and
 * deployments can be wired and probed now.
 */
export function createStandIns(options: StandInsOptions = {}): StandIns {
  const http = Fastify({ logger: false });
  const smtp = new SmtpSink({
    ...(options.mailCapacity !== undefined ? { capacity: options.mailCapacity } : {}),
    ...(options.onMailReceived ? { onReceived: options.onMailReceived } : {}),
  });
  http.get('/health', async () => ({ status: 'ok', systems: OUTSIDE_SYSTEMS }));
  for (const system of OUTSIDE_SYSTEMS) {
    http.get(`/${system}/health`, async () => ({ status: 'ok', system }));
  }
  registerMailRoutes(http, smtp);
  registerJiraRoutes(http);
  // Made on the first S3 request only (registerS3Routes).
  const s3Dir = options.s3Dir ?? join(tmpdir(), `onboard-s3-${randomUUID()}`);
  const s3 = registerS3Routes(http, {
    dir: s3Dir,
    buckets: [DEFAULT_S3_BUCKET],
    ...(options.s3Credentials ? { credentials: options.s3Credentials } : {}),
  });
  // The video host (Vidyard's API, decision 115) under /video; its folder too is made on the first upload.
  const videoDir = options.videoDir ?? join(tmpdir(), `onboard-video-${randomUUID()}`);
  const video = registerVideoRoutes(http, {
    dir: videoDir,
    tokens: options.videoTokens ?? [DEFAULT_VIDEO_TOKEN],
    ...(options.videoMaxBytes !== undefined ? { maxBytes: options.videoMaxBytes } : {}),
  });
  // The e-signature provider (DocuSign's eSignature REST API v2.1 subset, decision 133) under /esign.
  const esign = registerESignRoutes(http, options.esign);
  // Sentry's envelope ingest (decision 153) under /sentry: SENTRY_DSN=http://key@<stand-ins>/sentry/<project>.
  const sentry = registerSentryRoutes(http);
  // QPS's plan-design API (cases, plan design, pushes) under /qps (decision 145).
  const qps = registerQpsRoutes(http, options.qps);
  // reCAPTCHA's siteverify (decision 169) under /recaptcha; the chat provider's department status under /chat.
  const recaptcha = registerRecaptchaRoutes(http, options.recaptcha);
  const chat = registerChatRoutes(http);

  return {
    http,
    smtp,
    s3,
    video,
    esign,
    sentry,
    qps,
    recaptcha,
    chat,
    async start({ host, port, smtpPort }) {
      const takenSmtpPort = await smtp.listen(smtpPort, host);
      try {
        await http.listen({ port, host });
      } catch (error) {
        await smtp.close();
        throw error;
      }
      const address = http.server.address();
      return { port: typeof address === 'object' && address ? address.port : port, smtpPort: takenSmtpPort };
    },
    async stop() {
      await Promise.all([http.close(), smtp.close()]);
      if (options.s3Dir === undefined) await rm(s3Dir, { recursive: true, force: true });
      if (options.videoDir === undefined) await rm(videoDir, { recursive: true, force: true });
    },
  };
}
