// The e-mail outbox drained (issue 14): --emails e-mails (default 10,000) queued on NATS (`email.email.queue`,
// as the other services queue them, each with its own dedupe key), stored by the e-mail service and sent by its
// worker (`email.send` jobs on JetStream) to the stand-ins' SMTP sink. Measures how fast the service takes
// them (queued/s) and how fast they reach the sink (e-mails/s, from the first request to the last SENT), then
// checks that none was lost and none sent twice: every e-mail SENT in the database, exactly one message per
// e-mail at the sink (counted by Message-ID, which is derived from the e-mail id, and by subject). Half a
// thousand requests are repeated with the same dedupe keys at the end: they must store and send nothing new.
//
//   node bench/email-drain.mjs [--emails 10000] [--send-concurrency 16] [--queue-concurrency 50] [--no-build]
//
// --send-concurrency is the worker's EMAIL_SEND_CONCURRENCY (e-mails sent at once by the one e-mail process;
// the service's default is 4, which drains about 27 e-mails/s here: 10,000 would take six minutes).
// Results: bench/results/email-drain.json; the figures go into bench/README.md by hand.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  cleanUpOnSignals,
  ensureNode24,
  machineInfo,
  startTemporarySystem,
} from '../infra/load/temp-system.mjs';
import { writeResults } from './lib.mjs';

await ensureNode24(import.meta.url);

const { values: args } = parseArgs({
  options: {
    emails: { type: 'string', default: '10000' },
    'send-concurrency': { type: 'string', default: '16' },
    'queue-concurrency': { type: 'string', default: '50' },
    'drain-timeout-s': { type: 'string', default: '240' },
    'no-build': { type: 'boolean', default: false },
  },
});
const N = Number(args.emails);
const SEND_CONCURRENCY = Number(args['send-concurrency']);
const QUEUE_CONCURRENCY = Number(args['queue-concurrency']);
const DRAIN_TIMEOUT_MS = Number(args['drain-timeout-s']) * 1000;
for (const [name, value] of Object.entries({ N, SEND_CONCURRENCY, QUEUE_CONCURRENCY, DRAIN_TIMEOUT_MS })) {
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000)
    throw new Error(`Bad option ${name}: ${value}`);
}
const REPEATED = Math.min(500, N);

// The services read their variables from the environment startTemporarySystem passes on.
process.env.EMAIL_SEND_CONCURRENCY = String(SEND_CONCURRENCY);
// The sink keeps 500 messages by default: enough room for every one, so a lost one is really lost.
process.env.MAIL_CAPACITY = String(N + 1_000);
process.env.LOG_LEVEL ??= 'warn';

const running = { system: undefined, rpc: undefined, sql: undefined };
const signals = cleanUpOnSignals(async () => {
  await running.sql?.end().catch(() => undefined);
  await running.system?.stop();
});

const { RpcClient, createLogger } = await import('@onboard/server-kit');
const { INTERNAL } = await import('@onboard/contracts');
const { default: pg } = await import('pg');

