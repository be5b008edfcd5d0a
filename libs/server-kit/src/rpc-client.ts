import { connect, createInbox, type Msg, type NatsConnection } from '@nats-io/transport-node';
import {
  errorEnvelope,
  fieldErrorsFromZod,
  isErrorEnvelope,
  keyedMessage,
  type AnyInternalCall,
  type ErrorEnvelope,
  type InternalInput,
  type InternalResult,
  type RequestContext,
  type User,
  INTERNAL,
} from '@onboard/contracts';
import type { Logger } from './logger.js';
import { checkedAnswerOf } from './route-answer.js';

/** A failed request-reply call, carrying the envelope the other side (or the bus) gave. */
export class RpcCallError extends Error {
  constructor(readonly envelope: ErrorEnvelope) {
    super(envelope.message);
    this.name = 'RpcCallError';
  }
}

/**
 * An internal call answered something its entry's response schema refuses: the two sides disagree on the
 * contract (a bug, not the user's doing). Thrown by `call()`; the error filter makes it a 500 with an errorId.
 */
export class RpcAnswerError extends Error {
  constructor(
    readonly subject: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(
      `${subject} answered outside its contract: ${issues.map((i) => `${i.path || '(answer)'}: ${i.message}`).join('; ')}`,
    );
    this.name = 'RpcAnswerError';
  }
}

/** What calls an internal entry: the services' RpcClient and the gateway's BusClient. */
export interface InternalCaller {
  call<E extends AnyInternalCall>(
    entry: E,
    context: RequestContext,
    payload: InternalInput<E>,
    timeoutMs?: number,
  ): Promise<InternalResult<E>>;
}

/**
 * Checks an internal call's payload before it is sent: a payload the handler would refuse is refused here with
 * the same envelope (400, field errors prefixed as the handler prefixes them), without the round trip.
 */
export function checkInternalPayload(entry: AnyInternalCall, payload: unknown): void {
  const checked = entry.request.safeParse(payload);
  if (checked.success) return;
  throw new RpcCallError(
    errorEnvelope(
      'VALIDATION_FAILED',
      keyedMessage('someFieldsInvalid'),
      fieldErrorsFromZod(checked.error, entry.errorPrefix ?? 'body'),
    ),
  );
}

/** Parses an internal call's answer with its entry's response schema; one it refuses is an RpcAnswerError. */
export function parseInternalAnswer<E extends AnyInternalCall>(entry: E, answer: unknown): InternalResult<E> {
  const parsed = entry.response.safeParse(answer);
  if (parsed.success) return parsed.data as InternalResult<E>;
  throw new RpcAnswerError(entry.subject, fieldErrorsFromZod(parsed.error));
}

/**
 * One user of any kind, as the caller may read them (identity's own checks: a ben admin or broker learns
 * nothing of people outside their clients, a 404 that travels back as an RpcCallError).
 */
export function readUser(rpc: InternalCaller, context: RequestContext, userId: string): Promise<User> {
  return rpc.call(INTERNAL.identity.userGet, context, { userId });
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

  /** Sends a request and waits for its reply; the bus failing (no responder, timeout, closed) is SERVICE_UNAVAILABLE. */
  private async exchange(
    subject: string,
    context: RequestContext,
    payload: unknown,
    timeoutMs: number | undefined,
  ): Promise<{ id: string; msg: Msg }> {
    try {
      const { nc, inbox } = await this.bus();
      const token = (++this.sequence).toString(36);
      // The reply subject already pairs the answer with its call; Nest's packet id only has to be unique on
      // this connection's calls, so it is the same token (a UUID was drawn for every call before).
      const packet = JSON.stringify({ pattern: subject, data: { context, payload }, id: token });
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
      return { id: token, msg: await answer };
    } catch (error) {
      this.logger.warn({ subject, err: error }, 'service request failed');
      const timedOut = error instanceof NoAnswer && error.reason === 'timeout';
      throw new RpcCallError(errorEnvelope('SERVICE_UNAVAILABLE', timedOut ? TIMED_OUT : UNAVAILABLE));
    }
  }

  /** A reply's answer, or its error envelope thrown as an RpcCallError. */
  private answerOf<T>(subject: string, msg: Msg): T {
    let reply: NestReply;
    try {
      reply = msg.json<NestReply>();
    } catch (error) {
      this.logger.warn({ subject, err: error }, 'service answered something that is not JSON');
      throw new RpcCallError(errorEnvelope('SERVICE_UNAVAILABLE', UNAVAILABLE));
    }
    if (reply.err !== undefined && reply.err !== null) {
      if (isErrorEnvelope(reply.err)) throw new RpcCallError(reply.err);
      // Nest's own refusals (no handler for the pattern) and anything else that is not our envelope.
      this.logger.warn({ subject, err: reply.err }, 'service answered with an error that is not an envelope');
      throw new RpcCallError(errorEnvelope('SERVICE_UNAVAILABLE', UNAVAILABLE));
    }
    return reply.response as T;
  }

  async request<T>(
    subject: string,
    context: RequestContext,
    payload: unknown,
    timeoutMs?: number,
  ): Promise<T> {
    const { msg } = await this.exchange(subject, context, payload, timeoutMs);
    return this.answerOf<T>(subject, msg);
  }

  /**
   * A route's call: the answer either as the JSON bytes the service checked against the route's response
   * schema and sent in a checked reply (`checked`, to be passed on as they are: decision 238), or parsed
   * (`value`, any other answer: the caller checks it). Errors as in `request`.
   */
  async requestRoute(
    subject: string,
    context: RequestContext,
    payload: unknown,
    timeoutMs?: number,
  ): Promise<{ checked: Buffer } | { value: unknown }> {
    const { id, msg } = await this.exchange(subject, context, payload, timeoutMs);
    const checked = checkedAnswerOf(id, msg.data);
    return checked ? { checked } : { value: this.answerOf(subject, msg) };
  }

  /**
   * An internal call (an entry of INTERNAL): the payload checked against the entry's request schema before it
   * is sent (a bad one is the 400 the handler would answer), the answer parsed with its response schema (one it
   * refuses is an RpcAnswerError). The timeout is the caller's, else the entry's, else the client's default.
   */
  async call<E extends AnyInternalCall>(
    entry: E,
    context: RequestContext,
    payload: InternalInput<E>,
    timeoutMs?: number,
  ): Promise<InternalResult<E>> {
    try {
      checkInternalPayload(entry, payload);
    } catch (error) {
      this.logger.warn({ subject: entry.subject, err: error }, 'internal call refused before sending');
      throw error;
    }
    const answer = await this.request<unknown>(entry.subject, context, payload, timeoutMs ?? entry.timeoutMs);
    try {
      return parseInternalAnswer(entry, answer);
    } catch (error) {
      this.logger.error(
        { subject: entry.subject, err: error },
        'internal call answered outside its contract',
      );
      throw error;
    }
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
