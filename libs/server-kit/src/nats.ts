import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from './logger.js';

export type { NatsConnection };

/** The service's connection: its handlers (`ServiceServer`), JetStream and events. */
export async function connectNats(url: string, name: string, logger: Logger): Promise<NatsConnection> {
  const nc = await connect({
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  });
  livenessOf(nc); // from the first moment: a disconnect before the first readiness check counts
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect' || status.type === 'error') {
        logger.warn({ nats: status.type }, 'nats connection status changed');
      }
    }
  })();
  return nc;
}

/**
 * A NATS round trip that has not come back within this is a lost connection, whatever longer deadline the
 * caller allows its other checks: readiness says "down" within a second of losing NATS (decision 194). A
 * PING/PONG to nats-server takes well under a millisecond.
 */
export const NATS_ROUND_TRIP_MAX_MS = 800;

/** Connection events after which the connection is not working (until a `reconnect`). */
const LOST = new Set(['disconnect', 'reconnecting', 'staleConnection', 'forceReconnect', 'close']);

/** What `NatsLiveness` needs of a connection. */
export type NatsLink = Pick<NatsConnection, 'isClosed' | 'rtt' | 'status'>;

/**
 * Whether a NATS connection works, for readiness: a state machine fed by the connection's own events (a lost
 * connection is "down" at once, without waiting for a round trip that cannot come back) and, while it is
 * "up", a round trip to the server within `NATS_ROUND_TRIP_MAX_MS` (a server that hangs without closing the
 * socket). A round trip in flight when the connection is lost answers "down" then, not at its deadline.
 */
export class NatsLiveness {
  private connected = true;
  private readonly onLost = new Set<() => void>();

  constructor(private readonly nc: NatsLink) {
    void (async () => {
      for await (const status of nc.status()) this.saw(status.type);
    })().catch(() => undefined);
  }

  /** Feeds one connection event (`status().type`). */
  saw(type: string): void {
    if (type === 'reconnect') {
      this.connected = true;
    } else if (LOST.has(type)) {
      this.connected = false;
      for (const lost of [...this.onLost]) lost();
    }
  }

  /** "up" (true) when the connection is not lost and the server answers a round trip in time. */
  async check(timeoutMs: number): Promise<boolean> {
    if (this.nc.isClosed() || !this.connected) return false;
    let timer: NodeJS.Timeout | undefined;
    let lost: (() => void) | undefined;
    try {
      return await Promise.race([
        this.nc.rtt().then(() => this.connected),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), Math.min(timeoutMs, NATS_ROUND_TRIP_MAX_MS));
        }),
        new Promise<boolean>((resolve) => {
          lost = () => resolve(false);
          this.onLost.add(lost);
        }),
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      if (lost) this.onLost.delete(lost);
    }
  }
}

const livenesses = new WeakMap<NatsLink, NatsLiveness>();

/** The connection's `NatsLiveness`, made on first use (`connectNats` makes it at once). */
export function livenessOf(nc: NatsLink): NatsLiveness {
  let liveness = livenesses.get(nc);
  if (!liveness) livenesses.set(nc, (liveness = new NatsLiveness(nc)));
  return liveness;
}

/**
 * Whether the connection works now (`NatsLiveness`): not lost, and a round trip to the server (PING/PONG)
 * within `timeoutMs` but at most `NATS_ROUND_TRIP_MAX_MS`. A connection that is reconnecting is not closed,
 * so `isClosed()` alone says "up" while nats-server is dead.
 */
export async function natsRoundTrip(nc: NatsConnection | undefined, timeoutMs: number): Promise<boolean> {
  if (!nc || nc.isClosed()) return false;
  return livenessOf(nc).check(timeoutMs);
}

/**
 * Drains the connection (flushes what it holds, ends its subscriptions), but gives up after `timeoutMs` and
 * closes it: with nats-server dead a drain would wait for it forever and the process would never stop.
 */
export async function drainWithin(nc: NatsConnection, timeoutMs = 5_000): Promise<void> {
  if (nc.isClosed()) return;
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    nc.drain().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
  ]);
  clearTimeout(timer);
  if (!drained) await nc.close().catch(() => undefined);
}

/** Events are core NATS publishes: fire and forget, every subscriber (each gateway replica) gets one. */
export function publishEvent(nc: NatsConnection, subject: string, data: unknown): void {
  nc.publish(subject, JSON.stringify(data));
}
