import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { JobQueue } from '@onboard/server-kit';
import { waitFor } from '@onboard/server-kit/test-infra';
import { z } from 'zod';
import { freePort, prepareNats } from '../../scripts/lib/infra.mjs';

// A job queue whose first enqueue met NATS down used to keep that failure: every later enqueue failed too,
// for as long as the process lived. It must try again once NATS is back.
const store = mkdtempSync(join(tmpdir(), 'job-queue-nats-'));
chmodSync(store, 0o755);
let nc: NatsConnection | undefined;
let stop: (() => Promise<void>) | undefined;

afterAll(async () => {
  await nc?.close();
  await stop?.();
  rmSync(store, { recursive: true, force: true });
});

test('enqueueing works again once NATS is back after a first enqueue failed', async () => {
  const nats = prepareNats({ port: await freePort(), storeDir: store });
  let running = await nats.launch();
  stop = running.stop;
  nc = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100, timeout: 1000 });
  const queue = new JobQueue(nc, { 'test.heal': z.object({}) });

  running.child.kill('SIGKILL');
  await running.exited;
  await expect(queue.enqueue('test.heal', 'while-down', {})).rejects.toBeDefined();

  running = await nats.launch();
  stop = running.stop;
  const { seq } = await waitFor(
    'an enqueue to work again',
    () => queue.enqueue('test.heal', `after-${Date.now()}`, {}),
    { timeoutMs: 60_000, intervalMs: 250, retryOnError: true },
  );
  expect(seq).toBeGreaterThan(0);
}, 90_000);
