import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  benAdminPlatformListSchema,
  errorEnvelopeSchema,
  readinessSchema,
  SERVICES,
} from '@onboard/contracts';
import request from 'supertest';
import { type Session, TestSystem, SYSTEM_START_TIMEOUT } from './harness.js';

let system: TestSystem;
/** The platform list needs sign-in (decision 195): a signed-in user reads it. */
let user: Session;

beforeAll(async () => {
  system = await TestSystem.start('system', { NATS_REQUEST_TIMEOUT_MS: '1000', HEALTH_TIMEOUT_MS: '500' });
  user = await system.signIn(await system.makeUser('sysadmin', 'SLF_ADMIN'), 'sysadmin');
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await system?.stop();
});

describe('the whole system, as npm start runs it', () => {
  test('readiness reports every service, NATS and the database up', async () => {
    const res = await request(system.url).get('/api/health/ready').expect(200);
    const body = readinessSchema.parse(res.body);
    expect(body.status).toBe('ready');
    expect(body.services.map((s) => s.name).sort()).toEqual([...SERVICES].sort());
    expect(body.services.every((s) => s.status === 'up' && s.database === 'up')).toBe(true);
  });

  test('a read goes gateway → NATS → clients service → PostgreSQL and back', async () => {
    const res = await user.call('get', '/api/ben-admin-platforms').expect(200);
    const platforms = benAdminPlatformListSchema.parse(res.body);
    expect(platforms.map((p) => p.name)).toContain('Employee Navigator');
  });

  // A killed process is restarted (tests/system/healing.integration-spec.ts); one stopped for good stays down.
  test('when a service is down, readiness names it and its calls get a 503 envelope', async () => {
    const clients = system.children.find((c) => c.name === 'clients');
    if (!clients) throw new Error('no clients process');
    await clients.stop();
    const ready = await request(system.url).get('/api/health/ready').expect(503);
    const body = readinessSchema.parse(ready.body);
    expect(body.services.find((s) => s.name === 'clients')?.status).toBe('down');
    expect(body.services.filter((s) => s.status === 'up')).toHaveLength(SERVICES.length - 1);
    const call = await user.call('get', '/api/ben-admin-platforms').expect(503);
    expect(errorEnvelopeSchema.parse(call.body).code).toBe('SERVICE_UNAVAILABLE');
  });
});