const machineAtStart = await machineInfo();
const system = (running.system = await startTemporarySystem({ build: !args['no-build'] }));
const results = {};
try {
  const sql = (running.sql = new pg.Client({ connectionString: system.databaseUrl }));
  await sql.connect();
  const rpc = new RpcClient(system.natsUrl, 'bench-email-drain', 60_000, createLogger('bench', 'error'));
  await fetch(`${system.standInsUrl}/mail/messages`, { method: 'DELETE' });

  const run = randomUUID().slice(0, 8);
  const subjectOf = (i) => `drain ${run} #${i}`;
  const request = (i) =>
    rpc.request(
      INTERNAL.email.queue.subject,
      { requestId: `bench-${run}-${i}`, user: null },
      {
        template: 'GENERIC',
        to: [{ email: `drain-${i}@bench.onboard.test`, userId: null }],
        subject: subjectOf(i),
        text: `Message ${i} of the e-mail drain benchmark.`,
        dedupeKey: `bench:${run}:${i}`,
      },
    );
  /** `count` requests, `QUEUE_CONCURRENCY` in flight; the e-mail ids they answered. */
  const queueAll = async (count) => {
    const ids = new Array(count);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(QUEUE_CONCURRENCY, count) }, async () => {
        while (next < count && !signals.interrupted) {
          const i = next++;
          ids[i] = (await request(i)).emailId;
        }
      }),
    );
    return ids;
  };
  const statuses = async () => {
    const { rows } = await sql.query(
      `select "status", count(*)::int as n from "email"."email" where "subject" like $1 group by "status"`,
      [`drain ${run} #%`],
    );
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  };

  console.log(
    `Queueing ${N} e-mails (${QUEUE_CONCURRENCY} requests in flight; the worker sends ${SEND_CONCURRENCY} at once)…`,
  );
  const started = performance.now();
  const ids = await queueAll(N);
  const queuedMs = performance.now() - started;
  console.log(`Queued in ${(queuedMs / 1000).toFixed(1)} s; draining…`);

  let counts = {};
  let drainedMs = 0;
  for (;;) {
    counts = await statuses();
    const settled = (counts.SENT ?? 0) + (counts.FAILED ?? 0);
    drainedMs = performance.now() - started;
    if (settled >= N) break;
    if (drainedMs > DRAIN_TIMEOUT_MS || signals.interrupted) {
      console.error(`Not drained after ${Math.round(drainedMs / 1000)} s: ${JSON.stringify(counts)}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`Drained in ${(drainedMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

  // The same dedupe keys again (a caller retrying): the same e-mails, nothing stored or sent anew.
  const again = await queueAll(REPEATED);
  const sameAnswers = again.every((id, i) => id === ids[i]);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const rowsAfter = Object.values(await statuses()).reduce((a, b) => a + b, 0);

  const messages = await (await fetch(`${system.standInsUrl}/mail/messages`)).json();
  const ours = messages.filter((m) => m.subject.startsWith(`drain ${run} #`));
  const byMessageId = new Map();
  for (const m of ours) byMessageId.set(m.messageId, (byMessageId.get(m.messageId) ?? 0) + 1);
  const bySubject = new Set(ours.map((m) => m.subject));
  const expectedIds = new Set(ids.map((id) => `<${id}@onboard.test>`));
  const lost = [...expectedIds].filter((id) => !byMessageId.has(id)).length;
  const twice = [...byMessageId.values()].filter((n) => n > 1).length;
  const strangers = [...byMessageId.keys()].filter((id) => !expectedIds.has(id)).length;
  const received = ours.map((m) => Date.parse(m.receivedAt)).sort((a, b) => a - b);
  const sinkSpanS = received.length > 1 ? (received[received.length - 1] - received[0]) / 1000 : 0;

  Object.assign(results, {
    options: { emails: N, sendConcurrency: SEND_CONCURRENCY, queueConcurrency: QUEUE_CONCURRENCY },
    queued: { seconds: round(queuedMs / 1000), perSecond: round(N / (queuedMs / 1000)) },
    drained: {
      seconds: round(drainedMs / 1000),
      emailsPerSecond: round(N / (drainedMs / 1000)),
      sinkEmailsPerSecond: sinkSpanS ? round(ours.length / sinkSpanS) : null,
      statuses: counts,
    },
    check: {
      distinctEmailIds: new Set(ids).size,
      sinkMessages: ours.length,
      distinctMessageIds: byMessageId.size,
      distinctSubjects: bySubject.size,
      lost,
      sentTwice: twice,
      unknownMessageIds: strangers,
      repeatedRequests: REPEATED,
      repeatedAnsweredSameIds: sameAnswers,
      rowsAfterRepeat: rowsAfter,
    },
    machine: machineAtStart,
  });
  const ok =
    lost === 0 &&
    twice === 0 &&
    strangers === 0 &&
    ours.length === N &&
    bySubject.size === N &&
    (counts.SENT ?? 0) === N &&
    sameAnswers &&
    rowsAfter === N;
  results.ok = ok;
  console.log(
    JSON.stringify({ queued: results.queued, drained: results.drained, check: results.check }, null, 2),
  );
  console.log(ok ? 'OK: none lost, none twice.' : 'CHECK FAILED');
  writeResults('email-drain.json', results);
  process.exitCode = ok ? 0 : 1;
} finally {
  await running.sql?.end().catch(() => undefined);
  await system.stop();
}

function round(value) {
  return Math.round(value * 10) / 10;
}
