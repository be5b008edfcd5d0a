import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  EVENTS,
  keyedMessage,
  JOB_KINDS,
  INTERNAL,
  type ApiJob as ApiJobDto,
  type ApiJobsQuery,
  type AsyncPushBody,
  type LiveEvent,
  type QpsCase,
  type QpsPlanDesign,
  type RequestContext,
} from '@onboard/contracts';
import {
  clientScopeOf,
  DomainError,
  JobQueue,
  LOGGER,
  NATS,
  publishEvent,
  RpcClient,
  type Logger,
  type NatsConnection,
  requireAccess,
} from '@onboard/server-kit';
import { randomUUID } from 'node:crypto';
import type { QpsClient } from '../qps-client/qps-client.js';
import { QPS_CLIENT } from '../tokens.js';
import { ApiJob } from './api-job.entity.js';
import { latestJobIds } from './api-job.queries.js';

export function toApiJobDto(job: ApiJob): ApiJobDto {
  return {
    id: job.id,
    clientId: job.clientId,
    caseId: job.caseId,
    status: job.status,
    attempts: job.attempts,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    apiJobOutputs: job.apiJobOutputs
      .getItems()
      .sort((a, b) => a.position - b.position)
      .map((output) => ({
        id: output.id,
        level: output.level,
        code: output.code,
        message: output.message,
        createdAt: output.createdAt.toISOString(),
      })),
  };
}

/** The job's `QPS_PUSH_STATUS` live event (spec §7), on EVENTS.qpsPushStatus. */
export function publishPushStatus(nc: NatsConnection, job: Pick<ApiJob, 'clientId' | 'status'>): void {
  const event: LiveEvent = { type: 'QPS_PUSH_STATUS', clientId: job.clientId, apiJobStatus: job.status };
  publishEvent(nc, EVENTS.qpsPushStatus, event);
}

/** Enqueues the push's job; its key is the job id, so enqueueing twice runs it once. */
export const enqueueQpsPush = (queue: JobQueue, apiJobId: string) =>
  queue.enqueue(JOB_KINDS.qpsPush, apiJobId, { apiJobId });

/**
 * Plan design reads and pushes (spec §7 QPS and jobs, decisions 145-146): the case id comes from the clients
 * service, the plan design from QPS; a push is an API job row plus a `qps.push` job that follows it.
 */
@Injectable()
export class ApiJobService {
  constructor(
    private readonly em: EntityManager,
    private readonly rpc: RpcClient,
    private readonly jobs: JobQueue,
    @Inject(QPS_CLIENT) private readonly qps: QpsClient,
    @Inject(NATS) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The client's QPS case id; 409 when it has none yet (Jira sync or staff set it). */
  private async caseIdOf(context: RequestContext, clientId: string): Promise<string> {
    const answer = await this.rpc.call(INTERNAL.clients.qpsCase, context, { clientId });
    if (!answer.caseId) {
      throw DomainError.conflict(keyedMessage('qpsNoCaseId'));
    }
    return answer.caseId;
  }

  async planDesignInfo(context: RequestContext, clientId: string): Promise<QpsPlanDesign> {
    requireAccess(context, 'read', 'client-setup', { clientId, named: true });
    return this.qps.getPlanDesign(await this.caseIdOf(context, clientId));
  }

  /** The case as QPS has it (for the clients service's client-from-qps and import). */
  async caseOf(caseId: string): Promise<QpsCase> {
    return this.qps.getCase(caseId);
  }

  async asyncPush(context: RequestContext, clientId: string, body: AsyncPushBody): Promise<ApiJobDto> {
    requireAccess(context, 'update', 'client-setup', { clientId, named: true });
    const caseId = await this.caseIdOf(context, clientId);
    const { job, created } = await this.storeOnce(clientId, caseId, body.idempotencyKey ?? randomUUID());
    if (created) publishPushStatus(this.nc, job);
    // A repeated request finds its job; while it runs, enqueueing again is harmless (same job key) and repairs
    // a first request whose enqueue failed.
    if (job.status === 'IN_PROGRESS') {
      try {
        await enqueueQpsPush(this.jobs, job.id);
      } catch (error) {
        // The job is safe in the database: the worker's sweep enqueues jobs never picked up.
        this.logger.warn({ err: error, apiJobId: job.id }, 'API job stored, its push not enqueued');
      }
    }
    return toApiJobDto(job);
  }

  private async storeOnce(
    clientId: string,
    caseId: string,
    idempotencyKey: string,
  ): Promise<{ job: ApiJob; created: boolean }> {
    const find = (em: EntityManager) =>
      em.findOne(ApiJob, { clientId, idempotencyKey }, { populate: ['apiJobOutputs'] });
    try {
      return await this.em.transactional(async (tx) => {
        const existing = await find(tx);
        if (existing) return { job: existing, created: false };
        const job = tx.create(ApiJob, { clientId, caseId, idempotencyKey });
        await tx.flush();
        return { job, created: true };
      });
    } catch (error) {
      // Two requests with one key both missed the lookup; the unique index let one insert win. Answer with it.
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await find(this.em.fork());
        if (winner) return { job: winner, created: false };
      }
      throw error;
    }
  }

  /** The latest job of each client (or, with `all`, every job of those clients), newest first. */
  async list(context: RequestContext, query: ApiJobsQuery): Promise<ApiJobDto[]> {
    requireAccess(context, 'read', 'client-setup');
    // The clients are a query filter: one not the caller's is not found (decision 229).
    for (const clientId of query.clientIds)
      requireAccess(context, 'read', 'client-setup', { clientId, named: false });
    if (query.clientIds.length === 0) return [];
    let ids: string[] | undefined;
    if (!query.all) {
      ids = await latestJobIds(this.em, clientScopeOf(context.user), query.clientIds);
      if (ids.length === 0) return [];
    }
    const jobs = await this.em.find(
      ApiJob,
      ids ? { id: { $in: ids } } : { clientId: { $in: query.clientIds } },
      { populate: ['apiJobOutputs'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1_000 },
    );
    return jobs.map(toApiJobDto);
  }
}
