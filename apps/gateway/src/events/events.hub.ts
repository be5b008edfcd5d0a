import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EVENT_PREFIX, liveEventSchema } from '@onboard/contracts';
import {
  connectNats,
  drainWithin,
  LOGGER,
  natsRoundTrip,
  type Logger,
  type NatsConnection,
} from '@onboard/server-kit';
import type { WebSocket } from 'ws';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/**
 * Fan-out of service events to browsers. Each gateway replica subscribes to `evt.>` without a queue group,
 * so every replica sees every event and forwards it to its own sockets.
 */
@Injectable()
export class EventsHub implements OnModuleInit, OnApplicationShutdown {
  private nc: NatsConnection | undefined;
  private readonly sockets = new Set<WebSocket>();
  private pingTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    this.nc = await connectNats(this.config.NATS_URL, 'gateway-events', this.logger);
    const subscription = this.nc.subscribe(`${EVENT_PREFIX}.>`);
    void (async () => {
      for await (const message of subscription) {
        const parsed = liveEventSchema.safeParse(safeJson(message.string()));
        if (!parsed.success) {
          this.logger.warn({ subject: message.subject }, 'event with an unknown shape not forwarded');
          continue;
        }
        this.broadcast(JSON.stringify(parsed.data));
      }
    })();
    // Pings keep idle sockets alive through proxies and let us drop dead ones.
    this.pingTimer = setInterval(() => {
      for (const socket of this.sockets) socket.ping();
    }, 25_000);
  }

  /** A round trip to nats-server now, not the connection's state (which stays open while reconnecting). */
  natsIsUp(timeoutMs: number): Promise<boolean> {
    return natsRoundTrip(this.nc, timeoutMs);
  }

  /** Who may listen is decided by the route (identity issue: admins and owners only). */
  add(socket: WebSocket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => this.sockets.delete(socket));
    socket.send(JSON.stringify({ type: 'HELLO' }));
  }

  get listeners(): number {
    return this.sockets.size;
  }

  private broadcast(data: string): void {
    for (const socket of this.sockets) {
      if (socket.readyState === socket.OPEN) socket.send(data);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.pingTimer);
    for (const socket of this.sockets) socket.close(1001, 'server shutting down');
    if (this.nc) await drainWithin(this.nc);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
