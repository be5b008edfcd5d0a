import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import type { MikroORM } from '@mikro-orm/postgresql';
import { JOBS_STREAM, jobSubject } from '@onboard/contracts';
import { z } from 'zod';
import { createTestDatabase, testInfra, waitFor as sharedWaitFor, type TestDatabase } from './testing.js';
import { createOrm, jobLedgerV1Sql } from './orm.js';
import { connectNats, type NatsConnection } from './nats.js';
import { createLogger } from './logger.js';
import { JobQueue, JobWorker } from './jobs.js';

const FIXTURE = fileURLToPath(new URL('../test/job-worker.fixture.mjs', import.meta.url));
const logger = createLogger('jobs-test', process.env.TEST_LOG_LEVEL ?? 'silent');

let db: TestDatabase;
let orm: MikroORM;
let nc: NatsConnection;
const kinds: string[] = [];

const newKind = (label: string): string => {
  const kind = `test.${label}-${randomBytes(3).toString('hex')}`;
  kinds.push(kind);
  return kind;
};

// This file's waits are short (a local worker on a throwaway database): 20 s, as before the helper was shared.
const waitFor = <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> =>
  sharedWaitFor(what, probe, { timeoutMs: 20_000 });

async function ledger(kind: string, key: string): Promise<{ status: string; attempts: number } | undefined> {
  const rows = await orm.em
    .fork()
    .execute<{ status: string; attempts: number }[]>(
      `select "status", "attempts" from "jobtest"."job_record" where "kind" = ? and "key" = ?`,
      [kind, key],
    );
  return rows[0];
}

async function effects(key: string): Promise<{ attempt: number }[]> {
  return orm.em
    .fork()
    .execute(`select "attempt" from "jobtest"."effect" where "key" = ? order by "attempt"`, [key]);
}

