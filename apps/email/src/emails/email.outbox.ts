import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { JOB_KINDS } from '@onboard/contracts';
import { systemFork, type JobQueue, type Logger } from '@onboard/server-kit';
import { Email, EmailErrorUser, EmailStatusEvent, type EmailRecipient } from './email.entity.js';
import type { RejectedRecipient, SmtpFailure } from './smtp.mailer.js';

/**
 * The outbox's writes and its job, shared by the request handler, the send job and the recovery sweep. The
 * writers take the caller's transaction (`em`): the job's claim, record or failure step.
 *
 * States: QUEUED → SENDING → SENT, with SENDING → QUEUED when an attempt fails and a retry is due (or the
 * service's SMTP settings are at fault, whatever the attempt), and SENDING → FAILED when the relay refuses the
 * message for good (5xx) or the last attempt fails. Every change adds a status event.
 */

/** Enqueues the send job. Keyed by e-mail id: enqueueing twice stores one job, and the worker checks status. */
export async function enqueueEmailSend(queue: JobQueue, emailId: string): Promise<void> {
  // The job key is the e-mail id: the send step derives the SMTP Message-ID from it (`messageIdOf`).
  await queue.enqueue(JOB_KINDS.emailSend, emailId, { emailId });
}

/** SENDING, before the SMTP conversation starts (in the job's claim transaction). Returns the attempt number. */
export function markSending(em: EntityManager, email: Email): number {
  email.attempts += 1;
  email.status = 'SENDING';
  em.create(EmailStatusEvent, {
    email,
    status: 'SENDING',
    detail: `attempt ${email.attempts}`,
    attempt: email.attempts,
  });
  return email.attempts;
}

/**
 * Users the e-mail did not reach. With a list of refused recipients, those; without one (the relay refused
 * the whole message, or never answered) every recipient, since none of them got it. Recipients without a
 * user id (an outside signer, say) have no row to point at and are left out.
 */
export function unreachedUsers(
  recipients: EmailRecipient[],
  rejected: RejectedRecipient[],
  wholeMessageReason: string | null,
): { userId: string; reason: string }[] {
  const reasons = new Map(rejected.map((r) => [r.address.toLowerCase(), r.reason]));
  const unreached: { userId: string; reason: string }[] = [];
  for (const recipient of recipients) {
    if (!recipient.userId) continue;
    const reason = reasons.get(recipient.email.toLowerCase()) ?? wholeMessageReason;
    if (reason && !unreached.some((u) => u.userId === recipient.userId)) {
      unreached.push({ userId: recipient.userId, reason });
    }
  }
  return unreached;
}

/** Writes FAILED with its event and error users through `em` (the caller owns the transaction). */
export function writeFailed(
  em: EntityManager,
  email: Email,
  failure: SmtpFailure,
  detail: string,
  attempt: number | null = null,
): void {
  email.status = 'FAILED';
  em.create(EmailStatusEvent, { email, status: 'FAILED', detail, attempt, reason: failure.message });
  const wholeMessage = failure.rejected.length > 0 ? null : failure.message;
  for (const { userId, reason } of unreachedUsers(email.recipients, failure.rejected, wholeMessage)) {
    em.create(EmailErrorUser, { email, userId, reason });
  }
}

/**
 * A failed attempt that may be retried: back to QUEUED (a retry is due). On the last attempt: FAILED, since
 * the job is about to be marked failed and nothing will try again.
 */
export function recordFailedAttempt(
  em: EntityManager,
  email: Email,
  attempt: number,
  failure: SmtpFailure,
  last: boolean,
): void {
  if (last) {
    writeFailed(
      em,
      email,
      failure,
      `attempt ${attempt} failed, no attempts left: ${failure.message}`,
      attempt,
    );
  } else {
    email.status = 'QUEUED';
    em.create(EmailStatusEvent, {
      email,
      status: 'QUEUED',
      detail: `attempt ${attempt} failed, will retry: ${failure.message}`,
      attempt,
      reason: failure.message,
    });
  }
}

/**
 * An attempt that failed on the service's SMTP settings (login refused, no trusted TLS; decision 223): back to
 * QUEUED even on the job's last delivery, and no recipient is marked unreached. The e-mail is not at fault: it
 * goes out once the relay accepts the service (a later delivery, or the recovery sweep's new job).
 */
export function recordConfigurationFailure(
  em: EntityManager,
  email: Email,
  attempt: number,
  failure: SmtpFailure,
): void {
  email.status = 'QUEUED';
  em.create(EmailStatusEvent, {
    email,
    status: 'QUEUED',
    detail: `attempt ${attempt} not sent, SMTP configuration error (${failure.configuration ?? 'unknown'}): ${failure.message}`,
    attempt,
    reason: failure.message,
  });
}

export type StrandedAfter = {
  /** In QUEUED this long: its job was never published (NATS down after the commit) or was lost. */
  queuedMs: number;
  /**
   * In SENDING this long: the worker died in the SMTP conversation of the job's last delivery, so JetStream
   * will not deliver it again. Far above what one attempt can take (SMTP timeouts, heartbeats).
   */
  sendingMs: number;
};

export const STRANDED_AFTER: StrandedAfter = { queuedMs: 60_000, sendingMs: 10 * 60_000 };

/**
 * Re-enqueues e-mails no job will move any more. Safe to run any time, on every replica: the job id is the
 * e-mail id, so a job still in the stream (within JetStream's ten-minute duplicate window) is not stored
 * twice, a later copy finds the ledger done, and the worker skips an e-mail already SENT or FAILED.
 */
export async function recoverStrandedEmails(
  orm: MikroORM,
  queue: JobQueue,
  logger: Logger,
  after: StrandedAfter = STRANDED_AFTER,
): Promise<number> {
  const now = Date.now();
  const stranded = await systemFork(orm.em).find(
    Email,
    {
      deletedAt: null,
      $or: [
        { status: 'QUEUED', updatedAt: { $lt: new Date(now - after.queuedMs) } },
        { status: 'SENDING', updatedAt: { $lt: new Date(now - after.sendingMs) } },
      ],
    },
    { fields: ['id'], orderBy: { updatedAt: 'asc' }, limit: 1_000 },
  );
  for (const { id } of stranded) await enqueueEmailSend(queue, id);
  if (stranded.length) logger.warn({ count: stranded.length }, 'stranded e-mails re-enqueued');
  return stranded.length;
}
