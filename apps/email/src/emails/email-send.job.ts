import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { EVENTS, JOB_KINDS, type JobPayload, type LiveEvent } from '@onboard/contracts';
import {
  JobHandler,
  JobQueue,
  LOGGER,
  NATS,
  publishEvent,
  type JobCallContext,
  type JobFailureContext,
  type JobSteps,
  type JobTxContext,
  type Logger,
  type NatsConnection,
} from '@onboard/server-kit';
import { EMAIL_CONFIG, MAILER } from '../tokens.js';
import type { EmailConfig } from '../config.js';
import { Email, EmailErrorUser, EmailStatusEvent } from './email.entity.js';
import {
  markSending,
  recordConfigurationFailure,
  recordFailedAttempt,
  recoverStrandedEmails,
  unreachedUsers,
  writeFailed,
} from './email.outbox.js';
import { toSmtpFailure, type Delivery, type Mailer, type OutgoingEmail } from './smtp.mailer.js';

/** What the claim hands the SMTP step: the message itself, so that step needs no database. */
type SendWork = { emailId: string; attempt: number; message: OutgoingEmail };

/**
 * The `email.send` job, in the three steps of server-kit's jobs (decision 035):
 * 1. claim: the e-mail still to send → SENDING, attempt n (committed before SMTP starts);
 * 2. call: one SMTP conversation, no transaction open. The job key is the e-mail id, and the Message-ID is
 *    derived from it (`messageIdOf`): a copy resent after a worker died mid-send is recognisably the same;
 * 3. record: SENT, refused recipients, the status event, and the ledger's done in one transaction; the
 *    EMAIL_SENT event once it committed.
 * A failed conversation goes back to QUEUED (a retry is due) or, on a 5xx or the last attempt, to FAILED; one
 * that failed on the service's SMTP settings (login refused, no trusted TLS) stays QUEUED (decision 223).
 *
 * Its worker also runs the recovery sweep (at start, then every EMAIL_RECOVERY_INTERVAL_MS), which re-enqueues
 * e-mails no job will move any more (`recoverStrandedEmails`).
 */
@JobHandler(JOB_KINDS.emailSend)
@Injectable()
export class EmailSendJob implements JobSteps<JobPayload<typeof JOB_KINDS.emailSend>, SendWork, Delivery> {
  readonly maxDeliver: number;
  readonly retryDelaysMs: number[];
  readonly concurrency: number;

  constructor(
    @Inject(EMAIL_CONFIG) private readonly config: EmailConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(NATS) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly orm: MikroORM,
    private readonly queue: JobQueue,
  ) {
    this.maxDeliver = config.EMAIL_MAX_ATTEMPTS;
    this.retryDelaysMs = config.EMAIL_RETRY_DELAYS_MS;
    this.concurrency = config.EMAIL_SEND_CONCURRENCY;
  }

  async claim({ emailId }: { emailId: string }, ctx: JobTxContext): Promise<SendWork | null> {
    const email = await ctx.em.findOne(Email, emailId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!email || email.deletedAt) {
      ctx.logger.warn({ emailId }, 'e-mail to send not found or deleted: nothing to do');
      return null;
    }
    // A job enqueued again by the recovery sweep, or a redelivery after another delivery settled it.
    if (email.status === 'SENT' || email.status === 'FAILED') {
      ctx.logger.info({ emailId, status: email.status }, 'e-mail already settled: not sent again');
      return null;
    }
    const attempt = markSending(ctx.em, email);
    return {
      emailId,
      attempt,
      message: {
        id: email.id,
        to: email.recipients.map((r) => r.email),
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
      },
    };
  }

  call(work: SendWork, _ctx: JobCallContext): Promise<Delivery> {
    return this.mailer.send(work.message);
  }

  async record({ emailId, attempt }: SendWork, delivery: Delivery, ctx: JobTxContext): Promise<void> {
    const email = await ctx.em.findOneOrFail(Email, emailId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    email.status = 'SENT';
    email.sentAt = new Date();
    email.messageId = delivery.messageId;
    const refused = delivery.rejected.map((r) => r.address);
    ctx.em.create(EmailStatusEvent, {
      email,
      status: 'SENT',
      detail: refused.length ? `${delivery.response}; refused: ${refused.join(', ')}` : delivery.response,
    });
    const unreached = unreachedUsers(email.recipients, delivery.rejected, null);
    for (const { userId, reason } of unreached) {
      ctx.em.create(EmailErrorUser, { email, userId, reason });
    }
    // A resent copy that reached a recipient the original did not: that recipient leaves the original's
    // "not reached" list (its history already says it was resent).
    if (email.resentFromId) {
      const reached = email.recipients
        .map((r) => r.userId)
        .filter((id): id is string => !!id && !unreached.some((u) => u.userId === id));
      if (reached.length) {
        await ctx.em.nativeDelete(EmailErrorUser, { email: email.resentFromId, userId: { $in: reached } });
      }
    }
    // Announce only what is committed: a browser told "sent" must find SENT when it refetches.
    const event: LiveEvent = { type: 'EMAIL_SENT', emailId, subject: email.subject };
    ctx.afterCommit(() => publishEvent(this.nc, EVENTS.emailSent, event));
    ctx.logger.info({ emailId, attempt, messageId: delivery.messageId }, 'e-mail sent');
  }

  async failed(
    { emailId, attempt }: SendWork,
    error: unknown,
    ctx: JobFailureContext,
  ): Promise<'retry' | 'settled'> {
    const failure = toSmtpFailure(error);
    const email = await ctx.em.findOneOrFail(Email, emailId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (failure.configuration) {
      // The relay refused the service, not this e-mail (decision 223): it stays QUEUED, even after the job's
      // last delivery, and the recovery sweep enqueues it again. The mailer logged the cause once.
      recordConfigurationFailure(ctx.em, email, attempt, failure);
      return 'retry';
    }
    if (failure.permanent) {
      // A 5xx answer would be the same next time: fail now instead of after every retry delay. The job did its
      // work (the e-mail's fate is known), so it completes and the ledger says done.
      writeFailed(
        ctx.em,
        email,
        failure,
        `attempt ${attempt} refused by the relay: ${failure.message}`,
        attempt,
      );
      ctx.logger.warn({ emailId, attempt, reason: failure.message }, 'e-mail refused for good');
      return 'settled';
    }
    recordFailedAttempt(ctx.em, email, attempt, failure, ctx.final);
    return 'retry';
  }

  /** At start, then every EMAIL_RECOVERY_INTERVAL_MS: e-mails stored but never sent are enqueued again. */
  get recovery() {
    return {
      everyMs: this.config.EMAIL_RECOVERY_INTERVAL_MS,
      what: 'e-mail recovery sweep',
      run: () => recoverStrandedEmails(this.orm, this.queue, this.logger),
    };
  }

  onWorkerStop(): void {
    this.mailer.close();
  }
}
