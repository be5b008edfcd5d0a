import type { INestApplicationContext } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Transport } from '@nestjs/microservices';
import {
  PATTERN_HANDLER_METADATA,
  PATTERN_METADATA,
  TRANSPORT_METADATA,
} from '@nestjs/microservices/constants.js';
import { PatternHandler } from '@nestjs/microservices/enums/pattern-handler.enum.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import type { z } from 'zod';
import { errorEnvelope, type ErrorEnvelope } from '@onboard/contracts';
import { toErrorEnvelope } from './errors.js';
import type { Logger } from './logger.js';
import { checkedAnswerJson, checkedReply, ROUTE_ANSWER_SCHEMA } from './route-answer.js';
import { runInCallContext } from './rpc.js';

/**
 * One NATS handler of a service: a controller method marked `@MessagePattern(subject)` (or `@Handles(route)`,
 * which writes the same metadata) answers requests; one marked `@EventPattern(subject)` takes events and never
 * answers.
 */
export type BusHandler = {
  subject: string;
  kind: 'request' | 'event';
  /** `Class.method`, for logs and start-up errors. */
  name: string;
  /** The method bound to its controller instance; it receives the message's data, as Nest's `@Payload()`. */
  handle: (data: unknown) => unknown;
  /** A route's response schema (`@Handles(route)`): the answer is checked against it before it is sent. */
  answerSchema?: z.ZodType;
};

/**
 * The `@MessagePattern` / `@EventPattern` handlers of the application's controllers, read from the metadata
 * Nest's decorators write (the same as Nest's own microservice server reads, so handler code is unchanged).
 * Throws on what Nest would have accepted quietly but is a bug here: a subject with two request handlers (Nest
 * kept the last), a subject that is both request and event, a pattern that is not a subject, a request-scoped
 * controller (Nest would build one per message; nothing here needs it). The application must import Nest's
 * `DiscoveryModule` (server-kit's core module does).
 */
export function discoverBusHandlers(app: INestApplicationContext): BusHandler[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const found: BusHandler[] = [];
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance) continue;
    const prototype = Object.getPrototypeOf(instance) as object;
    for (const key of scanner.getAllMethodNames(prototype)) {
      const method = (prototype as Record<string, unknown>)[key];
      if (typeof method !== 'function') continue;
      const type = Reflect.getMetadata(PATTERN_HANDLER_METADATA, method) as PatternHandler | undefined;
      if (type === undefined) continue;
      const transport = Reflect.getMetadata(TRANSPORT_METADATA, method) as unknown;
      if (transport !== undefined && transport !== Transport.NATS) continue;
      const name = `${wrapper.name}.${key}`;
      if (!wrapper.isDependencyTreeStatic()) {
        throw new Error(`${name}: request-scoped controllers cannot take NATS messages`);
      }
      const patterns = Reflect.getMetadata(PATTERN_METADATA, method) as unknown[];
      for (const subject of patterns) {
        if (typeof subject !== 'string') throw new Error(`${name}: a NATS subject must be a string`);
        const answerSchema = Reflect.getMetadata(ROUTE_ANSWER_SCHEMA, method) as z.ZodType | undefined;
        found.push({
          subject,
          kind: type === PatternHandler.EVENT ? 'event' : 'request',
          name,
          handle: (method as (data: unknown) => unknown).bind(instance),
          ...(answerSchema ? { answerSchema } : {}),
        });
      }
    }
  }
  const bySubject = groupBySubject(found);
  for (const [subject, handlers] of bySubject) {
    const names = handlers.map((handler) => handler.name).join(', ');
    if (handlers.some((handler) => handler.kind === 'request') && handlers.length > 1) {
      throw new Error(`subject ${subject} has more than one handler, one of them answering: ${names}`);
    }
  }
  return found;
}

const groupBySubject = (handlers: BusHandler[]): Map<string, BusHandler[]> => {
  const bySubject = new Map<string, BusHandler[]>();
  for (const handler of handlers) {
    bySubject.set(handler.subject, [...(bySubject.get(handler.subject) ?? []), handler]);
  }
  return bySubject;
};

/**
 * WIRE FORMAT, Nest's (what `RpcClient` and Nest's `ClientProxy` send): a request is `{pattern, data, id}`;
 * anything else, or a packet without `id`, is an event whose data is the whole message (`publishEvent` sends
 * the bare payload).
 */
type Packet = { data: unknown; id: string | number | undefined };
function unpack(value: unknown): Packet {
  if (value !== null && typeof value === 'object') {
    const packet = value as { pattern?: unknown; data?: unknown; id?: unknown };
    if (packet.pattern !== undefined || packet.data !== undefined) {
      const id = typeof packet.id === 'string' || typeof packet.id === 'number' ? packet.id : undefined;
      return { data: packet.data, id };
    }
  }
  return { data: value, id: undefined };
}

/**
 * WIRE FORMAT of an answer, Nest's: `{id, response, isDisposed}` or `{id, err, isDisposed}` (`isDisposed`
 * tells Nest's `ClientProxy` the answer is complete; `RpcClient` reads `response | err`). An answer that does
 * not serialise (a cycle, a BigInt) becomes an internal error, logged, rather than a silent timeout.
 */
