import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import {
  apiJobSchema,
  EVENTS,
  importFromQpsResultSchema,
  liveEventSchema,
  type ApiJob,
  type LiveEvent,
} from '@onboard/contracts';
import { demoId } from '@onboard/server-kit';
import { waitFor } from '@onboard/server-kit/test-infra';
import { z } from 'zod';
import { caseOf, planDesignOf } from '../../apps/stand-ins/src/qps/qps.store.js';
import { SYSTEM_START_TIMEOUT, TestSystem, type Session } from './harness.js';

// QPS through the gateway against the whole running system and the QPS stand-in (spec §7 QPS and jobs, §4
// status mapping; decisions 145-147): plan-design info, pushes and their API jobs, every outcome, the
// idempotency key, QPS_PUSH_STATUS on NATS, the role rules, the import from QPS, and a worker killed mid-push.

let sys: TestSystem;
let admin: Session;
let owner: Session;
let benAdmin: Session;
let broker: Session;
let nc: NatsConnection;
let events: Subscription;
const received: LiveEvent[] = [];

const maple = demoId('client:maple-dental');
const harbor = demoId('client:harbor-logistics');
const summit = demoId('client:summit-engineering');
const riverbend = demoId('client:riverbend-schools');
const northwind = demoId('client:northwind-foods');
/** Spec §3 client without a case id yet (set null below). */
const noCase = demoId('client:cedar-credit-union');
const jobs = z.array(apiJobSchema);
const standIns = () => `http://127.0.0.1:${sys.standInsPort}`;
const FINAL = ['COMPLETED', 'COMPLETED_WITH_WARNINGS', 'COMPLETED_WITH_ERRORS', 'TIMEOUT'];

