import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from './logger.js';

export type { NatsConnection };

/** A raw connection for JetStream and events (request-reply goes through Nest's transport). */
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

/** Events are core NATS publishes: fire and forget, every subscriber (each gateway replica) gets one. */
export function publishEvent(nc: NatsConnection, subject: string, data: unknown): void {
  nc.publish(subject, JSON.stringify(data));
}