function answerOf(
  id: string | number | undefined,
  outcome: { response: unknown } | { err: ErrorEnvelope },
  logger: Logger,
  subject: string,
): string {
  try {
    return JSON.stringify({ id, ...outcome, isDisposed: true });
  } catch (error) {
    return JSON.stringify({ id, err: toErrorEnvelope(error, logger, { subject }), isDisposed: true });
  }
}

export type ServiceServerOptions = {
  nc: NatsConnection;
  /** The service's queue group (`queueGroupOf`): replicas share the messages, each goes to one. */
  queue: string;
  orm: MikroORM;
  logger: Logger;
  handlers: readonly BusHandler[];
};

/**
 * The service side of the bus, on NATS directly (decision 102): one queue subscription per subject, the
 * message's JSON decoded once, its handler run in the message's call context (`runInCallContext`: its own
 * MikroORM identity map scoped to the caller, the caller as actor), a route's answer checked against the
 * route's response schema (`checkedAnswerJson`, decision 238), and the answer or the error envelope
 * (`toErrorEnvelope`: our refusals, `{path, message}` lists, anything unexpected logged with an errorId and
 * answered as INTERNAL) sent back in Nest's envelope. It replaces Nest's NATS microservice server, which did the
 * same through an rxjs pipeline, an interceptor and an exception filter for every message.
 */
export class ServiceServer {
  private subscriptions: Subscription[] = [];
  private inFlight = 0;
  private whenIdle: (() => void) | undefined;

  constructor(private readonly options: ServiceServerOptions) {}

  /** Subscribes every handler's subject. */
  listen(): void {
    const { nc, queue, logger } = this.options;
    for (const [subject, handlers] of groupBySubject([...this.options.handlers])) {
      const request = handlers.find((handler) => handler.kind === 'request');
      this.subscriptions.push(
        nc.subscribe(subject, {
          queue,
          callback: (error, msg) => {
            if (error) {
              logger.error({ err: error, subject }, 'subscription failed');
              return;
            }
            this.receive(subject, request, handlers, msg);
          },
        }),
      );
    }
  }

  /** Messages being handled now. */
  get busy(): number {
    return this.inFlight;
  }

  private receive(subject: string, request: BusHandler | undefined, handlers: BusHandler[], msg: Msg): void {
    let packet: Packet;
    try {
      packet = unpack(msg.json());
    } catch (error) {
      this.options.logger.warn({ err: error, subject }, 'a message that is not JSON');
      if (msg.reply) {
        const err = errorEnvelope('VALIDATION_FAILED', 'Malformed request envelope');
        this.respond(msg, subject, JSON.stringify({ err, isDisposed: true }));
      }
      return;
    }
    this.inFlight++;
    const work =
      request && packet.id !== undefined
        ? this.answer(subject, request, packet, msg)
        : this.notify(subject, handlers, packet.data);
    void work.finally(() => {
      if (--this.inFlight === 0) this.whenIdle?.();
    });
  }

  private async answer(subject: string, handler: BusHandler, packet: Packet, msg: Msg): Promise<void> {
    const { orm, logger } = this.options;
    let answer: string;
    try {
      const response = await runInCallContext(orm, packet.data, subject, () => handler.handle(packet.data));
      // A route's answer: checked here, once, and sent in the form the gateway passes on unparsed.
      const json = handler.answerSchema
        ? checkedAnswerJson(handler.answerSchema, response, subject)
        : undefined;
      answer =
        json === undefined
          ? answerOf(packet.id, { response }, logger, subject)
          : checkedReply(packet.id, json);
    } catch (error) {
      answer = answerOf(packet.id, { err: toErrorEnvelope(error, logger, { subject }) }, logger, subject);
    }
    // Nest's packet without a reply subject (an emit) is handled but answered to nobody.
    if (msg.reply) this.respond(msg, subject, answer);
  }

  /** An event goes to each of its handlers, each in its own call context; none answers. */
  private async notify(subject: string, handlers: BusHandler[], data: unknown): Promise<void> {
    const { orm, logger } = this.options;
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await runInCallContext(orm, data, subject, () => handler.handle(data));
        } catch (error) {
          // Unexpected errors are logged with an errorId there; a refusal has nobody to go back to.
          const envelope = toErrorEnvelope(error, logger, { subject, handler: handler.name });
          if (!envelope.errorId) {
            logger.warn({ subject, handler: handler.name, code: envelope.code }, 'an event was refused');
          }
        }
      }),
    );
  }

  private respond(msg: Msg, subject: string, answer: string): void {
    try {
      msg.respond(answer);
    } catch (error) {
      this.options.logger.warn({ err: error, subject }, 'could not send an answer');
    }
  }

  /**
   * Stops taking messages and lets those in hand finish: each subscription drains (the server stops sending,
   * what it sent before still arrives and is handled: with a queue group the other replicas take the rest),
   * then the handlers still running get what is left of `graceMs`. Never hangs on a dead nats-server.
   */
  async close(graceMs: number): Promise<void> {
    const deadline = Date.now() + graceMs;
    const subscriptions = this.subscriptions;
    this.subscriptions = [];
    await within(
      Promise.all(subscriptions.map((subscription) => subscription.drain().catch(() => undefined))),
      graceMs,
    );
    if (this.inFlight > 0) {
      await within(
        new Promise<void>((resolve) => (this.whenIdle = resolve)),
        Math.max(0, deadline - Date.now()),
      );
    }
    if (this.inFlight > 0) {
      this.options.logger.warn({ inFlight: this.inFlight }, 'stopped with messages still being handled');
    }
  }
}

async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
