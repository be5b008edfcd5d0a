import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EVENTS, INTERNAL, revokedSessionsSchema, type RevokedSessions as Revoked } from '@onboard/contracts';
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
  /** Round trip to NATS on the connection the events arrive on (set by the feed); none in unit tests. */
  private roundTrip: () => Promise<void> = () => Promise.resolve();
  /** The PING in flight, and the one queued behind it for callers that came after it was sent. */
  private inFlight: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  /** How `caughtUp` reaches NATS; `flush()` of the connection the feed subscribes on. */
  useRoundTrip(roundTrip: () => Promise<void>): void {
    this.roundTrip = roundTrip;
  }

  /**
   * Resolves once every event NATS had sent this replica before the call has been applied (decision 185).
   * Identity answers a call that ends a session only after NATS has its event, and NATS writes to one
   * connection in order, so the PONG of a PING sent after that answer comes behind the event, and the
   * subscription's callback has recorded it before this resolves. Callers share round trips: one in flight,
   * and at most one queued behind it for everyone who came after it was sent. A NATS that does not answer
   * within `timeoutMs` leaves the local list as it is (events missed while disconnected are reloaded on
   * reconnect).
   */
  caughtUp(timeoutMs = 1_000): Promise<void> {
    if (!this.inFlight) {
      this.inFlight = this.ping(timeoutMs);
      return this.inFlight;
    }
    this.queued ??= this.inFlight.then(() => {
      this.queued = undefined;
      this.inFlight = this.ping(timeoutMs);
      return this.inFlight;
    });
    return this.queued;
  }

  private ping(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
      timer.unref();
    });
    const done: Promise<void> = Promise.race([this.roundTrip().catch(() => undefined), timeout]).finally(
      () => {
        clearTimeout(timer);
        if (this.inFlight === done) this.inFlight = undefined;
      },
    );
    return done;
  }

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
    this.revoked.useRoundTrip(() => nc.flush());
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
        const answer = await this.bus.call(
          INTERNAL.identity.sessionsRevokedList,
          { requestId: 'revoked-sessions', user: null },
          {},
          this.config.HEALTH_TIMEOUT_MS,
        );
        this.revoked.add(answer);
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
