import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EVENT_PREFIX, INTERNAL_EVENTS, LIVE_CLOSE_CODES, liveEventSchema } from '@onboard/contracts';
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
import { parseEventPayload } from './event-payload.js';
import { RevokedSessions } from '../session/revoked-sessions.js';

/**
 * Close code for a socket whose session ended or that came without a valid access token (4000–4999: the
 * application's own; the web re-authenticates and reconnects, decision 151).
 */
export const SESSION_ENDED_CLOSE_CODE = LIVE_CLOSE_CODES.unauthorized;
/** Close code for a socket of a role that may not listen (the web does not reconnect). */
export const FORBIDDEN_CLOSE_CODE = LIVE_CLOSE_CODES.forbidden;

/**
 * Fan-out of service events to browsers. Each gateway replica subscribes to `evt.>` without a queue group,
 * so every replica sees every event and forwards it to its own sockets.
 */
@Injectable()
export class EventsHub implements OnModuleInit, OnApplicationShutdown {
  private nc: NatsConnection | undefined;
  /** Open sockets and the session (`sid`) each was opened with. */
  private readonly sockets = new Map<WebSocket, string>();
  private pingTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    revoked: RevokedSessions,
  ) {
    // A session that ends stops receiving events at once, like its token stops working.
    revoked.onEnded((sids) => {
      for (const [socket, sid] of this.sockets)
        if (sids.has(sid)) socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    });
  }

  async onModuleInit(): Promise<void> {
    this.nc = await connectNats(this.config.NATS_URL, 'gateway-events', this.logger);
    const subscription = this.nc.subscribe(`${EVENT_PREFIX}.>`);
    void (async () => {
      for await (const message of subscription) {
        if (INTERNAL_EVENTS.includes(message.subject)) continue;
        const parsed = parseEventPayload(liveEventSchema, message.string());
        if (!parsed.success) {
          this.logger.warn({ subject: message.subject }, 'event with an unknown shape not forwarded');
          continue;
        }
        this.broadcast(JSON.stringify(parsed.data));
      }
    })();
    // Pings keep idle sockets alive through proxies and let us drop dead ones.
    this.pingTimer = setInterval(() => {
      for (const socket of this.sockets.keys()) socket.ping();
    }, 25_000);
  }

  /** A round trip to nats-server now, not the connection's state (which stays open while reconnecting). */
  natsIsUp(timeoutMs: number): Promise<boolean> {
    return natsRoundTrip(this.nc, timeoutMs);
  }

  /** Who may listen is decided by the route (identity issue: admins and owners only). */
  add(socket: WebSocket, sid: string): void {
    this.sockets.set(socket, sid);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => this.sockets.delete(socket));
    socket.send(JSON.stringify({ type: 'HELLO' }));
  }

  get listeners(): number {
    return this.sockets.size;
  }

  private broadcast(data: string): void {
    for (const socket of this.sockets.keys()) {
      if (socket.readyState === socket.OPEN) socket.send(data);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.pingTimer);
    for (const socket of this.sockets.keys()) socket.close(1001, 'server shutting down');
    if (this.nc) await drainWithin(this.nc);
  }
}
