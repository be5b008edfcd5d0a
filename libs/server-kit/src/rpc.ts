import type { LoggerService } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  fieldErrorsFromZod,
  rpcEnvelopeSchema,
  type RequestContext as CallerContext,
} from '@onboard/contracts';
import type { z } from 'zod';
import { actorOfMessage, runWithActor } from './actor.js';
import { callerOfMessage, scopeToCaller } from './client-scope.js';
import { DomainError } from './errors.js';
import type { Logger } from './logger.js';

/**
 * Runs `work` as a handler of this message runs: in its own MikroORM identity map (the global one is off:
 * `allowGlobalContext: false`), scoped to the clients of the caller the message carries (decision 050), with
 * that caller as the current actor (change records name who acted). `message` is undefined outside a NATS
 * request (no caller: nothing of any client is visible). `ServiceServer` runs every handler through it and the
 * benches use it, so what the benches measure in process is what a handler runs.
 */
export function runInCallContext<T>(
  orm: MikroORM,
  message: unknown,
  subject: string | undefined,
  work: () => T,
): T {
  const caller = message === undefined ? null : callerOfMessage(message);
  return runWithActor(actorOfMessage(message, subject), () =>
    RequestContext.create(orm.em, () => {
      const em = RequestContext.getEntityManager();
      if (em) scopeToCaller(em, caller);
      return work();
    }),
  );
}

export type ParsedRpc<T> = { context: CallerContext; payload: T };

/**
 * Validates a request-reply message where it arrives: the caller's context and the payload. Field errors are
 * prefixed ('body' by default) so the web can map them onto form fields after stripping the prefix.
 */
export function parseRpc<S extends z.ZodType>(
  message: unknown,
  schema: S,
  prefix = 'body',
): ParsedRpc<z.infer<S>> {
  const envelope = rpcEnvelopeSchema.safeParse(message);
  if (!envelope.success) {
    throw DomainError.validation(fieldErrorsFromZod(envelope.error), 'Malformed request envelope');
  }
  const payload = schema.safeParse(envelope.data.payload);
  if (!payload.success) throw DomainError.validation(fieldErrorsFromZod(payload.error, prefix));
  return { context: envelope.data.context, payload: payload.data };
}

/** Nest's own log lines, sent through pino so every line of a process is JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
