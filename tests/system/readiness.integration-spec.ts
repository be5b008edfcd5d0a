import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { waitFor } from '@onboard/server-kit/test-infra';
import { readinessSchema, type Readiness } from '@onboard/contracts';
import request from 'supertest';
import { freePort, prepareNats } from '../../scripts/lib/infra.mjs';
import { SHORT_TIMEOUTS, startTestGateway } from '../../apps/gateway/src/testing.js';

// Readiness tells the truth about NATS: a gateway whose nats-server died says "down" (its connection is
// only reconnecting, not closed), and "up" again once the server is back.
let nats: ReturnType<typeof prepareNats>;
let running: Awaited<ReturnType<ReturnType<typeof prepareNats>['launch']>>;
let app: NestFastifyApplication;
let baseUrl: string;
const store = mkdtempSync(join(tmpdir(), 'readiness-nats-'));

async function readiness(): Promise<Readiness> {
  const res = await request(baseUrl).get('/api/health/ready');
  return readinessSchema.parse(res.body);
}

beforeAll(async () => {
  nats = prepareNats({ port: await freePort(), storeDir: store });
  running = await nats.launch();
  ({ app, baseUrl } = await startTestGateway({
    NATS_URL: nats.url,
    WEB_DIST_DIR: join(store, 'no-web-app'),
    ...SHORT_TIMEOUTS,
  }));
});

afterAll(async () => {
  await app?.close();
  await running?.stop();
  rmSync(store, { recursive: true, force: true });
});

describe('readiness and NATS', () => {
  test('says NATS is up while nats-server runs', async () => {
    expect((await readiness()).nats).toBe('up');
  });

  test('says NATS is down as soon as nats-server is dead, and up again once it is back', async () => {
    running.child.kill('SIGKILL');
    await running.exited;
    const down = await request(baseUrl).get('/api/health/ready').expect(503);
    expect(readinessSchema.parse(down.body).nats).toBe('down');

    running = await nats.launch();
    // The client reconnects on its own schedule: poll, with a generous deadline.
    const last = await waitFor(
      'readiness to say NATS is up',
      async () => {
        const answer = await readiness();
        return answer.nats === 'up' ? answer : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(last.nats).toBe('up');
  });
});
