import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ALL_ROUTES, errorEnvelopeSchema, type RequestContext } from '@onboard/contracts';
import { createLogger, RpcClient } from '@onboard/server-kit';
import type { z } from 'zod';
import { TestSystem, SYSTEM_START_TIMEOUT } from './harness.js';
import { MatrixCast, wantOf } from './matrix-cast.js';
import { ANSWERS, type Want } from './permission-answers.js';

/**
 * Issue 31 item 5: every service subject a caller reaches through the gateway, called directly on the bus as
 * a ben admin and as a broker about another client, past the gateway's own check. What the services answer
 * is what spec §6 says (ANSWERS, written out by hand; decision 229's rule: a client the call names that is
 * not theirs 403, a record found by its own id 404), with no other client's data in any answer. A service
 * method that forgot its check, or a query that forgot its scope, fails here even though the gateway would
 * have refused the call first.
 *
 * Each call carries a valid request (the schemas' smallest value, with the other client's ids), so that what
 * refuses it is the access check, not validation: a 400 is a failure here.
 */

/**
 * Where the bus answers differently from the gateway's route (the gateway decides these before any service
 * is asked), written out: a record reached by its own id or a filter, not named as the caller's, is not found
 * (404, decision 229), where the gateway's route lets the caller ask or refuses the named record first.
 */
const ON_THE_BUS: Record<string, Partial<Record<'benAdmin' | 'broker', Want>>> = {
  // "Ben admins and brokers: … documents of own clients": another client's document by its id is not found.
  'GET /api/documents/:documentId': { benAdmin: 404, broker: 404 },
  // Lists filtered by another client's or person's id (a query filter, not the route's record): not found, as
  // the matrix's query probes write it.
  'GET /api/clients': { benAdmin: 404, broker: 404 },
  'GET /api/feature-toggles': { benAdmin: 404, broker: 404 },
  // A person who shares none of the caller's clients is not found (decision 051): the identity service looks the
  // person up before the record's own check (decision 229, "where it is not first").
  'PUT /api/users/broker/:userId': { broker: 404 },
};

let system: TestSystem;
let cast: MatrixCast;
let rpc: RpcClient;

beforeAll(async () => {
  system = await TestSystem.shared('bus-access');
  cast = await MatrixCast.make(system, 'bus');
  rpc = new RpcClient(system.natsUrl, 'bus-access-test', 10_000, createLogger('bus-access-test', 'silent'));
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await rpc?.close();
  await system?.stop();
});

describe('every service subject, called on the bus about another client (spec §6, decision 229)', () => {
  test('ben admins and brokers are refused as written, never with a 400 or a 5xx, and see nothing of others', async () => {
    const callers = cast.callers().filter((c) => c.key === 'benAdmin' || c.key === 'broker');
    const wrong: string[] = [];
    let calls = 0;
    for (const route of ALL_ROUTES) {
      if (route.gateway === 'custom') continue;
      if (route.access.kind === 'public' || route.access.kind === 'action-link') continue;
      const key = `${route.method} /api${route.path}`;
      const answers = ANSWERS[key];
      if (!answers) {
        wrong.push(`${key}: no written answer`);
        continue;
      }
      for (const caller of callers) {
        const callerKey = caller.key as 'benAdmin' | 'broker';
        const want = ON_THE_BUS[key]?.[callerKey] ?? wantOf(answers, callerKey, false);
        const payload = cast.requestFor(route, caller, false);
        const invalid = (['params', 'query', 'body'] as const).flatMap((part) => {
          const parsed = route[part] ? (route[part] as z.ZodType).safeParse(payload[part]) : undefined;
          return parsed?.error
            ? parsed.error.issues.map((i) => `${part}.${i.path.join('.')} ${i.message}`)
            : [];
        });
        if (invalid.length) {
          wrong.push(`${key}: the test made no valid request (hintFor): ${invalid.join('; ')}`);
          continue;
        }
        const user = caller.principal && { ...caller.principal, clientIds: [...caller.principal.clientIds] };
        const context: RequestContext = { requestId: randomUUID(), user };
        const got = await rpc.request(route.subject, context, payload, 10_000).then(
          (answer) => ({ status: 200, text: JSON.stringify(answer ?? null) }),
          (error: unknown) => {
            const envelope = errorEnvelopeSchema.parse((error as { envelope?: unknown }).envelope ?? error);
            return { status: envelope.statusCode, text: JSON.stringify(envelope) };
          },
        );
        calls++;
        const ok = want === 'ok' ? got.status === 200 : got.status === want;
        const leaked = cast.leaks(caller.principal, got.text);
        if (!ok || leaked.length)
          wrong.push(
            `${route.subject} (${key}) as ${caller.key}: want ${want}, got ${got.status}` +
              (leaked.length ? `, holds ${leaked.join(', ')}` : '') +
              ` ${got.text.slice(0, 200)} <- ${JSON.stringify(payload).slice(0, 200)}`,
          );
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  }, 240_000);
});
