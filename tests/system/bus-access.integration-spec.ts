import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  ALL_ROUTES,
  errorEnvelopeSchema,
  INTERNAL_CALLS,
  type AnyInternalCall,
  type RequestContext,
} from '@onboard/contracts';
import { createLogger, RpcAnswerError, RpcClient } from '@onboard/server-kit';
import type { z } from 'zod';
import { TestSystem, SYSTEM_START_TIMEOUT } from './harness.js';
import { MatrixCast, wantOf, type Caller } from './matrix-cast.js';
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

/**
 * Issue 32 item 1: every internal subject (INTERNAL: no route, services and the gateway call them), called on
 * the bus as a ben admin and as a broker about another client. No gateway stands in front of these: each entry's
 * callers (written in the table) check the user before they ask. What each answers, written out:
 * - a status (403, 404, 401): the handler checks the caller itself;
 * - 'ok': it answers, and nothing of another client is in the answer (the caller's scope, or a bare count);
 * - 'trusted': it answers whoever asks on the bus (its callers checked first; the bus is not the users'), so
 *   another client's data may be in the answer: the leak check is not applied, and the list is here to be read.
 * Every entry has a written answer, every one is answered (no "no responders"), and a 200 is an answer its
 * entry's response schema accepts (rpc.call parses it).
 */
type InternalWant = 'ok' | 'trusted' | 401 | 403 | 404;
type InternalCase = {
  payload: (caller: Caller, cast: MatrixCast) => unknown;
  want: Partial<Record<'benAdmin' | 'broker', InternalWant>> & { all?: InternalWant };
};
const other = (caller: Caller): string => caller.otherClient ?? randomUUID();
const INTERNAL_ANSWERS: Record<string, InternalCase> = {
  // The caller's scope filters the clients: another client's id finds nothing.
  'clients.summaries': { payload: (c) => ({ ids: [other(c)] }), want: { all: 'ok' } },
  // Not 403 as decision 229 has it for a route naming another client: the client's lookup (in the caller's
  // scope) answers first. Its one caller, the documents service's census route, checked the client already.
  'clients.censusContext': {
    payload: (c, cast) => ({
      clientId: other(c),
      policyId: cast.recordOf('policyId', other(c)) ?? randomUUID(),
    }),
    want: { all: 404 },
  },
  'clients.censusSubmitted': {
    payload: (c, cast) => ({
      clientId: other(c),
      policyId: cast.recordOf('policyId', other(c)) ?? randomUUID(),
    }),
    want: { all: 403 },
  },
  // The provider's news arrive without a user (webhooks): the documents service decides what it fires.
  'clients.taskFire': {
    payload: (c) => ({ clientId: other(c), taskId: 'onboarding-forms', event: 'submitted' }),
    want: { all: 'trusted' },
  },
  'clients.qpsCase': { payload: (c) => ({ clientId: other(c) }), want: { all: 403 } },
  // The qps job's news (no user: the job runs as the system).
  'clients.qpsPushed': {
    payload: (c) => ({
      clientId: other(c),
      apiJobId: randomUUID(),
      status: 'COMPLETED',
      pushedAt: new Date().toISOString(),
    }),
    want: { all: 'trusted' },
  },
  // For an anonymous visitor of a public page (decision 167): any client's public fields.
  'clients.explorerSiteClient': { payload: (c) => ({ clientId: other(c) }), want: { all: 'trusted' } },
  'clients.taskTakesDocuments': {
    payload: (c) => ({ clientId: other(c), category: 'census', policyId: null }),
    want: { all: 'ok' },
  },
  'qps.caseGet': { payload: () => ({ caseId: '100201' }), want: { all: 'trusted' } },
  // Whoever is on the bus may queue an e-mail: its callers wrote it.
  'email.queue': {
    payload: (c) => ({
      template: 'GENERIC',
      to: [{ email: `bus-access-${randomUUID().slice(0, 8)}@tests.onboard.test`, userId: null }],
      subject: 'Bus access',
      text: 'Bus access test',
      clientId: other(c),
    }),
    want: { all: 'trusted' },
  },
  // The gateway checked the caller may change that user's e-mail.
  'documents.onboardingFormRecipientEmail': {
    payload: (c) => ({
      userId: c.otherUser ?? randomUUID(),
      oldEmail: 'old-bus-access@tests.onboard.test',
      newEmail: 'new-bus-access@tests.onboard.test',
    }),
    want: { all: 'trusted' },
  },
  // The signature is the check (decision 135): none here.
  'documents.esignConnectEvent': { payload: () => ({ body: '', headers: {} }), want: { all: 401 } },
  'documents.explorerFiles': {
    payload: (c) => ({ clientId: other(c), documentIds: [randomUUID()] }),
    want: { all: 'trusted' },
  },
  'documents.taskDocumentCount': {
    payload: (c) => ({ clientId: other(c), categories: ['census'], policyId: null }),
    want: { all: 'ok' },
  },
  'identity.tokenRefresh': { payload: () => ({ refreshToken: 'x'.repeat(43) }), want: { all: 401 } },
  // Ends the session only if it is the caller's: another sid ends nothing.
  'identity.logout': { payload: () => ({ sid: randomUUID() }), want: { all: 'ok' } },
  'identity.userMe': { payload: () => ({}), want: { all: 'ok' } },
  'identity.userGet': { payload: (c) => ({ userId: c.otherUser ?? randomUUID() }), want: { all: 404 } },
  // The person, who shares none of the caller's clients, is not found before the client is judged (decision 051).
  'identity.clientUser': {
    payload: (c) => ({ clientId: other(c), userId: c.otherUser ?? randomUUID() }),
    want: { all: 404 },
  },
  'identity.clientUsers': { payload: (c) => ({ clientId: other(c) }), want: { all: 403 } },
  // Session ids and times only (a gateway's start).
  'identity.sessionsRevokedList': { payload: () => ({}), want: { all: 'ok' } },
};

