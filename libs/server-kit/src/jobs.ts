import {
  AckPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type Consumer,
  type ConsumerMessages,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  EVENTS,
  JOBS_STREAM,
  JOB_SUBJECT_PREFIX,
  jobSubject,
  type JOB_PAYLOADS,
  type JobRegistry,
} from '@onboard/contracts';
import { z } from 'zod';
import type { Logger } from './logger.js';
import { publishEvent } from './nats.js';
import { scopeToSystem } from './client-scope.js';

/**
 * JetStream work queues. WIRE FORMAT: the message body below is read by workers of other versions.
 *
 * Guarantees: a job is delivered at least once (explicit ack, redelivery after `ackWaitMs` if a worker dies,
 * bounded by `maxDeliver`, retried with growing delays on failure). A job runs in three steps (`JobSteps`):
 * claim in a short transaction, the outside call with no transaction open, and the result recorded in a second
 * short transaction together with the ledger row that marks the job done. A redelivered job whose ledger row
 * says done is acknowledged and skipped, so the database effect of step 3 happens once; the outside call is at
 * least once and gets the job key as the outside system's idempotency key. Decision 035.
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

export class JobQueue<R extends JobRegistry = typeof JOB_PAYLOADS> {
  private ready: Promise<void> | undefined;

  /** `registry`: the kinds this queue may enqueue and their payload schemas (`JOB_PAYLOADS` in services). */
  constructor(
    private readonly nc: NatsConnection,
    private readonly registry: R,
  ) {}

  /**
   * Enqueues a job. The payload is checked against its kind's schema here, so a wrong payload fails in the
   * producer's call instead of as a failed job later. The same (kind, key) within the dedup window is stored
   * once (JetStream's Nats-Msg-Id); beyond it, the worker's ledger still runs it only once.
   */
  async enqueue<K extends keyof R & string>(
    kind: K,
    key: string,
    payload: z.input<R[K]>,
  ): Promise<{ seq: number; duplicate: boolean }> {
    const checked = this.registry[kind]?.safeParse(payload);
    if (!checked?.success) {
      throw new Error(
        `job ${kind}: payload does not match its schema (${checked?.error.message ?? 'unknown kind'})`,
      );
    }
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

/** How a kind's worker runs; a handler class sets these as properties (read when its worker starts). */
export type JobSettings = {
  /** Deliveries before the job is marked failed. Default 5. */
  maxDeliver?: number;
  /** How long a delivery may go unacknowledged before another worker gets it (heartbeats extend it). */
  ackWaitMs?: number;
  /** Delay before the n-th retry after a failure; the last value repeats. */
  retryDelaysMs?: number[];
  /** Jobs of this kind one process runs at once. Default 1. */
  concurrency?: number;
};

/** `attempt` is JetStream's delivery count: 2 on the first redelivery, even if the first worker died mid-job. */
export type JobCallContext = {
  /** The job's key: pass it to the outside system as its idempotency key. */
  key: string;
  attempt: number;
  logger: Logger;
};

/** A step that runs in one short transaction, with the job's ledger row locked. */
export type JobTxContext = JobCallContext & {
  em: EntityManager;
  /** Runs after this transaction commits (announce only what is committed); never throws into the job. */
  afterCommit(effect: () => void): void;
};

export type JobFailureContext = JobTxContext & {
  /** No delivery is left: whatever is recorded now is the job's last word. */
  final: boolean;
};

/**
 * A job kind's handler, in three steps (decision 035):
 * 1. `claim`, in a short transaction with the ledger row (which says `running`, attempt n): reads what the
 *    outside call needs and marks the work started. `null` = nothing to do (the job completes).
 * 2. `call`, the outside call (SMTP, QPS …), outside any transaction and without a database connection,
 *    with `ctx.key` as the outside system's idempotency key. It may run more than once for one job (a worker
 *    that dies after it, before step 3, leaves the job to be delivered again).
 * 3. `record`, in a second short transaction that also marks the ledger `done`. Skipped when another delivery
 *    of the same job got there first.
 * When `call` throws, `failed` records the attempt in its own transaction: `'settled'` completes the job
 * (a refusal that no retry can change), `'retry'` lets it be delivered again (or marked failed when `final`).
 */
export type JobSteps<P, W = P, R = void> = JobSettings & {
  claim(payload: P, ctx: JobTxContext): Promise<W | null>;
  call(work: W, ctx: JobCallContext): Promise<R>;
  record(work: W, result: R, ctx: JobTxContext): Promise<void>;
  failed?(work: W, error: unknown, ctx: JobFailureContext): Promise<'retry' | 'settled'>;
  /**
   * Work the kind's worker repeats while it runs in this process (the job runner runs it at start, then every
   * `everyMs`): a recovery sweep enqueueing again what was stored but never picked up. A failed run is logged
   * (`what` names it) and the next one tries again.
   */
  recovery?: { readonly everyMs: number; readonly what: string; run(): Promise<unknown> };
  /** The kind's worker started in this process (start timers …). */
  onWorkerStart?(): Promise<void> | void;
  /** The kind's worker stopped: no step of this kind runs any more in this process. */
  onWorkerStop?(): Promise<void> | void;
};

/** What a worker runs: a kind, its payload schema, and the handler's steps. */
export type JobDefinition<P, W, R> = { kind: string; schema: z.ZodType<P>; handler: JobSteps<P, W, R> };

export type JobWorkerDeps = {
  nc: NatsConnection;
  orm: MikroORM;
  logger: Logger;
  schema: string;
  /** How often the worker checks that it still receives the jobs waiting for it. Default 15 s. */
  watchdogMs?: number;
};

/** nats.js consumer notices worth a warning (the others are routine: pulls, heartbeats …). */
const TROUBLE = new Set([
  'heartbeats_missed',
  'consumer_not_found',
  'stream_not_found',
  'consumer_deleted',
  'exceeded_limits',
  'no_responders',
]);

export type JobStatus = 'running' | 'retrying' | 'done' | 'failed';

type LedgerRow = { status: JobStatus };

const SKIPPED = Symbol('skipped');
const NOTHING_TO_DO = Symbol('nothing to do');

export class JobWorker<P, W, R> {
  private messages: ConsumerMessages | undefined;
  private consumer: Consumer | undefined;
  private loop: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private stopping = false;
  private rebinding = false;
  private rebinds = 0;
  private rebindTimer: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setInterval> | undefined;
  private lastDelivery = 0;
  private stalledChecks = 0;
  private readonly watchdogMs: number;
  private readonly kind: string;
  private readonly handler: JobSteps<P, W, R>;
  private readonly maxDeliver: number;
  private readonly ackWaitMs: number;
  private readonly retryDelaysMs: number[];
  private readonly concurrency: number;

  constructor(
    private readonly deps: JobWorkerDeps,
    private readonly definition: JobDefinition<P, W, R>,
  ) {
    this.kind = definition.kind;
    this.handler = definition.handler;
    this.maxDeliver = this.handler.maxDeliver ?? 5;
    this.ackWaitMs = this.handler.ackWaitMs ?? 30_000;
    this.retryDelaysMs = this.handler.retryDelaysMs ?? [1_000, 5_000, 30_000, 120_000];
    this.concurrency = Math.max(1, this.handler.concurrency ?? 1);
    this.watchdogMs = deps.watchdogMs ?? 15_000;
  }

  get durableName(): string {
    return `${this.kind.replace(/[^a-zA-Z0-9_-]/g, '-')}-worker`;
  }

  async start(): Promise<void> {
    this.stopping = false;
    await this.bind();
    this.watchdog = setInterval(() => void this.checkConsumer(), this.watchdogMs);
    this.watchdog.unref();
    this.deps.logger.info(
      { kind: this.kind, durable: this.durableName, concurrency: this.concurrency },
      'job worker started',
    );
  }

  /**
   * Makes sure the stream and this kind's durable consumer exist (created again if someone deleted them), then
   * consumes from it. Also how the worker starts over when its consumption stopped or stalled.
   */
  private async bind(): Promise<void> {
    const jsm = await jetstreamManager(this.deps.nc);
    await ensureJobStream(jsm);
    const config = {
      durable_name: this.durableName,
      ack_policy: AckPolicy.Explicit,
      filter_subject: jobSubject(this.kind),
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
    const messages = await consumer.consume({ max_messages: this.concurrency });
    this.consumer = consumer;
    this.messages = messages;
    this.lastDelivery = Date.now();
    void this.reportStatus(messages);
    const loop = this.run(messages);
    this.loop = loop;
    loop.then(
      () => this.lost(messages, new Error('the consumer stopped delivering')),
      (error: unknown) => this.lost(messages, error),
    );
  }

  /** Takes the jobs one consumption delivers, at most `concurrency` at once. */
  private async run(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) {
      this.lastDelivery = Date.now();
      const heartbeat = this.heartbeat(message);
      const run: Promise<void> = this.process(message)
        .catch((error: unknown) => {
          // Even the failure could not be recorded (database down): JetStream delivers the job again.
          this.deps.logger.error({ kind: this.kind, seq: message.seq, err: error }, 'job not settled');
        })
        .finally(() => {
          clearInterval(heartbeat);
          this.inFlight.delete(run);
        });
      this.inFlight.add(run);
      // Take the next job only when a slot is free: a job taken is a job started (and heartbeating).
      while (this.inFlight.size >= this.concurrency) await Promise.race(this.inFlight);
    }
  }

  /** nats.js's notices about the consumption: the ones that mean trouble go to the log. */
  private async reportStatus(messages: ConsumerMessages): Promise<void> {
    for await (const status of messages.status()) {
      if (TROUBLE.has(status.type))
        this.deps.logger.warn({ kind: this.kind, status }, `job consumer: ${status.type}`);
    }
  }

  /**
   * The consumption ended while the worker was not stopping (the iterator closed or failed): start over after a
   * pause, so a worker never lives on without taking jobs.
   */
  private lost(messages: ConsumerMessages, error: unknown): void {
    if (this.stopping || this.messages !== messages) return;
    this.deps.logger.error({ kind: this.kind, err: error }, 'job worker lost its consumer: binding again');
    this.rebind();
  }

  private rebind(): void {
    if (this.stopping || this.rebinding) return;
    this.rebinding = true;
    // The old consumption stops taking jobs now (the ones in hand finish); its end is not reported as lost.
    const old = this.messages;
    this.messages = undefined;
    old?.close().catch(() => undefined);
    const delay = Math.min(30_000, 500 * 2 ** this.rebinds++);
    this.rebindTimer = setTimeout(() => {
      void (async () => {
        try {
          if (!this.stopping) await this.bind();
          this.rebinds = 0;
        } catch (error) {
          this.deps.logger.warn({ kind: this.kind, err: error }, 'job worker could not bind: trying again');
          this.rebinding = false;
          this.rebind();
          return;
        }
        this.rebinding = false;
      })();
    }, delay);
  }

  /**
   * The watchdog: jobs are waiting in the stream (never delivered), this worker has a free slot, and nothing
   * reached it for a whole period: its consumption is stuck (nats.js waits forever on a consumer that was
   * deleted, for one) and it binds again. The same when the consumer is gone.
   */
  private async checkConsumer(): Promise<void> {
    if (this.stopping || this.rebinding || !this.consumer) return;
    if (this.inFlight.size >= this.concurrency) return;
    if (Date.now() - this.lastDelivery < this.watchdogMs) return;
    let waiting: number;
    try {
      waiting = (await this.consumer.info()).num_pending;
    } catch (error) {
      if (this.stopping) return;
      this.deps.logger.error(
        { kind: this.kind, err: error },
        'job worker cannot see its consumer: binding again',
      );
      this.rebind();
      return;
    }
    if (waiting === 0) {
      this.stalledChecks = 0;
      return;
    }
    // Twice in a row, so a delivery on its way when the first check ran is not taken for a stall.
    if (++this.stalledChecks < 2) return;
    this.stalledChecks = 0;
    this.deps.logger.error(
      { kind: this.kind, waiting },
      'job worker idle while jobs wait in the stream: binding again',
    );
    this.rebind();
  }

  /** Stops taking new jobs and lets the ones in hand finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.watchdog);
    clearTimeout(this.rebindTimer);
    await this.messages?.close();
    await this.loop?.catch(() => undefined);
    await Promise.all(this.inFlight);
  }

  /** Long jobs tell the server they are alive, so a slow job is not handed to a second worker. */
  private heartbeat(message: JsMsg): ReturnType<typeof setInterval> {
    return setInterval(() => message.working(), Math.max(250, Math.floor(this.ackWaitMs / 3)));
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
    // JetStream counts deliveries, including those to a worker that died before it could write anything.
    const attempt = message.info.deliveryCount;
    const payload = this.definition.schema.safeParse(job.payload);
    if (!payload.success) {
      logger.error({ key: job.key, issues: payload.error.issues }, 'job payload invalid, marked failed');
      await this.record(job.key, 'failed', 'invalid payload', attempt);
      message.term('invalid payload');
      return;
    }

    try {
      // Step 1: claim, in a short transaction.
      const claimed = await this.inTransaction(job.key, attempt, async (ctx) => {
        if ((await this.lockLedger(ctx.em, job.key))?.status === 'done') return SKIPPED;
        await this.setLedger(ctx.em, job.key, 'running', attempt, null);
        const work = await this.handler.claim(payload.data, ctx);
        if (work === null) {
          await this.setLedger(ctx.em, job.key, 'done', attempt, null);
          return NOTHING_TO_DO;
        }
        return { work };
      });
      if (claimed === SKIPPED || claimed === NOTHING_TO_DO) {
        message.ack();
        if (claimed === NOTHING_TO_DO) this.emit(job.key, 'done');
        logger.info({ kind: this.kind, key: job.key, outcome: claimed.description }, 'job handled');
        return;
      }
      const { work } = claimed;
      this.emit(job.key, 'running');

      // Step 2: the outside call. No transaction is open and no connection is held while it waits.
      let result: R;
      try {
        result = await this.handler.call(work, { key: job.key, attempt, logger });
      } catch (error) {
        await this.callFailed(message, job.key, attempt, work, error);
        return;
      }

      // Step 3: record the result, with the ledger's done, in a second short transaction.
      const recorded = await this.inTransaction(job.key, attempt, async (ctx) => {
        // Another delivery of this job (one handed on while this one was slow) finished first: keep its result.
        if ((await this.lockLedger(ctx.em, job.key))?.status === 'done') return false;
        await this.handler.record(work, result, ctx);
        await this.setLedger(ctx.em, job.key, 'done', attempt, null);
        return true;
      });
      message.ack();
      if (recorded) this.emit(job.key, 'done');
      logger.info({ kind: this.kind, key: job.key, outcome: recorded ? 'done' : 'skipped' }, 'job handled');
    } catch (error) {
      // A step's transaction failed (database down, a bug in a step): retried like a failed call.
      await this.retryOrFail(message, job.key, attempt, error);
    }
  }

  /** The outside call threw: the handler records the attempt; the job completes, retries or fails. */
  private async callFailed(
    message: JsMsg,
    key: string,
    attempt: number,
    work: W,
    error: unknown,
  ): Promise<void> {
    const final = attempt >= this.maxDeliver;
    const reason = reasonOf(error);
    const settled = await this.inTransaction(key, attempt, async (ctx) => {
      const outcome = (await this.handler.failed?.(work, error, { ...ctx, final })) ?? 'retry';
      if (outcome === 'settled') await this.setLedger(ctx.em, key, 'done', attempt, null);
      else await this.setLedger(ctx.em, key, final ? 'failed' : 'retrying', attempt, reason);
      return outcome === 'settled';
    });
    if (settled) {
      message.ack();
      this.emit(key, 'done');
      this.deps.logger.info({ kind: this.kind, key, reason }, 'job settled by its failure');
      return;
    }
    this.emit(key, final ? 'failed' : 'running');
    this.deps.logger.warn({ kind: this.kind, key, deliveries: attempt, final, err: error }, 'job failed');
    this.settleDelivery(message, attempt, final, reason);
  }

  private async retryOrFail(message: JsMsg, key: string, attempt: number, error: unknown): Promise<void> {
    const final = attempt >= this.maxDeliver;
    const reason = reasonOf(error);
    this.deps.logger.warn({ kind: this.kind, key, deliveries: attempt, final, err: error }, 'job failed');
    await this.record(key, final ? 'failed' : 'retrying', reason, attempt);
    this.settleDelivery(message, attempt, final, reason);
  }

  private settleDelivery(message: JsMsg, deliveries: number, final: boolean, reason: string): void {
    if (final) {
      message.term(reason.slice(0, 200));
    } else {
      const delays = this.retryDelaysMs;
      message.nak(delays[Math.min(deliveries - 1, delays.length - 1)] ?? 1_000);
    }
  }

  /** One short transaction of a step; effects registered with `afterCommit` run once it committed. */
  private async inTransaction<T>(
    key: string,
    attempt: number,
    work: (ctx: JobTxContext) => Promise<T>,
  ): Promise<T> {
    const { logger } = this.deps;
    const effects: (() => void)[] = [];
    // Jobs are the system's own work: every client, chosen before the transaction begins (decision 228).
    const fork = this.deps.orm.em.fork({ disableContextResolution: true });
    scopeToSystem(fork);
    const result = await fork.transactional((em) =>
      work({ em, key, attempt, logger, afterCommit: (effect) => effects.push(effect) }),
    );
    for (const effect of effects) {
      try {
        effect();
      } catch (error) {
        // The commit is done: a throw here would make the job look failed.
        logger.warn({ kind: this.kind, key, err: error }, 'after-commit effect failed');
      }
    }
    return result;
  }

  private async lockLedger(em: EntityManager, key: string): Promise<LedgerRow | undefined> {
    await em.execute(
      `insert into ${this.table()} ("kind", "key", "status", "attempts") values (?, ?, 'running', 0)
       on conflict ("kind", "key") do nothing`,
      [this.kind, key],
    );
    const rows = await em.execute<LedgerRow[]>(
      `select "status" from ${this.table()} where "kind" = ? and "key" = ? for update`,
      [this.kind, key],
    );
    return rows[0];
  }

  private async setLedger(
    em: EntityManager,
    key: string,
    status: JobStatus,
    attempts: number,
    error: string | null,
  ): Promise<void> {
    await em.execute(
      `update ${this.table()} set "status" = ?, "attempts" = ?, "last_error" = ?,
       "finished_at" = case when ? in ('done', 'failed') then now() else null end
       where "kind" = ? and "key" = ?`,
      [status, attempts, error, status, this.kind, key],
    );
  }

  private async record(key: string, status: JobStatus, error: string, attempts: number): Promise<void> {
    await this.deps.orm.em.fork({ disableContextResolution: true }).execute(
      `insert into ${this.table()} ("kind", "key", "status", "attempts", "last_error") values (?, ?, ?, ?, ?)
       on conflict ("kind", "key") do update set "status" = excluded."status", "last_error" = excluded."last_error",
       "attempts" = excluded."attempts"`,
      [this.kind, key, status, attempts, error],
    );
    this.emit(key, status === 'retrying' ? 'running' : status);
  }

  private emit(jobId: string, status: 'running' | 'done' | 'failed'): void {
    publishEvent(this.deps.nc, EVENTS.jobStatus, {
      type: 'JOB_STATUS',
      kind: this.kind,
      jobId,
      status,
    });
  }
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
