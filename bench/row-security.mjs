// What PostgreSQL's row-level security costs (decision 228, issue 31 item 6): the client list and a client read,
// each answered in this process by the clients service's own compiled ClientService, twice, side by side:
//   on:  as the service runs now: connected acting as onboard_app (held to the policies), the caller's scope
//        set as the transaction's settings (MikroORM's session context: each read in a short transaction);
//   off: as it ran before: connected as the owner (the policies do not apply), no session settings (plain
//        statements), the ORM filter alone.
// and, for scale, both through the whole system (HTTP → gateway → NATS → clients → PG, RLS on). The answers
// must be the same on and off. Sequential, the paths interleaved in blocks; for each path its latency and its
// CPU per request (this process and PostgreSQL's backends, read from /proc around each block).
//
//   node bench/row-security.mjs [--clients 10000] [--requests 1000] [--no-build]
//
// It starts its own system on temporary infrastructure and stops it afterwards. Results:
// bench/results/row-security.json.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { ensureNode24 } from '../infra/load/temp-system.mjs';
import { CLIENT_FILTERED_QUERY } from '../infra/load/scenarios.mjs';
import { signIn } from '../infra/load/sign-in.mjs';
import * as lib from './lib.mjs';

await ensureNode24(import.meta.url);

const { args, options } = lib.parseBenchOptions({
  defaults: { requests: '1000', warmup: '100', block: '50', concurrentRequests: '10' },
  extra: { clients: { type: 'string', default: '10000' } },
});
const VOLUME = Number(args.clients);

const bench = await lib.startBench({
  options,
  build: !args['no-build'],
  seedArgs: VOLUME > 0 ? ['--clients', String(VOLUME)] : [],
});
const { system, signals, agent } = bench;

