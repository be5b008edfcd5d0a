import { EVENTS, JOB_KINDS, sendEmailJobSchema, type LiveEvent } from '@onboard/contracts';
import { publishEvent, type JobHandler, type ServiceDeps } from '@onboard/server-kit';
import type { z } from 'zod';
import type { EmailConfig } from '../config.js';
import { Email, EmailErrorUser, EmailStatusEvent } from './email.entity.js';
import { markSending, recordFailedAttempt, unreachedUsers, writeFailed } from './email.outbox.js';
import { toSmtpFailure, type Delivery, type Mailer } from './smtp.mailer.js';

type SendEmailJob = z.infer<typeof sendEmailJobSchema>;

/**
 * The `email.send` job: one SMTP attempt per delivery.
 *
 * Runs inside the job's transaction (`ctx.em`), so SENT and the ledger's `done` commit together and a
 * redelivered job finds either both or neither. SENDING and a failed attempt are committed on their own
 * (`email.outbox.ts`), because the job transaction rolls back when the attempt throws. The SMTP send itself is
 * at least once: a worker that dies after the relay accepted the message sends it again on redelivery, with
 * the same Message-ID.
 */
export function createEmailSendHandler(
  deps: Pick<ServiceDeps, 'orm' | 'nc'>,
  config: EmailConfig,
  mailer: Mailer,
): JobHandler<SendEmailJob> {
  const maxDeliver = config.EMAIL_MAX_ATTEMPTS;
  return {
    kind: JOB_KINDS.emailSend,
    schema: sendEmailJobSchema,
    maxDeliver,
    retryDelaysMs: config.EMAIL_RETRY_DELAYS_MS,
    async handle({ emailId }, ctx) {
      const email = await ctx.em.findOne(Email, emailId);
      if (!email || email.deletedAt) {
        ctx.logger.warn({ emailId }, 'e-mail to send not found or deleted: nothing to do');
        return;
      }
      // A job enqueued again by the recovery sweep, or a redelivery after SENT committed elsewhere.
      if (email.status === 'SENT' || email.status === 'FAILED') {
        ctx.logger.info({ emailId, status: email.status }, 'e-mail already settled: not sent again');
        return;
      }

      const attempt = await markSending(deps.orm, emailId);
      let delivery: Delivery;
      try {
        delivery = await mailer.send({
          id: email.id,
          to: email.recipients.map((r) => r.email),
          subject: email.subject,
          text: email.text,
          html: email.html ?? null,
        });
      } catch (error) {
        const failure = toSmtpFailure(error);
        if (failure.permanent) {
          // A 5xx answer would be the same next time: fail now instead of after every retry delay. The job
          // did its work (the e-mail's fate is known), so it completes and the ledger says done.
          writeFailed(ctx.em, email, failure, `attempt ${attempt} refused by the relay: ${failure.message}`);
          ctx.logger.warn({ emailId, attempt, reason: failure.message }, 'e-mail refused for good');
          return;
        }
        // The same test the job worker makes before it marks the job failed instead of retrying it.
        const last = ctx.attempt >= maxDeliver;
        await recordFailedAttempt(deps.orm, emailId, attempt, failure, last);
        throw failure;
      }

      email.status = 'SENT';
      email.sentAt = new Date();
      email.messageId = delivery.messageId;
      const refused = delivery.rejected.map((r) => r.address);
      ctx.em.create(EmailStatusEvent, {
        email,
        status: 'SENT',
        detail: refused.length ? `${delivery.response}; refused: ${refused.join(', ')}` : delivery.response,
      });
      for (const { userId, reason } of unreachedUsers(email.recipients, delivery.rejected, null)) {
        ctx.em.create(EmailErrorUser, { email, userId, reason });
      }
      await ctx.em.flush();

      // Announce only what is committed: a browser told "sent" must find SENT when it refetches. The job's
      // transaction (a fork with its own event manager) commits after this handler returns.
      const event: LiveEvent = { type: 'EMAIL_SENT', emailId: email.id, subject: email.subject };
      const jobEm = ctx.em;
      let announced = false;
      jobEm.getEventManager().registerSubscriber({
        afterTransactionCommit: (args) => {
          // Only this transaction's commit, once: guards against an event manager shared more widely than
          // the job transaction's own (MikroORM clones it per transaction today).
          if (announced || args.em !== jobEm) return;
          announced = true;
          try {
            publishEvent(deps.nc, EVENTS.emailSent, event);
          } catch (error) {
            // Never throw from here: the commit is done, and a throw would make the job look failed.
            ctx.logger.warn({ err: error, emailId }, 'EMAIL_SENT event not published');
          }
        },
      });
      ctx.logger.info({ emailId, attempt, messageId: delivery.messageId }, 'e-mail sent');
    },
  };
}
