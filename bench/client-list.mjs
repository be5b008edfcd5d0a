// The client list with 10 000 clients, signed in: what the system adds to the one SQL the list runs.
// One filtered page (the home's filters: two phases, new issues, a search, sorted by name, 25 per page),
// answered
//   (a) through the system: HTTP with an admin's session cookie → gateway (cookie checked, no round trip) →
//       NATS request → clients service → MikroORM → PostgreSQL, and back;
//   (b) in this process: the clients service's own compiled ClientService.list (its entities, server-kit's
//       createOrm, the query parsed with the schema its NATS handler uses, a MikroORM RequestContext per call
//       as its handler has), for a caller context of the same admin.
// Both must answer the same page first. Then sequential (blocks of the two interleaved) and 10 in flight
// (autocannon for (a), a Promise pool for (b)), like bench/roundtrip.mjs (both with bench/lib.mjs).
//
//   node bench/client-list.mjs [--clients 10000] [--requests 300] [--concurrent-requests 1000] [--no-build]
//                              [--explain]
//
// --explain: before timing, each SQL statement of one list (as (b) sends it, same parameters and role) run under
// EXPLAIN (ANALYZE, BUFFERS) 20 times: its plan once, and the median planning and execution times (and the
// median execution time of 20 runs with TIMING OFF).
//
// It starts its own system on temporary infrastructure (seeded with --clients volume clients) and stops it
// afterwards. Results: bench/results/client-list.json.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { ensureNode24 } from '../infra/load/temp-system.mjs';
import { CLIENT_FILTERED_QUERY } from '../infra/load/scenarios.mjs';
import { signIn } from '../infra/load/sign-in.mjs';
import * as lib from './lib.mjs';

await ensureNode24(import.meta.url);

const { args, options } = lib.parseBenchOptions({
  defaults: { requests: '300', warmup: '50', block: '50', concurrentRequests: '1000' },
  extra: {
    clients: { type: 'string', default: '10000' },
    query: { type: 'string', default: CLIENT_FILTERED_QUERY },
    explain: { type: 'boolean', default: false },
  },
  check: (args) => {
    const volume = Number(args.clients);
    if (!Number.isInteger(volume) || volume < 0 || volume > 1_000_000)
      throw new Error(`Bad --clients: ${volume}`);
  },
});
const VOLUME = Number(args.clients);
const QUERY = args.query.replace(/^\?/, '');

const bench = await lib.startBench({
  options,
  build: !args['no-build'],
  seedArgs: VOLUME > 0 ? ['--clients', String(VOLUME)] : [],
});
const { system, signals, agent } = bench;

