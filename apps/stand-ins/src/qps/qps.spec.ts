import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { createStandIns, type StandIns } from '../server.js';
import { DEFAULT_QPS_API_KEY } from './qps.routes.js';
import { caseOf, QpsStore, type QpsPushView } from './qps.store.js';

// The QPS stand-in as the stand-ins server mounts it, called in-process (inject): no port needed.
const AUTH = { authorization: `Bearer ${DEFAULT_QPS_API_KEY}` };
let standIns: StandIns;

beforeAll(() => {
  standIns = createStandIns();
});
afterEach(async () => {
  await standIns.http.inject({ method: 'POST', url: '/qps/admin/reset' });
});
afterAll(async () => {
  await standIns.http.close();
});

const push = (caseId: string, key: string | undefined) =>
  standIns.http.inject({
    method: 'POST',
    url: `/qps/cases/${caseId}/plan-design-pushes`,
    headers: { ...AUTH, ...(key ? { 'idempotency-key': key } : {}) },
  });
const status = async (pushId: string): Promise<QpsPushView> =>
  (
    await standIns.http.inject({ method: 'GET', url: `/qps/plan-design-pushes/${pushId}`, headers: AUTH })
  ).json();
const choose = (outcomes: string[], delayMs = 0) =>
  standIns.http.inject({ method: 'POST', url: '/qps/admin/next-outcomes', payload: { outcomes, delayMs } });

