// What the benchmarks share (roundtrip.mjs, client-list.mjs): their common options, the temporary system and
// its clean-up (on the run's end or a signal), a gateway GET, the timing (warm-up, sequential blocks of the
// paths interleaved, then concurrent: autocannon for the gateway, a Promise pool for each in-process path),
// ratios, the result tables and the results file. What each one measures, and its check that the paths give
// the same answer, stay in the script.
import http from 'node:http';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  cleanUpOnSignals,
  machineInfo,
  startTemporarySystem,
  summarize,
} from '../infra/load/temp-system.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * The options every benchmark takes, with its own `defaults` (strings, as parseArgs wants them), and its
 * `extra` ones, which `check(args)` validates (after the counts, before --concurrency).
 * `--rounds` splits the concurrent phase into that many turns of each path (1: each path once, in turn).
 * @returns {{ args: Record<string, string | boolean>, options: { requests: number, warmup: number, block: number, concurrency: number, concurrentRequests: number, rounds: number } }}
 */
export function parseBenchOptions({ defaults, extra = {}, check = () => undefined }) {
  const { values: args } = parseArgs({
    options: {
      ...extra,
      requests: { type: 'string', default: defaults.requests },
      warmup: { type: 'string', default: defaults.warmup },
      block: { type: 'string', default: defaults.block },
      concurrency: { type: 'string', default: defaults.concurrency ?? '10' },
      'concurrent-requests': { type: 'string', default: defaults.concurrentRequests },
      rounds: { type: 'string', default: defaults.rounds ?? '1' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const N = Number(args.requests);
  const WARMUP = Number(args.warmup);
  const BLOCK = Math.min(Number(args.block), N);
  const CONCURRENCY = Number(args.concurrency);
  const CONCURRENT_N = Number(args['concurrent-requests']);
  const ROUNDS = Number(args.rounds);
  for (const [name, value] of Object.entries({ N, WARMUP, BLOCK, CONCURRENCY, CONCURRENT_N, ROUNDS })) {
    if (!Number.isInteger(value) || value < 0 || value > 100_000)
      throw new Error(`Bad option ${name}: ${value}`);
  }
  check(args);
  if (CONCURRENCY < 1 || CONCURRENCY > CONCURRENT_N)
    throw new Error('--concurrency must be in [1, --concurrent-requests]');
  if (ROUNDS < 1 || ROUNDS * CONCURRENCY > CONCURRENT_N)
    throw new Error('--rounds must be in [1, --concurrent-requests / --concurrency]');
  return {
    args,
    options: {
      requests: N,
      warmup: WARMUP,
      block: BLOCK,
      concurrency: CONCURRENCY,
      concurrentRequests: CONCURRENT_N,
      rounds: ROUNDS,
    },
  };
}

/**
 * Starts the system on temporary infrastructure, with the clean-up in place first. The script puts what else
 * it opens in `running` (`orm`, `pool`), and runs its measuring in `measure(body)`, which stops everything
 * whatever happens.
 */
export async function startBench({ options, build, seedArgs = [] }) {
  // What has to be stopped, filled in as it starts (a signal may come at any point).
  const running = { system: undefined, orm: undefined, orms: [], pool: undefined };
  const stopEverything = async () => {
    for (const orm of [running.orm, ...running.orms]) await orm?.close().catch(() => undefined);
    await running.pool?.end().catch(() => undefined);
    await running.system?.stop();
  };
  const signals = cleanUpOnSignals(stopEverything);

  const machineAtStart = await machineInfo();
  const startedAt = Date.now();
  const system = (running.system = await startTemporarySystem({ build, seedArgs }));
  const startupSeconds = Math.round((Date.now() - startedAt) / 100) / 10;
  // The gateway path's keep-alive connections, as many as requests in flight.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });

  return {
    system,
    running,
    signals,
    agent,
    machineAtStart,
    startupSeconds,
    /** Runs `body` and stops everything afterwards; its value is the results. */
    async measure(body) {
      let results;
      try {
        results = await body();
      } finally {
        agent.destroy();
        await stopEverything();
      }
      if (signals.interrupted) await new Promise(() => undefined); // the signal handler exits once everything is stopped
      return results;
    },
  };
}

/** A query string as the gateway passes it on (Fastify's parsed query: a repeated key becomes an array). */
export function parsedQuery(query) {
  const parsed = {};
  for (const [key, value] of new URLSearchParams(query.replace(/^\?/, ''))) {
    parsed[key] = key in parsed ? [parsed[key], value].flat() : value;
  }
  return parsed;
}

/** A GET through the gateway (keep-alive `options.agent`), its JSON answer; anything but 200 rejects. */
export function getJson(url, options) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, options, (res) => {
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

async function timed(fn, into) {
  const started = performance.now();
  await fn();
  into.push(performance.now() - started);
}

/** `warmup` calls of each path, one at a time. */
export async function warmUp(paths, { warmup }) {
  console.log(`Warm-up: ${warmup} requests per path…`);
  for (const fn of Object.values(paths)) for (let i = 0; i < warmup; i++) await fn();
}

/**
 * `requests` calls of each path, one at a time, the paths taking turns in blocks of `block` (so that a noisy
 * neighbour hits all of them alike). The latencies (ms) per path, and the CPU each process spent per call of
 * it (`cpuMsPerRequest`, from /proc around each block: every process of the bench and its system).
 */
export async function sequentialPhase(paths, { requests, block }) {
  console.log(`Sequential: ${requests} requests per path, one at a time, interleaved in blocks of ${block}…`);
  const samples = Object.fromEntries(Object.keys(paths).map((name) => [name, []]));
  const cpu = Object.fromEntries(Object.keys(paths).map((name) => [name, {}]));
  for (let done = 0; done < requests; done += block) {
    const size = Math.min(block, requests - done);
    for (const [name, fn] of Object.entries(paths)) {
      const before = cpuOfProcesses();
      for (let i = 0; i < size; i++) await timed(fn, samples[name]);
      addCpu(cpu[name], before, cpuOfProcesses());
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([k, v]) => [
      k,
      { ...summarize(v), cpuMsPerRequest: cpuMsPer(cpu[k], requests) },
    ]),
  );
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time (user + system, seconds) so far of this process and of every process it started, directly or not
 * (the gateway, the services, the stand-ins, NATS, PostgreSQL and its backends), by pid with a name (the app,
 * `postgres`, `nats-server`, `bench` for this process). Read from /proc: empty where there is none.
 */
export function cpuOfProcesses() {
  const started = process.cpuUsage();
  const result = readCpuOfProcesses();
  // What this reading cost the bench itself (a few ms: every /proc/<pid>/stat), which `addCpu` takes off.
  const spent = process.cpuUsage(started);
  result.readingSeconds = (spent.user + spent.system) / 1e6;
  // The bench's own time as it was when the reading began (to the microsecond; /proc counts in 10 ms ticks).
  result.set(process.pid, { name: 'bench', cpu: (started.user + started.system) / 1e6 });
  return result;
}

/**
 * Every process's parent, CPU seconds so far (user + system) and start time (clock ticks since boot), by pid,
 * from /proc. Empty where there is none.
 */
export function scanProcesses() {
  const all = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return all;
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(entry), {
        ppid: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / USER_HZ,
        start: fields[19],
      });
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

/** A process's name from its command line (split at NULs): the app, `postgres`, `nats-server`, else `other`. */
export function processNameOf(command) {
  const app = /apps\/([^/]+)\/dist\/main(?:\.bundle)?\.m?js/.exec(command.join(' '));
  if (app) return app[1];
  if (/postgres/.test(command[0] ?? '')) return 'postgres';
  if (/nats-server/.test(command[0] ?? '')) return 'nats-server';
  return 'other';
}

function readCpuOfProcesses() {
  const all = scanProcesses();
  if (all.size === 0) return new Map();
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { ppid }] of all) {
      if (!ours.has(pid) && ours.has(ppid)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  const result = new Map();
  for (const pid of ours) {
    let name;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      name = pid === process.pid ? 'bench' : processNameOf(command);
    } catch {
      continue;
    }
    result.set(pid, { name, cpu: all.get(pid).cpu });
  }
  return result;
}

/**
 * Adds the CPU seconds each process (by name) spent between two `cpuOfProcesses()` readings to `into`, less
 * what the first reading cost the bench.
 */
export function addCpu(into, before, after) {
  for (const [pid, { name, cpu }] of after) {
    into[name] = (into[name] ?? 0) + cpu - (before.get(pid)?.cpu ?? 0);
  }
  // The bench's time between the readings includes the first reading's own work (the second's comes after
  // its own sample of the bench): not the requests' cost.
  if (before.readingSeconds && into.bench !== undefined) into.bench -= before.readingSeconds;
  return into;
}

/** CPU seconds by process name (`addCpu`) as milliseconds per request, heaviest first, and their total. */
export function cpuMsPer(byName, requests) {
  const perRequest = {};
  let total = 0;
  for (const [name, seconds] of Object.entries(byName).sort(([, x], [, y]) => y - x)) {
    const ms = (seconds * 1000) / requests;
    total += ms;
    if (ms >= 0.005) perRequest[name] = round3(ms);
  }
  return { ...perRequest, total: round3(total) };
}

/**
 * CPU milliseconds per request, by process name, between two `cpuOfProcesses()` readings (a process started in
 * between counts from zero), and their total. Unlike latencies, this hardly depends on what else the machine
 * runs: it says what a request costs, not how long it waited for a core.
 */
export function cpuPerRequest(before, after, requests) {
  return cpuMsPer(addCpu({}, before, after), requests);
}

const round3 = (x) => Math.round(x * 1000) / 1000;

/**
 * `concurrentRequests` calls of each path, `concurrency` in flight: `paths.gateway` by autocannon on `gateway`
 * (its url and any headers or verifyBody; `check(result)` throws on errors), every other path by a pool of
 * `concurrency` async workers. In `rounds` turns: each path runs its share of the calls in turn, every round,
 * so that a change in the machine's load falls on all of them. The latencies (ms), requests/s (calls over the
 * path's own time) and CPU per request of each process, per path.
 */
export async function concurrentPhase(
  paths,
  { concurrency, concurrentRequests, rounds = 1 },
  { gateway, check },
) {
  const { default: autocannon } = await import('autocannon');
  console.log(
    `Concurrent: ${concurrentRequests} requests per path, ${concurrency} at a time` +
      (rounds > 1 ? `, the paths taking turns in ${rounds} rounds…` : '…'),
  );
  const state = Object.fromEntries(
    Object.keys(paths).map((name) => [name, { latencies: [], seconds: 0, cpu: {} }]),
  );
  const share = (round) =>
    Math.floor((concurrentRequests * (round + 1)) / rounds) -
    Math.floor((concurrentRequests * round) / rounds);

  async function viaAutocannon(amount, into) {
    const started = performance.now();
    // The last answer's time, not autocannon's end: autocannon finishes on its next one-second tick, which
    // made the rate 5000 / 3.01 s or 5000 / 4.01 s whatever the real time.
    let lastAnswer = started;
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon({ ...gateway, connections: concurrency, amount, timeout: 10 }, (error, r) =>
        error ? reject(error) : resolve(r),
      );
      instance.on('response', (_c, _s, _b, ms) => {
        into.latencies.push(ms);
        lastAnswer = performance.now();
      });
    });
    into.seconds += (lastAnswer - started) / 1000;
    check(result);
  }

  async function viaPool(fn, amount, into) {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Math.min(concurrency, amount) }, async () => {
        while (next < amount) {
          next++;
          await timed(fn, into.latencies);
        }
      }),
    );
    into.seconds += (performance.now() - started) / 1000;
  }

  for (let round = 0; round < rounds; round++) {
    for (const [name, fn] of Object.entries(paths)) {
      const into = state[name];
      const before = cpuOfProcesses();
      if (name === 'gateway') await viaAutocannon(share(round), into);
      else await viaPool(fn, share(round), into);
      addCpu(into.cpu, before, cpuOfProcesses());
    }
  }
  return Object.fromEntries(
    Object.entries(state).map(([name, { latencies, seconds, cpu }]) => [
      name,
      {
        ...summarize(latencies),
        requestsPerSecond: Math.round(concurrentRequests / seconds),
        cpuMsPerRequest: cpuMsPer(cpu, concurrentRequests),
      },
    ]),
  );
}

