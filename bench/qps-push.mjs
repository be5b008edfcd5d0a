// QPS pushes (issue 14 item 2): --pushes (default 1,000) plan-design pushes asked for at once through the
// gateway (POST /api/clients/{id}/qps/async-push, --concurrency connections, each push its own idempotency key,
// spread over the demo clients that have a case id), followed by the qps service's `qps.push` job against the
// QPS stand-in with its default mix (most pushes done after 1.5 s, every seventh after 8 s, every fifth with
// warnings, every eleventh with errors, every seventeenth timed out by QPS). Measures how long the requests take and how long until every API job is final; checks none was
// lost: --pushes API jobs, all final, --pushes jobs marked done in the ledger, and the stand-in saw exactly
// --pushes pushes (one per job, whatever the redeliveries).
//
//   node bench/qps-push.mjs [--pushes 1000] [--concurrency 100] [--no-build]
//
// The qps worker runs in the qps service (npm start's way) with its defaults (QPS_PUSH_CONCURRENCY 100,
// QPS_POLL_INTERVAL_MS 2000) unless the environment sets them. Results: bench/results/qps-push.json.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  cleanUpOnSignals,
  ensureNode24,
  machineInfo,
  startTemporarySystem,
} from '../infra/load/temp-system.mjs';
import { signIn } from '../infra/load/sign-in.mjs';
import { latencyStats, writeResults } from './lib.mjs';

await ensureNode24(import.meta.url);

const { values: args } = parseArgs({
  options: {
    pushes: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '100' },
    'no-build': { type: 'boolean', default: false },
  },
});
const PUSHES = Number(args.pushes);
const CONCURRENCY = Number(args.concurrency);
if (!Number.isInteger(PUSHES) || PUSHES < 1 || PUSHES > 100_000) throw new Error('--pushes: 1-100000');
if (!Number.isInteger(CONCURRENCY) || CONCURRENCY < 1 || CONCURRENCY > PUSHES)
  throw new Error('--concurrency: 1 to --pushes');

const running = { system: undefined, pool: undefined };
const signals = cleanUpOnSignals(async () => {
  await running.pool?.end().catch(() => undefined);
  await running.system?.stop();
});
const machine = await machineInfo();
const system = (running.system = await startTemporarySystem({ build: !args['no-build'] }));
const { default: pg } = await import('pg');
const pool = (running.pool = new pg.Pool({ connectionString: system.databaseUrl, max: 2 }));

let results;
try {
  const session = await signIn(system.url, 'admin');
  if (!session.csrf) throw new Error('no CSRF token from the sign-in');
  const headers = {
    'content-type': 'application/json',
    cookie: `${session.cookie}; ${session.csrfCookie}`,
    'x-csrf-token': session.csrf,
  };
  const { rows: clients } = await pool.query(
    `select "id" from "clients"."client" where "case_id" is not null and not "is_archived" order by "id"`,
  );
  if (clients.length === 0) throw new Error('no demo client with a case id');

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const post = (clientId, idempotencyKey) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ idempotencyKey });
      const started = process.hrtime.bigint();
      const req = http.request(
        new URL(`/api/clients/${clientId}/qps/async-push`, system.url),
        { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            if (res.statusCode !== 200) reject(new Error(`push: ${res.statusCode} ${text}`));
            else resolve({ ms, job: JSON.parse(text) });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  console.log(`${PUSHES} pushes over ${clients.length} clients, ${CONCURRENCY} at a time…`);
  const startedAt = Date.now();
  const times = [];
  const jobIds = new Set();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < PUSHES && !signals.interrupted) {
        const n = next++;
        const { ms, job } = await post(clients[n % clients.length].id, `bench-${n}`);
        times.push(ms);
        jobIds.add(job.id);
      }
    }),
  );
  const requestsDoneAt = Date.now();
  console.log(`requests answered in ${(requestsDoneAt - startedAt) / 1000} s; waiting for the jobs…`);

  let last = '';
  let finalAt;
  for (;;) {
    const { rows } = await pool.query(
      `select "status", count(*)::int as n from "qps"."api_job" where "idempotency_key" like 'bench-%' group by "status"`,
    );
    const counts = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    const inProgress = counts.IN_PROGRESS ?? 0;
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    const line = JSON.stringify(counts);
    if (line !== last) console.log(`  ${Math.round((Date.now() - startedAt) / 1000)} s: ${line}`);
    last = line;
    if (total === PUSHES && inProgress === 0) {
      finalAt = Date.now();
      results = { counts };
      break;
    }
    if (Date.now() - startedAt > 15 * 60_000) throw new Error(`not all jobs final after 15 minutes: ${line}`);
    await sleep(250);
  }
  const seen = await (await fetch(`${system.standInsUrl}/qps/admin/pushes`)).json();
  const ledger = await pool.query(
    `select count(*)::int as n from "qps"."job_record" where "kind" = 'qps.push' and "status" = 'done'`,
  );
  const pushedKeys = new Set(seen.pushes.map((p) => p.idempotencyKey));
  const lost = [...jobIds].filter((id) => !pushedKeys.has(id)).length;
  results = {
    bench: 'qps-push',
    at: new Date().toISOString(),
    machine,
    options: { pushes: PUSHES, concurrency: CONCURRENCY, clients: clients.length },
    requests: { seconds: (requestsDoneAt - startedAt) / 1000, latencyMs: latencyStats(times) },
    allFinalSeconds: (finalAt - startedAt) / 1000,
    jobs: { distinct: jobIds.size, byStatus: results.counts, ledgerDone: ledger.rows[0].n },
    standIn: { pushes: seen.total, repeatedPosts: seen.pushes.filter((p) => p.requests > 1).length },
    lost,
  };
  console.log(JSON.stringify(results, null, 2));
  if (jobIds.size !== PUSHES || seen.total !== PUSHES || lost !== 0 || ledger.rows[0].n !== PUSHES) {
    throw new Error('pushes lost or doubled: see the figures above');
  }
  agent.destroy();
} finally {
  await pool.end().catch(() => undefined);
  await system.stop();
}
writeResults('qps-push.json', results);
