import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import {
  EVENTS,
  JOB_KINDS,
  liveEventSchema,
  queueEmailResultSchema,
  INTERNAL,
  type LiveEvent,
  type QueueEmail,
} from '@onboard/contracts';
import { startService, systemFork, type RunningService } from '@onboard/server-kit';
import {
  freePort,
  createTestDatabase,
  natsRpcClient,
  serviceTestEnv,
  startPrivateNats,
  type TestDatabase,
  waitFor,
} from '@onboard/server-kit/testing';
import { createEmailService } from './definition.js';

/**
 * The sending path end to end: NATS request → e-mail stored → JetStream job → SMTP → the stand-ins' sink (the
 * real one, as a child process: another app's code is not imported) → SENT and the live event.
 */

// Built and bundled by `npm test` (or `npm run build`) before integration tests run, as every launcher runs it.
const STAND_INS_MAIN = fileURLToPath(new URL('../../stand-ins/dist/main.bundle.mjs', import.meta.url));
const MAX_ATTEMPTS = 3;

type ReceivedMessage = {
  id: string;
  messageId: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
};
type EmailRow = {
  status: string;
  attempts: number;
  message_id: string | null;
  /** Raw SQL through MikroORM: timestamps come back as text. */
  sent_at: string | null;
  recipients: { email: string; userId: string | null }[];
};
type HistoryRow = { status: string; detail: string | null };
type ErrorUserRow = { user_id: string; reason: string };

let db: TestDatabase;
let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let sink: ChildProcess | undefined;
let sinkUrl: string;
let running: RunningService | undefined;
let rpc: Awaited<ReturnType<typeof natsRpcClient>> | undefined;
let events: NatsConnection | undefined;
const sentEvents: LiveEvent[] = [];
const strandedQueuedId = randomUUID();
const strandedSendingId = randomUUID();

const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => {
  if (!running) throw new Error('service not started');
  // The test reads and writes as the system: every client's e-mails (decision 228).
  return systemFork(running.deps.orm.em).execute<T[]>(query, params);
};