export const round2 = (x) => Math.round(x * 100) / 100;

/** Mean, p50, p95 and max of a list of times in ms. */
export function latencyStats(times) {
  const t = [...times].sort((a, b) => a - b);
  const at = (q) => round2(t[Math.min(t.length - 1, Math.floor(q * t.length))]);
  return {
    mean: round2(t.reduce((a, b) => a + b, 0) / t.length),
    p50: at(0.5),
    p95: at(0.95),
    max: round2(t.at(-1)),
  };
}
export const ratio = (a, b) => round2(a / b);

/** Path `over` against path `under` in a phase's summaries: mean, p50, p95, p99. */
export const ratios = (set, over, under) =>
  Object.fromEntries(['mean', 'p50', 'p95', 'p99'].map((k) => [k, ratio(set[over][k], set[under][k])]));

/** The results file's content: date and machine, the script's own `details`, then the figures. */
export async function benchResults(bench, details, { options, sequential, concurrent }) {
  return {
    date: new Date().toISOString(),
    machine: { ...bench.machineAtStart, loadAverage1mAtEnd: (await machineInfo()).loadAverage1m },
    ...details,
    options,
    latencyUnit: 'ms',
    sequential,
    concurrent,
  };
}

/**
 * Prints both phases as tables (one line per path of `labels`, padded to `width`, and `ratioOf(set)`'s
 * (a)/(b) line), then the machine.
 */
