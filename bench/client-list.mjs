// The client list with 10 000 clients, signed in: what the system adds to the one SQL the list runs.
// One filtered page (the home's filters: two phases, new issues, a search, sorted by name, 25 per page),
// answered
//   (a) through the system: HTTP with an admin's session cookie → gateway (cookie checked, no round trip) →
//       NATS request → clients service → MikroORM → PostgreSQL, and back;
//   (b) in this process: the clients service's own compiled ClientService.list (its entities, server-kit's
//       createOrm, the query parsed with the schema its NATS handler uses, a MikroORM RequestContext per call
//       as its handler has), for a caller context of the same admin.
// Both must answer the same page first. Then sequential (blocks of the two interleaved) and 10 in flight
// (autocannon for (a), a Promise pool for (b)), like bench/roundtrip.mjs.
//
//   node bench/client-list.mjs [--clients 10000] [--requests 300] [--concurrent-requests 1000] [--no-build]
//
// It starts its own system on temporary infrastructure (seeded with --clients volume clients) and stops it
// afterwards. Results: bench/results/client-list.json.
import 'reflect-metadata';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
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
import { CLIENT_FILTERED_QUERY } from '../infra/load/scenarios.mjs';
import { signIn } from '../infra/load/sign-in.mjs';

await ensureNode24(import.meta.url);

