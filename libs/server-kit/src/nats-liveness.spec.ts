import { describe, expect, test } from '@jest/globals';
import {
  NATS_ROUND_TRIP_MAX_MS,
  NatsLiveness,
  natsRoundTrip,
  type NatsConnection,
  type NatsLink,
} from './nats.js';

/**
 * A connection we drive by hand: `emit` pushes a status event (as nats.js does), each `rtt()` waits until the
 * test answers it with `pong()`, or never (a server that hangs), or fails (a connection being reset).
 */
function fakeLink() {
  const queue: { type: string }[] = [];
  let wake: (() => void) | undefined;
  const pending: { resolve: (ms: number) => void; reject: (e: Error) => void }[] = [];
  let closed = false;
  const link = {
    isClosed: () => closed,
    rtt: () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })),
    status: () =>
      (async function* () {
        for (;;) {
          for (let next = queue.shift(); next; next = queue.shift()) yield next;
          await new Promise<void>((resolve) => (wake = resolve));
        }
      })(),
  } as unknown as NatsLink;
  return {
    link,
    pending,
    async emit(type: string) {
      queue.push({ type });
      wake?.();
      await new Promise((resolve) => setImmediate(resolve)); // the liveness reads it
    },
    pong: () => pending.shift()?.resolve(0),
    close: () => (closed = true),
  };
}

/** How long `check` takes to answer, and what. */
async function timed(check: Promise<boolean>): Promise<{ up: boolean; ms: number }> {
  const started = performance.now();
  const up = await check;
  return { up, ms: performance.now() - started };
}

describe('NatsLiveness (readiness of a NATS connection, decision 194)', () => {
  test('up while the server answers its round trip', async () => {
    const nats = fakeLink();
    const liveness = new NatsLiveness(nats.link);
    const check = liveness.check(1_500);
    nats.pong();
    await expect(check).resolves.toBe(true);
  });

  test('down at once after the connection is lost, without waiting for a round trip', async () => {
    const nats = fakeLink();
    const liveness = new NatsLiveness(nats.link);
    await nats.emit('disconnect');
    const answer = await timed(liveness.check(1_500));
    expect(answer.up).toBe(false);
    expect(answer.ms).toBeLessThan(50);
    expect(nats.pending).toHaveLength(0); // not even asked
  });

  test('a round trip in flight when the connection is lost answers down then, not at its deadline', async () => {
    const nats = fakeLink();
    // Through natsRoundTrip, as readiness asks (with the gateway's default 1.5 s deadline).
    const check = timed(natsRoundTrip(nats.link as NatsConnection, 1_500));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await nats.emit('disconnect');
    const answer = await check;
    expect(answer.up).toBe(false);
    expect(answer.ms).toBeLessThan(500);
  });

  test('a server that hangs (no answer, socket open) is down within a second, whatever deadline is asked', async () => {
    const nats = fakeLink();
    const answer = await timed(natsRoundTrip(nats.link as NatsConnection, 1_500));
    expect(answer.up).toBe(false);
    expect(NATS_ROUND_TRIP_MAX_MS).toBeLessThan(1_000);
    expect(answer.ms).toBeLessThan(1_000);
  });

  test('up again after the reconnect; reconnecting and a stale connection are down', async () => {
    const nats = fakeLink();
    const liveness = new NatsLiveness(nats.link);
    await nats.emit('disconnect');
    await nats.emit('reconnecting');
    await expect(liveness.check(1_500)).resolves.toBe(false);
    await nats.emit('reconnect');
    const check = liveness.check(1_500);
    nats.pong();
    await expect(check).resolves.toBe(true);
    await nats.emit('staleConnection');
    await expect(liveness.check(1_500)).resolves.toBe(false);
  });

  test('events that do not touch the connection leave it up; a closed connection is down', async () => {
    const nats = fakeLink();
    const liveness = new NatsLiveness(nats.link);
    await nats.emit('ping');
    await nats.emit('update');
    const check = liveness.check(1_500);
    nats.pong();
    await expect(check).resolves.toBe(true);
    nats.close();
    await expect(liveness.check(1_500)).resolves.toBe(false);
  });
});
