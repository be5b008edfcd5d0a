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
 * Whether the connection works now: a round trip to the server (PING/PONG) within `timeoutMs`. A connection
 * that is reconnecting is not closed, so `isClosed()` alone says "up" while nats-server is dead.
 */
export async function natsRoundTrip(nc: NatsConnection | undefined, timeoutMs: number): Promise<boolean> {
  if (!nc || nc.isClosed()) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      nc.rtt().then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
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
