import type { z } from 'zod';

/**
 * A route's answer checked once, where it leaves the service (decision 238): `ServiceServer` checks what a
 * `@Handles(route)` handler returns against the route's response schema and sends the JSON of the checked
 * value in the reply below; the gateway writes those bytes to the HTTP answer as they came, without parsing,
 * checking and serialising them again.
 */

/** Metadata on a `@Handles(route)` method: the route's response schema, which `ServiceServer` checks. */
export const ROUTE_ANSWER_SCHEMA = 'onboard:route-answer-schema';

/** A handler's answer broke its route's response schema: a bug, answered as INTERNAL with an errorId. */
export class AnswerOutsideSchemaError extends Error {
  constructor(
    readonly subject: string,
    error: z.ZodError,
  ) {
    const issues = error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    super(`${subject} answered outside its route's schema: ${issues.join('; ')}`);
    this.name = 'AnswerOutsideSchemaError';
  }
}

/**
 * The JSON text of `value` as the route's response schema gives it (unknown keys dropped, defaults filled).
 * The schema judges the answer's JSON form, as the gateway judged it when it parsed the answer: the value
 * itself first (a DTO is plain data: the same), then, only if that fails, its JSON round trip (a value with a
 * `toJSON`, such as a Date, is what its JSON says). Undefined for an answer with no JSON (`undefined`).
 */
export function checkedAnswerJson(schema: z.ZodType, value: unknown, subject: string): string | undefined {
  let checked = schema.safeParse(value);
  if (!checked.success && value !== undefined) {
    const json = JSON.stringify(value);
    if (json !== undefined) {
      const again = schema.safeParse(JSON.parse(json));
      if (again.success) checked = again;
    }
  }
  if (!checked.success) throw new AnswerOutsideSchemaError(subject, checked.error);
  return JSON.stringify(checked.data);
}

/**
 * WIRE FORMAT: the start of a checked answer's reply. Nest's answer `{id, isDisposed, response}` with its keys
 * in this order, which is the mark: `isDisposed` before `response` (an unchecked answer is written
 * `{id, response | err, isDisposed}`), and the response last, so its bytes are the reply's from the end of
 * this prefix to the last `}`. Nest's keys only (Nest's ClientProxy takes a packet with any other key for a
 * foreign payload): one JSON object that Nest's ClientProxy and any JSON reader read as before.
 */
export const checkedReplyPrefix = (id: string | number | undefined): string =>
  `{${id === undefined ? '' : `"id":${JSON.stringify(id)},`}"isDisposed":true,"response":`;

/** The reply of a checked answer: its prefix and the answer's JSON. */
export const checkedReply = (id: string | number | undefined, json: string): string =>
  `${checkedReplyPrefix(id)}${json}}`;

/**
 * The checked answer's JSON bytes in a reply to the request `id`, without a copy; undefined when the reply is
 * anything else (an error, an unchecked answer, another request's reply), which the caller parses as before.
 */
export function checkedAnswerOf(id: string | number, reply: Uint8Array): Buffer | undefined {
  const prefix = checkedReplyPrefix(id);
  const bytes = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  // The prefix is ASCII (the id is ours: a short token), so its length in bytes is its length.
  if (bytes.length <= prefix.length + 1 || bytes[bytes.length - 1] !== 0x7d) return undefined;
  if (bytes.toString('latin1', 0, prefix.length) !== prefix) return undefined;
  return bytes.subarray(prefix.length, bytes.length - 1);
}
