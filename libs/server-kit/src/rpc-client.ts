import { randomUUID } from 'node:crypto';
import { connect, createInbox, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { errorEnvelope, isErrorEnvelope, type ErrorEnvelope, type RequestContext } from '@onboard/contracts';
import type { Logger } from './logger.js';

/** A failed request-reply call, carrying the envelope the other side (or the bus) gave. */
export class RpcCallError extends Error {
  constructor(readonly envelope: ErrorEnvelope) {
    super(envelope.message);
    this.name = 'RpcCallError';
  }
}

/** What a Nest `@MessagePattern` handler answers: the value, or `err`, and a packet id. */
interface NestReply {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

const TIMED_OUT = 'The service did not answer in time. Please try again.';
const UNAVAILABLE = 'The service is not available right now. Please try again.';

/** Why a call got no answer: the bus's own failures, told apart for the caller's message and the log. */
class NoAnswer extends Error {
  constructor(readonly reason: 'timeout' | 'no responders' | 'connection closed') {
    super(reason);
    this.name = 'NoAnswer';
  }
}

/** A call waiting for its answer on the shared inbox. */
type Pending = { resolve: (msg: Msg) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/** The connection and its one reply subscription (`<inbox>.*`); each call answers on `<inbox>.<token>`. */
type Bus = { nc: NatsConnection; inbox: string };

/**
 * Request-reply over NATS in Nest's wire format (what `@MessagePattern` handlers answer, and `ServiceServer`
 * serves): the packet `{pattern, data, id}` out, `{id, response | err}` back. Every call has a timeout and
 * carries the caller's context. A service's error comes back as its envelope; the bus failing (no responder,
 * timeout, connection lost) becomes SERVICE_UNAVAILABLE.
 *
 * It speaks NATS directly (decision 062) rather than through Nest's ClientProxy, which subscribes and
 * unsubscribes a fresh inbox for every call (three protocol operations and a change to the server's interest
 * graph per request). Every reply arrives on the connection's one shared inbox, which this class keeps itself
 * (decision 102) rather than through nats.js `request()`: that builds a timeout promise, a race and, on every
 * answer, a "cancelled" error with its stack trace that nobody reads (a few per cent of the gateway's CPU).
 */
export class RpcClient {
  private connection?: Promise<Bus>;
  private readonly pending = new Map<string, Pending>();
  private sequence = 0;

  constructor(
    private readonly natsUrl: string,
    private readonly name: string,
    private readonly defaultTimeoutMs: number,
    private readonly logger: Logger,
  ) {}

  private bus(): Promise<Bus> {
    if (!this.connection) {
      const pending = this.connect();
      // A failed first connection is retried on the next call rather than remembered.
      pending.catch(() => {
        if (this.connection === pending) this.connection = undefined;
      });
      this.connection = pending;
    }
    return this.connection;
  }

  private async connect(): Promise<Bus> {
    const nc = await connect({
      servers: this.natsUrl.split(','),
      name: this.name,
      maxReconnectAttempts: -1,
      noAsyncTraces: true,
    });
    const inbox = `${createInbox()}.`;
    // Re-subscribed by nats.js after a reconnect, like any subscription.
    nc.subscribe(`${inbox}*`, {
      callback: (error, msg) => {
        if (error) return;
        const token = msg.subject.slice(inbox.length);
        const call = this.pending.get(token);
        if (!call) return; // answered after its timeout
        this.pending.delete(token);
        clearTimeout(call.timer);
        // The server's "no responders" status: an empty message with code 503 (nobody subscribes the subject).
        if (msg.data.length === 0 && msg.headers?.code === 503) call.reject(new NoAnswer('no responders'));
        else call.resolve(msg);
      },
    });
    void nc.closed().then(() => {
      for (const [token, call] of this.pending) {
        this.pending.delete(token);
        clearTimeout(call.timer);
        call.reject(new NoAnswer('connection closed'));
      }
    });
    return { nc, inbox };
  }

  async request<T>(
    subject: string,
    context: RequestContext,
    payload: unknown,
    timeoutMs?: number,
  ): Promise<T> {
    let reply: NestReply;
    try {
      const { nc, inbox } = await this.bus();
      const packet = JSON.stringify({ pattern: subject, data: { context, payload }, id: randomUUID() });
      const token = (++this.sequence).toString(36);
      const answer = new Promise<Msg>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.pending.delete(token);
          reject(new NoAnswer('timeout'));
        }, timeoutMs ?? this.defaultTimeoutMs);
        this.pending.set(token, { resolve, reject, timer });
      });
      try {
        nc.publish(subject, packet, { reply: `${inbox}${token}` });
      } catch (error) {
        clearTimeout(this.pending.get(token)?.timer);
        this.pending.delete(token);
        throw error;
      }
      reply = (await answer).json<NestReply>();
    } catch (error) {
      this.logger.warn({ subject, err: error }, 'service request failed');
      const timedOut = error instanceof NoAnswer && error.reason === 'timeout';
      throw new RpcCallError(errorEnvelope('SERVICE_UNAVAILABLE', timedOut ? TIMED_OUT : UNAVAILABLE));
    }
    if (reply.err !== undefined && reply.err !== null) {
      if (isErrorEnvelope(reply.err)) throw new RpcCallError(reply.err);
      // Nest's own refusals (no handler for the pattern) and anything else that is not our envelope.
      this.logger.warn({ subject, err: reply.err }, 'service answered with an error that is not an envelope');
      throw new RpcCallError(errorEnvelope('SERVICE_UNAVAILABLE', UNAVAILABLE));
    }
    return reply.response as T;
  }

  async close(): Promise<void> {
    const pending = this.connection;
    this.connection = undefined;
    if (!pending) return;
    const bus = await pending.catch(() => undefined);
    await bus?.nc.drain().catch(() => undefined);
  }

  /** Nest calls this on shutdown for providers that have it. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