export function printResults(results, { labels, width, ratioOf }) {
  const { requests, concurrency, concurrentRequests } = results.options;
  const f = (x) => x.toFixed(3).padStart(8);
  for (const phase of ['sequential', 'concurrent']) {
    const set = results[phase];
    console.log(
      `\n${phase === 'sequential' ? `Sequential (1 at a time, n=${requests})` : `Concurrent (${concurrency} at a time, n=${concurrentRequests})`}, ms:`,
    );
    console.log(
      `${''.padEnd(width)}    mean      p50      p95      p99${phase === 'concurrent' ? '    req/s' : ''}`,
    );
    for (const name of Object.keys(labels)) {
      const s = set[name];
      console.log(
        `${labels[name].padEnd(width)}${f(s.mean)} ${f(s.p50)} ${f(s.p95)} ${f(s.p99)}` +
          (phase === 'concurrent' ? String(s.requestsPerSecond).padStart(9) : ''),
      );
    }
    const r = ratioOf(set);
    console.log(`ratio (a)/(b): mean ${r.mean}×  p50 ${r.p50}×  p95 ${r.p95}×  p99 ${r.p99}×`);
    if (Object.values(labels).length && set[Object.keys(labels)[0]].cpuMsPerRequest) {
      console.log('CPU per request, ms (every process of the bench and its system, user + system time):');
      for (const name of Object.keys(labels)) {
        const { total, ...byProcess } = set[name].cpuMsPerRequest;
        const parts = Object.entries(byProcess).map(([process, ms]) => `${process} ${ms}`);
        console.log(`${labels[name].padEnd(width)}${String(total).padStart(8)}  (${parts.join(', ')})`);
      }
    }
  }
  const m = results.machine;
  console.log(
    `\nMachine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; load average ${m.loadAverage1m} → ${m.loadAverage1mAtEnd}`,
  );
}

