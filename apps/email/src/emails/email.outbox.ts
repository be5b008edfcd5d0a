import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { JOB_KINDS, sendEmailJobSchema } from '@onboard/contracts';
import type { JobQueue, Logger } from '@onboard/server-kit';
import type { z } from 'zod';
import { Email, EmailErrorUser, EmailStatusEvent, type EmailRecipient } from './email.entity.js';
import type { RejectedRecipient, SmtpFailure } from './smtp.mailer.js';

/**
 * The outbox's writes and its job, shared by the request handler, the worker and the recovery sweep.
 *
 * States: QUEUED → SENDING → SENT, with SENDING → QUEUED when an attempt fails and a retry is due, and
 * SENDING → FAILED when the relay refuses for good (5xx) or the last attempt fails. Every change adds a
 * status event.
 */

/** Enqueues the send job. Keyed by e-mail id: enqueueing twice stores one job, and the worker checks status. */
export async function enqueueEmailSend(queue: JobQueue, emailId: string): Promise<void> {
  const payload: z.input<typeof sendEmailJobSchema> = { emailId };
  await queue.enqueue(JOB_KINDS.emailSend, emailId, payload);
}

/**
 * A transaction of its own, committed at once. The job handler runs inside the job's transaction, which rolls
 * back when the handler throws; what an attempt must leave behind even then (SENDING, the failure) is written
 * here. Context resolution is off so the fork is not a child of the job transaction's EntityManager (and does
 * not inherit its after-commit subscriber).
 */
function inOwnTransaction<T>(orm: MikroORM, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return orm.em.fork({ disableContextResolution: true }).transactional(work);
}

/** SENDING, before the SMTP conversation starts. Returns the attempt number. */
export function markSending(orm: MikroORM, emailId: string): Promise<number> {
  return inOwnTransaction(orm, async (em) => {
    const email = await em.findOneOrFail(Email, emailId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    email.attempts += 1;
    email.status = 'SENDING';
    em.create(EmailStatusEvent, { email, status: 'SENDING', detail: `attempt ${email.attempts}` });
    return email.attempts;
  });
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
export function writeFailed(em: EntityManager, email: Email, failure: SmtpFailure, detail: string): void {
  email.status = 'FAILED';
  em.create(EmailStatusEvent, { email, status: 'FAILED', detail });
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
  orm: MikroORM,
  emailId: string,
  attempt: number,
  failure: SmtpFailure,
  last: boolean,
): Promise<void> {
  return inOwnTransaction(orm, async (em) => {
    const email = await em.findOneOrFail(Email, emailId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (last) {
      writeFailed(em, email, failure, `attempt ${attempt} failed, no attempts left: ${failure.message}`);
    } else {
      email.status = 'QUEUED';
      em.create(EmailStatusEvent, {
        email,
        status: 'QUEUED',
        detail: `attempt ${attempt} failed, will retry: ${failure.message}`,
      });
    }
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
  const stranded = await orm.em.fork().find(
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
