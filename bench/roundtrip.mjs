// The platform's first figure: what the service round trip costs. One query, "list the ben-admin platforms"
// (8 rows), answered
//   (a) through the system: HTTP → gateway → NATS request → clients service → MikroORM → PostgreSQL, and back;
//   (b) in this process: the clients service's own BenAdminPlatformService.list() (its compiled code, the same
//       entity and server-kit's createOrm, a fresh identity map per call as its handler has) on the same database;
//   (c) in this process: the SQL that (b) sends (captured at run time), through a bare `pg` pool: what the ORM
//       itself costs.
// Sequential first (one request at a time, after a warm-up, blocks of the three interleaved so that a noisy
// neighbour hits all of them alike), then at concurrency 10 (autocannon for (a), a Promise pool for (b), (c)).
//
//   npm run bench                               # or: node bench/roundtrip.mjs [--requests 2000] [--concurrency 10]
//
// It starts its own system on temporary infrastructure and stops it afterwards. Results: bench/results/latest.json.
import 'reflect-metadata';
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  cleanUpOnSignals,
  ensureNode24,
  machineInfo,
  startTemporarySystem,
  summarize,
} from '../infra/load/temp-system.mjs';

await ensureNode24(import.meta.url);

const HERE = dirname(fileURLToPath(import.meta.url));

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '300' },
    block: { type: 'string', default: '250' },
    concurrency: { type: 'string', default: '10' },
    'concurrent-requests': { type: 'string', default: '5000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const N = Number(args.requests);
const WARMUP = Number(args.warmup);
const BLOCK = Math.min(Number(args.block), N);
const CONCURRENCY = Number(args.concurrency);
const CONCURRENT_N = Number(args['concurrent-requests']);
for (const [name, value] of Object.entries({ N, WARMUP, BLOCK, CONCURRENCY, CONCURRENT_N })) {
  if (!Number.isInteger(value) || value < 0 || value > 100_000)
    throw new Error(`Bad option ${name}: ${value}`);
}
if (CONCURRENCY < 1 || CONCURRENCY > CONCURRENT_N)
  throw new Error('--concurrency must be in [1, --concurrent-requests]');

// What has to be stopped, filled in as it starts (a signal may come at any point).
const running = { system: undefined, orm: undefined, pool: undefined };
const stopEverything = async () => {
  await running.orm?.close().catch(() => undefined);
  await running.pool?.end().catch(() => undefined);
  await running.system?.stop();
};
const signals = cleanUpOnSignals(stopEverything);

const machineAtStart = await machineInfo();
const system = (running.system = await startTemporarySystem({ build: !args['no-build'] }));

// The clients service's own pieces: its entities and server-kit's createOrm (pool max 10, schema "clients").
const { createOrm } = await import('@onboard/server-kit');
const { CLIENT_ENTITIES } = await import('../apps/clients/dist/clients/client.entity.js');
const { BenAdminPlatformService } =
  await import('../apps/clients/dist/clients/ben-admin-platform.service.js');
const { default: pg } = await import('pg');
const { default: autocannon } = await import('autocannon');

const orm = (running.orm = await createOrm({
  clientUrl: system.databaseUrl,
  schema: 'clients',
  entities: CLIENT_ENTITIES,
  migrations: [],
}));
const pool = (running.pool = new pg.Pool({ connectionString: system.databaseUrl, max: 10 }));

const url = `${system.url}/api/ben-admin-platforms`;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** (a) the system, over HTTP with a keep-alive connection. */
function viaGateway() {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`gateway answered ${res.statusCode}: ${body}`));
        resolve(JSON.parse(body));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** (b) what the clients service does, in this process: its own service class on a fresh identity map. */
function viaOrm() {
  return new BenAdminPlatformService(orm.em.fork()).list();
}

// The SQL (b) sends, as MikroORM hands it to the driver (its onQuery hook is read on every query).
await viaOrm(); // the first call also checks the connection: not part of the query
const sent = [];
orm.config.set('onQuery', (sql, params) => {
  sent.push({ sql, params });
  return sql;
});
await viaOrm();
orm.config.set('onQuery', (sql) => sql);
if (sent.length !== 1 || sent[0].params?.length) {
  throw new Error(`Expected one parameterless query from the service, saw: ${JSON.stringify(sent)}`);
}
const SQL = sent[0].sql;