const HERE = dirname(fileURLToPath(import.meta.url));

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    query: { type: 'string', default: CLIENT_FILTERED_QUERY },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '50' },
    block: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '10' },
    'concurrent-requests': { type: 'string', default: '1000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const VOLUME = Number(args.clients);
const N = Number(args.requests);
const WARMUP = Number(args.warmup);
const BLOCK = Math.min(Number(args.block), N);
const CONCURRENCY = Number(args.concurrency);
const CONCURRENT_N = Number(args['concurrent-requests']);
for (const [name, value] of Object.entries({ N, WARMUP, BLOCK, CONCURRENCY, CONCURRENT_N })) {
  if (!Number.isInteger(value) || value < 0 || value > 100_000)
    throw new Error(`Bad option ${name}: ${value}`);
}
if (!Number.isInteger(VOLUME) || VOLUME < 0 || VOLUME > 1_000_000)
  throw new Error(`Bad --clients: ${VOLUME}`);
if (CONCURRENCY < 1 || CONCURRENCY > CONCURRENT_N)
  throw new Error('--concurrency must be in [1, --concurrent-requests]');
const QUERY = args.query.replace(/^\?/, '');

// What has to be stopped, filled in as it starts (a signal may come at any point).
const running = { system: undefined, orm: undefined };
const stopEverything = async () => {
  await running.orm?.close().catch(() => undefined);
  await running.system?.stop();
};
const signals = cleanUpOnSignals(stopEverything);

const machineAtStart = await machineInfo();
const seedStarted = Date.now();
const system = (running.system = await startTemporarySystem({
  build: !args['no-build'],
  seedArgs: VOLUME > 0 ? ['--clients', String(VOLUME)] : [],
}));
const startupSeconds = Math.round((Date.now() - seedStarted) / 100) / 10;

let results;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
try {
  // Signed in once: the admin's session cookie on every gateway request (the access token lasts 15 min).
  const session = await signIn(system.url, 'admin');
  console.log(`Signed in ${session.email} (${session.role})`);

  // The clients service's own pieces: its entities, server-kit's createOrm (pool max 10, schema "clients"),
  // the list schema its handler parses the query with, and the service class itself.
  const { createOrm } = await import('@onboard/server-kit');
  const { clientListQuerySchema } = await import('@onboard/contracts');
  const { RequestContext } = await import('@mikro-orm/core');
  const { clientsService } = await import('../apps/clients/dist/definition.js');
  const { ClientService } = await import('../apps/clients/dist/clients/client.service.js');
  const { default: autocannon } = await import('autocannon');

  const orm = (running.orm = await createOrm({
    clientUrl: system.databaseUrl,
    schema: 'clients',
    entities: clientsService.entities,
    migrations: [],
  }));
  // `this.em` is the global EntityManager; inside RequestContext.create it resolves to that call's fork.
  const service = new ClientService(orm.em);
  // The caller as the gateway sends it for the admin who signed in (staff: no client ids).
  const context = { requestId: randomUUID(), user: { id: session.userId, role: 'SLF_ADMIN', clientIds: [] } };
  // The query as the gateway passes it on (Fastify's parsed query: a repeated key becomes an array).
  const rawQuery = {};
  for (const [key, value] of new URLSearchParams(QUERY)) {
    rawQuery[key] = key in rawQuery ? [rawQuery[key], value].flat() : value;
  }

  const url = `${system.url}/api/clients?${QUERY}`;
  const headers = { cookie: session.cookie };

  /** (a) the system, over HTTP with a keep-alive connection and the session cookie. */
  const viaGateway = () =>
    new Promise((resolve, reject) => {
      const req = http.get(url, { agent, headers }, (res) => {
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

  /** (b) what the clients service's handler does, in this process: parse, then list in its own context. */
  const viaService = () =>
    RequestContext.create(orm.em, () => service.list(context, clientListQuerySchema.parse(rawQuery)));

  const PATHS = { gateway: viaGateway, service: viaService };

  // The SQL (b) sends, for the record (MikroORM's onQuery hook is read on every query).
  await viaService(); // the first call also opens a connection: not part of the record
  const sent = [];
  orm.config.set('onQuery', (sql) => {
    sent.push(sql);
    return sql;
  });
  await viaService();
  orm.config.set('onQuery', (sql) => sql);

  // The same page both ways, or the comparison means nothing.
  const [a, b] = await Promise.all([viaGateway(), viaService()]);
  const canonical = (x) =>
    JSON.stringify(x, (_key, value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([p], [q]) => (p < q ? -1 : 1)))
        : value,
    );
  if (a.items.length === 0 || canonical(a) !== canonical(b)) {
    throw new Error(
      `The two paths disagree (or the page is empty):\n${canonical(a).slice(0, 500)}\n${canonical(b).slice(0, 500)}`,
    );
  }
  const bytes = Buffer.byteLength(JSON.stringify(a));
  const [table] = await orm.em
    .fork()
    .execute(`select count(*)::int as "n", current_setting('server_version') as "v" from "clients"."client"`);
  console.log(
    `GET /api/clients?${QUERY}\n` +
      `Same page both ways: ${a.items.length} items of ${a.total} matches (${bytes} bytes of JSON), ` +
      `first "${a.items[0].name}", last "${a.items.at(-1).name}"; ${table.n} clients in the table; PostgreSQL ${table.v}; ` +
      `${sent.length} SQL statement(s) per list`,
  );

  async function timed(fn, into) {
    const started = performance.now();
    await fn();
    into.push(performance.now() - started);
  }

  console.log(`Warm-up: ${WARMUP} requests per path…`);
  for (const fn of Object.values(PATHS)) for (let i = 0; i < WARMUP; i++) await fn();
  if (signals.interrupted) throw new Error('interrupted');

  console.log(`Sequential: ${N} requests per path, one at a time, interleaved in blocks of ${BLOCK}…`);
  const sequentialSamples = { gateway: [], service: [] };
  for (let done = 0; done < N; done += BLOCK) {
    const size = Math.min(BLOCK, N - done);
    for (const [name, fn] of Object.entries(PATHS)) {
      for (let i = 0; i < size; i++) await timed(fn, sequentialSamples[name]);
    }
  }
  const sequential = Object.fromEntries(Object.entries(sequentialSamples).map(([k, v]) => [k, summarize(v)]));
  if (signals.interrupted) throw new Error('interrupted');

  console.log(`Concurrent: ${CONCURRENT_N} requests per path, ${CONCURRENCY} at a time…`);
  const concurrent = {};
  {
    const latencies = [];
    let mismatches = 0;
    const started = performance.now();
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          headers,
          connections: CONCURRENCY,
          amount: CONCURRENT_N,
          timeout: 10,
          verifyBody: (raw) => {
            // Every answer the same page (a cheap check: the total and the first id).
            try {
              const page = JSON.parse(String(raw));
              const ok = page.total === a.total && page.items[0]?.id === a.items[0].id;
              if (!ok) mismatches++;
              return ok;
            } catch {
              mismatches++;
              return false;
            }
          },
        },
        (error, r) => (error ? reject(error) : resolve(r)),
      );
      instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.errors || result.non2xx || mismatches)
      throw new Error(
        `gateway under load: ${result.errors} errors, ${result.non2xx} non-2xx, ${mismatches} other pages`,
      );
    concurrent.gateway = { ...summarize(latencies), requestsPerSecond: Math.round(CONCURRENT_N / seconds) };
  }
  {
    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CONCURRENT_N) {
          next++;
          await timed(viaService, latencies);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    concurrent.service = { ...summarize(latencies), requestsPerSecond: Math.round(CONCURRENT_N / seconds) };
  }

  const round2 = (x) => Math.round(x * 100) / 100;
  const ratios = (set) =>
    Object.fromEntries(
      ['mean', 'p50', 'p95', 'p99'].map((k) => [k, round2(set.gateway[k] / set.service[k])]),
    );
  results = {
    date: new Date().toISOString(),
    machine: { ...machineAtStart, loadAverage1mAtEnd: (await machineInfo()).loadAverage1m },
    postgres: table.v,
    request: `GET /api/clients?${QUERY}`,
    user: { email: session.email, role: session.role },
    volumeClients: VOLUME,
    clientsInTable: table.n,
    page: { items: a.items.length, total: a.total, bytes },
    sql: sent,
    startupSeconds,
    options: {
      requests: N,
      warmup: WARMUP,
      block: BLOCK,
      concurrency: CONCURRENCY,
      concurrentRequests: CONCURRENT_N,
    },
    latencyUnit: 'ms',
    sequential: { ...sequential, ratioGatewayOverService: ratios(sequential) },
    concurrent: {
      ...concurrent,
      ratioGatewayOverService: ratios(concurrent),
      throughputServiceOverGateway: round2(
        concurrent.service.requestsPerSecond / concurrent.gateway.requestsPerSecond,
      ),
    },
  };
} finally {
  agent.destroy();
  await stopEverything();
}
if (signals.interrupted) await new Promise(() => undefined); // the signal handler exits once everything is stopped

const LABELS = {
  gateway: '(a) HTTP→gateway→NATS→clients→PG',
  service: '(b) in-process ClientService.list→PG',
};
const f = (x) => x.toFixed(3).padStart(8);
for (const phase of ['sequential', 'concurrent']) {
  const set = results[phase];
  console.log(
    `\n${phase === 'sequential' ? `Sequential (1 at a time, n=${N})` : `Concurrent (${CONCURRENCY} at a time, n=${CONCURRENT_N})`}, ms:`,
  );
  console.log(
    `${''.padEnd(38)}    mean      p50      p95      p99${phase === 'concurrent' ? '    req/s' : ''}`,
  );
  for (const name of Object.keys(LABELS)) {
    const s = set[name];
    console.log(
      `${LABELS[name].padEnd(38)}${f(s.mean)} ${f(s.p50)} ${f(s.p95)} ${f(s.p99)}` +
        (phase === 'concurrent' ? String(s.requestsPerSecond).padStart(9) : ''),
    );
  }
  const r = set.ratioGatewayOverService;
  console.log(`ratio (a)/(b): mean ${r.mean}×  p50 ${r.p50}×  p95 ${r.p95}×  p99 ${r.p99}×`);
}
const m = results.machine;
console.log(
  `\nMachine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; load average ${m.loadAverage1m} → ${m.loadAverage1mAtEnd}`,
);
console.log(
  `client-list ratio (gateway→NATS→service→PG / in-process service→PG), ${results.clientsInTable} clients: ` +
    `${results.sequential.ratioGatewayOverService.p50}× at p50 sequential, ` +
    `${results.concurrent.ratioGatewayOverService.p50}× at p50 with ${CONCURRENCY} in flight ` +
    `(${results.concurrent.gateway.requestsPerSecond} vs ${results.concurrent.service.requestsPerSecond} req/s)`,
);

const out = join(HERE, 'results', 'client-list.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
console.log(`Results in ${relative(process.cwd(), out)}`);
process.exit(0);
