// Load runner: drives the scenarios of gateway.k6.js with autocannon, from Node.
//
//   npm run load                                        # all scenarios, 10 s each, 20 connections
//   npm run load -- --scenario reference --duration 20
//   npm run load -- --scenario clients-filtered --clients 10000
//   BASE_URL=http://127.0.0.1:3000 npm run load         # against a running `npm start` instead
//
// Without BASE_URL it starts its own system on temporary infrastructure and stops it afterwards. Targets must
// be on this machine (loopback); every scenario runs for a fixed time, so the run ends by itself.
// Signed-in scenarios (the client lists): before them, a setup step signs each demo user they need in once
// (sign-in.mjs) and every request carries that user's session cookie; the temporary system then gets
// --clients volume clients (10 000 unless given).
// Exit code 1 when a scenario has errors (connection errors, timeouts), or non-2xx answers or failed body
// checks above 1% of its requests. The summary goes to infra/load/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  cleanUpOnSignals,
  ensureNode24,
  isLoopback,
  machineInfo,
  startTemporarySystem,
  summarize,
} from './temp-system.mjs';
import { SCENARIOS, verifier } from './scenarios.mjs';
import { signIn } from './sign-in.mjs';

await ensureNode24(import.meta.url);
const { default: autocannon } = await import('autocannon');

const HERE = dirname(fileURLToPath(import.meta.url));
const MAX_DURATION_S = 300;
const MAX_CONNECTIONS = 500;
const FAIL_RATE = 0.01;
/** Volume clients seeded for the signed-in (client list) scenarios when --clients is not given. */
const DEFAULT_VOLUME_CLIENTS = 10_000;

function usage(message) {
  if (message) console.error(message);
  console.error(
    `Usage: node infra/load/run.mjs [--scenario ${Object.keys(SCENARIOS).join('|')}|all]\n` +
      '                               [--duration <s>] [--connections <n>] [--warmup <s>] [--no-build] [--clients <n>]\n' +
      'BASE_URL=http://127.0.0.1:3000 targets a running system (loopback only); otherwise one is started.\n' +
      `--clients: volume clients seeded into the started system (default ${DEFAULT_VOLUME_CLIENTS} when a client-list\n` +
      'scenario runs, else none).',
  );
  process.exit(2);
}

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      scenario: { type: 'string', default: 'all' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '2' },
      'no-build': { type: 'boolean', default: false },
      clients: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  usage(error.message);
}
if (args.help) usage();

const scenarioNames = args.scenario === 'all' ? Object.keys(SCENARIOS) : [args.scenario];
if (!scenarioNames.every((name) => name in SCENARIOS)) usage(`Unknown scenario: ${args.scenario}`);
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
if (!(duration > 0 && duration <= MAX_DURATION_S))
  usage(`--duration must be in (0, ${MAX_DURATION_S}] seconds`);
if (!(Number.isInteger(connections) && connections >= 1 && connections <= MAX_CONNECTIONS)) {
  usage(`--connections must be an integer in [1, ${MAX_CONNECTIONS}]`);
}
if (!(warmup >= 0 && warmup <= 30)) usage('--warmup must be in [0, 30] seconds');
const users = [...new Set(scenarioNames.map((name) => SCENARIOS[name].user).filter(Boolean))];
let volumeClients = args.clients === undefined ? undefined : Number(args.clients);
if (
  volumeClients !== undefined &&
  !(Number.isInteger(volumeClients) && volumeClients >= 0 && volumeClients <= 1_000_000)
) {
  usage('--clients must be an integer in [0, 1000000]');
}
if (volumeClients === undefined && users.length > 0) volumeClients = DEFAULT_VOLUME_CLIENTS;

let system;
let current;
const stopEverything = async () => {
  current?.stop();
  await system?.stop();
};
const signals = cleanUpOnSignals(stopEverything);

let baseUrl = process.env.BASE_URL;
if (baseUrl) {
  baseUrl = baseUrl.replace(/\/+$/, '');
  if (!isLoopback(baseUrl)) {
    console.error(`BASE_URL ${baseUrl} is not on this machine: the runner only targets loopback addresses.`);
    process.exit(2);
  }
  console.log(`Target: ${baseUrl} (given by BASE_URL)`);
  if (args.clients !== undefined)
    console.log('--clients is ignored with BASE_URL (seed that system yourself).');
  volumeClients = undefined;
} else {
  system = await startTemporarySystem({
    build: !args['no-build'],
    seedArgs: volumeClients ? ['--clients', String(volumeClients)] : [],
  });
  baseUrl = system.url;
  console.log(
    `Target: ${baseUrl} (started for this run${volumeClients ? `, ${volumeClients} volume clients seeded` : ''})`,
  );
}

