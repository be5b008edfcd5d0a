// The platform's first figure: what the service round trip costs. One query, "list the ben-admin platforms"
// (8 rows), answered
//   (a) through the system: HTTP → gateway → NATS request → clients service → MikroORM → PostgreSQL, and back;
//   (b) in this process: the clients service's own BenAdminPlatformService.list() (its compiled code, the same
//       entity and server-kit's createOrm, a fresh identity map per call as its handler has) on the same database;
//   (c) in this process: the SQL that (b) sends (captured at run time), through a bare `pg` pool: what the ORM
//       itself costs.
// Sequential first (one request at a time, after a warm-up, blocks of the three interleaved so that a noisy
// neighbour hits all of them alike), then at concurrency 10 (autocannon for (a), a Promise pool for (b), (c)).
// The timing, the tables and the clean-up are bench/lib.mjs's, shared with bench/client-list.mjs.
//
//   npm run bench                               # or: node bench/roundtrip.mjs [--requests 2000] [--concurrency 10]
//
// It starts its own system on temporary infrastructure and stops it afterwards. Results: bench/results/latest.json.
import 'reflect-metadata';
import { signIn } from '../infra/load/sign-in.mjs';
import { ensureNode24 } from '../infra/load/temp-system.mjs';
import * as lib from './lib.mjs';

await ensureNode24(import.meta.url);

const { args, options } = lib.parseBenchOptions({
  defaults: { requests: '2000', warmup: '300', block: '250', concurrentRequests: '5000' },
});

const bench = await lib.startBench({ options, build: !args['no-build'] });
const { system, running, agent } = bench;

// The clients service's own pieces: its entities and server-kit's createOrm (pool max 10, schema "clients").
const { createOrm } = await import('@onboard/server-kit');
const { CLIENT_ENTITIES } = await import('../apps/clients/dist/entities.js');
const { BenAdminPlatformService } =
  await import('../apps/clients/dist/ben-admin-platforms/ben-admin-platform.service.js');
const { default: pg } = await import('pg');

const orm = (running.orm = await createOrm({
  clientUrl: system.databaseUrl,
  schema: 'clients',
  entities: CLIENT_ENTITIES,
  migrations: [],
}));
const pool = (running.pool = new pg.Pool({ connectionString: system.databaseUrl, max: 10 }));

const url = `${system.url}/api/ben-admin-platforms`;
// The list needs sign-in (decision 195): an admin's session cookie on every gateway request.
const session = await signIn(system.url, 'admin');
const headers = { cookie: session.cookie };

/** (a) the system, over HTTP with a keep-alive connection and the session cookie. */
const viaGateway = () => lib.getJson(url, { agent, headers });

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

const results = await bench.measure(async () => {
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

  await lib.warmUp(PATHS, options);
  const sequential = await lib.sequentialPhase(PATHS, options);
  const concurrent = await lib.concurrentPhase(PATHS, options, {
    gateway: { url, headers },
    check: (result) => {
      if (result.errors || result.non2xx)
        throw new Error(`gateway under load: ${result.errors} errors, ${result.non2xx} non-2xx`);
    },
  });

  const bothRatios = (set) => ({
    gatewayOverOrm: lib.ratios(set, 'gateway', 'orm'),
    gatewayOverPg: lib.ratios(set, 'gateway', 'pg'),
  });
  return lib.benchResults(
    bench,
    { query: SQL, rows: answers[0].length },
    {
      options,
      sequential: { ...sequential, ratios: bothRatios(sequential) },
      concurrent: {
        ...concurrent,
        ratios: {
          ...bothRatios(concurrent),
          throughputOrmOverGateway: lib.ratio(
            concurrent.orm.requestsPerSecond,
            concurrent.gateway.requestsPerSecond,
          ),
        },
      },
    },
  );
});

lib.printResults(results, {
  labels: {
    gateway: '(a) HTTP→gateway→NATS→clients→PG',
    orm: '(b) in-process service→MikroORM→PG',
    pg: '(c) in-process pg→PG',
  },
  width: 36,
  ratioOf: (set) => set.ratios.gatewayOverOrm,
});
console.log(
  `roundtrip ratio (gateway→NATS→service→PG / in-process PG): ${results.sequential.ratios.gatewayOverOrm.p50}× at p50 ` +
    `(sequential; in-process = the service's code on MikroORM; ${results.sequential.ratios.gatewayOverPg.p50}× against bare pg)`,
);

lib.writeResults('latest.json', results);
process.exit(0);
