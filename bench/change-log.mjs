// The audit trail of a client with 100 000 change records, through the gateway (issue 10 item 5): the first
// page, and a page filtered by entity and person, each asked --requests times one after the other, then
// --concurrency at once. Target: p95 under 50 ms.
//
//   node bench/change-log.mjs [--rows 100000] [--requests 300] [--concurrency 10] [--no-build]
//
// It starts its own system on temporary infrastructure, writes the rows straight into the clients schema
// (three entities, three people, one a few minutes apart over a year, one detail each), and stops it
// afterwards. Results: bench/results/change-log.json.
import 'reflect-metadata';
import http from 'node:http';
import pg from 'pg';
import { ensureNode24 } from '../infra/load/temp-system.mjs';
import { signIn } from '../infra/load/sign-in.mjs';
import * as lib from './lib.mjs';

await ensureNode24(import.meta.url);

const { args, options } = lib.parseBenchOptions({
  defaults: { requests: '300', warmup: '30', block: '0', concurrency: '10', concurrentRequests: '1000' },
  extra: { rows: { type: 'string', default: '100000' } },
});
const ROWS = Number(args.rows);
const bench = await lib.startBench({ options, build: !args['no-build'] });
const { system, running } = bench;

const results = await bench.measure(async () => {
  const { demoId } = await import('@onboard/server-kit');
  const clientId = demoId('client:granite-manufacturing');
  const people = ['a', 'b', 'c'].map((k) => demoId(`bench-person:${k}`));
  const pool = (running.pool = new pg.Pool({ connectionString: system.databaseUrl, max: 2 }));
  const started = Date.now();
  await pool.query(
    `insert into "clients"."change_record" ("id", "created_at", "entity", "entity_id", "created_by_user", "metadata")
     select gen_random_uuid(), now() - make_interval(secs => i * 300),
            (array['Client', 'Location', 'Contact'])[1 + i % 3], gen_random_uuid()::text,
            ($2::uuid[])[1 + (i / 3) % 3],
            jsonb_build_object('operation', 'update', 'clientId', $1::text, 'role', 'SLF_ADMIN')
       from generate_series(1, $3::int) as i`,
    [clientId, people, ROWS],
  );
  await pool.query(
    `insert into "clients"."change_detail" ("id", "created_at", "change_record_id", "attribute_key", "value", "previous_value", "status")
     select gen_random_uuid(), r."created_at", r."id", 'name', to_jsonb('after ' || r."entity_id"),
            to_jsonb('before ' || r."entity_id"), 'pending'
       from "clients"."change_record" r where r."metadata"->>'clientId' = $1`,
    [clientId],
  );
  await pool.query(`analyze "clients"."change_record"; analyze "clients"."change_detail"`);
  const [{ n }] = (
    await pool.query(
      `select count(*)::int as n from "clients"."change_record" where "metadata"->>'clientId' = $1`,
      [clientId],
    )
  ).rows;
  console.log(
    `${n} change records for the client, written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const session = await signIn(system.url, 'admin');
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const get = (path) =>
    new Promise((resolve, reject) => {
      const t0 = process.hrtime.bigint();
      http
        .get(new URL(path, system.url), { agent, headers: { cookie: session.cookie } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - t0) / 1e6;
            if (res.statusCode !== 200)
              reject(new Error(`${path}: ${res.statusCode} ${Buffer.concat(chunks)}`));
            else resolve({ ms, body: JSON.parse(Buffer.concat(chunks).toString()) });
          });
        })
        .on('error', reject);
    });
  const base = `/api/clients/${clientId}/change-log`;
  const paths = {
    first: `${base}?limit=50`,
    filtered: `${base}?entity=Location&userId=${people[1]}&limit=50`,
  };
  const checks = {};
  for (const [name, path] of Object.entries(paths)) {
    const { body } = await get(path);
    if (body.items.length !== 50 || !body.next)
      throw new Error(`${name}: expected a full page with a next cursor`);
    checks[name] = { items: body.items.length, entities: [...new Set(body.items.map((e) => e.entity))] };
  }
  // A page deep in the trail: the cursor of the first page's last row, 20 pages on.
  let cursor = (await get(paths.first)).body.next;
  for (let i = 0; i < 20; i++) cursor = (await get(`${paths.first}&after=${cursor}`)).body.next;
  paths.deep = `${paths.first}&after=${cursor}`;

  const stats = lib.latencyStats;
  const out = {};
  for (const [name, path] of Object.entries(paths)) {
    for (let i = 0; i < options.warmup; i++) await get(path);
    const sequential = [];
    for (let i = 0; i < options.requests; i++) sequential.push((await get(path)).ms);
    const concurrent = [];
    let next = 0;
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next < options.concurrentRequests) {
          next += 1;
          concurrent.push((await get(path)).ms);
        }
      }),
    );
    out[name] = {
      path: path.replace(clientId, ':clientId'),
      sequentialMs: stats(sequential),
      concurrent: {
        inFlight: options.concurrency,
        ms: stats(concurrent),
        perSecond: lib.round2(concurrent.length / ((Date.now() - t0) / 1000)),
      },
    };
    console.log(
      `${name}: one at a time ${JSON.stringify(out[name].sequentialMs)} ms; ${options.concurrency} at once ${JSON.stringify(out[name].concurrent.ms)} ms, ${out[name].concurrent.perSecond}/s`,
    );
  }
  agent.destroy();
  const { date, machine } = await lib.benchResults(bench, {}, { options, sequential: {}, concurrent: {} });
  return { date, machine, rows: n, checks, ...out };
});

lib.writeResults('change-log.json', results);