function startFixture(kind: string, slowMs: number): Promise<ChildProcess> {
  const { natsUrl } = testInfra();
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, DATABASE_URL: db.url, NATS_URL: natsUrl, JOB_KIND: kind, SLOW_MS: String(slowMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (String(d).includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`fixture exited early with ${code}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function consumerIsDrained(kind: string): Promise<true | undefined> {
  const jsm = await jetstreamManager(nc);
  const info = await jsm.consumers.info(JOBS_STREAM, `${kind.replace(/[^a-zA-Z0-9_-]/g, '-')}-worker`);
  return info.num_pending === 0 && info.num_ack_pending === 0 ? true : undefined;
}

beforeAll(async () => {
  db = await createTestDatabase('jobs');
  orm = await createOrm({ clientUrl: db.url, schema: 'jobtest', entities: [], migrations: [] });
  const em = orm.em.fork();
  await em.execute('create schema "jobtest"');
  for (const sql of jobLedgerV1Sql('jobtest')) await em.execute(sql);
  await em.execute(
    'create table "jobtest"."effect" ("key" text not null, "attempt" int not null, "n" int not null, "at" timestamptz default now())',
  );
  nc = await connectNats(testInfra().natsUrl, 'jobs-test', logger);
});

afterAll(async () => {
  const jsm = await jetstreamManager(nc);
  for (const kind of kinds) {
    await jsm.consumers
      .delete(JOBS_STREAM, `${kind.replace(/[^a-zA-Z0-9_-]/g, '-')}-worker`)
      .catch(() => undefined);
  }
  await nc.drain();
  await orm.close();
  await db.drop();
});

describe('JetStream jobs', () => {
  test('a worker killed mid-job loses nothing: after restart the job completes exactly once', async () => {
    const kind = newKind('kill');
    const queue = new JobQueue(nc, { [kind]: z.object({ n: z.number() }) });
    const started: { key: string; attempt: number; pid: number }[] = [];
    const subscription = nc.subscribe(`test.${kind}.started`, {
      callback: (_err, msg) => {
        started.push(msg.json());
      },
    });

    const first = await startFixture(kind, 60_000);
    const enqueued = await queue.enqueue(kind, 'job-1', { n: 7 });
    expect(enqueued.duplicate).toBe(false);

    await waitFor('the first worker to start the job', async () => (started.length ? true : undefined));
    expect(started[0]).toMatchObject({ key: 'job-1', attempt: 1, pid: first.pid });
    await killed(first);
    expect(await effects('job-1')).toEqual([]);
    expect((await ledger(kind, 'job-1'))?.status).toBe('running');

    const second = await startFixture(kind, 0);
    try {
      const done = await waitFor('the job to complete after restart', async () => {
        const row = await ledger(kind, 'job-1');
        return row?.status === 'done' ? row : undefined;
      });
      expect(done.attempts).toBe(2);
      expect(await effects('job-1')).toEqual([{ attempt: 2 }]);
      expect(started.map((s) => s.pid)).toEqual([first.pid, second.pid]);

      // The same job again within the dedup window is stored once…
      expect((await queue.enqueue(kind, 'job-1', { n: 7 })).duplicate).toBe(true);
      // …and a copy that slips past deduplication is acknowledged without running again.
      const { jetstream } = await import('@nats-io/jetstream');
      await jetstream(nc).publish(
        jobSubject(kind),
        JSON.stringify({ kind, key: 'job-1', payload: { n: 7 }, enqueuedAt: new Date().toISOString() }),
        { msgID: `bypass-${randomBytes(4).toString('hex')}` },
      );
      await waitFor('the copy to be consumed', () => consumerIsDrained(kind));
      expect(await effects('job-1')).toEqual([{ attempt: 2 }]);
      expect(started).toHaveLength(2);
    } finally {
      subscription.unsubscribe();
      second.kill('SIGTERM');
    }
  });

  test('a failing job is retried with backoff and succeeds; one that keeps failing stops after maxDeliver', async () => {
    const kind = newKind('retry');
    let calls = 0;
    const schema = z.object({ n: z.number(), failTimes: z.number() });
    const worker = new JobWorker(
      { nc, orm, logger, schema: 'jobtest' },
      {
        kind,
        schema,
        handler: {
          maxDeliver: 3,
          ackWaitMs: 5_000,
          retryDelaysMs: [100, 200],
          async claim(payload) {
            return payload;
          },
          async call(payload, ctx) {
            calls++;
            if (ctx.attempt <= payload.failTimes) throw new Error(`planned failure ${ctx.attempt}`);
          },
          // Written only by an attempt whose outside call succeeded: only the successful one stays.
          async record(payload, _result, ctx) {
            await ctx.em.execute(`insert into "jobtest"."effect" ("key", "attempt", "n") values (?, ?, ?)`, [
              ctx.key,
              ctx.attempt,
              payload.n,
            ]);
          },
        },
      },
    );
    await worker.start();
    try {
      const queue = new JobQueue(nc, { [kind]: schema });
      await queue.enqueue(kind, 'flaky', { n: 1, failTimes: 2 });
      const done = await waitFor('the flaky job to succeed', async () => {
        const row = await ledger(kind, 'flaky');
        return row?.status === 'done' ? row : undefined;
      });
      expect(done.attempts).toBe(3);
      expect(await effects('flaky')).toEqual([{ attempt: 3 }]);

      await queue.enqueue(kind, 'hopeless', { n: 2, failTimes: 99 });
      const failed = await waitFor('the hopeless job to be marked failed', async () => {
        const row = await ledger(kind, 'hopeless');
        return row?.status === 'failed' ? row : undefined;
      });
      expect(failed.attempts).toBe(3);
      expect(await effects('hopeless')).toEqual([]);
      await waitFor('the consumer to be drained', () => consumerIsDrained(kind));
      expect(calls).toBe(6);
    } finally {
      await worker.stop();
    }
  });

  test('a worker whose consumer is deleted under it binds again and takes the next job', async () => {
    const kind = newKind('rebind');
    const schema = z.object({ n: z.number() });
    const handled: string[] = [];
    const worker = new JobWorker(
      // A short watchdog period: the check that finds the consumer gone runs every 200 ms here (15 s by default).
      { nc, orm, logger, schema: 'jobtest', watchdogMs: 200 },
      {
        kind,
        schema,
        handler: {
          async claim(payload) {
            return payload;
          },
          async call() {
            // Nothing outside.
          },
          async record(_payload, _result, ctx) {
            handled.push(ctx.key);
          },
        },
      },
    );
    await worker.start();
    try {
      const queue = new JobQueue(nc, { [kind]: schema });
      await queue.enqueue(kind, 'before', { n: 1 });
      await waitFor('the first job', async () => (handled.includes('before') ? true : undefined));

      // Someone (an operator, a broken deploy) deletes the durable consumer: nats.js alone would wait on it
      // forever and the job below would never run.
      const jsm = await jetstreamManager(nc);
      await jsm.consumers.delete(JOBS_STREAM, worker.durableName);
      await queue.enqueue(kind, 'after', { n: 2 });
      const row = await waitFor('the job enqueued after the deletion', async () => {
        const r = await ledger(kind, 'after');
        return r?.status === 'done' ? r : undefined;
      });
      expect(row.attempts).toBe(1);
      expect(handled).toEqual(['before', 'after']);
      expect((await jsm.consumers.info(JOBS_STREAM, worker.durableName)).config.filter_subject).toBe(
        jobSubject(kind),
      );
    } finally {
      await worker.stop();
    }
  });

  test('a job whose payload does not match the schema is marked failed without running', async () => {
    const kind = newKind('invalid');
    let calls = 0;
    const worker = new JobWorker(
      { nc, orm, logger, schema: 'jobtest' },
      {
        kind,
        schema: z.object({ n: z.number() }),
        handler: {
          async claim(payload) {
            return payload;
          },
          async call() {
            calls++;
          },
          async record() {
            // The job has no effect of its own.
          },
        },
      },
    );
    await worker.start();
    try {
      // A producer that does not check the payload (an older version, say): the worker checks it again.
      await new JobQueue(nc, { [kind]: z.unknown() }).enqueue(kind, 'bad', { n: 'seven' });
      const row = await waitFor('the invalid job to be marked failed', async () => {
        const r = await ledger(kind, 'bad');
        return r?.status === 'failed' ? r : undefined;
      });
      expect(row.status).toBe('failed');
      expect(calls).toBe(0);
    } finally {
      await worker.stop();
    }
  });
});
