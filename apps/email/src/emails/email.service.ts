import { Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { queueEmailResultSchema, queueEmailSchema } from '@onboard/contracts';
import { JobQueue, LOGGER, systemFork, type Logger } from '@onboard/server-kit';
import type { z } from 'zod';
import { Email, EmailStatusEvent } from './email.entity.js';
import { enqueueEmailSend } from './email.outbox.js';

type QueueEmailInput = z.output<typeof queueEmailSchema>;
type QueueEmailResult = z.infer<typeof queueEmailResultSchema>;

/** What a resend adds to a queued e-mail: its original, and a write in the same transaction. */
export type QueueExtra = {
  resentFromId?: string;
  onCreate?: (tx: EntityManager, email: Email) => Promise<void> | void;
};

@Injectable()
export class EmailService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Stores the e-mail (QUEUED, with its first status event) in one transaction, then enqueues its send job.
   * The job goes out after the commit so a worker never looks for a row that is not there yet.
   */
  async queue(input: QueueEmailInput, requestId: string): Promise<QueueEmailResult> {
    const { email } = await this.queueOnce(input, requestId);
    return { emailId: email.id };
  }

  /**
   * `queue`, telling whether this request stored the e-mail (`created`) or found the one its dedupe key stored
   * before. `onCreate` runs in the storing transaction, only when the e-mail is new (a resend's note on the
   * original, say), so a repeated request writes nothing twice.
   */
  async queueOnce(
    input: QueueEmailInput,
    requestId: string,
    extra: QueueExtra = {},
  ): Promise<{ email: Email; created: boolean }> {
    const stored = await this.storeOnce(input, extra);
    const { email } = stored;
    // A repeated request finds the e-mail it stored before; while that one is still QUEUED, enqueueing
    // again is harmless (same job id) and repairs a first request whose enqueue failed.
    if (email.status === 'QUEUED') {
      try {
        await enqueueEmailSend(this.jobs, email.id);
      } catch (error) {
        // The e-mail is safe in the database: answer success (a caller retrying without a dedupe key would
        // store a second copy) and leave it to the worker's recovery sweep.
        this.logger.warn({ err: error, emailId: email.id, requestId }, 'e-mail stored, its job not enqueued');
      }
    }
    return stored;
  }

  private async storeOnce(
    input: QueueEmailInput,
    extra: QueueExtra,
  ): Promise<{ email: Email; created: boolean }> {
    // Stored as the system: e-mails are queued for callers of every role (an outside signer, a ben admin), and
    // the e-mail's client or none is not theirs to choose (decision 228).
    try {
      return await systemFork(this.em).transactional(async (tx) => {
        if (input.dedupeKey !== null) {
          const existing = await tx.findOne(Email, { dedupeKey: input.dedupeKey });
          if (existing) return { email: existing, created: false };
        }
        const email = tx.create(Email, {
          template: input.template,
          subject: input.subject,
          text: input.text,
          html: input.html,
          recipients: input.to,
          clientId: input.clientId,
          dedupeKey: input.dedupeKey,
          resentFromId: extra.resentFromId ?? null,
        });
        tx.create(EmailStatusEvent, { email, status: 'QUEUED' });
        await extra.onCreate?.(tx, email);
        return { email, created: true };
      });
    } catch (error) {
      // Two requests with one key both missed the lookup; the unique index let one insert win. Answer with it.
      if (error instanceof UniqueConstraintViolationException && input.dedupeKey !== null) {
        const winner = await systemFork(this.em).findOne(Email, { dedupeKey: input.dedupeKey });
        if (winner) return { email: winner, created: false };
      }
      throw error;
    }
  }
}
