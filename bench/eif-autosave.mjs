// Autosave of the EIF through the gateway (issue 9): N editors at once (default 50), spread over the demo
// clients (a few per client, as co-editors are), each on an answer of its own, saving one changed answer at
// a time as the web does (PATCH /api/clients/:clientId/eif-answers with the answer and the version it last
// saw, session cookie and CSRF header) and then typing for `--think-ms` (default 1000: the web saves within
// about a second of a change; 0 = back to back, a stress test). Reports the round trip's mean/p50/p95/p99 and
// saves per second. Target: p95 under 50 ms with 50 editors.
//
//   node bench/eif-autosave.mjs [--editors 50] [--saves 40] [--think-ms 1000] [--no-build]
//
// It starts its own system on temporary infrastructure and stops it afterwards. Results:
// bench/results/eif-autosave.json.
import 'reflect-metadata';
import http from 'node:http';
import { ensureNode24 } from '../infra/load/temp-system.mjs';
import { signIn } from '../infra/load/sign-in.mjs';
import * as lib from './lib.mjs';

await ensureNode24(import.meta.url);

const { args, options } = lib.parseBenchOptions({
  defaults: { requests: '0', warmup: '0', block: '0', concurrentRequests: '100000' },
  extra: {
    editors: { type: 'string', default: '50' },
    saves: { type: 'string', default: '40' },
    'think-ms': { type: 'string', default: '1000' },
  },
  check: (a) => {
    for (const name of ['editors', 'saves']) {
      const n = Number(a[name]);
      if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`Bad option --${name}: ${a[name]}`);
    }
  },
});
const editors = Number(args.editors ?? 50);
const saves = Number(args.saves ?? 40);
const thinkMs = Number(args['think-ms'] ?? 1000);

const bench = await lib.startBench({
  options: { ...options, concurrency: editors },
  build: !args['no-build'],
});
const { system } = bench;

const results = await bench.measure(async () => {
  const { demoId } = await import('@onboard/server-kit');
  const { DEMO_CLIENTS } = await import('@onboard/contracts');
  const clientIds = DEMO_CLIENTS.map((c) => demoId(`client:${c.key}`));
  const session = await signIn(system.url, 'admin');
  if (!session.csrf) throw new Error('no CSRF token from the sign-in');
  const agent = new http.Agent({ keepAlive: true, maxSockets: editors });
  const urlOf = (clientId) => new URL(`/api/clients/${clientId}/eif-answers`, system.url);
  const headers = {
    'content-type': 'application/json',
    cookie: `${session.cookie}; ${session.csrfCookie}`,
    'x-csrf-token': session.csrf,
  };
  // Each editor types into a text answer of its own (editors beyond the answers share one, like co-editors).
  const TEXT_FIELDS = [
    'previousPolicies',
    'waitingPeriodOtherCountsText',
    'whenDoAEPTakeEffectOther',
    'erisaPlanTypeOther',
    'erisaPlanAdminName',
    'erisaPlanAdminStreet',
    'erisaPlanAdminCity',
    'erisaLegalAgentName',
    'erisaLegalAgentStreet',
    'erisaLegalAgentCity',
    'fliExcludedGroups',
    'certificateSplitText',
  ];

  const patch = (url, body) =>
    new Promise((resolve, reject) => {
      const data = JSON.stringify(body);
      const started = process.hrtime.bigint();
      const req = http.request(
        url,
        { method: 'PATCH', agent, headers: { ...headers, 'content-length': Buffer.byteLength(data) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (text += c));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            if (res.statusCode !== 200)
              reject(new Error(`PATCH answered ${res.statusCode}: ${text.slice(0, 300)}`));
            else resolve({ ms, answer: JSON.parse(text) });
          });
        },
      );
      req.on('error', reject);
      req.end(data);
    });

  // Each editor saves `saves` times, one at a time, like an autosave; all editors at once.
  const times = [];
  let conflicts = 0;
  /** Editor i: client i mod the clients, its own text answer there. */
  const placeOf = (i) => ({
    url: urlOf(clientIds[i % clientIds.length]),
    field: TEXT_FIELDS[Math.floor(i / clientIds.length) % TEXT_FIELDS.length],
  });
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const versions = new Map();
  const editor = async (i) => {
    const { url, field } = placeOf(i);
    let version = versions.get(i) ?? 0;
    // Editors start spread over one think time, as people do.
    await sleep(Math.random() * thinkMs);
    for (let n = 0; n < saves; n += 1) {
      const { ms, answer } = await patch(url, {
        [field]: `Editor ${i} draft ${n}`,
        baseVersions: { [field]: version },
      });
      times.push(ms);
      const saved = answer.saved[field];
      if (saved) version = saved.version;
      const conflict = answer.conflicts.find((c) => c.path === field);
      if (conflict) {
        conflicts += 1;
        version = conflict.version;
      }
      if (thinkMs) await sleep(thinkMs * (0.75 + Math.random() / 2));
    }
  };
  // Warm-up: every editor once.
  await Promise.all(
    Array.from({ length: editors }, (_, i) => {
      const { url, field } = placeOf(i);
      return patch(url, { [field]: `warm ${i}` }).then(({ answer }) =>
        versions.set(i, answer.saved[field]?.version ?? 0),
      );
    }),
  );
  const started = Date.now();
  await Promise.all(Array.from({ length: editors }, (_, i) => editor(i)));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q) => lib.round2(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  const mean = lib.round2(times.reduce((a, b) => a + b, 0) / times.length);
  const summary = {
    editors,
    savesPerEditor: saves,
    thinkMs,
    clients: clientIds.length,
    saves: times.length,
    conflicts,
    ms: { mean, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: lib.round2(times.at(-1)) },
    savesPerSecond: Math.round(times.length / seconds),
  };
  const { date, machine } = await lib.benchResults(bench, {}, { options, sequential: {}, concurrent: {} });
  console.log(
    `\nEIF autosave through the gateway, ${editors} editors on ${clientIds.length} clients, ${saves} saves each, ${thinkMs} ms between:`,
  );
  console.log(
    `  mean ${mean} ms  p50 ${summary.ms.p50} ms  p95 ${summary.ms.p95} ms  p99 ${summary.ms.p99} ms  max ${summary.ms.max} ms`,
  );
  console.log(`  ${summary.savesPerSecond} saves/s; ${conflicts} conflicts`);
  return { date, machine, ...summary };
});

lib.writeResults('eif-autosave.json', results);