// Setup: each demo user the selected scenarios need signs in once; their requests carry the session cookie.
const sessions = {};
/** The user's session, signed in again when it would run out before `untilMs` (access tokens last 15 min). */
async function sessionFor(user, untilMs) {
  if (!sessions[user] || sessions[user].expiresAt < untilMs) {
    try {
      sessions[user] = await signIn(baseUrl, user);
    } catch (error) {
      console.error(String(error.cause?.message ?? error.message));
      await system?.stop();
      process.exit(1);
    }
    console.log(`Signed in ${sessions[user].email} (${sessions[user].role})`);
  }
  return sessions[user];
}
for (const user of users) await sessionFor(user, 0);

/** One autocannon run; latencies from its per-response events so p95 is exact (its summary has no p95). */
function fire({ url, seconds, check, headers }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: 10, headers, verifyBody: verifier(check) },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    current = instance;
  });
}

const machine = await machineInfo();
console.log(
  `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, load average ${machine.loadAverage1m}\n` +
    `Scenarios: ${scenarioNames.join(', ')}; ${duration} s each after ${warmup} s warm-up; ${connections} connections\n`,
);

const results = {};
let failed = false;
try {
  for (const name of scenarioNames) {
    if (signals.interrupted) break;
    const { path, check, user } = SCENARIOS[name];
    const url = baseUrl + path;
    const session = user ? await sessionFor(user, Date.now() + (warmup + duration + 60) * 1000) : undefined;
    const headers = session ? { cookie: session.cookie } : {};
    // One request first, as k6's checks would see it: a wrong answer is clearer here than as 100% mismatches.
    try {
      const probe = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
      const probeBody = await probe.text();
      if (probe.status !== 200 || !verifier(check)(probeBody)) {
        console.error(`${name}: GET ${path} answered ${probe.status} ${probeBody.slice(0, 300)}`);
      } else if (user) {
        const page = JSON.parse(probeBody);
        console.log(`${name}: as ${session.email}, ${page.items.length} items of ${page.total}`);
      }
    } catch (error) {
      console.error(`${name}: GET ${path} failed: ${error.cause?.message ?? error.message}`);
    }
    if (warmup > 0) await fire({ url, seconds: warmup, check, headers });
    if (signals.interrupted) break;
    const { result, latencies } = await fire({ url, seconds: duration, check, headers });
    if (signals.interrupted) break; // cut short, and the system went away under it: not a measurement
    const total = result.requests.total;
    const stats = summarize(latencies);
    const errorCount = result.errors; // connection errors and timeouts (timeouts are counted in both)
    const row = {
      path,
      ...(user ? { user: session.email } : {}),
      durationS: duration,
      connections,
      requests: total,
      requestsPerSecond: Math.round((total / result.duration) * 10) / 10,
      latencyMs: stats,
      non2xx: result.non2xx,
      errors: errorCount,
      timeouts: result.timeouts,
      checkFailures: result.mismatches,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
      ),
    };
    row.pass =
      total > 0 &&
      errorCount === 0 &&
      result.non2xx / total <= FAIL_RATE &&
      result.mismatches / total <= FAIL_RATE;
    failed ||= !row.pass;
    results[name] = row;
    console.log(
      `${name.padEnd(16)} ${String(row.requestsPerSecond).padStart(8)} req/s  ` +
        `p50 ${stats.p50.toFixed(2)} ms  p95 ${stats.p95.toFixed(2)} ms  p99 ${stats.p99.toFixed(2)} ms  ` +
        `non-2xx ${row.non2xx}  errors ${row.errors}  check failures ${row.checkFailures}  ` +
        `(${total} requests) ${row.pass ? 'PASS' : 'FAIL'}`,
    );
  }
} finally {
  await system?.stop();
}
if (signals.interrupted) await new Promise(() => undefined); // the signal handler exits once everything is stopped

const summary = {
  date: new Date().toISOString(),
  target: system ? 'temporary system started by run.mjs' : baseUrl,
  machine,
  options: {
    scenarios: scenarioNames,
    durationS: duration,
    warmupS: warmup,
    connections,
    volumeClients: volumeClients ?? null,
  },
  thresholds: { errors: 0, non2xxRate: FAIL_RATE, checkFailureRate: FAIL_RATE },
  scenarios: results,
  pass: !failed,
};
const out = join(HERE, 'results', 'latest.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(summary, null, 2) + '\n');
console.log(`\n${failed ? 'FAIL' : 'PASS'}; summary in ${relative(process.cwd(), out)}`);
process.exit(failed ? 1 : 0);