const results = await bench.measure(async () => {
  const session = await signIn(system.url, 'admin');
  const { RequestContext } = await import('@mikro-orm/core');
  const { APP_ROLE, demoId } = await import('@onboard/server-kit');
  const { clientListQuerySchema } = await import('@onboard/contracts');
  const { orm: on, service: serviceOn, call: callOn } = await lib.clientsInProcess(bench);
  const {
    orm: off,
    service: serviceOff,
    call: callOwner,
  } = await lib.clientsInProcess(bench, { actAsApp: false });
  // The filter's scope as the transport gives it, then the session settings taken away: no policy, no wrap.
  const callOff = (message, work) =>
    callOwner(message, () => {
      RequestContext.getEntityManager()?.clearSessionContext();
      return work();
    });

  const context = { requestId: randomUUID(), user: { id: session.userId, role: 'SLF_ADMIN', clientIds: [] } };
  const clientId = demoId('client:northwind-foods');
  const query = CLIENT_FILTERED_QUERY.replace(/^\?/, '');
  const rawQuery = lib.parsedQuery(query);
  const readMessage = { context, payload: { params: { clientId } } };
  const listMessage = { context, payload: { query: rawQuery } };
  const headers = { cookie: session.cookie };

  const PATHS = {
    'read on': () => callOn(readMessage, () => serviceOn.get(context, clientId)),
    'read off': () => callOff(readMessage, () => serviceOff.get(context, clientId)),
    'list on': () =>
      callOn(listMessage, () => serviceOn.list(context, clientListQuerySchema.parse(rawQuery))),
    'list off': () =>
      callOff(listMessage, () => serviceOff.list(context, clientListQuerySchema.parse(rawQuery))),
    'read via system': () => lib.getJson(`${system.url}/api/clients/${clientId}`, { agent, headers }),
    'list via system': () => lib.getJson(`${system.url}/api/clients?${query}`, { agent, headers }),
  };

  // The same answers on and off (and through the system), or the comparison means nothing.
  const canonical = lib.canonicalJson;
  const answers = {};
  for (const [name, fn] of Object.entries(PATHS)) answers[name] = canonical(await fn());
  for (const [x, y] of [
    ['read on', 'read off'],
    ['read on', 'read via system'],
    ['list on', 'list off'],
    ['list on', 'list via system'],
  ]) {
    if (answers[x] !== answers[y]) throw new Error(`${x} and ${y} disagree`);
  }
  const [check] = await on.em
    .fork()
    .execute(`select current_user as "user", (select count(*)::int from "clients"."client") as "visible"`);
  if (check.user !== APP_ROLE || check.visible !== 0) {
    throw new Error(`The "on" connection is not held to row-level security: ${JSON.stringify(check)}`);
  }
  const [table] = await off.em
    .fork()
    .execute(`select count(*)::int as "n", current_setting('server_version') as "v" from "clients"."client"`);
  console.log(
    `Same answers on and off; ${table.n} clients in the table; PostgreSQL ${table.v}; ` +
      `the "on" connection acts as ${check.user} and sees ${check.visible} clients without a scope`,
  );

  await lib.warmUp(PATHS, options);
  if (signals.interrupted) throw new Error('interrupted');

  // Sequential, interleaved in blocks; CPU (this process + PostgreSQL; + every process for the system paths)
  // read around each block.
  console.log(
    `Sequential: ${options.requests} per path, blocks of ${options.block}, CPU read around each block…`,
  );
  const samples = Object.fromEntries(Object.keys(PATHS).map((name) => [name, []]));
  const cpu = Object.fromEntries(Object.keys(PATHS).map((name) => [name, {}]));
  for (let done = 0; done < options.requests; done += options.block) {
    const size = Math.min(options.block, options.requests - done);
    for (const [name, fn] of Object.entries(PATHS)) {
      const before = lib.cpuOfProcesses();
      for (let i = 0; i < size; i++) {
        const started = performance.now();
        await fn();
        samples[name].push(performance.now() - started);
      }
      const spent = lib.cpuPerRequest(before, lib.cpuOfProcesses(), 1);
      for (const [proc, ms] of Object.entries(spent)) cpu[name][proc] = (cpu[name][proc] ?? 0) + ms;
    }
    if (signals.interrupted) throw new Error('interrupted');
  }
  const perPath = {};
  for (const name of Object.keys(PATHS)) {
    const stats = lib.latencyStats(samples[name]);
    const perRequest = Object.fromEntries(
      Object.entries(cpu[name]).map(([proc, ms]) => [proc, lib.round2(ms / options.requests)]),
    );
    perPath[name] = { ...stats, cpuMsPerRequest: perRequest };
  }
  const ratio = (x, y, key) => lib.ratio(perPath[x][key], perPath[y][key]);
  const cpuRatio = (x, y) => lib.ratio(perPath[x].cpuMsPerRequest.total, perPath[y].cpuMsPerRequest.total);
  return {
    machine: bench.machineAtStart,
    clientsInTable: table.n,
    postgres: table.v,
    requests: options.requests,
    perPath,
    onOverOff: {
      read: { p50: ratio('read on', 'read off', 'p50'), cpu: cpuRatio('read on', 'read off') },
      list: { p50: ratio('list on', 'list off', 'p50'), cpu: cpuRatio('list on', 'list off') },
    },
  };
});

console.log('\n| path | mean ms | p50 | p95 | CPU ms/request (total: this process + PostgreSQL [+ apps]) |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, r] of Object.entries(results.perPath)) {
  console.log(`| ${name} | ${r.mean} | ${r.p50} | ${r.p95} | ${r.cpuMsPerRequest.total} |`);
}
console.log(
  `row-security on/off: read ${results.onOverOff.read.p50}× p50, ${results.onOverOff.read.cpu}× CPU; ` +
    `list ${results.onOverOff.list.p50}× p50, ${results.onOverOff.list.cpu}× CPU`,
);
lib.writeResults('row-security.json', results);
process.exit(0);
