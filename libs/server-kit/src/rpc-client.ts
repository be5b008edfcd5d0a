import { randomUUID } from 'node:crypto';
import { connect, errors, type NatsConnection } from '@nats-io/transport-node';
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

/**
 * Request-reply over NATS in Nest's wire format (what `@MessagePattern` handlers answer): the packet
 * `{pattern, data, id}` out, `{id, response | err}` back. Every call has a timeout and carries the caller's
 * context. A service's error comes back as its envelope; the bus failing (no responder, timeout, connection
 * lost) becomes SERVICE_UNAVAILABLE.
 *
 * It speaks NATS directly (decision 062) rather than through Nest's ClientProxy, which subscribes and
 * unsubscribes a fresh inbox for every call (three protocol operations and a change to the server's interest
 * graph per request). Here every reply arrives on the connection's one shared inbox.
 */
export class RpcClient {
  private connection?: Promise<NatsConnection>;

  constructor(
    private readonly natsUrl: string,
    private readonly name: string,
    private readonly defaultTimeoutMs: number,
    private readonly logger: Logger,
  ) {}

  private nc(): Promise<NatsConnection> {
    if (!this.connection) {
      const pending = connect({
        servers: this.natsUrl.split(','),
        name: this.name,
        maxReconnectAttempts: -1,
        // No stack captured per request (a few per cent of the gateway's CPU); our errors say the subject.
        noAsyncTraces: true,
      });
      // A failed first connection is retried on the next call rather than remembered.
      pending.catch(() => {
        if (this.connection === pending) this.connection = undefined;
      });
      this.connection = pending;
    }
    return this.connection;
  }

  async request<T>(
    subject: string,
    context: RequestContext,
    payload: unknown,
    timeoutMs?: number,
  ): Promise<T> {
    let reply: NestReply;
    try {
      const nc = await this.nc();
      const packet = JSON.stringify({ pattern: subject, data: { context, payload }, id: randomUUID() });
      const message = await nc.request(subject, packet, { timeout: timeoutMs ?? this.defaultTimeoutMs });
      reply = message.json<NestReply>();
    } catch (error) {
      this.logger.warn({ subject, err: error }, 'service request failed');
      const timedOut = error instanceof errors.TimeoutError;
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
    const nc = await pending.catch(() => undefined);
    await nc?.drain().catch(() => undefined);
  }

  /** Nest calls this on shutdown for providers that have it. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
