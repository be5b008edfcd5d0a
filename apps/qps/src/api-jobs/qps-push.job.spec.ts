import { describe, expect, test } from '@jest/globals';
import { EVENTS, INTERNAL } from '@onboard/contracts';
import {
  createLogger,
  DomainError,
  type JobFailureContext,
  type JobQueue,
  type NatsConnection,
  OutsideSystemUnavailableError,
  type RpcClient,
} from '@onboard/server-kit';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadQpsConfig } from '../config.js';
import type { QpsClient, QpsPushState } from '../qps-client/qps-client.js';
import { QpsPushJob } from './qps-push.job.js';

// The job's QPS step (no database): the push posted with the job key, followed until final or timed out,
// and the clients service told only about pushes that went through.
const logger = createLogger('qps-push-spec', 'silent');
const CLIENT = '0b6f5c3e-0000-4000-8000-00000000000a';
const JOB = '0b6f5c3e-0000-4000-8000-0000000000e1';

function setUp(states: QpsPushState['status'][], env: Record<string, string> = {}) {
  const posted: { caseId: string; key: string }[] = [];
  const told: { subject: string; payload: unknown }[] = [];
  let polls = 0;
  const qps: QpsClient = {
    getCase: () => Promise.reject(new Error('not used')),
    getPlanDesign: () => Promise.reject(new Error('not used')),
    startPush: async (caseId, key) => {
      posted.push({ caseId, key });
      return { pushId: 'push-1' };
    },
    getPush: async (pushId) => {
      const status = states[Math.min(polls++, states.length - 1)] ?? 'IN_PROGRESS';
      return {
        pushId,
        status,
        outputs: status === 'COMPLETED_WITH_WARNINGS' ? [{ level: 'WARNING', code: 'W', message: 'w' }] : [],
      };
    },
  };
  const rpc = {
    call: async (entry: { subject: string }, _context: unknown, payload: unknown) => {
      told.push({ subject: entry.subject, payload });
      return { policies: 1 };
    },
  } as unknown as RpcClient;
  // A limit far above what a few polls take (a busy machine only makes them slower).
  const config = loadQpsConfig({ QPS_POLL_INTERVAL_MS: '50', QPS_PUSH_TIMEOUT_MS: '60000', ...env });
  const published: { subject: string; data: unknown }[] = [];
  const nc = {
    publish: (subject: string, data: string) => published.push({ subject, data: JSON.parse(data) }),
  } as unknown as NatsConnection;
  const job = new QpsPushJob(config, qps, nc, logger, {} as MikroORM, {} as JobQueue, rpc);
  return { job, posted, told, published, polls: () => polls };
}

const work = (startedAt = Date.now()) => ({
  apiJobId: JOB,
  clientId: CLIENT,
  caseId: '100201',
  startedAt,
  attempt: 1,
});
const ctx = { key: JOB, attempt: 1, logger };

describe('qps.push: the QPS step', () => {
  test('posts with the job key as the idempotency key, polls until final, tells the clients service', async () => {
    const { job, posted, told, polls } = setUp(['IN_PROGRESS', 'IN_PROGRESS', 'COMPLETED_WITH_WARNINGS']);
    const result = await job.call(work(), ctx);
    expect(posted).toEqual([{ caseId: '100201', key: JOB }]);
    expect(polls()).toBe(3);
    expect(result).toMatchObject({ pushId: 'push-1', status: 'COMPLETED_WITH_WARNINGS' });
    expect(result.outputs).toHaveLength(1);
    expect(told).toEqual([
      {
        subject: INTERNAL.clients.qpsPushed.subject,
        payload: expect.objectContaining({
          clientId: CLIENT,
          apiJobId: JOB,
          status: 'COMPLETED_WITH_WARNINGS',
        }),
      },
    ]);
  });

  test.each(['COMPLETED_WITH_ERRORS', 'TIMEOUT'] as const)(
    'a push ending %s marks no policy',
    async (status) => {
      const { job, told } = setUp([status]);
      expect((await job.call(work(), ctx)).status).toBe(status);
      expect(told).toEqual([]);
    },
  );

  test('still in progress QPS_PUSH_TIMEOUT_MS after the job was created: TIMEOUT with its output', async () => {
    const { job, told } = setUp(['IN_PROGRESS']);
    // Created 100 ms short of the 60 s limit: a few polls, then the limit.
    const result = await job.call(work(Date.now() - 59_900), ctx);
    expect(result.status).toBe('TIMEOUT');
    expect(result.outputs).toEqual([expect.objectContaining({ level: 'ERROR', code: 'PUSH_TIMEOUT' })]);
    expect(told).toEqual([]);
  });

  test('a redelivery after the limit passed times out at its first poll (the clock is the job’s, not the delivery’s)', async () => {
    const { job, polls } = setUp(['IN_PROGRESS']);
    const result = await job.call(work(Date.now() - 120_000), ctx);
    expect(result.status).toBe('TIMEOUT');
    expect(polls()).toBe(1);
  });
});

describe('qps.push: a failed QPS step', () => {
  /** A failure context over one API job row (no database): what the step writes, and its after-commit effects. */
  function failure(final: boolean) {
    const row = { id: JOB, clientId: CLIENT, status: 'IN_PROGRESS', finishedAt: null as Date | null };
    const outputs: unknown[] = [];
    const effects: (() => void)[] = [];
    const em = {
      findOneOrFail: async () => row,
      create: (_entity: unknown, data: unknown) => outputs.push(data),
    };
    const context = { ...ctx, final, em, afterCommit: (effect: () => void) => effects.push(effect) };
    return { row, outputs, effects, context: context as unknown as JobFailureContext };
  }

  test('QPS unreachable: retried while deliveries are left', async () => {
    const { job } = setUp([]);
    const { row, context } = failure(false);
    expect(await job.failed(work(), new OutsideSystemUnavailableError('qps', 'down'), context)).toBe('retry');
    expect(row.status).toBe('IN_PROGRESS');
  });

  test.each([
    [
      'QPS unreachable on the last delivery',
      new OutsideSystemUnavailableError('qps', 'down'),
      true,
      'QPS_UNAVAILABLE',
    ],
    ['QPS has no such case', DomainError.notFound('Case 100201'), false, 'CASE_NOT_FOUND'],
    ['QPS refused the request (400)', DomainError.conflict('QPS refused Case a b'), false, 'PUSH_REFUSED'],
    ['anything else on the last delivery', new Error('clients service down'), true, 'PUSH_FAILED'],
  ] as const)(
    '%s: COMPLETED_WITH_ERRORS with its reason, announced after commit',
    async (_what, error, final, code) => {
      const { job, published } = setUp([]);
      const { row, outputs, effects, context } = failure(final);
      expect(await job.failed(work(), error, context)).toBe('settled');
      expect(row.status).toBe('COMPLETED_WITH_ERRORS');
      expect(row.finishedAt).not.toBeNull();
      expect(outputs).toEqual([expect.objectContaining({ level: 'ERROR', code, position: 0 })]);
      expect(published).toEqual([]);
      for (const effect of effects) effect();
      expect(published).toEqual([
        {
          subject: EVENTS.qpsPushStatus,
          data: { type: 'QPS_PUSH_STATUS', clientId: CLIENT, apiJobStatus: 'COMPLETED_WITH_ERRORS' },
        },
      ]);
    },
  );
});
