import { randomUUID } from 'node:crypto';
import {
  errorEnvelope,
  fieldErrorsFromZod,
  isErrorEnvelope,
  keyedMessage,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldError,
  type MessageKey,
  type KeyedMessage,
} from '@onboard/contracts';
import { ZodError } from 'zod';
import type { Logger } from './logger.js';

/** A failure the caller can act on: a stable code, a message for people, field errors for forms. */
export class DomainError extends Error {
  /** The key of the message when it is one of the contracts' (`keyedMessage('authenticationFailed')`). */
  readonly key: MessageKey | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string | KeyedMessage,
    readonly errors: FieldError[] = [],
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'DomainError';
    this.key = typeof message === 'string' ? undefined : message.key;
  }

  static notFound(what: string): DomainError {
    return new DomainError('NOT_FOUND', `${what} not found`);
  }
  static forbidden(message: string | KeyedMessage = 'You do not have access to this resource'): DomainError {
    return new DomainError('FORBIDDEN', message);
  }
  static conflict(message: string | KeyedMessage): DomainError {
    return new DomainError('CONFLICT', message);
  }
  static validation(
    errors: FieldError[],
    message: string | KeyedMessage = keyedMessage('someFieldsInvalid'),
  ): DomainError {
    return new DomainError('VALIDATION_FAILED', message, errors);
  }
}

/**
 * The outside systems Onboard calls through an adapter, and what their outage tells the user: a stable code (a
 * 503, gateway's error mapping) and a message to try again later.
 */
export const OUTSIDE_SYSTEMS = {
  qps: {
    code: 'QPS_UNAVAILABLE',
    message: 'QPS is not available right now. Please try again in a few minutes.',
  },
  esign: {
    code: 'ESIGN_UNAVAILABLE',
    message: 'The e-signature provider is not available right now. Please try again later.',
  },
  videoHost: {
    code: 'VIDEO_HOST_UNAVAILABLE',
    message: 'The video host is not available right now. Please try again later.',
  },
  recaptcha: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'The reCAPTCHA check is unavailable. Please try again later.',
  },
  jira: { code: 'SERVICE_UNAVAILABLE', message: 'Jira is not answering right now' },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;
export type OutsideSystem = keyof typeof OUTSIDE_SYSTEMS;

/**
 * An outside system could not be reached, failed, timed out, refused Onboard's credentials or answered what its
 * API does not: the user may retry later. `detail` (the cause) is for the log, never shown.
 */
export class OutsideSystemUnavailableError extends DomainError {
  constructor(
    readonly system: OutsideSystem,
    readonly detail: string,
  ) {
    super(OUTSIDE_SYSTEMS[system].code, OUTSIDE_SYSTEMS[system].message);
    this.name = 'OutsideSystemUnavailableError';
  }
}

/** Is `error` the outage of `system` (an adapter's "unavailable")? */
export const isUnavailable = (
  error: unknown,
  system: OutsideSystem,
): error is OutsideSystemUnavailableError =>
  error instanceof OutsideSystemUnavailableError && error.system === system;

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
 * The database cannot be reached right now (PostgreSQL restarting, the network between): a connection refused
 * or reset, a connection the server ended (57P01 admin_shutdown, 57P02, 57P03 cannot_connect_now) or lost
 * (class 08). A 503 the caller may retry, not a 500: nothing about the request was wrong.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_CODES.has(code) || (code.startsWith('08') && code !== '08P01'))
  ) {
    return true;
  }
  if (name === 'ConnectionException') return true;
  return typeof message === 'string' && /Connection terminated|connect ECONNREFUSED/.test(message);
};

/**
 * Any thrown value → the one error envelope. Client errors keep their message; anything unexpected becomes
 * INTERNAL with an errorId that is also logged with the stack, so no internals leak to the browser.
 */
export function toErrorEnvelope(error: unknown, logger?: Logger, context: object = {}): ErrorEnvelope {
  if (error instanceof OutsideSystemUnavailableError) {
    // The user reads that the system is unavailable; the log keeps which one and why.
    logger?.warn(
      { system: error.system, detail: error.detail, ...context },
      'an outside system is unavailable',
    );
  }
  if (error instanceof DomainError) {
    const message = error.key ? { message: error.message, key: error.key } : error.message;
    return errorEnvelope(error.code, message, error.errors);
  }
  if (error instanceof ZodError) {
    return errorEnvelope('VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), fieldErrorsFromZod(error));
  }
  if (isErrorEnvelope(error)) return error;
  // A call to another service failed with its envelope: pass it on as it is.
  const carried = (error as { envelope?: unknown } | null)?.envelope;
  if (isErrorEnvelope(carried)) return carried;
  if (isRefusedText(error)) {
    // The schemas refuse such text where it arrives; reaching here means one did not: a client error still,
    // logged so the schema can be fixed.
    logger?.warn({ err: error, ...context }, 'the database refused a text value');
    return errorEnvelope('VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), [
      { path: '', ...keyedMessage('textMultiLine') },
    ]);
  }
  if (isDatabaseUnavailable(error)) {
    logger?.warn({ err: error, ...context }, 'the database is unavailable');
    return errorEnvelope('SERVICE_UNAVAILABLE', 'The service is not available right now. Please try again.');
  }
  const errorId = randomUUID();
  logger?.error({ err: error, errorId, ...context }, 'unexpected error');
  return errorEnvelope('INTERNAL', 'Oops! Something went wrong. Please try again.', [], errorId);
}
