import { isNativeError } from 'node:util/types';
import type { Logger } from '@onboard/server-kit';
import nodemailer, { type NodemailerError } from 'nodemailer';
import type { EmailConfig } from '../config.js';

/**
 * The Message-ID of an e-mail, derived from its id. WIRE FORMAT (seen by receivers): a copy resent after a
 * worker died mid-send carries the same id, so mail systems and people can tell it is the same message. The
 * domain is the sender's (SMTP_MESSAGE_ID_DOMAIN, by default SMTP_FROM's): receivers' spam filters score a
 * Message-ID whose domain is no real one, or not the sender's, against the message (decision 223).
 */
export const messageIdOf = (emailId: string, domain: string): string => `<${emailId}@${domain}>`;

export type OutgoingEmail = {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
};

export type RejectedRecipient = { address: string; reason: string };

export type Delivery = {
  messageId: string;
  /** The relay's final answer (`250 OK …`), kept in the status history. */
  response: string;
  /** Recipients refused while others were accepted: the message went out, not to them. */
  rejected: RejectedRecipient[];
};

/**
 * The relay did not take the message. `permanent` (a 5xx answer) means sending it again cannot help.
 * `configuration` (what to check) means the fault is the service's SMTP settings, not the e-mail: the relay
 * refused the login, TLS could not be set up, or its certificate is not trusted (decision 223).
 */
export class SmtpFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly rejected: RejectedRecipient[],
    readonly configuration: string | null = null,
  ) {
    super(message);
    this.name = 'SmtpFailure';
  }
}

export type Mailer = {
  send(email: OutgoingEmail): Promise<Delivery>;
  close(): void;
};

// Not `instanceof Error`: errors of Node's own modules (a refused certificate from node:tls) come from another
// realm under a test runner's sandbox; nodemailer passes them on with its code added.
const isNodemailerError = (error: unknown): error is NodemailerError => isNativeError(error);

function rejectedOf(
  addresses: string[] | undefined,
  errors: NodemailerError[] | undefined,
): RejectedRecipient[] {
  return (addresses ?? []).map((address) => {
    const error = errors?.find((e) => e.recipient === address);
    return { address, reason: error?.response ?? error?.message ?? 'rejected' };
  });
}

/**
 * Replies that refuse the service rather than the message (RFC 4954 §6): 530 authentication required (or,
 * from some relays, "must issue STARTTLS first"), 534 mechanism too weak, 535 credentials invalid, 538
 * encryption required for the mechanism.
 */
const LOGIN_REPLIES = new Set([530, 534, 535, 538]);
/**
 * Node's certificate and handshake errors (nodemailer keeps them as `originalCode` under its own ESOCKET or
 * ETLS): an untrusted issuer, a self-signed certificate, a name mismatch, an expired certificate, TLS spoken
 * to a plain port (ERR_SSL_WRONG_VERSION_NUMBER) …
 */
const TLS_ERROR = /CERT|SELF_SIGNED|UNABLE_TO_|INVALID_CA|HOSTNAME_MISMATCH|^ERR_TLS_|^ERR_SSL_/;

/** What to check when the failure is the service's SMTP settings, or null when it is not. */
function configurationProblemOf(error: NodemailerError): string | null {
  if (error.code === 'EAUTH' || error.code === 'ENOAUTH' || LOGIN_REPLIES.has(error.responseCode ?? 0)) {
    return 'the relay refused the login: check SMTP_USER and SMTP_PASSWORD (and SMTP_REQUIRE_TLS if it logs in only over TLS)';
  }
  if (error.code === 'ETLS' || TLS_ERROR.test(error.originalCode ?? '')) {
    return 'no trusted TLS session with the relay: check SMTP_SECURE, SMTP_REQUIRE_TLS and SMTP_TLS_CA / SMTP_TLS_CA_FILE';
  }
  return null;
}

/** Any error of a send → SmtpFailure, keeping what the worker decides on (permanent? who was refused?). */
export function toSmtpFailure(error: unknown): SmtpFailure {
  if (error instanceof SmtpFailure) return error;
  if (!isNodemailerError(error)) return new SmtpFailure(String(error), false, []);
  // Nodemailer's message usually quotes the relay's answer already; add it only when it does not.
  const message =
    error.response && !error.message.includes(error.response)
      ? `${error.message}: ${error.response}`
      : error.message;
  const configuration = configurationProblemOf(error);
  // A configuration problem is never permanent for the e-mail: once the settings are right it goes out.
  if (configuration) return new SmtpFailure(message, false, [], configuration);
  // Nodemailer sets `permanent` from the reply class (5xx except 503); no reply (refused connection,
  // timeout) leaves it unset, and such failures are worth retrying.
  return new SmtpFailure(message, error.permanent === true, rejectedOf(error.rejected, error.rejectedErrors));
}

/**
 * Nodemailer's SMTP transport, one connection per message (no pool: a worker sends one e-mail at a time, and
 * a pooled connection the relay dropped while idle would cost a failed attempt).
 *
 * TLS (decision 223): SMTP_SECURE for TLS from the first byte (465); otherwise STARTTLS when the relay offers
 * it, required with SMTP_REQUIRE_TLS. The certificate is checked against SMTP_TLS_CA (or Node's roots) unless
 * SMTP_TLS_INSECURE, which is logged as a warning here, at start. Non-ASCII addresses: nodemailer adds
 * SMTPUTF8 to MAIL FROM when an envelope address needs it and the relay advertises it (smtp-connection
 * `_setEnvelope`), and keeps such addresses in UTF-8 in the headers (mime-node `_normalizeAddress`).
 */
export function smtpMailer(config: EmailConfig, logger: Logger): Mailer {
  if (config.SMTP_TLS_INSECURE) {
    logger.warn(
      { smtpHost: config.SMTP_HOST, smtpPort: config.SMTP_PORT },
      "SMTP_TLS_INSECURE=true: the SMTP relay's certificate is NOT checked; whoever sits between this service and the relay can read and change every e-mail",
    );
  }
  const transport = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    requireTLS: config.SMTP_REQUIRE_TLS,
    tls: {
      ...(config.SMTP_TLS_CA ? { ca: config.SMTP_TLS_CA } : {}),
      rejectUnauthorized: !config.SMTP_TLS_INSECURE,
    },
    ...(config.SMTP_USER && config.SMTP_PASSWORD
      ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } }
      : {}),
    // Nodemailer's defaults (2 min to connect, 10 min idle) would keep a worker slot that long; a stuck relay
    // should become a retry quickly.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  // The configuration problem last logged: each e-mail fails on it until it is fixed, the log says it once.
  let reported: string | null = null;
  return {
    async send(email) {
      try {
        const info = await transport.sendMail({
          from: config.SMTP_FROM,
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          messageId: messageIdOf(email.id, config.SMTP_MESSAGE_ID_DOMAIN),
        });
        if (reported) {
          logger.info({ smtpHost: config.SMTP_HOST }, 'SMTP relay accepts the service again');
          reported = null;
        }
        return {
          messageId: info.messageId,
          response: info.response,
          rejected: rejectedOf(info.rejected, info.rejectedErrors),
        };
      } catch (error) {
        const failure = toSmtpFailure(error);
        if (failure.configuration && failure.configuration !== reported) {
          reported = failure.configuration;
          logger.error(
            { smtpHost: config.SMTP_HOST, smtpPort: config.SMTP_PORT, reason: failure.message },
            `SMTP configuration error: ${failure.configuration}. E-mails stay queued until the relay accepts the service.`,
          );
        }
        throw failure;
      }
    },
    close: () => transport.close(),
  };
}