/** (c) the same SQL, bare pg. */
async function viaPg() {
  const { rows } = await pool.query(SQL);
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

const PATHS = { gateway: viaGateway, orm: viaOrm, pg: viaPg };

async function timed(fn, into) {
  const started = performance.now();
  await fn();
  into.push(performance.now() - started);
}

const round2 = (x) => Math.round(x * 100) / 100;
const ratio = (a, b) => round2(a / b);

let results;
try {
  // The same answer everywhere, or the comparison means nothing: (a) and (b) to the byte, (c) the same rows
  // (it skips whatever ordering the service does in JavaScript, if any).
  const answers = await Promise.all(Object.values(PATHS).map((fn) => fn()));
  const canonical = (rows) => JSON.stringify([...rows].sort((x, y) => (x.id < y.id ? -1 : 1)));
  if (
    answers[0].length === 0 ||
    JSON.stringify(answers[0]) !== JSON.stringify(answers[1]) ||
    canonical(answers[0]) !== canonical(answers[2])
  ) {
    throw new Error(`The three paths disagree:\n${answers.map((a) => JSON.stringify(a)).join('\n')}`);
  }
  const { rows: versionRow } = await pool.query('show server_version');
  console.log(
    `Query (as the clients service sends it): ${SQL}\n${answers[0].length} rows; PostgreSQL ${versionRow[0].server_version}`,
  );

  console.log(`Warm-up: ${WARMUP} requests per path…`);
  for (const fn of Object.values(PATHS)) for (let i = 0; i < WARMUP; i++) await fn();

  console.log(`Sequential: ${N} requests per path, one at a time, interleaved in blocks of ${BLOCK}…`);
  const sequentialSamples = { gateway: [], orm: [], pg: [] };
  for (let done = 0; done < N; done += BLOCK) {
    const size = Math.min(BLOCK, N - done);
    for (const [name, fn] of Object.entries(PATHS)) {
      for (let i = 0; i < size; i++) await timed(fn, sequentialSamples[name]);
    }
  }
  const sequential = Object.fromEntries(Object.entries(sequentialSamples).map(([k, v]) => [k, summarize(v)]));

  console.log(`Concurrent: ${CONCURRENT_N} requests per path, ${CONCURRENCY} at a time…`);
  const concurrent = {};
  {
    const latencies = [];
    const started = performance.now();
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        { url, connections: CONCURRENCY, amount: CONCURRENT_N, timeout: 10 },
        (error, r) => (error ? reject(error) : resolve(r)),
      );
      instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.errors || result.non2xx)
      throw new Error(`gateway under load: ${result.errors} errors, ${result.non2xx} non-2xx`);
    concurrent.gateway = { ...summarize(latencies), requestsPerSecond: Math.round(CONCURRENT_N / seconds) };
  }
  for (const name of ['orm', 'pg']) {
    const fn = PATHS[name];
    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CONCURRENT_N) {
          next++;
          await timed(fn, latencies);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    concurrent[name] = { ...summarize(latencies), requestsPerSecond: Math.round(CONCURRENT_N / seconds) };
  }

  const ratios = (set) => ({
    gatewayOverOrm: Object.fromEntries(
      ['mean', 'p50', 'p95', 'p99'].map((k) => [k, ratio(set.gateway[k], set.orm[k])]),
    ),
    gatewayOverPg: Object.fromEntries(
      ['mean', 'p50', 'p95', 'p99'].map((k) => [k, ratio(set.gateway[k], set.pg[k])]),
    ),
  });
  results = {
    date: new Date().toISOString(),
    machine: { ...machineAtStart, loadAverage1mAtEnd: (await machineInfo()).loadAverage1m },
    query: SQL,
    rows: answers[0].length,
    options: {
      requests: N,
      warmup: WARMUP,
      block: BLOCK,
      concurrency: CONCURRENCY,
      concurrentRequests: CONCURRENT_N,
    },
    latencyUnit: 'ms',
    sequential: { ...sequential, ratios: ratios(sequential) },
    concurrent: {
      ...concurrent,
      ratios: {
        ...ratios(concurrent),
        throughputOrmOverGateway: ratio(
          concurrent.orm.requestsPerSecond,
          concurrent.gateway.requestsPerSecond,
        ),
      },
    },
  };
} finally {
  agent.destroy();
  await stopEverything();
}
if (signals.interrupted) await new Promise(() => undefined); // the signal handler exits once everything is stopped

const LABELS = {
  gateway: '(a) HTTP→gateway→NATS→clients→PG',
  orm: '(b) in-process service→MikroORM→PG',
  pg: '(c) in-process pg→PG',
};
const f = (x) => x.toFixed(3).padStart(8);
for (const phase of ['sequential', 'concurrent']) {
  const set = results[phase];
  console.log(
    `\n${phase === 'sequential' ? `Sequential (1 at a time, n=${N})` : `Concurrent (${CONCURRENCY} at a time, n=${CONCURRENT_N})`}, ms:`,
  );
  console.log(
    `${''.padEnd(36)}    mean      p50      p95      p99${phase === 'concurrent' ? '    req/s' : ''}`,
  );
  for (const name of Object.keys(LABELS)) {
    const s = set[name];
    console.log(
      `${LABELS[name].padEnd(36)}${f(s.mean)} ${f(s.p50)} ${f(s.p95)} ${f(s.p99)}` +
        (phase === 'concurrent' ? String(s.requestsPerSecond).padStart(9) : ''),
    );
  }
  const r = set.ratios.gatewayOverOrm;
  console.log(`ratio (a)/(b): mean ${r.mean}×  p50 ${r.p50}×  p95 ${r.p95}×  p99 ${r.p99}×`);
}
const m = results.machine;
console.log(
  `\nMachine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; load average ${m.loadAverage1m} → ${m.loadAverage1mAtEnd}`,
);
console.log(
  `roundtrip ratio (gateway→NATS→service→PG / in-process PG): ${results.sequential.ratios.gatewayOverOrm.p50}× at p50 ` +
    `(sequential; in-process = the service's code on MikroORM; ${results.sequential.ratios.gatewayOverPg.p50}× against bare pg)`,
);

const out = join(HERE, 'results', 'latest.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
console.log(`Results in ${relative(process.cwd(), out)}`);
process.exit(0);