describe('QPS stand-in: cases and plan design', () => {
  test('a case is made up from its id: the same id answers the same case, another id another one', async () => {
    const first = await standIns.http.inject({ method: 'GET', url: '/qps/cases/100201', headers: AUTH });
    expect(first.statusCode).toBe(200);
    const again = await standIns.http.inject({ method: 'GET', url: '/qps/cases/100201', headers: AUTH });
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toEqual(caseOf('100201'));
    const qpsCase = caseOf('100201');
    expect(qpsCase.policies.length).toBeGreaterThanOrEqual(1);
    expect(qpsCase.policies[0]).toMatchObject({
      policyNumber: '100201-1',
      primary: true,
      effectiveDate: expect.stringMatching(/^2027-\d{2}-01$/),
      situsState: expect.stringMatching(/^[A-Z]{2}$/),
    });
    // Every plan belongs to one of the case's policies, and each policy lists its plans' coverages.
    for (const plan of qpsCase.plans) {
      expect(qpsCase.policies.map((p) => p.policyNumber)).toContain(plan.policyNumber);
      expect(plan.classes.length).toBeGreaterThan(0);
    }
    const other = caseOf('100202');
    expect(other).not.toEqual(qpsCase);
    expect(other.policies[0]?.policyNumber).toBe('100202-1');
  });

  test('the plan design has one product per plan, its classes coded', async () => {
    const res = await standIns.http.inject({
      method: 'GET',
      url: '/qps/cases/100201/plan-design',
      headers: AUTH,
    });
    expect(res.statusCode).toBe(200);
    const design = res.json<{ caseId: string; products: { classes: { code: string }[] }[] }>();
    expect(design.caseId).toBe('100201');
    expect(design.products).toHaveLength(caseOf('100201').plans.length);
    expect(design.products[0]?.classes[0]?.code).toBe('C1');
  });

  test('an unknown case is 404, a malformed id 400', async () => {
    const unknown = await standIns.http.inject({ method: 'GET', url: '/qps/cases/UNKNOWN-1', headers: AUTH });
    expect(unknown.statusCode).toBe(404);
    const bad = await standIns.http.inject({ method: 'GET', url: '/qps/cases/a%20b', headers: AUTH });
    expect(bad.statusCode).toBe(400);
  });

  test('every API call needs a known key (Bearer or X-Api-Key); the admin routes do not', async () => {
    expect((await standIns.http.inject({ method: 'GET', url: '/qps/cases/1' })).statusCode).toBe(401);
    const wrong = await standIns.http.inject({
      method: 'GET',
      url: '/qps/cases/1',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const viaHeader = await standIns.http.inject({
      method: 'GET',
      url: '/qps/cases/1',
      headers: { 'x-api-key': DEFAULT_QPS_API_KEY },
    });
    expect(viaHeader.statusCode).toBe(200);
    expect((await standIns.http.inject({ method: 'GET', url: '/qps/admin/pushes' })).statusCode).toBe(200);
    expect((await standIns.http.inject({ method: 'GET', url: '/qps/health' })).statusCode).toBe(200);
  });
});

describe('QPS stand-in: pushes', () => {
  test('a push needs an Idempotency-Key; the same key answers the same push and starts no other', async () => {
    expect((await push('100201', undefined)).statusCode).toBe(400);
    const first = await push('100201', 'job-1');
    expect(first.statusCode).toBe(202);
    const again = await push('100201', 'job-1');
    expect(again.statusCode).toBe(202);
    expect(again.json<{ pushId: string }>().pushId).toBe(first.json<{ pushId: string }>().pushId);
    const other = await push('100201', 'job-2');
    expect(other.json<{ pushId: string }>().pushId).not.toBe(first.json<{ pushId: string }>().pushId);
    const listed = (await standIns.http.inject({ method: 'GET', url: '/qps/admin/pushes' })).json<{
      total: number;
      pushes: { idempotencyKey: string; requests: number }[];
    }>();
    expect(listed.total).toBe(2);
    expect(listed.pushes.find((p) => p.idempotencyKey === 'job-1')?.requests).toBe(2);
  });

  test('each chosen outcome is answered once its delay is over, with its outputs', async () => {
    await choose(['COMPLETED', 'COMPLETED_WITH_WARNINGS', 'COMPLETED_WITH_ERRORS', 'TIMEOUT', 'HANG']);
    const ids: string[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e'])
      ids.push((await push('100201', key)).json<{ pushId: string }>().pushId);
    const [ok, warned, failed, timedOut, hung] = await Promise.all(ids.map(status));
    expect(ok).toMatchObject({ status: 'COMPLETED', warnings: [], errors: [] });
    expect(ok?.finishedAt).not.toBeNull();
    expect(warned?.status).toBe('COMPLETED_WITH_WARNINGS');
    expect(warned?.warnings).toEqual([
      expect.objectContaining({ level: 'WARNING', code: 'CLASS_DESCRIPTION_TRUNCATED' }),
    ]);
    expect(failed?.status).toBe('COMPLETED_WITH_ERRORS');
    expect(failed?.errors[0]).toMatchObject({ level: 'ERROR', code: 'RATE_BASIS_MISSING' });
    expect(timedOut?.status).toBe('TIMEOUT');
    expect(hung).toMatchObject({ status: 'IN_PROGRESS', finishedAt: null });
  });

  test('a push is IN_PROGRESS until its delay is over (clock of the store)', () => {
    let now = 1_000_000;
    const store = new QpsStore(() => now);
    store.chooseNext(['COMPLETED'], 5_000);
    const { push: started } = store.submit('100201', 'k');
    expect(store.get(started.pushId)?.status).toBe('IN_PROGRESS');
    now += 4_999;
    expect(store.get(started.pushId)?.status).toBe('IN_PROGRESS');
    now += 1;
    expect(store.get(started.pushId)?.status).toBe('COMPLETED');
  });

  test('without chosen outcomes: some warn, some fail, some time out, some are slow', () => {
    let now = 0;
    const store = new QpsStore(() => now);
    const pushes = Array.from({ length: 17 }, (_, n) => store.submit('1', `k${n}`).push);
    now = 1_500;
    const statuses = pushes.map((p) => store.get(p.pushId)?.status);
    expect(statuses.slice(0, 7)).toEqual([
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      'COMPLETED_WITH_WARNINGS',
      'COMPLETED',
      'IN_PROGRESS',
    ]);
    expect(statuses[10]).toBe('COMPLETED_WITH_ERRORS');
    expect(statuses[13]).toBe('IN_PROGRESS');
    expect(statuses[16]).toBe('TIMEOUT');
    now = 8_000;
    expect(store.get(pushes[6]?.pushId ?? '')?.status).toBe('COMPLETED');
  });

  test('an unknown push is 404; bad admin bodies are 400', async () => {
    const missing = await standIns.http.inject({
      method: 'GET',
      url: '/qps/plan-design-pushes/nope',
      headers: AUTH,
    });
    expect(missing.statusCode).toBe(404);
    expect((await choose(['SOMETIMES'])).statusCode).toBe(400);
  });
});