/** Writes bench/results/<file> and says where. */
export function writeResults(file, results) {
  const out = join(HERE, 'results', file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
  console.log(`Results in ${relative(process.cwd(), out)}`);
}

/** The phases of a gateway-versus-service bench with their ratios (the (a)/(b) figures of the tables). */
export function gatewayOverService(options, sequential, concurrent) {
  const cpuRatio = (set) =>
    set.gateway.cpuMsPerRequest && set.service.cpuMsPerRequest
      ? { cpuGatewayOverService: ratio(set.gateway.cpuMsPerRequest.total, set.service.cpuMsPerRequest.total) }
      : {};
  return {
    options,
    sequential: {
      ...sequential,
      ratioGatewayOverService: ratios(sequential, 'gateway', 'service'),
      ...cpuRatio(sequential),
    },
    concurrent: {
      ...concurrent,
      ratioGatewayOverService: ratios(concurrent, 'gateway', 'service'),
      ...cpuRatio(concurrent),
      throughputServiceOverGateway: ratio(
        concurrent.service.requestsPerSecond,
        concurrent.gateway.requestsPerSecond,
      ),
    },
  };
}

/**
 * Prints a gateway-versus-service bench of the clients service (`gatewayOverService`'s results): the tables,
 * (a) through the system and (b) `method` in this process, then one line of the ratios named `name`, `what`
 * after it (e.g. the volume).
 */
export function printGatewayOverService(results, { name, method, what = '' }) {
  printResults(results, {
    labels: { gateway: '(a) HTTP→gateway→NATS→clients→PG', service: `(b) in-process ${method}→PG` },
    width: 38,
    ratioOf: (set) => set.ratioGatewayOverService,
  });
  const { sequential, concurrent, options } = results;
  console.log(
    `${name} ratio (gateway→NATS→service→PG / in-process service→PG)${what}: ` +
      `${sequential.ratioGatewayOverService.p50}× at p50 sequential, ` +
      `${concurrent.ratioGatewayOverService.p50}× at p50 with ${options.concurrency} in flight ` +
      `(${concurrent.gateway.requestsPerSecond} vs ${concurrent.service.requestsPerSecond} req/s)`,
  );
}

/** JSON with object keys sorted: two answers compare equal whatever order their keys came in. */
export const canonicalJson = (x) =>
  JSON.stringify(x, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([p], [q]) => (p < q ? -1 : 1)))
      : value,
  );

