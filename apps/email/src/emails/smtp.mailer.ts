import nodemailer, { type NodemailerError } from 'nodemailer';
import type { EmailConfig } from '../config.js';

/**
 * The Message-ID of an e-mail, derived from its id. WIRE FORMAT (seen by receivers): a copy resent after a
 * worker died mid-send carries the same id, so mail systems and people can tell it is the same message.
 */
export const messageIdOf = (emailId: string): string => `<${emailId}@onboard>`;

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

/** The relay did not take the message. `permanent` (a 5xx answer) means sending it again cannot help. */
export class SmtpFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly rejected: RejectedRecipient[],
  ) {
    super(message);
    this.name = 'SmtpFailure';
  }
}

export type Mailer = {
  send(email: OutgoingEmail): Promise<Delivery>;
  close(): void;
};

const isNodemailerError = (error: unknown): error is NodemailerError => error instanceof Error;

function rejectedOf(
  addresses: string[] | undefined,
  errors: NodemailerError[] | undefined,
): RejectedRecipient[] {
  return (addresses ?? []).map((address) => {
    const error = errors?.find((e) => e.recipient === address);
    return { address, reason: error?.response ?? error?.message ?? 'rejected' };
  });
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
  // Nodemailer sets `permanent` from the reply class (5xx except 503); no reply (refused connection,
  // timeout) leaves it unset, and such failures are worth retrying.
  return new SmtpFailure(message, error.permanent === true, rejectedOf(error.rejected, error.rejectedErrors));
}

/**
 * Nodemailer's SMTP transport, one connection per message (no pool: a worker sends one e-mail at a time, and
 * a pooled connection the relay dropped while idle would cost a failed attempt).
 */
export function smtpMailer(config: EmailConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    ...(config.SMTP_USER && config.SMTP_PASSWORD
      ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } }
      : {}),
    // Nodemailer's defaults (2 min to connect, 10 min idle) would keep a worker slot that long; a stuck relay
    // should become a retry quickly.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      try {
        const info = await transport.sendMail({
          from: config.SMTP_FROM,
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          messageId: messageIdOf(email.id),
        });
        return {
          messageId: info.messageId,
          response: info.response,
          rejected: rejectedOf(info.rejected, info.rejectedErrors),
        };
      } catch (error) {
        throw toSmtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}
