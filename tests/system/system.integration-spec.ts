import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  benAdminPlatformListSchema,
  errorEnvelopeSchema,
  readinessSchema,
  SERVICES,
} from '@onboard/contracts';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@onboard/server-kit/testing';
import request from 'supertest';
// The same launcher `npm start` uses: the built apps as separate processes.
import { freePort } from '../../scripts/lib/infra.mjs';
import { migrateAll, seedAll, startApps } from '../../scripts/lib/system.mjs';

type System = Awaited<ReturnType<typeof startApps>>;

let db: TestDatabase;
let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let system: System;

beforeAll(async () => {
  db = await createTestDatabase('system');
  nats = await startPrivateNats();
  const env = {
    ...process.env,
    DATABASE_URL: db.url,
    NATS_URL: nats.url,
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '0',
    NATS_REQUEST_TIMEOUT_MS: '1000',
    HEALTH_TIMEOUT_MS: '500',
  };
  await migrateAll(env);
  seedAll(env);
  system = await startApps({ env, port: await freePort(), standInsPort: await freePort(), log: false });
}, 90_000);

afterAll(async () => {
  await system?.stop();
  await nats?.stop();
  await db?.drop();
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
    const res = await request(system.url).get('/api/ben-admin-platforms').expect(200);
    const platforms = benAdminPlatformListSchema.parse(res.body);
    expect(platforms.map((p) => p.name)).toContain('Employee Navigator');
  });

  test('when a service dies, readiness names it and its calls get a 503 envelope', async () => {
    const clients = system.children.find((c) => c.name === 'clients');
    if (!clients) throw new Error('no clients process');
    await new Promise<void>((resolve) => {
      clients.child.once('exit', () => resolve());
      clients.child.kill('SIGKILL');
    });
    const ready = await request(system.url).get('/api/health/ready').expect(503);
    const body = readinessSchema.parse(ready.body);
    expect(body.services.find((s) => s.name === 'clients')?.status).toBe('down');
    expect(body.services.filter((s) => s.status === 'up')).toHaveLength(SERVICES.length - 1);
    const call = await request(system.url).get('/api/ben-admin-platforms').expect(503);
    expect(errorEnvelopeSchema.parse(call.body).code).toBe('SERVICE_UNAVAILABLE');
  });
});