async function mailTo(address: string): Promise<ReceivedMessage[]> {
  const response = await fetch(`${sinkUrl}/mail/messages?to=${encodeURIComponent(address)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ReceivedMessage[];
}

async function sinkSwitch(path: '/mail/fail' | '/mail/reject', body: object): Promise<void> {
  const response = await fetch(`${sinkUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

async function queue(email: QueueEmail): Promise<string> {
  if (!rpc) throw new Error('service not started');
  return queueEmailResultSchema.parse(await rpc.request(INTERNAL.email.queue.subject, email)).emailId;
}

async function emailRow(id: string): Promise<EmailRow | undefined> {
  return (
    await sql<EmailRow>(
      `select "status", "attempts", "message_id", "sent_at", "recipients" from "email"."email" where "id" = ?`,
      [id],
    )
  )[0];
}

const settled = (id: string, status: 'SENT' | 'FAILED'): Promise<EmailRow> =>
  waitFor(`e-mail ${id} ${status}`, async () => {
    const row = await emailRow(id);
    return row?.status === status ? row : undefined;
  });

const history = (id: string): Promise<HistoryRow[]> =>
  sql<HistoryRow>(
    `select "status", "detail" from "email"."email_status_event" where "email_id" = ? order by "event_at", "created_at"`,
    [id],
  );

const errorUsers = (id: string): Promise<ErrorUserRow[]> =>
  sql<ErrorUserRow>(
    `select "user_id", "reason" from "email"."email_error_user" where "email_id" = ? order by "user_id"`,
    [id],
  );

async function ledger(id: string): Promise<{ status: string; attempts: number } | undefined> {
  return (
    await sql<{ status: string; attempts: number }>(
      `select "status", "attempts" from "email"."job_record" where "kind" = ? and "key" = ?`,
      [JOB_KINDS.emailSend, id],
    )
  )[0];
}

const address = (label: string): string => `${label}.${randomUUID().slice(0, 8)}@example.test`;

beforeAll(async () => {
  if (!existsSync(STAND_INS_MAIN)) {
    throw new Error(`${STAND_INS_MAIN} is missing: build first (npx tsc -b tsconfig.json)`);
  }
  db = await createTestDatabase('email_sending');
  nats = await startPrivateNats();

  const [httpPort, smtpPort] = [await freePort(), await freePort()];
  sinkUrl = `http://127.0.0.1:${httpPort}`;
  sink = spawn(process.execPath, [STAND_INS_MAIN], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(httpPort),
      SMTP_PORT: String(smtpPort),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor('the stand-ins', async () => {
    if (sink?.exitCode !== null) throw new Error(`stand-ins exited with ${String(sink?.exitCode)}`);
    return fetch(`${sinkUrl}/health`).then(
      (r) => (r.ok ? true : undefined),
      () => undefined,
    );
  });

  const env = serviceTestEnv(db.url, {
    NATS_URL: nats.url,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    EMAIL_RETRY_DELAYS_MS: '200',
    EMAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
  });
  const service = createEmailService(env);
  await startService(service, 'migrate', env);

  // Two e-mails no job will move: one stored two minutes ago whose job never reached JetStream (NATS down
  // after the commit), one whose worker died in the SMTP conversation of its last delivery. The worker's
  // recovery sweep must find both at start.
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  for (const [id, status, age, attempts] of [
    [strandedQueuedId, 'QUEUED', '2 minutes', 0],
    [strandedSendingId, 'SENDING', '11 minutes', MAX_ATTEMPTS],
  ] as const) {
    await client.query(
      `insert into "email"."email" ("id", "template", "subject", "text", "recipients", "status", "attempts", "created_at", "updated_at")
       values ($1, 'GENERIC', 'Stranded', 'Never enqueued', $2, $3, $4, now() - $5::interval, now() - $5::interval)`,
      [
        id,
        JSON.stringify([{ email: `${status.toLowerCase()}@example.test`, userId: null }]),
        status,
        attempts,
        age,
      ],
    );
  }
  await client.end();

  events = await connect({ servers: nats.url });
  events.subscribe(EVENTS.emailSent, {
    callback: (_error, message) => {
      sentEvents.push(liveEventSchema.parse(message.json()));
    },
  });
  await events.flush();

  running = await startService(service, 'serve', env);
  rpc = await natsRpcClient(nats.url);
}, 180_000);

afterAll(async () => {
  await rpc?.close();
  await running?.close();
  await events?.drain();
  if (sink && sink.exitCode === null) {
    const child = sink;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
  await nats?.stop();
  await db?.drop();
});

describe('e-mail sending', () => {
  test('at start, the worker re-enqueues e-mails no job would move, and sends them', async () => {
    for (const [id, to] of [
      [strandedQueuedId, 'queued@example.test'],
      [strandedSendingId, 'sending@example.test'],
    ] as const) {
      const [message] = await waitFor(`the stranded e-mail to ${to} at the sink`, async () => {
        const messages = await mailTo(to);
        return messages.length ? messages : undefined;
      });
      expect(message?.messageId).toBe(`<${id}@onboard.test>`);
      await settled(id, 'SENT');
    }
  });

  test('queues an e-mail, delivers it with its Message-ID, records SENT and announces it', async () => {
    const to = address('ana');
    const userId = randomUUID();
    const emailId = await queue({
      template: 'ACTIVATION',
      to: [{ email: to, userId }],
      subject: 'Activate your Onboard account',
      text: 'Open https://onboard.test/activate/abc to set your password.',
      html: '<p>Open <a href="https://onboard.test/activate/abc">this link</a>.</p>',
    });

    const [message, ...others] = await waitFor('the message at the sink', async () => {
      const messages = await mailTo(to);
      return messages.length ? messages : undefined;
    });
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      messageId: `<${emailId}@onboard.test>`,
      subject: 'Activate your Onboard account',
      to: [to],
    });
    expect(message?.text.trim()).toBe('Open https://onboard.test/activate/abc to set your password.');
    expect(message?.from).toContain('no-reply@onboard.test');

    const row = await settled(emailId, 'SENT');
    expect(row).toMatchObject({ attempts: 1, message_id: `<${emailId}@onboard.test>` });
    expect(Date.now() - Date.parse(row.sent_at ?? '')).toBeLessThan(60_000);
    expect(row.recipients).toEqual([{ email: to, userId }]);
    expect((await history(emailId)).map((h) => h.status)).toEqual(['QUEUED', 'SENDING', 'SENT']);
    expect(await errorUsers(emailId)).toEqual([]);

    const event = await waitFor('the EMAIL_SENT event', async () =>
      sentEvents.find((e) => e.type === 'EMAIL_SENT' && e.emailId === emailId),
    );
    expect(event).toEqual({ type: 'EMAIL_SENT', emailId, subject: 'Activate your Onboard account' });
    expect(await ledger(emailId)).toEqual({ status: 'done', attempts: 1 });
  });

  test('the same dedupeKey answers with the same e-mail, stored and sent once', async () => {
    const to = address('dedupe');
    const request: QueueEmail = {
      template: 'WELCOME',
      to: [{ email: to }],
      subject: 'Welcome',
      text: 'Welcome to Onboard.',
      dedupeKey: `welcome:${to}`,
    };
    // Two at once race past the lookup; the unique index decides, and both answer with the winner.
    const [first, second] = await Promise.all([queue(request), queue(request)]);
    const third = await queue({ ...request, subject: 'Welcome (retried)' });
    expect(second).toBe(first);
    expect(third).toBe(first);

    await settled(first, 'SENT');
    const rows = await sql<{ n: string }>(
      `select count(*) as n from "email"."email" where "dedupe_key" = ?`,
      [request.dedupeKey],
    );
    expect(Number(rows[0]?.n)).toBe(1);
    // Time for a wrongly duplicated job to arrive too.
    await new Promise((r) => setTimeout(r, 700));
    const messages = await mailTo(to);
    expect(messages.map((m) => m.subject)).toEqual(['Welcome']);
    expect(sentEvents.filter((e) => e.type === 'EMAIL_SENT' && e.emailId === first)).toHaveLength(1);
  });

  test('a relay refusing twice (451) gets the e-mail on the third attempt', async () => {
    await sinkSwitch('/mail/fail', { times: 2 });
    const to = address('retry');
    const emailId = await queue({ template: 'GENERIC', to: [{ email: to }], subject: 'Retried', text: 'Hi' });

    const row = await settled(emailId, 'SENT');
    expect(row.attempts).toBe(3);
    const steps = await history(emailId);
    expect(steps.map((h) => h.status)).toEqual([
      'QUEUED',
      'SENDING',
      'QUEUED',
      'SENDING',
      'QUEUED',
      'SENDING',
      'SENT',
    ]);
    expect(steps[2]?.detail).toMatch(/^attempt 1 failed, will retry: .*451/);
    expect(await mailTo(to)).toHaveLength(1);
    expect(await ledger(emailId)).toEqual({ status: 'done', attempts: 3 });
  });

  test('when every attempt fails, the e-mail is FAILED, its users recorded, the job failed', async () => {
    await sinkSwitch('/mail/fail', { times: MAX_ATTEMPTS });
    const to = address('unlucky');
    const userId = randomUUID();
    const emailId = await queue({
      template: 'RESET_PASSWORD',
      to: [
        { email: to, userId },
        { email: address('outside-signer'), userId: null },
      ],
      subject: 'Reset your password',
      text: 'Hi',
    });

    const row = await settled(emailId, 'FAILED');
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    const steps = await history(emailId);
    expect(steps.map((h) => h.status).slice(-2)).toEqual(['SENDING', 'FAILED']);
    expect(steps.at(-1)?.detail).toMatch(/^attempt 3 failed, no attempts left: .*451/);
    // The recipient without a user id has nothing to point at.
    const unreached = await errorUsers(emailId);
    expect(unreached.map((u) => u.user_id)).toEqual([userId]);
    expect(unreached[0]?.reason).toContain('451');
    expect(
      await waitFor('the failed ledger row', async () => {
        const job = await ledger(emailId);
        return job?.status === 'failed' ? job : undefined;
      }),
    ).toEqual({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await mailTo(to)).toEqual([]);
    expect(sentEvents.some((e) => e.type === 'EMAIL_SENT' && e.emailId === emailId)).toBe(false);
  });

  test('a recipient refused for good (550) becomes an error user; refusing all fails at once', async () => {
    const gone = address('gone');
    const [okUser, goneUser] = [randomUUID(), randomUUID()];
    await sinkSwitch('/mail/reject', { addresses: [gone] });
    try {
      const ok = address('ok');
      const partly = await queue({
        template: 'GENERIC',
        to: [
          { email: ok, userId: okUser },
          { email: gone, userId: goneUser },
        ],
        subject: 'Partly delivered',
        text: 'Hi',
      });
      await settled(partly, 'SENT');
      const partlyUnreached = await errorUsers(partly);
      expect(partlyUnreached.map((u) => u.user_id)).toEqual([goneUser]);
      expect(partlyUnreached[0]?.reason).toContain('550');
      expect((await mailTo(ok)).map((m) => m.to)).toEqual([[ok]]);

      const nobody = await queue({
        template: 'GENERIC',
        to: [{ email: gone, userId: goneUser }],
        subject: 'Nobody',
        text: 'Hi',
      });
      const row = await settled(nobody, 'FAILED');
      // No retry can change a 5xx: one attempt, and the job completed (its outcome is the FAILED row).
      expect(row.attempts).toBe(1);
      expect((await history(nobody)).map((h) => h.status)).toEqual(['QUEUED', 'SENDING', 'FAILED']);
      expect((await errorUsers(nobody)).map((u) => u.user_id)).toEqual([goneUser]);
      expect(await ledger(nobody)).toEqual({ status: 'done', attempts: 1 });
    } finally {
      await sinkSwitch('/mail/reject', { addresses: [] });
    }
  });

  test('each sent e-mail was announced exactly once', () => {
    const ids = sentEvents.map((e) => (e.type === 'EMAIL_SENT' ? e.emailId : e.type));
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
