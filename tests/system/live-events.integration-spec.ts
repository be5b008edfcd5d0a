import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS, type LiveEvent } from '@onboard/contracts';
import { waitFor } from '@onboard/server-kit/test-infra';
import request from 'supertest';
import WebSocket from 'ws';
import { cookieHeader, TestSystem, SYSTEM_START_TIMEOUT } from './harness.js';

/**
 * Live events with two gateway replicas on one NATS (issue 14): every replica forwards every event to its
 * own staff sockets, once; ben admins and brokers get no socket (spec §6). And the error tunnel
 * POST /api/sentry (decision 153): forwarded to the Sentry stand-in when SENTRY_DSN is set, logged when not,
 * with its size cap, its checks and its rate limit.
 *
 * On a shared system every staff socket also gets the events of other files (e-mails, QPS pushes still in
 * flight): the tests count the events of their own (this file's client ids, its e-mail), and the Sentry
 * project and event id are this file's own. The tunnel's limits are its own gateway's (`withSentry`).
 */

let sys: TestSystem;
let second: string;
let withSentry: string;
let nc: NatsConnection;
const SENTRY_PROJECT = String(randomInt(100_000, 1_000_000));
const SENTRY_LIMIT = 5;
const SENTRY_MAX_BYTES = 4096;

beforeAll(async () => {
  sys = await TestSystem.shared('live-events');
  second = await sys.addGateway();
  withSentry = await sys.addGateway({
    SENTRY_DSN: `http://publickey@127.0.0.1:${sys.standInsPort}/sentry/${SENTRY_PROJECT}`,
    SENTRY_TUNNEL_RATE_LIMIT_PER_MINUTE: String(SENTRY_LIMIT),
    SENTRY_TUNNEL_MAX_BYTES: String(SENTRY_MAX_BYTES),
    // Client addresses from X-Forwarded-For: each test speaks from its own.
    TRUST_PROXY: 'true',
  });
  nc = await connect({ servers: sys.natsUrl });
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await nc?.close();
  await sys?.stop();
});

type Listener = { messages: unknown[]; closed: Promise<{ code: number; reason: string }>; socket: WebSocket };

