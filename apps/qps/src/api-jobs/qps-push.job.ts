import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { INTERNAL, JOB_KINDS, type ApiJobStatus, type JobPayload, type QpsPushed } from '@onboard/contracts';
import {
  DomainError,
  isUnavailable,
  JobHandler,
  JobQueue,
  LOGGER,
  NATS,
  RpcClient,
  scopeOf,
  systemFork,
  type JobCallContext,
  type JobFailureContext,
  type JobSteps,
  type JobTxContext,
  type Logger,
  type NatsConnection,
} from '@onboard/server-kit';
import type { QpsConfig } from '../config.js';
import type { QpsClient, QpsPushOutput } from '../qps-client/qps-client.js';
import { QPS_CLIENT, QPS_CONFIG } from '../tokens.js';
import { ApiJob, ApiJobOutput } from './api-job.entity.js';
import { strandedJobIds } from './api-job.queries.js';
import { enqueueQpsPush, publishPushStatus } from './api-job.service.js';

/** What the claim hands the QPS step: no database needed there. */
type PushWork = { apiJobId: string; clientId: string; caseId: string; startedAt: number; attempt: number };
/** The push's end as QPS (or the time limit) decided it. */
type PushResult = {
  pushId: string;
  status: Exclude<ApiJobStatus, 'IN_PROGRESS' | 'NOT_APPLICABLE'>;
  outputs: QpsPushOutput[];
};

/** Statuses after which the clients service marks the policies pushed (spec §3 Policy.pushedToCompassAt). */
const PUSHED: readonly ApiJobStatus[] = ['COMPLETED', 'COMPLETED_WITH_WARNINGS'];

/**
 * The `qps.push` job, in server-kit's three steps (decision 035; decision 146):
 * 1. claim: the API job still IN_PROGRESS, its attempt counted (committed before QPS is called);
 * 2. call: POST the push to QPS with the job key (= the API job id) as its Idempotency-Key, so a redelivery
 *    after a worker died finds the push already started instead of starting a second one; then poll its
 *    status every QPS_POLL_INTERVAL_MS until it is final, or until QPS_PUSH_TIMEOUT_MS after the API job was
 *    created (TIMEOUT). On success the clients service marks the client's policies pushed (idempotent by job
 *    id) before the result is recorded, so a crash between the two only repeats the marking.
 * 3. record: status, outputs and finishedAt in one transaction with the ledger's done; QPS_PUSH_STATUS once
 *    it committed.
 * QPS unreachable: retried with growing delays; after the last attempt, or when QPS does not know the case,
 * the job ends COMPLETED_WITH_ERRORS with the reason as its output.
 *
 * Its worker also sweeps API jobs stored but never picked up (their enqueue failed after the commit).
 */
@JobHandler(JOB_KINDS.qpsPush)
@Injectable()
export class QpsPushJob implements JobSteps<JobPayload<typeof JOB_KINDS.qpsPush>, PushWork, PushResult> {
  readonly maxDeliver: number;
  readonly concurrency: number;
  readonly ackWaitMs: number;
  readonly retryDelaysMs = [1_000, 5_000, 15_000, 60_000];

  constructor(
    @Inject(QPS_CONFIG) private readonly config: QpsConfig,
    @Inject(QPS_CLIENT) private readonly qps: QpsClient,
    @Inject(NATS) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly orm: MikroORM,
    private readonly queue: JobQueue,
    private readonly rpc: RpcClient,
  ) {
    this.maxDeliver = config.QPS_PUSH_MAX_ATTEMPTS;
    this.concurrency = config.QPS_PUSH_CONCURRENCY;
    this.ackWaitMs = config.QPS_JOB_ACK_WAIT_MS;
  }

  async claim({ apiJobId }: { apiJobId: string }, ctx: JobTxContext): Promise<PushWork | null> {
    const job = await ctx.em.findOne(ApiJob, apiJobId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!job) {
      ctx.logger.warn({ apiJobId }, 'API job to push not found: nothing to do');
      return null;
    }
    if (job.status !== 'IN_PROGRESS') {
      ctx.logger.info({ apiJobId, status: job.status }, 'API job already settled: not pushed again');
      return null;
    }
    job.attempts += 1;
    return {
      apiJobId,
      clientId: job.clientId,
      caseId: job.caseId,
      startedAt: job.createdAt.getTime(),
      attempt: job.attempts,
    };
  }

