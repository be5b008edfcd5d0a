// The public Benefits Explorer page under enrollment-season load (issue 16): GET
// /api/explorer-pages/northwind-foods (the demo LIVE site, a plan of every benefit type) with no sign-in,
// through the whole system: HTTP → gateway (public route, answer checked, Cache-Control public 60 s) → NATS →
// explorer service (three SQL statements: the site by lower(vanity_slug), its plans, its documents; what the
// clients and documents services and the chat provider say of the site kept EXPLORER_PUBLIC_CACHE_MS) → back.
// Shared caches in front (a CDN honouring Cache-Control) would take most of this load; this measures the
// system without one: every request reaches the explorer service.
//
//   node bench/explorer-page.mjs [--concurrency 200] [--concurrent-requests 20000] [--warmup 300] [--no-build]
//
// Phases: warm-up (sequential), then `--requests` sequential, then autocannon with `--concurrency`
// connections for `--concurrent-requests`; every answer must be the Northwind page. It starts its own system on
// temporary infrastructure and stops it afterwards. Results: bench/results/explorer-page.json.
import { ensureNode24 } from '../infra/load/temp-system.mjs';
import * as lib from './lib.mjs';

await ensureNode24(import.meta.url);

const { args, options } = lib.parseBenchOptions({
  defaults: {
    requests: '1000',
    warmup: '300',
    block: '250',
    concurrency: '200',
    concurrentRequests: '20000',
  },
});

const bench = await lib.startBench({ options, build: !args['no-build'] });
const { system, signals, agent } = bench;

const results = await bench.measure(async () => {
  const { demoId } = await import('@onboard/server-kit');
  const siteId = demoId('explorer-site:northwind-foods');
  const url = `${system.url}/api/explorer-pages/northwind-foods`;
  const first = await lib.getJson(url, { agent });
  if (first.id !== siteId) throw new Error(`not the Northwind page: ${JSON.stringify(first).slice(0, 200)}`);
  const bytes = Buffer.byteLength(JSON.stringify(first));
  console.log(
    `GET /api/explorer-pages/northwind-foods: "${first.name}", ${first.benefits.length} plans, ${bytes} bytes`,
  );

  const PATHS = { gateway: () => lib.getJson(url, { agent }) };
  await lib.warmUp(PATHS, options);
  if (signals.interrupted) throw new Error('interrupted');
  const sequential = await lib.sequentialPhase(PATHS, options);
  if (signals.interrupted) throw new Error('interrupted');
  const concurrent = await lib.concurrentPhase(
    PATHS,
    options,
    lib.verifiedGateway({ url, headers: {}, expected: (answer) => answer.id === siteId }),
  );
  return lib.benchResults(
    bench,
    {
      request: 'GET /api/explorer-pages/northwind-foods (public)',
      bytes,
      startupSeconds: bench.startupSeconds,
    },
    { options, sequential, concurrent },
  );
});

const f = (x) => String(x).padStart(8);
for (const phase of ['sequential', 'concurrent']) {
  const s = results[phase].gateway;
  console.log(
    `${phase.padEnd(10)} mean ${f(s.mean)}  p50 ${f(s.p50)}  p95 ${f(s.p95)}  p99 ${f(s.p99)} ms` +
      (phase === 'concurrent' ? `  ${s.requestsPerSecond} req/s` : ''),
  );
}
const m = results.machine;
console.log(
  `Machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}; load average ${m.loadAverage1m} → ${m.loadAverage1mAtEnd}`,
);
console.log(
  `explorer-page: ${results.concurrent.gateway.requestsPerSecond} req/s, p95 ${results.concurrent.gateway.p95} ms ` +
    `with ${options.concurrency} concurrent visitors`,
);
lib.writeResults('explorer-page.json', results);
process.exit(0);