describe('every internal subject, called on the bus about another client (issue 32 item 1)', () => {
  test('each answers as written (no "no responders"), its 200s in its contract', async () => {
    const callers = cast.callers().filter((c) => c.key === 'benAdmin' || c.key === 'broker');
    const wrong: string[] = [];
    const unwritten = INTERNAL_CALLS.filter((entry) => !INTERNAL_ANSWERS[entry.name]).map((e) => e.name);
    expect(unwritten).toEqual([]);
    expect(Object.keys(INTERNAL_ANSWERS).sort()).toEqual(INTERNAL_CALLS.map((e) => e.name).sort());
    for (const entry of INTERNAL_CALLS as AnyInternalCall[]) {
      const written = INTERNAL_ANSWERS[entry.name];
      if (!written) continue;
      for (const caller of callers) {
        const callerKey = caller.key as 'benAdmin' | 'broker';
        const want = written.want[callerKey] ?? written.want.all;
        const user = caller.principal && { ...caller.principal, clientIds: [...caller.principal.clientIds] };
        const context: RequestContext = { requestId: randomUUID(), user };
        const payload = written.payload(caller, cast);
        const got = await rpc.call(entry, context, payload as never, 10_000).then(
          (answer) => ({ status: 200, text: JSON.stringify(answer ?? null) }),
          (error: unknown) => {
            if (error instanceof RpcAnswerError) return { status: 0, text: error.message };
            const envelope = errorEnvelopeSchema.parse((error as { envelope?: unknown }).envelope ?? error);
            return { status: envelope.statusCode, text: JSON.stringify(envelope) };
          },
        );
        const ok = want === 'ok' || want === 'trusted' ? got.status === 200 : got.status === want;
        const leaked = want === 'trusted' ? [] : cast.leaks(caller.principal, got.text);
        if (!ok || leaked.length)
          wrong.push(
            `${entry.subject} (${entry.name}) as ${caller.key}: want ${want}, got ${got.status}` +
              (leaked.length ? `, holds ${leaked.join(', ')}` : '') +
              ` ${got.text.slice(0, 200)} <- ${JSON.stringify(payload).slice(0, 200)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
