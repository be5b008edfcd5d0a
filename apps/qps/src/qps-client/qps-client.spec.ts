import { describe, expect, test } from '@jest/globals';
import { DomainError, isUnavailable } from '@onboard/server-kit';
import { DEFAULT_QPS_API_KEY, loadQpsConfig } from '../config.js';
import { HttpQpsClient } from './qps-client.js';

// The adapter against a small QPS answering as the stand-in does (its HTTP side is tested in the stand-ins and
// the system test), and against what the stand-in never does (hangs, 5xx, nonsense).
const base = 'http://qps.test/qps';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const qpsCase = {
  caseId: '100201',
  employerName: 'Cedar Holdings 100201',
  situsState: 'CA',
  policies: [
    {
      policyNumber: '100201-1',
      primary: true,
      coverages: ['Dental'],
      effectiveDate: '2027-01-01',
      situsState: 'CA',
    },
  ],
  plans: [
    {
      policyNumber: '100201-1',
      benefitType: 'DENTAL',
      planType: 'PPO',
      carrierName: 'Sun Life',
      classes: ['Executives'],
    },
  ],
};
/** A QPS that knows case 100201 and the key; the same idempotency key answers the same push. */
function miniQps(): typeof fetch {
  const pushes = new Map<string, string>();
  return async (url, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (headers.authorization !== `Bearer ${DEFAULT_QPS_API_KEY}`) return json(401, { error: 'key' });
    const path = String(url).slice(base.length);
    if (path === '/cases/100201') return json(200, qpsCase);
    if (path === '/cases/100201/plan-design') {
      return json(200, { caseId: '100201', employerName: 'x', revision: 1, products: [] });
    }
    if (path === '/cases/100201/plan-design-pushes' && init?.method === 'POST') {
      const key = headers['idempotency-key'] ?? '';
      if (!pushes.has(key)) pushes.set(key, `push-${pushes.size + 1}`);
      return json(202, { pushId: pushes.get(key) });
    }
    const push = /^\/plan-design-pushes\/(.+)$/.exec(path)?.[1];
    if (push && [...pushes.values()].includes(push)) {
      return json(200, {
        pushId: push,
        status: 'COMPLETED_WITH_WARNINGS',
        outputs: [
          { level: 'INFO', code: 'OK', message: 'received' },
          { level: 'WARNING', code: 'W', message: 'shortened' },
        ],
      });
    }
    return json(404, { error: 'not found' });
  };
}

const client = (over: Partial<{ key: string; timeoutMs: number }> = {}, fetchFn: typeof fetch = miniQps()) =>
  new HttpQpsClient(
    {
      QPS_BASE_URL: `${base}/`,
      QPS_API_KEY: over.key ?? DEFAULT_QPS_API_KEY,
      QPS_REQUEST_TIMEOUT_MS: over.timeoutMs ?? 2_000,
    },
    fetchFn,
  );

describe('HttpQpsClient', () => {
  test('reads a case and its plan design', async () => {
    expect(await client().getCase('100201')).toEqual(qpsCase);
    const design = await client().getPlanDesign('100201');
    expect(design).toMatchObject({ caseId: '100201', products: [] });
  });

  test('a push with the same idempotency key is the same push; its status is followed to its end', async () => {
    const qps = client();
    const first = await qps.startPush('100201', 'job-a');
    const again = await qps.startPush('100201', 'job-a');
    expect((await qps.startPush('100201', 'job-b')).pushId).not.toBe(first.pushId);
    expect(again.pushId).toBe(first.pushId);
    const state = await qps.getPush(first.pushId);
    expect(state.status).toBe('COMPLETED_WITH_WARNINGS');
    expect(state.outputs.map((o) => o.level)).toEqual(['INFO', 'WARNING']);
  });

  test('an unknown case is NOT_FOUND; a wrong key, a 5xx, nonsense or no answer are QPS_UNAVAILABLE', async () => {
    await expect(client().getCase('UNKNOWN-9')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(client({ key: 'wrong' }).getCase('1')).rejects.toMatchObject({ system: 'qps' });
    const answering =
      (status: number, body: unknown): typeof fetch =>
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    await expect(client({}, answering(502, {})).getCase('1')).rejects.toMatchObject({ system: 'qps' });
    await expect(client({}, answering(200, { nope: true })).getCase('1')).rejects.toMatchObject({
      code: 'QPS_UNAVAILABLE',
    });
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const error = await client({ timeoutMs: 100 }, hanging)
      .getCase('1')
      .catch((e: unknown) => e);
    expect(isUnavailable(error, 'qps')).toBe(true);
    expect(error).toBeInstanceOf(DomainError);
  });

  test('a case id QPS refuses (400) is a CONFLICT with its reason, not "QPS unavailable"', async () => {
    const refusing: typeof fetch = async () =>
      new Response(JSON.stringify({ status: 400, error: 'A case id is 1-50 letters, digits or dashes' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    const error = await client({}, refusing)
      .getPlanDesign('a b')
      .catch((e: unknown) => e);
    expect(isUnavailable(error, 'qps')).toBe(false);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'QPS refused Case a b: A case id is 1-50 letters, digits or dashes',
    });
  });

  test('sends the key as a Bearer token and the idempotency key as a header', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const recording: typeof fetch = async (url, init) => {
      seen.push({ url: String(url), headers: init?.headers as Record<string, string> });
      return new Response(JSON.stringify({ pushId: 'p1' }), { status: 202 });
    };
    await client({ key: 'k-1' }, recording).startPush('a b', 'job-x');
    expect(seen[0]?.url).toBe(`${base}/cases/a%20b/plan-design-pushes`);
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer k-1', 'idempotency-key': 'job-x' });
  });
});

describe('qps config', () => {
  test('defaults point at the stand-ins; bad values are named', () => {
    const config = loadQpsConfig({});
    expect(config).toMatchObject({
      QPS_BASE_URL: 'http://127.0.0.1:4100/qps',
      QPS_API_KEY: DEFAULT_QPS_API_KEY,
      QPS_POLL_INTERVAL_MS: 2_000,
      QPS_PUSH_TIMEOUT_MS: 600_000,
    });
    expect(() => loadQpsConfig({ QPS_BASE_URL: 'not a url', QPS_POLL_INTERVAL_MS: '0' })).toThrow(
      /QPS_BASE_URL[\s\S]*QPS_POLL_INTERVAL_MS|QPS_POLL_INTERVAL_MS[\s\S]*QPS_BASE_URL/,
    );
  });
});
