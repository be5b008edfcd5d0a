import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  EVENTS,
  liveEventSchema,
  queueEmailResultSchema,
  INTERNAL,
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
} from '@onboard/server-kit/testing';
import { createEmailService } from './definition.js';

/**
 * Twenty slow outside calls at once do not take the database connections the request handlers need
 * (decision 035). The relay below holds every message's final answer until the test releases it. The
 * service's pool has 5 connections and its send job runs 20 at once: a job that held a transaction (and so a
 * connection) across its SMTP conversation would stop at 5 conversations and leave no connection for a
 * request. With the three job steps, all 20 wait on SMTP holding nothing, and a request still answers.
 */

const JOBS = 20;
const POOL = 5;

let db: TestDatabase;
let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let relay: SMTPServer;
let running: RunningService | undefined;
let rpc: Awaited<ReturnType<typeof natsRpcClient>> | undefined;
let events: NatsConnection | undefined;

/** E-mail ids of the EMAIL_SENT events; `allSent` resolves at the last one. */
const sent: string[] = [];
let sentAll: () => void = () => undefined;
const allSent = new Promise<void>((resolve) => {
  sentAll = resolve;
});

/** The relay's held answers; `release` lets them (and every later message) through. */
const held: (() => void)[] = [];
let holding = true;
let heldAll: () => void = () => undefined;
const allHeld = new Promise<void>((resolve) => {
  heldAll = resolve;
});
function release(): void {
  holding = false;
  for (const answer of held.splice(0)) answer();
}

/** Fails (never passes) on its deadline: the waits it guards end by a signal, not by time. */
function within<T>(what: string, promise: Promise<T>, timeoutMs = 90_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

async function queue(email: QueueEmail): Promise<string> {
  if (!rpc) throw new Error('service not started');
  const answer = await rpc.request(INTERNAL.email.queue.subject, email).catch((error: unknown) => {
    // A request handler starved of connections shows here, as the request's timeout.
    throw new Error(
      `${INTERNAL.email.queue.subject} did not answer: ${error instanceof Error ? error.name : String(error)}`,
    );
  });
  return queueEmailResultSchema.parse(answer).emailId;
}

const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => {
  if (!running) throw new Error('service not started');
  // The test reads and writes as the system: every client's e-mails (decision 228).
  return systemFork(running.deps.orm.em).execute<T[]>(query, params);
};

/** Connections of the service's database inside a transaction, seen by a client outside its pool. */
async function connectionsInTransaction(): Promise<number> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`,
    );
    return rows[0]?.n ?? -1;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  db = await createTestDatabase('email_job_connections');
  nats = await startPrivateNats();

  relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, answer) {
      stream.resume();
      stream.on('end', () => {
        if (!holding) return answer();
        held.push(() => answer());
        if (held.length === JOBS) heldAll();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => relay.listen(smtpPort, '127.0.0.1', resolve));

  const env = serviceTestEnv(db.url, {
    NATS_URL: nats.url,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    DB_POOL_MAX: String(POOL),
    EMAIL_SEND_CONCURRENCY: String(JOBS),
    // The SMTP conversations are held for as long as the test needs: no retry may start meanwhile.
    NATS_REQUEST_TIMEOUT_MS: '10000',
  });
  events = await connect({ servers: nats.url });
  events.subscribe(EVENTS.emailSent, {
    callback: (_error, message) => {
      const event = liveEventSchema.parse(message.json());
      if (event.type === 'EMAIL_SENT') sent.push(event.emailId);
      if (sent.length === JOBS + 1) sentAll();
    },
  });
  await events.flush();

  const service = createEmailService(env);
  await startService(service, 'migrate', env);
  running = await startService(service, 'serve', env);
  rpc = await natsRpcClient(nats.url);
}, 180_000);

afterAll(async () => {
  release();
  await rpc?.close();
  await running?.close();
  await events?.drain();
  await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
  await nats?.stop();
  await db?.drop();
});

describe('e-mail jobs and the database pool', () => {
  test(`${JOBS} SMTP conversations held at once leave the ${POOL}-connection pool to the request handlers`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < JOBS; i++) {
      ids.push(
        await queue({
          template: 'GENERIC',
          to: [{ email: `held${i}@example.test` }],
          subject: `Held ${i}`,
          text: 'Hi',
        }),
      );
    }

    // All twenty jobs are in their SMTP conversation, waiting for the relay's answer.
    await within(`${JOBS} SMTP conversations at once (a job holding a connection stops at ${POOL})`, allHeld);
    expect(held).toHaveLength(JOBS);

    // While they wait: no connection sits in a transaction…
    expect(await connectionsInTransaction()).toBe(0);
    // …a request handler of the same service (a write transaction through the same pool) answers…
    const during = await queue({
      template: 'GENERIC',
      to: [{ email: 'during@example.test' }],
      subject: 'Stored while the relay is slow',
      text: 'Hi',
    });
    // …and a query through the same pool too, which also shows the twenty still in SENDING.
    const statuses = await sql<{ status: string; n: number }>(
      `select "status", count(*)::int as n from "email"."email" group by "status" order by "status"`,
    );
    expect(statuses).toEqual([
      { status: 'QUEUED', n: 1 },
      { status: 'SENDING', n: JOBS },
    ]);
    expect(held).toHaveLength(JOBS);

    // Released, every e-mail is sent once, the one queued meanwhile included.
    release();
    await within('every e-mail SENT (EMAIL_SENT announced after each commit)', allSent);
    expect(sent).toHaveLength(JOBS + 1);
    expect(new Set(sent)).toEqual(new Set([...ids, during]));
    const ledger = await sql<{ status: string; n: number }>(
      `select "status", count(*)::int as n from "email"."job_record" group by "status"`,
    );
    expect(ledger).toEqual([{ status: 'done', n: JOBS + 1 }]);
  });
});
