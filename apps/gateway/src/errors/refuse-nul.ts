import {
  errorEnvelope,
  keyedMessage,
  readablePathPart,
  unstorable,
  type FieldError,
} from '@onboard/contracts';
import type { FastifyInstance } from 'fastify';

const MAX_REPORTED = 20;

/**
 * Where a value holds a NUL byte or an unpaired UTF-16 surrogate (what PostgreSQL cannot store), in a string
 * or in a key: `query.search`, `body.answers.k\u0000`. Walks without recursion, so a deeply nested body
 * cannot exhaust the stack.
 */
export function nulPaths(value: unknown, root: string): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (unstorable(current)) found.push(path);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const at = `${path}.${readablePathPart(key)}`;
        if (unstorable(key)) found.push(at);
        else stack.push([child, at]);
      }
    }
  }
  return found;
}

/** Deeper than any of our bodies (the EIF's answers are the deepest, at a few levels). */
export const MAX_BODY_DEPTH = 32;

/** Whether a value nests objects or lists deeper than `max` levels (walked without recursion). */
export function deeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Defence in depth: every route's schema refuses NUL and unpaired surrogates (`text()` in @onboard/contracts),
 * and this refuses them anywhere in the query, the path parameters or the body before any handler runs, so a
 * route that reads a raw value, or a schema that slipped, cannot carry one to PostgreSQL (which answers it
 * with an error). A body nested deeper than MAX_BODY_DEPTH is refused the same way.
 */
export function refuseNul(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (request, reply) => {
    // A body nested thousands of levels deep is no form of ours, and could not even be written onto the bus.
    if (deeperThan(request.body, MAX_BODY_DEPTH)) {
      const errors: FieldError[] = [{ path: 'body', ...keyedMessage('nestedTooDeeply') }];
      const envelope = errorEnvelope('VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), errors);
      void reply.status(envelope.statusCode).send(envelope);
      return reply;
    }
    const paths = [
      ...nulPaths(request.query, 'query'),
      ...nulPaths(request.params, 'params'),
      ...nulPaths(request.body, 'body'),
    ];
    if (paths.length === 0) return;
    const errors: FieldError[] = paths.map((path) => ({ path, ...keyedMessage('textMultiLine') }));
    const envelope = errorEnvelope('VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), errors);
    void reply.status(envelope.statusCode).send(envelope);
    return reply;
  });
}
