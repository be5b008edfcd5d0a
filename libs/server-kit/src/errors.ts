import { randomUUID } from 'node:crypto';
import {
  errorEnvelope,
  fieldErrorsFromZod,
  isErrorEnvelope,
  TEXT_MESSAGES,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldError,
} from '@onboard/contracts';
import { ZodError } from 'zod';
import type { Logger } from './logger.js';

/** A failure the caller can act on: a stable code, a message for people, field errors for forms. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static notFound(what: string): DomainError {
    return new DomainError('NOT_FOUND', `${what} not found`);
  }
  static forbidden(message = 'You do not have access to this resource'): DomainError {
    return new DomainError('FORBIDDEN', message);
  }
  static validation(errors: FieldError[], message = 'Some fields are not valid'): DomainError {
    return new DomainError('VALIDATION_FAILED', message, errors);
  }
}

/**
 * PostgreSQL's answers to text it cannot store: 22021 (character_not_in_repertoire: a NUL byte written into
 * the SQL, or bytes invalid in UTF-8), 08P01 (protocol_violation "invalid message format": a NUL byte in a
 * bound parameter, which the protocol sends as a C string) and 22P05 (untranslatable_character: `\u0000` in
 * jsonb). The MikroORM exception and the pg driver's error both carry the SQLSTATE as `code`.
 */
const REFUSED_TEXT_STATES = new Set(['22021', '08P01', '22P05']);
export const isRefusedText = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REFUSED_TEXT_STATES.has(code);
};

/**
 * Any thrown value → the one error envelope. Client errors keep their message; anything unexpected becomes
 * INTERNAL with an errorId that is also logged with the stack, so no internals leak to the browser.
 */
export function toErrorEnvelope(error: unknown, logger?: Logger, context: object = {}): ErrorEnvelope {
  if (error instanceof DomainError) return errorEnvelope(error.code, error.message, error.errors);
  if (error instanceof ZodError) {
    return errorEnvelope('VALIDATION_FAILED', 'Some fields are not valid', fieldErrorsFromZod(error));
  }
  if (isErrorEnvelope(error)) return error;
  // A call to another service failed with its envelope: pass it on as it is.
  const carried = (error as { envelope?: unknown } | null)?.envelope;
  if (isErrorEnvelope(carried)) return carried;
  if (isRefusedText(error)) {
    // The schemas refuse such text where it arrives; reaching here means one did not: a client error still,
    // logged so the schema can be fixed.
    logger?.warn({ err: error, ...context }, 'the database refused a text value');
    return errorEnvelope('VALIDATION_FAILED', 'Some fields are not valid', [
      { path: '', message: TEXT_MESSAGES.multiLine },
    ]);
  }
  const errorId = randomUUID();
  logger?.error({ err: error, errorId, ...context }, 'unexpected error');
  return errorEnvelope('INTERNAL', 'Oops! Something went wrong. Please try again.', [], errorId);
}