const caseIdOf = async (clientId: string): Promise<string> => {
  const { rows } = await sys.sql.query<{ case_id: string }>(
    `select "case_id" from "clients"."client" where "id" = $1`,
    [clientId],
  );
  return rows[0]?.case_id ?? '';
};
const choose = async (outcomes: string[], delayMs: number): Promise<void> => {
  const res = await fetch(`${standIns()}/qps/admin/next-outcomes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcomes, delayMs }),
  });
  expect(res.status).toBe(200);
};
type SeenPush = { pushId: string; idempotencyKey: string; requests: number; status: string };
const pushesSeen = async (): Promise<SeenPush[]> =>
  ((await (await fetch(`${standIns()}/qps/admin/pushes`)).json()) as { pushes: SeenPush[] }).pushes;

const push = async (clientId: string, body: object = {}): Promise<ApiJob> =>
  apiJobSchema.parse(
    (await admin.call('post', `/api/clients/${clientId}/qps/async-push`, body).expect(200)).body,
  );
const latest = async (clientId: string): Promise<ApiJob | undefined> =>
  jobs.parse((await admin.call('get', `/api/api-jobs?clientIds[]=${clientId}`).expect(200)).body)[0];
const finished = (clientId: string, jobId: string, timeoutMs = 30_000): Promise<ApiJob> =>
  waitFor(
    `the push ${jobId} to end`,
    async () => {
      const job = await latest(clientId);
      return job?.id === jobId && FINAL.includes(job.status) ? job : undefined;
    },
    { timeoutMs, intervalMs: 150, retryOnError: true },
  );
const policiesOf = async (clientId: string) =>
  (
    await sys.sql.query<{
      id: string;
      pushed_to_compass_at: Date | null;
      qps_events: { apiJobId: string }[];
    }>(
      `select "id", "pushed_to_compass_at", "qps_events" from "clients"."policy" where "client_id" = $1 order by "id"`,
      [clientId],
    )
  ).rows;

beforeAll(async () => {
  // Quick polls; a short ack wait so a killed worker's job is taken over within seconds; pushes still in
  // progress 12 s after they were asked for time out.
  sys = await TestSystem.start('qps', {
    QPS_POLL_INTERVAL_MS: '100',
    QPS_PUSH_TIMEOUT_MS: '12000',
    QPS_JOB_ACK_WAIT_MS: '2000',
  });
  admin = await sys.signIn(await sys.makeUser('qpsadmin', 'SLF_ADMIN'), 'qpsadmin');
  owner = await sys.signIn(await sys.makeUser('qpsowner', 'SLF_OWNER'), 'qpsowner');
  benAdmin = await sys.signIn(await sys.makeUser('qpsben', 'BEN_ADMIN', [maple]), 'qpsben');
  broker = await sys.signIn(await sys.makeUser('qpsbroker', 'BROKER', [maple]), 'qpsbroker');
  await sys.sql.query(`update "clients"."client" set "case_id" = null where "id" = $1`, [noCase]);
  nc = await connect({ servers: sys.natsUrl });
  events = nc.subscribe(EVENTS.qpsPushStatus);
  void (async () => {
    for await (const message of events) {
      const parsed = liveEventSchema.safeParse(message.json());
      if (parsed.success) received.push(parsed.data);
    }
  })();
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await nc?.drain();
  await sys?.stop();
});

describe('plan-design info', () => {
  test("staff get the plan design QPS holds for the client's case", async () => {
    const caseId = await caseIdOf(maple);
    expect(caseId).not.toBe('');
    const res = await admin.call('get', `/api/clients/${maple}/qps/plan-design-info`).expect(200);
    expect(res.body).toEqual(planDesignOf(caseId));
    await owner.call('get', `/api/clients/${maple}/qps/plan-design-info`).expect(200);
  });

  test('a client without a case id: 409 with a message saying so', async () => {
    const res = await admin.call('get', `/api/clients/${noCase}/qps/plan-design-info`).expect(409);
    expect((res.body as { message: string }).message).toMatch(/no QPS case id/);
    await admin.call('post', `/api/clients/${noCase}/qps/async-push`, {}).expect(409);
  });
});

describe('pushes', () => {
  test('a push answers its job IN_PROGRESS, ends COMPLETED, marks the policies pushed and is announced on NATS', async () => {
    await choose(['COMPLETED'], 300);
    const before = await policiesOf(maple);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((p) => p.pushed_to_compass_at === null)).toBe(true);

    const started = await push(maple);
    expect(started).toMatchObject({ clientId: maple, caseId: await caseIdOf(maple), status: 'IN_PROGRESS' });
    const done = await finished(maple, started.id);
    expect(done.status).toBe('COMPLETED');
    expect(done.finishedAt).not.toBeNull();
    expect(done.apiJobOutputs).toEqual([
      expect.objectContaining({ level: 'INFO', code: 'PLAN_DESIGN_ACCEPTED' }),
    ]);

    const after = await policiesOf(maple);
    for (const policy of after) {
      expect(policy.pushed_to_compass_at).not.toBeNull();
      expect(policy.qps_events.filter((e) => e.apiJobId === started.id)).toHaveLength(1);
    }
    const mine = () => received.filter((e) => e.type === 'QPS_PUSH_STATUS' && e.clientId === maple);
    await waitFor(
      'the COMPLETED event',
      async () =>
        mine().some((e) => e.type === 'QPS_PUSH_STATUS' && e.apiJobStatus === 'COMPLETED') || undefined,
    );
    expect(mine().map((e) => (e.type === 'QPS_PUSH_STATUS' ? e.apiJobStatus : null))).toEqual([
      'IN_PROGRESS',
      'COMPLETED',
    ]);
  });

  test.each([
    ['COMPLETED_WITH_WARNINGS', 'COMPLETED_WITH_WARNINGS', ['INFO', 'WARNING'], true],
    ['COMPLETED_WITH_ERRORS', 'COMPLETED_WITH_ERRORS', ['ERROR'], false],
    ['TIMEOUT', 'TIMEOUT', ['ERROR'], false],
    // QPS never finishes: QPS_PUSH_TIMEOUT_MS after the job was created, it is a TIMEOUT of our own.
    ['HANG', 'TIMEOUT', ['ERROR'], false],
  ] as const)(
    'QPS outcome %s ends the job %s with its outputs',
    async (outcome, status, levels, pushed) => {
      await choose([outcome], 200);
      const started = await push(harbor);
      const done = await finished(harbor, started.id, 40_000);
      expect(done.status).toBe(status);
      expect(done.apiJobOutputs.map((o) => o.level)).toEqual(levels);
      if (outcome === 'HANG') expect(done.apiJobOutputs[0]?.code).toBe('PUSH_TIMEOUT');
      const marked = (await policiesOf(harbor)).every((p) =>
        p.qps_events.some((e) => e.apiJobId === started.id),
      );
      expect(marked).toBe(pushed);
      await waitFor('its event', async () =>
        received.some(
          (e) => e.type === 'QPS_PUSH_STATUS' && e.clientId === harbor && e.apiJobStatus === status,
        )
          ? true
          : undefined,
      );
    },
    60_000,
  );

  test('the same idempotency key answers the same job, and QPS sees one push', async () => {
    await choose(['COMPLETED'], 500);
    const [a, b] = await Promise.all([
      push(summit, { idempotencyKey: 'double-click-1' }),
      push(summit, { idempotencyKey: 'double-click-1' }),
    ]);
    expect(b?.id).toBe(a?.id);
    const again = await push(summit, { idempotencyKey: 'double-click-1' });
    expect(again.id).toBe(a?.id);
    await finished(summit, a?.id ?? '');
    const rows = await sys.sql.query(
      `select 1 from "qps"."api_job" where "idempotency_key" = 'double-click-1'`,
    );
    expect(rows.rowCount).toBe(1);
    expect((await pushesSeen()).filter((p) => p.idempotencyKey === a?.id)).toHaveLength(1);
    // Another key is another job.
    await choose(['COMPLETED'], 0);
    const other = await push(summit, { idempotencyKey: 'double-click-2' });
    expect(other.id).not.toBe(a?.id);
    await finished(summit, other.id);
  });

  test('GET /api-jobs: the latest job per client, or all of them; bad input is 400 on its path', async () => {
    const latestJobs = jobs.parse(
      (await admin.call('get', `/api/api-jobs?clientIds[]=${summit}&clientIds[]=${riverbend}`).expect(200))
        .body,
    );
    expect(latestJobs.map((j) => j.clientId)).toEqual([summit]);
    const all = jobs.parse(
      (await admin.call('get', `/api/api-jobs?clientIds=${summit}&all=true`).expect(200)).body,
    );
    expect(all).toHaveLength(2);
    expect((all[0]?.createdAt ?? '') >= (all[1]?.createdAt ?? '')).toBe(true);

    const badIds = await admin.call('get', '/api/api-jobs?clientIds[]=nope').expect(400);
    expect((badIds.body as { errors: { path: string }[] }).errors[0]?.path).toMatch(/^query\.clientIds/);
    const badKey = await admin
      .call('post', `/api/clients/${summit}/qps/async-push`, { idempotencyKey: 'not a key!' })
      .expect(400);
    expect((badKey.body as { errors: { path: string }[] }).errors[0]?.path).toBe('body.idempotencyKey');
  });
});

describe('role rules (spec §6: QPS is for staff)', () => {
  test('ben admins and brokers are refused every QPS call, even on their own client', async () => {
    for (const session of [benAdmin, broker]) {
      await session.call('get', `/api/clients/${maple}/qps/plan-design-info`).expect(403);
      await session.call('post', `/api/clients/${maple}/qps/async-push`, {}).expect(403);
      await session.call('get', `/api/api-jobs?clientIds[]=${maple}`).expect(403);
      await session.call('get', `/api/clients/${maple}/client-from-qps`).expect(403);
      await session.call('post', `/api/clients/${maple}/import-from-qps`, {}).expect(403);
    }
  });

  test('owners may do what admins do', async () => {
    await choose(['COMPLETED'], 0);
    const job = apiJobSchema.parse(
      (await owner.call('post', `/api/clients/${riverbend}/qps/async-push`, {}).expect(200)).body,
    );
    await owner.call('get', `/api/api-jobs?clientIds[]=${riverbend}`).expect(200);
    await owner.call('get', `/api/clients/${riverbend}/client-from-qps`).expect(200);
    await finished(riverbend, job.id);
  });
});

describe('import from QPS', () => {
  test('client-from-qps answers the case QPS has; importing twice gives the same rows', async () => {
    const caseId = await caseIdOf(northwind);
    const expected = caseOf(caseId);
    const from = await admin.call('get', `/api/clients/${northwind}/client-from-qps`).expect(200);
    expect(from.body).toEqual({ clientId: northwind, caseId, qpsCase: expected });

    const rows = async () => ({
      policies: (
        await sys.sql.query(
          `select "id", "policy_number", "slf_coverages", "policy_effective"::text, "issued_state_situs", "primary_policy"
             from "clients"."policy" where "client_id" = $1 order by "id"`,
          [northwind],
        )
      ).rows,
      plans: (
        await sys.sql.query(
          `select "id", "benefit_type", "plan_type", "carrier_name", "qps_classes" from "clients"."plan" where "client_id" = $1 order by "id"`,
          [northwind],
        )
      ).rows,
    });
    const first = importFromQpsResultSchema.parse(
      (await admin.call('post', `/api/clients/${northwind}/import-from-qps`, {}).expect(200)).body,
    );
    expect(first.policiesCreated + first.policiesUpdated).toBe(expected.policies.length);
    expect(first.plansCreated + first.plansUpdated).toBe(expected.plans.length);
    for (const policy of expected.policies) {
      expect(first.policies).toContainEqual(
        expect.objectContaining({
          policyNumber: policy.policyNumber,
          slfCoverages: policy.coverages,
          policyEffective: policy.effectiveDate,
          issuedStateSitus: policy.situsState,
        }),
      );
    }
    for (const plan of expected.plans) {
      expect(first.plans).toContainEqual(
        expect.objectContaining({
          benefitType: plan.benefitType,
          planType: plan.planType,
          qpsClasses: plan.classes,
        }),
      );
    }
    const afterFirst = await rows();

    const second = importFromQpsResultSchema.parse(
      (await owner.call('post', `/api/clients/${northwind}/import-from-qps`, {}).expect(200)).body,
    );
    expect(second).toMatchObject({
      policiesCreated: 0,
      policiesUpdated: 0,
      plansCreated: 0,
      plansUpdated: 0,
    });
    expect(await rows()).toEqual(afterFirst);
  });

  test('a client without a case id cannot import: 409', async () => {
    await admin.call('post', `/api/clients/${noCase}/import-from-qps`, {}).expect(409);
    await admin.call('get', `/api/clients/${noCase}/client-from-qps`).expect(409);
  });
});

describe('a worker killed mid-push', () => {
  test('the redelivery posts again with the same Idempotency-Key: QPS saw one push and the job ended once', async () => {
    await choose(['COMPLETED'], 5_000);
    const started = await push(riverbend);
    // The worker has posted the push to QPS (the key is the job id) and is polling it: kill it there.
    await waitFor(
      'the push to reach QPS',
      async () => ((await pushesSeen()).some((p) => p.idempotencyKey === started.id) ? true : undefined),
      { timeoutMs: 20_000, intervalMs: 50 },
    );
    sys.children.find((c) => c.name === 'qps')?.child.kill('SIGKILL');

    const done = await finished(riverbend, started.id, 90_000);
    expect(done.status).toBe('COMPLETED');
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    const seen = (await pushesSeen()).filter((p) => p.idempotencyKey === started.id);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.requests).toBeGreaterThanOrEqual(2);
    const ledger = await sys.sql.query<{ status: string; attempts: number }>(
      `select "status", "attempts" from "qps"."job_record" where "kind" = 'qps.push' and "key" = $1`,
      [started.id],
    );
    expect(ledger.rows).toEqual([expect.objectContaining({ status: 'done' })]);
    const outputs = await sys.sql.query(`select 1 from "qps"."api_job_output" where "api_job_id" = $1`, [
      started.id,
    ]);
    expect(outputs.rowCount).toBe(1);
    for (const policy of await policiesOf(riverbend)) {
      expect(policy.qps_events.filter((e) => e.apiJobId === started.id)).toHaveLength(1);
    }
  }, 120_000);
});