const results = await bench.measure(async () => {
  // Signed in once: the admin's session cookie on every gateway request (the access token lasts 15 min).
  const session = await signIn(system.url, 'admin');
  console.log(`Signed in ${session.email} (${session.role})`);

  // The clients service's own pieces (bench/lib.mjs) and the list schema its handler parses the query with.
  const { clientListQuerySchema } = await import('@onboard/contracts');
  const { orm, service, call } = await lib.clientsInProcess(bench);
  // The caller as the gateway sends it for the admin who signed in (staff: no client ids).
  const context = { requestId: randomUUID(), user: { id: session.userId, role: 'SLF_ADMIN', clientIds: [] } };
  const rawQuery = lib.parsedQuery(QUERY);

  const url = `${system.url}/api/clients?${QUERY}`;
  const headers = { cookie: session.cookie };

  /** (a) the system, over HTTP with a keep-alive connection and the session cookie. */
  const viaGateway = () => lib.getJson(url, { agent, headers });

  /** (b) what the clients service's handler does, in this process: parse, then list in its own context. */
  const message = { context, payload: { query: rawQuery } };
  const viaService = () => call(message, () => service.list(context, clientListQuerySchema.parse(rawQuery)));

  const PATHS = { gateway: viaGateway, service: viaService };

  // The SQL (b) sends, for the record.
  const sent = await lib.sqlOfOneCall(orm, viaService);

  // The same page both ways, or the comparison means nothing.
  const [a, b] = await Promise.all([viaGateway(), viaService()]);
  lib.expectSameAnswer(a, b, { usable: (page) => page.items.length > 0, what: ' (or the page is empty)' });
  const bytes = Buffer.byteLength(JSON.stringify(a));
  const { systemFork } = await import('@onboard/server-kit');
  // Every client counted: as the system (the service's role sees only a scope's clients, decision 228).
  const [table] = await systemFork(orm.em).execute(
    `select count(*)::int as "n", current_setting('server_version') as "v" from "clients"."client"`,
  );
  console.log(
    `GET /api/clients?${QUERY}\n` +
      `Same page both ways: ${a.items.length} items of ${a.total} matches (${bytes} bytes of JSON), ` +
      `first "${a.items[0].name}", last "${a.items.at(-1).name}"; ${table.n} clients in the table; PostgreSQL ${table.v}; ` +
      `${sent.length} SQL statement(s) per list`,
  );

  const explained = args.explain ? await explainList(orm, call, message, viaService) : undefined;

  await lib.warmUp(PATHS, options);
  if (signals.interrupted) throw new Error('interrupted');

  const sequential = await lib.sequentialPhase(PATHS, options);
  if (signals.interrupted) throw new Error('interrupted');

  // Every answer under load the same page (a cheap check: the total and the first id).
  const concurrent = await lib.concurrentPhase(
    PATHS,
    options,
    lib.verifiedGateway({
      url,
      headers,
      expected: (page) => page.total === a.total && page.items[0]?.id === a.items[0].id,
    }),
  );

  return lib.benchResults(
    bench,
    {
      postgres: table.v,
      request: `GET /api/clients?${QUERY}`,
      user: { email: session.email, role: session.role },
      volumeClients: VOLUME,
      clientsInTable: table.n,
      page: { items: a.items.length, total: a.total, bytes },
      sql: sent,
      ...(explained ? { explain: explained } : {}),
      startupSeconds: bench.startupSeconds,
    },
    lib.gatewayOverService(options, sequential, concurrent),
  );
});

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each select one list sends, with its parameters, in a call context as (b) has
 * (so the same role and row-level security): the plan of the first run, then median times over 20 runs.
 */
async function explainList(orm, call, message, work) {
  const statements = [];
  orm.config.set('onQuery', (sql, params) => {
    if (/^\s*select/i.test(sql)) statements.push({ sql, params: [...params] });
    return sql;
  });
  try {
    await work();
  } finally {
    orm.config.set('onQuery', (sql) => sql);
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const out = [];
  for (const [i, { sql, params }] of statements.entries()) {
    const explain = (format) =>
      call(message, () => orm.em.execute(`explain (analyze, buffers${format}) ${sql}`, params));
    const plan = (await explain('')).map((row) => row['QUERY PLAN']).join('\n');
    // Each node's clock read per row adds to a long plan's time: the runs without it (TIMING OFF) too.
    const runs = [];
    const untimed = [];
    for (let n = 0; n < 20; n++) {
      runs.push((await explain(', format json'))[0]['QUERY PLAN'][0]);
      untimed.push((await explain(', timing off, format json'))[0]['QUERY PLAN'][0]);
    }
    const planning = median(runs.map((r) => r['Planning Time']));
    const execution = median(runs.map((r) => r['Execution Time']));
    const executionUntimed = median(untimed.map((r) => r['Execution Time']));
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of statement ${i + 1}:\n${plan}`);
    console.log(
      `Statement ${i + 1}, median of 20: planning ${planning} ms, execution ${execution} ms ` +
        `(${executionUntimed} ms with TIMING OFF)`,
    );
    out.push({ sql, planning, execution, executionUntimed, plan });
  }
  const sum = (key) => Math.round(out.reduce((t, s) => t + s[key], 0) * 1000) / 1000;
  console.log(
    `EXPLAIN ANALYZE per list (${out.length} statements): planning ${sum('planning')} ms, execution ` +
      `${sum('execution')} ms (${sum('executionUntimed')} ms with TIMING OFF)\n`,
  );
  return {
    statements: out,
    planning: sum('planning'),
    execution: sum('execution'),
    executionUntimed: sum('executionUntimed'),
  };
}

lib.printGatewayOverService(results, {
  name: 'client-list',
  method: 'ClientService.list',
  what: `, ${results.clientsInTable} clients`,
});

lib.writeResults('client-list.json', results);
process.exit(0);
