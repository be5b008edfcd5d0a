// A signed-in read of one client: what the hop (HTTP → gateway → NATS → service) adds to the service's own
// work. GET /api/clients/:clientId for an admin, answered
//   (a) through the system: HTTP with the admin's session cookie → gateway (cookie checked, the route
//       table's generic handler: access, params parsed, one bus call, answer checked) → NATS request →
//       clients service (@Handles parses again) → MikroORM → PostgreSQL, and back;
//   (b) in this process: the clients service's own compiled ClientService.get, in a MikroORM RequestContext
//       scoped to the caller as its NATS server (ServiceServer, runInCallContext) runs a handler, for the same
//       admin.
// Both must answer the same client first. Then sequential (blocks of the two interleaved) and 10 in flight
// (autocannon for (a), a Promise pool for (b), the two taking turns in --rounds rounds), like
// bench/roundtrip.mjs (both with bench/lib.mjs). The headline is the CPU per read of every process (their own
// user + system time from /proc, so it hardly depends on the machine's other load), through the system against
// in process, with the load average at the start and the end.
//
//   node bench/client-read.mjs [--requests 2000] [--concurrent-requests 5000] [--rounds 4] [--no-build]
//
// It starts its own system on temporary infrastructure and stops it afterwards. Results:
// bench/results/client-read.json.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { ensureNode24 } from '../infra/load/temp-system.mjs';
import { signIn } from '../infra/load/sign-in.mjs';
import * as lib from './lib.mjs';

await ensureNode24(import.meta.url);

const { args, options } = lib.parseBenchOptions({
  defaults: { requests: '2000', warmup: '300', block: '250', concurrentRequests: '5000', rounds: '4' },
});

const bench = await lib.startBench({ options, build: !args['no-build'] });
const { system, signals, agent } = bench;

const results = await bench.measure(async () => {
  const session = await signIn(system.url, 'admin');
  console.log(`Signed in ${session.email} (${session.role})`);

  const { demoId } = await import('@onboard/server-kit');
  const { orm, service, call } = await lib.clientsInProcess(bench);
  const clientId = demoId('client:northwind-foods');
  const context = { requestId: randomUUID(), user: { id: session.userId, role: 'SLF_ADMIN', clientIds: [] } };
  const message = { context, payload: { params: { clientId } } };

  const url = `${system.url}/api/clients/${clientId}`;
  const headers = { cookie: session.cookie };

  /** (a) the system, over HTTP with a keep-alive connection and the session cookie. */
  const viaGateway = () => lib.getJson(url, { agent, headers });

  /** (b) what the clients service does for the call, in this process: its context, scope and service call. */
  const viaService = () => call(message, () => service.get(context, clientId));

  const PATHS = { gateway: viaGateway, service: viaService };

  const sent = await lib.sqlOfOneCall(orm, viaService);

  const [a, b] = await Promise.all([viaGateway(), viaService()]);
  lib.expectSameAnswer(a, b);
  const bytes = Buffer.byteLength(JSON.stringify(a));
  const [version] = await orm.em.fork().execute(`select current_setting('server_version') as "v"`);
  console.log(
    `GET /api/clients/${clientId}\nSame client both ways: "${a.name}" (${bytes} bytes of JSON); ` +
      `PostgreSQL ${version.v}; ${sent.length} SQL statement(s) per read`,
  );

  await lib.warmUp(PATHS, options);
  if (signals.interrupted) throw new Error('interrupted');
  const sequential = await lib.sequentialPhase(PATHS, options);
  if (signals.interrupted) throw new Error('interrupted');

  // Every answer under load must be the same client.
  const concurrent = await lib.concurrentPhase(
    PATHS,
    options,
    lib.verifiedGateway({ url, headers, expected: (answer) => answer.id === clientId }),
  );

  return lib.benchResults(
    bench,
    {
      postgres: version.v,
      request: `GET /api/clients/:clientId`,
      user: { email: session.email, role: session.role },
      bytes,
      sql: sent,
      startupSeconds: bench.startupSeconds,
    },
    lib.gatewayOverService(options, sequential, concurrent),
  );
});

lib.printGatewayOverService(results, { name: 'client-read', method: 'ClientService.get' });
const cpuLine = (set) => {
  const parts = (cpu) =>
    Object.entries(cpu)
      .filter(([name]) => name !== 'total')
      .map(([name, ms]) => `${name} ${ms}`)
      .join(', ');
  const { gateway: a, service: b } = set;
  return (
    `${a.cpuMsPerRequest.total} ms (${parts(a.cpuMsPerRequest)}) against ${b.cpuMsPerRequest.total} ms ` +
    `(${parts(b.cpuMsPerRequest)}): ${set.cpuGatewayOverService}×`
  );
};
const { machine } = results;
console.log(
  `\nclient-read CPU per read, through the system against in process, load average ${machine.loadAverage1m} → ` +
    `${machine.loadAverage1mAtEnd}:\n  one at a time: ${cpuLine(results.sequential)}\n` +
    `  ${options.concurrency} in flight: ${cpuLine(results.concurrent)}`,
);

lib.writeResults('client-read.json', results);
process.exit(0);