/** A socket on /api/events with the user's cookies; resolves once it said HELLO or was closed. */
async function listen(url: string, cookie: string): Promise<Listener> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/events`, { headers: { cookie } });
  const messages: unknown[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      resolve();
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
  return { messages, closed, socket };
}

/** This file's own client ids in the QPS pushes it publishes. */
const LIVE_CLIENT = `client-live-${randomBytes(4).toString('hex')}`;
const SENTINEL = `sentinel-${randomBytes(4).toString('hex')}`;

/** The listener's events of a type that are this file's: its QPS pushes, its e-mail (`emailId`). */
const ofType = (listener: Listener, type: string, emailId?: string) =>
  listener.messages.filter((m) => {
    const event = m as { type?: string; clientId?: string; emailId?: string };
    if (event.type !== type) return false;
    if (type === 'QPS_PUSH_STATUS') return event.clientId === LIVE_CLIENT || event.clientId === SENTINEL;
    if (type === 'EMAIL_SENT') return event.emailId === emailId;
    return true;
  });

/** The id of the e-mail queued to `email` with `subject`, once it is there. */
const emailIdTo = (email: string, subject: string): Promise<string> =>
  waitFor(
    `the "${subject}" e-mail to ${email} to be queued`,
    async () =>
      (
        await sys.sql.query<{ id: string }>(
          `select "id" from "email"."email" where "recipients" @> $1::jsonb and "subject" = $2`,
          [JSON.stringify([{ email }]), subject],
        )
      ).rows[0]?.id,
    { timeoutMs: 15_000, intervalMs: 100 },
  );

async function signedInCookie(key: string, role: 'SLF_ADMIN' | 'SLF_OWNER' | 'BEN_ADMIN' | 'BROKER') {
  return cookieHeader((await sys.signIn(await sys.makeUser(key, role), key)).jar);
}

describe('two gateway replicas', () => {
  test('staff sockets on each replica receive every event exactly once', async () => {
    const admin = await signedInCookie('live-admin', 'SLF_ADMIN');
    const owner = await signedInCookie('live-owner', 'SLF_OWNER');
    const listeners = await Promise.all([
      listen(sys.url, admin),
      listen(second, admin),
      listen(sys.url, owner),
      listen(second, owner),
    ]);
    for (const listener of listeners) expect(listener.messages).toEqual([{ type: 'HELLO' }]);

    // Published on NATS as the qps service does, several in a row.
    const pushes: LiveEvent[] = (['IN_PROGRESS', 'COMPLETED_WITH_WARNINGS', 'COMPLETED'] as const).map(
      (apiJobStatus) => ({ type: 'QPS_PUSH_STATUS', clientId: LIVE_CLIENT, apiJobStatus }),
    );
    for (const event of pushes) nc.publish(EVENTS.qpsPushStatus, JSON.stringify(event));
    // A real e-mail: the password reset goes through the email service's send job, which announces it.
    const resetFor = await sys.makeUser('live-reset', 'BROKER');
    await request(sys.url)
      .post(`/api/users/reset-password/${encodeURIComponent(resetFor)}`)
      .expect(200);
    const emailId = await emailIdTo(resetFor, 'Reset your Onboard password');
    await waitFor(
      'every socket to get the pushes and the e-mail',
      async () =>
        listeners.every(
          (l) => ofType(l, 'QPS_PUSH_STATUS').length >= 3 && ofType(l, 'EMAIL_SENT', emailId).length >= 1,
        )
          ? true
          : undefined,
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    // A last event after them: once it is in, any duplicate of the earlier ones would have arrived too.
    const sentinel: LiveEvent = { type: 'QPS_PUSH_STATUS', clientId: SENTINEL, apiJobStatus: 'TIMEOUT' };
    nc.publish(EVENTS.qpsPushStatus, JSON.stringify(sentinel));
    await waitFor(
      'the last event',
      async () =>
        listeners.every((l) => l.messages.some((m) => (m as { clientId?: string }).clientId === SENTINEL))
          ? true
          : undefined,
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    for (const listener of listeners) {
      expect(ofType(listener, 'QPS_PUSH_STATUS')).toEqual([...pushes, sentinel]);
      expect(ofType(listener, 'EMAIL_SENT', emailId)).toEqual([
        { type: 'EMAIL_SENT', emailId, subject: 'Reset your Onboard password' },
      ]);
      listener.socket.close();
    }
    // The same e-mail on every replica (each listener's own is the one queued above).
    const ids = new Set(
      listeners.map((l) => (ofType(l, 'EMAIL_SENT', emailId)[0] as { emailId: string }).emailId),
    );
    expect(ids.size).toBe(1);
  }, 120_000);

  test('ben admins and brokers are refused on every replica (4403), anonymous ones told to sign in (4401)', async () => {
    const benAdmin = await signedInCookie('live-benadmin', 'BEN_ADMIN');
    const broker = await signedInCookie('live-broker', 'BROKER');
    for (const url of [sys.url, second]) {
      for (const cookie of [benAdmin, broker]) {
        const listener = await listen(url, cookie);
        expect(await listener.closed).toEqual({ code: 4403, reason: 'forbidden' });
        expect(listener.messages).toEqual([]);
      }
      const anonymous = await listen(url, '');
      expect(await anonymous.closed).toEqual({ code: 4401, reason: 'unauthorized' });
    }
  }, 120_000);
});

const EVENT_ID = randomBytes(16).toString('hex');
const envelope = (
  extra: Record<string, unknown> = {},
  header: Record<string, unknown> = { event_id: EVENT_ID },
) =>
  [
    JSON.stringify(header),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({
      event_id: EVENT_ID,
      platform: 'javascript',
      level: 'error',
      environment: 'Local',
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
      ...extra,
    }),
  ].join('\n');

const tunnel = (url: string, body: string, contentType = 'text/plain;charset=UTF-8', ip = '10.0.0.1') =>
  request(url).post('/api/sentry').set('content-type', contentType).set('x-forwarded-for', ip).send(body);

describe('POST /api/sentry', () => {
  test('with SENTRY_DSN: forwarded to the Sentry project (the stand-in has it, as sent)', async () => {
    const body = envelope();
    const res = await tunnel(withSentry, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: EVENT_ID });
    const received = (await (
      await fetch(`http://127.0.0.1:${sys.standInsPort}/sentry/envelopes?project=${SENTRY_PROJECT}`)
    ).json()) as Array<{ key: string; body: string; contentType: string }>;
    expect(received).toEqual([
      expect.objectContaining({ key: 'publickey', body, contentType: 'application/x-sentry-envelope' }),
    ]);
  });

  test('without SENTRY_DSN: accepted and logged, nothing forwarded', async () => {
    // This file's envelopes (its event id) in any project: other files' are no concern of this test.
    const ours = async () =>
      (
        (await (await fetch(`http://127.0.0.1:${sys.standInsPort}/sentry/envelopes`)).json()) as {
          body: string;
        }[]
      ).filter((e) => e.body.includes(EVENT_ID)).length;
    const before = await ours();
    const res = await tunnel(sys.url, envelope(), 'application/x-sentry-envelope');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: EVENT_ID });
    expect(await ours()).toBe(before);
  });

  test('over the size cap: 413', async () => {
    const res = await tunnel(
      withSentry,
      envelope({ extra: 'x'.repeat(SENTRY_MAX_BYTES) }),
      undefined,
      '10.0.0.2',
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  test('malformed: 400 with {path, message} rows; another project: 403', async () => {
    const res = await tunnel(
      withSentry,
      '{"event_id":"x"}\n{"type":"event"}\nnot json',
      undefined,
      '10.0.0.3',
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'items.0.payload', message: expect.any(String) }],
    });
    const other = await tunnel(
      withSentry,
      envelope({}, { event_id: EVENT_ID, dsn: 'http://publickey@elsewhere.example.com/43' }),
      undefined,
      '10.0.0.3',
    );
    expect(other.status).toBe(403);
  });

  test(`over ${SENTRY_LIMIT} reports a minute from one address: 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SENTRY_LIMIT + 1; i += 1)
      statuses.push((await tunnel(withSentry, envelope(), undefined, '10.0.0.9')).status);
    expect(statuses).toEqual([...Array<number>(SENTRY_LIMIT).fill(200), 429]);
  });
});
