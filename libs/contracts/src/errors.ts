import { z } from 'zod';
import { keyedMessage, type MessageKey, type FieldMessageParams, type KeyedMessage } from './messages.js';
import { keyedMessageOf } from './validation-messages.js';
import { UPLOAD_ERROR_CODES } from './documents.js';

/**
 * Stable error codes. WIRE FORMAT: they cross NATS and reach the browser, which branches on some of them
 * (ALREADY_HAS_CLASSES refetches classes, MAINTENANCE redirects). Add codes; do not rename them.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  MAINTENANCE: 'MAINTENANCE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** The video host (Vidyard) did not answer or failed; Onboard itself is up (decision 115). */
  VIDEO_HOST_UNAVAILABLE: 'VIDEO_HOST_UNAVAILABLE',
  /** The e-signature provider (DocuSign) did not answer or failed; Onboard itself is up (decision 132). */
  ESIGN_UNAVAILABLE: 'ESIGN_UNAVAILABLE',
  /** QPS (the quoting/policy system) did not answer or failed; Onboard itself is up (decision 145). */
  QPS_UNAVAILABLE: 'QPS_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
  // Codes the spec names (section 8); its EMBEDDED_SCRIPTS is one of UPLOAD_ERROR_CODES, below.
  ALREADY_HAS_CLASSES: 'ALREADY_HAS_CLASSES',
  FILE_ZIPPING_TIMEOUT: 'FILE_ZIPPING_TIMEOUT',
  BLOCKED_BY_CLOUDFLARE: 'BLOCKED_BY_CLOUDFLARE',
  /** A task whose work is its documents was sent for review with none (issue 27 item 11, decision 202). */
  TASK_DOCUMENTS_REQUIRED: 'TASK_DOCUMENTS_REQUIRED',
  /** A document was uploaded for a task that staff voided (issue 27 item 11, decision 202). */
  TASK_VOIDED: 'TASK_VOIDED',
  // Why an upload is refused (documents.ts, decision 110), EMBEDDED_SCRIPTS among them.
  ...UPLOAD_ERROR_CODES,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The HTTP status each code leaves the gateway with. Exhaustive: a new code fails to compile until mapped. */
export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_FAILED':
    case 'EMBEDDED_SCRIPTS':
    case 'FILE_ARCHIVE_UNSAFE':
    case 'FILE_EMPTY':
    case 'FILE_ENCRYPTED':
    case 'FILE_UNREADABLE':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
    case 'BLOCKED_BY_CLOUDFLARE':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
    case 'ALREADY_HAS_CLASSES':
    case 'TASK_DOCUMENTS_REQUIRED':
    case 'TASK_VOIDED':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
    case 'FILE_TOO_LARGE':
      return 413;
    case 'FILE_TYPE_NOT_ALLOWED':
      return 415;
    case 'RATE_LIMITED':
      return 429;
    case 'INTERNAL':
      return 500;
    case 'MAINTENANCE':
    case 'SERVICE_UNAVAILABLE':
    case 'VIDEO_HOST_UNAVAILABLE':
    case 'ESIGN_UNAVAILABLE':
    case 'QPS_UNAVAILABLE':
      return 503;
    case 'FILE_ZIPPING_TIMEOUT':
      return 504;
    default: {
      const unhandled: never = code;
      throw new Error(`Exhaustive check failed: ${String(unhandled)}`);
    }
  }
}

/**
 * A field's error: the message in English and, for the messages of field-messages.ts, its key and the values of
 * its placeholders, which the web shows in the user's language (never matching the English).
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** A field's error with one of the contracts' messages: `fieldError('body.email', 'emailTaken')`. */
export const fieldError = (path: string, key: MessageKey, params?: FieldMessageParams): FieldError => ({
  path,
  ...keyedMessage(key, params),
});

/**
 * The one error shape, on NATS and on HTTP: `{statusCode, code, message, errors:[{path, message}]}`, plus
 * `errorId` on 5xx so a user's report can be matched to the log line.
 */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  errors: z.array(fieldErrorSchema),
  errorId: z.string().optional(),
  /** The key of `message` when it is one of field-messages.ts (see fieldErrorSchema). */
  key: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const isErrorEnvelope = (value: unknown): value is ErrorEnvelope =>
  errorEnvelopeSchema.safeParse(value).success;

export function errorEnvelope(
  code: ErrorCode,
  message: string | KeyedMessage,
  errors: FieldError[] = [],
  errorId?: string,
): ErrorEnvelope {
  const text = typeof message === 'string' ? { message } : { message: message.message, key: message.key };
  return { statusCode: httpStatusOf(code), code, ...text, errors, ...(errorId ? { errorId } : {}) };
}

/**
 * A path part as people can read it: control characters (a key holding NUL, say) and unpaired surrogates
 * (no character at all; `u` matches only those, not an emoji's pair) written as `\u0000`, `\ud800`.
 */
export const readablePathPart = (part: string): string =>
  part.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what it rewrites
    /[\u0000-\u001f\u007f\ud800-\udfff]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** Turns zod issues into `{path, message}` rows; `prefix` is 'body', 'query' or 'params' at the gateway. */
export function fieldErrorsFromZod(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const parts = issue.path.map((part) => readablePathPart(String(part)));
    const path = [prefix, ...parts].filter((p): p is string => !!p && p.length > 0).join('.');
    return { path: path || (prefix ?? ''), ...keyedMessageOf(issue) };
  });
}
