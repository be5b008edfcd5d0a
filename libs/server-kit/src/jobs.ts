import {
  AckPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type ConsumerMessages,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { EVENTS, JOBS_STREAM, JOB_SUBJECT_PREFIX, jobSubject } from '@onboard/contracts';
import { z } from 'zod';
import type { Logger } from './logger.js';
import { publishEvent } from './nats.js';

/**
 * JetStream work queues. WIRE FORMAT: the message body below is read by workers of other versions.
 *
 * Guarantees: a job is delivered at least once (explicit ack, redelivery after `ackWaitMs` if a worker dies,
 * bounded by `maxDeliver`, retried with growing delays on failure). A job's database effect happens once: the
 * handler runs in one transaction with the ledger row that marks the job done, and a redelivered job whose
 * ledger row says done is acknowledged and skipped. Side effects outside the database (SMTP, QPS) must pass
 * the job key on as the outside system's idempotency key.
 */
export const jobMessageSchema = z.object({
  kind: z.string(),
  key: z.string().min(1).max(255),
  payload: z.unknown(),
  enqueuedAt: z.string(),
});
export type JobMessage = z.infer<typeof jobMessageSchema>;

const DEDUP_WINDOW_MS = 10 * 60_000;

export async function ensureJobStream(jsm: JetStreamManager): Promise<void> {
  try {
    await jsm.streams.info(JOBS_STREAM);
  } catch {
    try {
      await jsm.streams.add({
        name: JOBS_STREAM,
        subjects: [`${JOB_SUBJECT_PREFIX}.>`],
        retention: RetentionPolicy.Workqueue,
        storage: StorageType.File,
        duplicate_window: nanos(DEDUP_WINDOW_MS),
      });
    } catch (error) {
      // Another replica created it between our info and add: fine.
      await jsm.streams.info(JOBS_STREAM).catch(() => {
        throw error;
      });
    }
  }
}

export class JobQueue {
  private ready: Promise<void> | undefined;

  constructor(private readonly nc: NatsConnection) {}

  /**
   * Enqueues a job. The same (kind, key) within the dedup window is stored once (JetStream's Nats-Msg-Id);
   * beyond it, the worker's ledger still runs it only once.
   */
  async enqueue(kind: string, key: string, payload: unknown): Promise<{ seq: number; duplicate: boolean }> {
    // A failure (NATS down) is not kept: the next enqueue tries again instead of failing forever.
    this.ready ??= jetstreamManager(this.nc)
      .then(ensureJobStream)
      .catch((error: unknown) => {
        this.ready = undefined;
        throw error;
      });
    await this.ready;
    const message: JobMessage = { kind, key, payload, enqueuedAt: new Date().toISOString() };
    const ack = await jetstream(this.nc).publish(jobSubject(kind), JSON.stringify(message), {
      msgID: `${kind}:${key}`,
    });
    return { seq: ack.seq, duplicate: ack.duplicate };
  }
}

/** `attempt` is JetStream's delivery count: 2 on the first redelivery, even if the first worker died mid-job. */
export type JobContext = { em: EntityManager; key: string; attempt: number; logger: Logger };

export type JobHandler<T> = {
  kind: string;
  schema: z.ZodType<T>;
  /** Runs in the transaction that marks the job done: write through `ctx.em` for once-only effects. */
  handle(payload: T, ctx: JobContext): Promise<void>;
  /** Deliveries before the job is marked failed. */
  maxDeliver?: number;
  /** How long a delivery may go unacknowledged before another worker gets it (heartbeats extend it). */
  ackWaitMs?: number;
  /** Delay before the n-th retry after a failure; the last value repeats. */
  retryDelaysMs?: number[];
};

export type JobStatus = 'running' | 'retrying' | 'done' | 'failed';

type LedgerRow = { status: JobStatus };

export class JobWorker<T> {
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;
  private readonly maxDeliver: number;
  private readonly ackWaitMs: number;
  private readonly retryDelaysMs: number[];

  constructor(
    private readonly deps: { nc: NatsConnection; orm: MikroORM; logger: Logger; schema: string },
    private readonly handler: JobHandler<T>,
  ) {
    this.maxDeliver = handler.maxDeliver ?? 5;
    this.ackWaitMs = handler.ackWaitMs ?? 30_000;
    this.retryDelaysMs = handler.retryDelaysMs ?? [1_000, 5_000, 30_000, 120_000];
  }

  get durableName(): string {
    return `${this.handler.kind.replace(/[^a-zA-Z0-9_-]/g, '-')}-worker`;
  }

  async start(): Promise<void> {
    const jsm = await jetstreamManager(this.deps.nc);
    await ensureJobStream(jsm);
    const config = {
      durable_name: this.durableName,
      ack_policy: AckPolicy.Explicit,
      filter_subject: jobSubject(this.handler.kind),
      max_deliver: this.maxDeliver,
      ack_wait: nanos(this.ackWaitMs),
    };
    try {
      await jsm.consumers.add(JOBS_STREAM, config);
    } catch {
      await jsm.consumers.update(JOBS_STREAM, this.durableName, {
        max_deliver: config.max_deliver,
        ack_wait: config.ack_wait,
      });
    }
    const consumer = await jetstream(this.deps.nc).consumers.get(JOBS_STREAM, this.durableName);
    this.messages = await consumer.consume({ max_messages: 1 });
    const messages = this.messages;
    this.loop = (async () => {
      for await (const message of messages) await this.process(message);
    })();
    this.deps.logger.info({ kind: this.handler.kind, durable: this.durableName }, 'job worker started');
  }

  /** Stops taking new jobs and lets the one in hand finish. */
  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
  }

  private table(): string {
    return `"${this.deps.schema}"."job_record"`;
  }

  private async process(message: JsMsg): Promise<void> {
    const { logger } = this.deps;
    const parsed = jobMessageSchema.safeParse(message.json());
    if (!parsed.success) {
      logger.error({ seq: message.seq, issues: parsed.error.issues }, 'malformed job message, discarded');
      message.term('malformed');
      return;
    }
    const job = parsed.data;
    const payload = this.handler.schema.safeParse(job.payload);
    if (!payload.success) {
      logger.error({ key: job.key, issues: payload.error.issues }, 'job payload invalid, marked failed');
      await this.record(job.key, 'failed', 'invalid payload', message.info.deliveryCount);
      message.term('invalid payload');
      return;
    }

    const em = this.deps.orm.em.fork();
    await em.execute(
      `insert into ${this.table()} ("kind", "key", "status", "attempts") values (?, ?, 'running', 0)
       on conflict ("kind", "key") do nothing`,
      [this.handler.kind, job.key],
    );

    // Long jobs tell the server they are alive, so a slow job is not handed to a second worker.
    const heartbeat = setInterval(() => message.working(), Math.max(250, Math.floor(this.ackWaitMs / 3)));
    try {
      const outcome = await em.transactional(async (tx) => {
        const rows = await tx.execute<LedgerRow[]>(
          `select "status" from ${this.table()} where "kind" = ? and "key" = ? for update`,
          [this.handler.kind, job.key],
        );
        if (rows[0]?.status === 'done') return 'skipped' as const;
        // JetStream counts deliveries, including those to a worker that died before it could write anything.
        const attempt = message.info.deliveryCount;
        this.emit(job.key, 'running');
        await this.handler.handle(payload.data, { em: tx, key: job.key, attempt, logger });
        await tx.execute(
          `update ${this.table()} set "status" = 'done', "attempts" = ?, "finished_at" = now(), "last_error" = null
           where "kind" = ? and "key" = ?`,
          [attempt, this.handler.kind, job.key],
        );
        return 'done' as const;
      });
      clearInterval(heartbeat);
      message.ack();
      if (outcome === 'done') this.emit(job.key, 'done');
      logger.info({ kind: this.handler.kind, key: job.key, outcome }, 'job handled');
    } catch (error) {
      clearInterval(heartbeat);
      const deliveries = message.info.deliveryCount;
      const final = deliveries >= this.maxDeliver;
      const reason = error instanceof Error ? error.message : String(error);
      await this.record(job.key, final ? 'failed' : 'retrying', reason, deliveries);
      logger.warn({ kind: this.handler.kind, key: job.key, deliveries, final, err: error }, 'job failed');
      if (final) {
        message.term(reason.slice(0, 200));
      } else {
        const delays = this.retryDelaysMs;
        message.nak(delays[Math.min(deliveries - 1, delays.length - 1)] ?? 1_000);
      }
    }
  }

  private async record(key: string, status: JobStatus, error: string, attempts: number): Promise<void> {
    await this.deps.orm.em.fork().execute(
      `insert into ${this.table()} ("kind", "key", "status", "attempts", "last_error") values (?, ?, ?, ?, ?)
       on conflict ("kind", "key") do update set "status" = excluded."status", "last_error" = excluded."last_error",
       "attempts" = excluded."attempts"`,
      [this.handler.kind, key, status, attempts, error],
    );
    this.emit(key, status === 'retrying' ? 'running' : status);
  }

  private emit(jobId: string, status: 'running' | 'done' | 'failed'): void {
    publishEvent(this.deps.nc, EVENTS.jobStatus, {
      type: 'JOB_STATUS',
      kind: this.handler.kind,
      jobId,
      status,
    });
  }
}