  async call(work: PushWork, ctx: JobCallContext): Promise<PushResult> {
    const { pushId } = await this.qps.startPush(work.caseId, ctx.key);
    const result = await this.follow(work, pushId);
    if (PUSHED.includes(result.status)) {
      const pushed: QpsPushed = {
        clientId: work.clientId,
        apiJobId: work.apiJobId,
        status: result.status,
        pushedAt: new Date().toISOString(),
      };
      await this.rpc.call(
        INTERNAL.clients.qpsPushed,
        { requestId: `qps.push:${ctx.key}`, user: null },
        pushed,
      );
    }
    return result;
  }

  /** Polls the push until QPS says it is over, or the time limit (from the API job's creation) passes. */
  private async follow(work: PushWork, pushId: string): Promise<PushResult> {
    const deadline = work.startedAt + this.config.QPS_PUSH_TIMEOUT_MS;
    for (;;) {
      const state = await this.qps.getPush(pushId);
      if (state.status !== 'IN_PROGRESS') return { pushId, status: state.status, outputs: state.outputs };
      const left = deadline - Date.now();
      if (left <= 0) {
        return {
          pushId,
          status: 'TIMEOUT',
          outputs: [
            {
              level: 'ERROR',
              code: 'PUSH_TIMEOUT',
              message: `QPS did not finish the push within ${Math.round(this.config.QPS_PUSH_TIMEOUT_MS / 1000)} s.`,
            },
          ],
        };
      }
      await sleep(Math.min(this.config.QPS_POLL_INTERVAL_MS, left));
    }
  }

  async record(work: PushWork, result: PushResult, ctx: JobTxContext): Promise<void> {
    const job = await this.settle(ctx, work.apiJobId, result.status, result.outputs, result.pushId);
    ctx.logger.info(
      { apiJobId: work.apiJobId, status: result.status, pushId: result.pushId },
      'QPS push finished',
    );
    ctx.afterCommit(() => publishPushStatus(this.nc, job));
  }

  async failed(work: PushWork, error: unknown, ctx: JobFailureContext): Promise<'retry' | 'settled'> {
    const unknownCase = error instanceof DomainError && error.code === 'NOT_FOUND';
    // QPS refused the request itself (a 400): the same request would be refused again.
    const refused = error instanceof DomainError && error.code === 'CONFLICT';
    if (!unknownCase && !refused && !ctx.final) return 'retry';
    const output: QpsPushOutput = unknownCase
      ? { level: 'ERROR', code: 'CASE_NOT_FOUND', message: `QPS has no case ${work.caseId}.` }
      : refused
        ? { level: 'ERROR', code: 'PUSH_REFUSED', message: error.message.slice(0, 2_000) }
        : isUnavailable(error, 'qps')
          ? {
              level: 'ERROR',
              code: 'QPS_UNAVAILABLE',
              message: `QPS could not be reached after ${work.attempt} attempts.`,
            }
          : {
              level: 'ERROR',
              code: 'PUSH_FAILED',
              message: `The push could not be completed after ${work.attempt} attempts: ${
                error instanceof Error ? error.message : String(error)
              }`.slice(0, 2_000),
            };
    const job = await this.settle(ctx, work.apiJobId, 'COMPLETED_WITH_ERRORS', [output], null);
    ctx.afterCommit(() => publishPushStatus(this.nc, job));
    return 'settled';
  }

  /** Writes the job's end (the entity is flushed with the step's transaction). */
  private async settle(
    ctx: JobTxContext,
    apiJobId: string,
    status: ApiJobStatus,
    outputs: QpsPushOutput[],
    pushId: string | null,
  ): Promise<ApiJob> {
    const job = await ctx.em.findOneOrFail(ApiJob, apiJobId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    job.status = status;
    job.finishedAt = new Date();
    if (pushId) job.qpsPushId = pushId;
    outputs.forEach((output, position) =>
      ctx.em.create(ApiJobOutput, { apiJob: job, clientId: job.clientId, ...output, position }),
    );
    return job;
  }

  /** Every minute, API jobs stored but never picked up are enqueued again. */
  readonly recovery = { everyMs: 60_000, what: 'QPS push sweep', run: () => this.recoverStranded() };

  /** API jobs in progress for over a minute that no delivery ever claimed: enqueued again (same key). */
  private async recoverStranded(): Promise<void> {
    // The system's own sweep: every client's jobs (decision 228).
    const em = systemFork(this.orm.em);
    const ids = await strandedJobIds(em, scopeOf(em));
    for (const id of ids) await enqueueQpsPush(this.queue, id);
    if (ids.length) this.logger.info({ count: ids.length }, 'stranded QPS pushes enqueued again');
  }
}