/**
 * Throws unless the two paths answered the same (canonicalJson) and `usable(a)` holds (e.g. a page not empty):
 * the comparison of the two means nothing otherwise. `what` names the condition in the message.
 */
export function expectSameAnswer(a, b, { usable = () => true, what = '' } = {}) {
  if (usable(a) && canonicalJson(a) === canonicalJson(b)) return;
  throw new Error(
    `The two paths disagree${what}:\n${canonicalJson(a).slice(0, 500)}\n${canonicalJson(b).slice(0, 500)}`,
  );
}

/**
 * The SQL statements one call of `work` sends, as MikroORM hands them to the driver (its onQuery hook is read
 * on every query). `work` runs once before, unrecorded: the first call also opens a connection.
 */
export async function sqlOfOneCall(orm, work) {
  await work();
  const sent = [];
  orm.config.set('onQuery', (sql) => {
    sent.push(sql);
    return sql;
  });
  try {
    await work();
  } finally {
    orm.config.set('onQuery', (sql) => sql);
  }
  return sent;
}

/**
 * The gateway side of `concurrentPhase` with every answer checked: `expected(answer)` must hold for each body,
 * and the phase fails on any error, non-2xx answer or unexpected body.
 */
export function verifiedGateway({ url, headers, expected }) {
  let mismatches = 0;
  return {
    gateway: {
      url,
      headers,
      verifyBody: (raw) => {
        let ok = false;
        try {
          ok = expected(JSON.parse(String(raw)));
        } catch {
          ok = false;
        }
        if (!ok) mismatches++;
        return ok;
      },
    },
    check: (result) => {
      if (result.errors || result.non2xx || mismatches)
        throw new Error(
          `gateway under load: ${result.errors} errors, ${result.non2xx} non-2xx, ${mismatches} unexpected answers`,
        );
    },
  };
}

/**
 * The clients service's own pieces in the bench process: its compiled ClientService on server-kit's createOrm
 * (its entities, pool and schema), and `call(message, work)`, which runs `work` in the context a handler of
 * that message gets (identity map, the caller's client scope, the actor: server-kit's runInCallContext).
 * `actAsApp: false` connects as the owner instead of the app role (row-level security not applied).
 */
export async function clientsInProcess({ system, running }, { actAsApp = true } = {}) {
  const { createOrm, runInCallContext } = await import('@onboard/server-kit');
  const { clientsService } = await import('../apps/clients/dist/definition.js');
  const { ClientService } = await import('../libs/clients-record/dist/clients/client.service.js');
  const orm = await createOrm({
    clientUrl: system.databaseUrl,
    schema: 'clients',
    entities: clientsService.entities,
    migrations: [],
    // As the service connects: acting as the app role, held to row-level security (decision 228).
    actAsApp,
  });
  running.orms.push(orm);
  return {
    orm,
    // `this.em` is the global EntityManager; inside the call's context it resolves to that call's fork.
    service: new ClientService(orm.em),
    call: (message, work) => runInCallContext(orm, message, 'bench', work),
  };
}
