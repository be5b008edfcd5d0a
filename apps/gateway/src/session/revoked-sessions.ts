import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EVENTS, revokedSessionsSchema, SUBJECTS, type RevokedSessions as Revoked } from '@onboard/contracts';
import { connectNats, drainWithin, LOGGER, type Logger, type NatsConnection } from '@onboard/server-kit';
import { BusClient } from '../bus/bus.client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { parseEventPayload } from '../events/event-payload.js';

/**
 * Sessions (access-token `sid`s) that ended before their tokens expire, each kept until no token of it can
 * still be unexpired. In memory: a lookup per request, no round trip. Small: only sessions ended within one
 * access-token lifetime are held.
 */
export class RevokedSessions {
  private readonly until = new Map<string, number>();
  private readonly listeners: ((sids: ReadonlySet<string>) => void)[] = [];

  add(revoked: Revoked, now = Date.now()): void {
    const ended = new Set<string>();
    for (const { sid, until } of revoked.sessions) {
      if (until <= now) continue;
      if (!this.has(sid, now)) ended.add(sid);
      if (until > (this.until.get(sid) ?? 0)) this.until.set(sid, until);
    }
    if (this.until.size > 1000) this.sweep(now);
    if (ended.size) for (const listener of this.listeners) listener(ended);
  }

  /** Called with the sessions that have just ended (e.g. to close their open websockets). */
  onEnded(listener: (sids: ReadonlySet<string>) => void): void {
    this.listeners.push(listener);
  }

  has(sid: string, now = Date.now()): boolean {
    const until = this.until.get(sid);
    return until !== undefined && until > now;
  }

  get size(): number {
    return this.until.size;
  }

  private sweep(now: number): void {
    for (const [sid, until] of this.until) if (until <= now) this.until.delete(sid);
  }
}

/**
 * Keeps this replica's RevokedSessions current (decision 022): every replica subscribes to
 * `evt.identity.sessions-revoked` (no queue group, so each sees every event) and, at start and after every
 * NATS reconnect (events sent while disconnected are lost), asks identity for the sessions ended within an
 * access token's lifetime. Readiness stays false until the first list has arrived.
 */
@Injectable()
export class RevokedSessionsFeed implements OnModuleInit, OnApplicationShutdown {
  private nc: NatsConnection | undefined;
  private loaded = false;
  private stopped = false;
  private cancelWait: () => void = () => undefined;

  constructor(
    readonly revoked: RevokedSessions,
    private readonly bus: BusClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    this.nc = await connectNats(this.config.NATS_URL, 'gateway-sessions', this.logger);
    // A callback, not an async iterator: the sid is recorded in the same tick the message is read.
    this.nc.subscribe(EVENTS.sessionsRevoked, {
      callback: (error, message) => {
        if (error) return;
        const parsed = parseEventPayload(revokedSessionsSchema, message.string());
        if (parsed.success) this.revoked.add(parsed.data);
        else this.logger.warn({ subject: message.subject }, 'revoked-sessions event with an unknown shape');
      },
    });
    const nc = this.nc;
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'reconnect') void this.load();
      }
    })();
    void this.load();
  }

  /** Whether the list of recently ended sessions has been loaded since start. */
  isLoaded(): boolean {
    return this.loaded;
  }

  /** Asks identity for the recent list, retrying until it answers (identity may start after us). */
  private async load(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        const answer = await this.bus.request(
          SUBJECTS.identity.sessionsRevokedList,
          { requestId: 'revoked-sessions', user: null },
          {},
          this.config.HEALTH_TIMEOUT_MS,
        );
        this.revoked.add(revokedSessionsSchema.parse(answer));
        this.loaded = true;
        return;
      } catch (error) {
        if (attempt % 10 === 0) this.logger.warn({ err: error }, 'could not load ended sessions; retrying');
        // Short waits: readiness waits on this, and identity is usually seconds away at start.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(200 * 2 ** attempt, 1000));
          this.cancelWait = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.cancelWait();
    if (this.nc) await drainWithin(this.nc);
  }
}
