// `npm test`: lint, type checks, unit tests, integration tests against a real PostgreSQL and NATS, and
// browser tests in headless Chromium against the whole running system. `node scripts/test.mjs unit browser`
// runs only the named stages. DATABASE_URL / NATS_URL, when set, are used instead of starting our own.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, setPriority, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNats, startPostgres } from './lib/infra.mjs';
import {
  BUILD_STEPS,
  compileCacheDir,
  migrateAll,
  prefixer,
  seedAll,
  startApps,
  tscArgs,
} from './lib/system.mjs';
import { writeIntegrationGroups, writeUnitStageGroups } from './lib/test-groups.mjs';
import { INTEGRATION_PROJECT } from '../jest.integration.config.mjs';
import { GROUPED_PROJECTS } from '../jest.unit.config.mjs';
import { SHARED_SYSTEM_ENV, sharedSystemFile } from '../tests/system/shared-system.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const NODE = process.execPath;
const STAGES = ['lint', 'typecheck', 'unit', 'integration', 'browser'];
// Arguments after `--` go to every Jest run as test path patterns: `node scripts/test.mjs integration -- sessions`.
const dashes = process.argv.indexOf('--');
const patterns = dashes === -1 ? [] : process.argv.slice(dashes + 1);
const asked = (dashes === -1 ? process.argv : process.argv.slice(0, dashes)).slice(2);
const unknown = asked.filter((s) => !STAGES.includes(s));
if (unknown.length) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${STAGES.join(', ')}`);
  process.exit(2);
}
const stages = asked.length ? STAGES.filter((s) => asked.includes(s)) : STAGES;
const work = mkdtempSync(join(tmpdir(), 'onboard-test-'));
// Embedded PostgreSQL runs initdb as the `postgres` user when we are root: it must reach its data folder.
chmodSync(work, 0o755);
const totals = { passed: 0, failed: 0, skipped: 0 };
const cleanups = [];
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  FORCE_COLOR: process.env.CI ? '0' : (process.env.FORCE_COLOR ?? '1'),
  // Node's on-disk cache of compiled modules (issue 29): the run starts some 150 Node processes (every app of
  // every system, migrations, seeds, Jest and its workers, the tools), and each one after the first that loads
  // a module skips compiling it again (importing the clients service: ~1.2 -> ~0.9 CPU-s).
  NODE_COMPILE_CACHE: compileCacheDir(root),
};

function banner(text) {
  console.log(`\n━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

/**
 * Runs a command to its end without blocking: what this process supervises (shared systems) and the stages
 * beside it go on meanwhile. With a `tag` (stages running side by side) every line of its output is prefixed
 * with it; with a `priority` (a nice value, 19 the lowest) it takes the CPU only when the tests leave it idle.
 * Answers whether it exited 0.
 */
function runAsync(command, args, extraEnv = {}, tag = undefined, priority = 0) {
  return new Promise((resolve) => {
    const options = { stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...env, ...extraEnv } };
    // Through nice(1) where there is one, so the tool's own children (ESLint's, oxlint's) are born niced too.
    const viaNice = priority !== 0 && existsSync(NICE_COMMAND);
    const child = viaNice
      ? spawn(NICE_COMMAND, ['-n', String(priority), command, ...args], options)
      : spawn(command, args, options);
    if (priority !== 0 && !viaNice && child.pid) {
      try {
        setPriority(child.pid, priority);
      } catch {
        // Not allowed here: it runs at the normal priority.
      }
    }
    if (tag) {
      const colour = TAGS.indexOf(tag) + 1;
      const out = prefixer(tag, colour, { raw: true });
      const err = prefixer(tag, colour, { raw: true, write: (t) => process.stderr.write(t) });
      child.stdout.on('data', out);
      child.stderr.on('data', err);
    }
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}
const NICE_COMMAND = '/usr/bin/nice';
/** The stages that run side by side, by the tag their output is prefixed with. */
const TAGS = ['lint', 'build', 'types'];

/** Runs jest with a config and adds its counts to the totals (read from its JSON report). */
async function jest(config, extraEnv = {}, extraArgs = []) {
  const report = join(work, `${config.replace(/\W/g, '_')}.json`);
  const ok = await runAsync(
    NODE,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      'node_modules/jest/bin/jest.js',
      '-c',
      config,
      '--json',
      `--outputFile=${report}`,
      ...extraArgs,
      ...patterns,
    ],
    // JEST_NODE_OPTIONS: Node options for Jest and its workers, e.g. `--cpu-prof --cpu-prof-dir=<folder>` to
    // profile where the tests' own side spends its CPU.
    { NODE_OPTIONS: process.env.JEST_NODE_OPTIONS ?? '', ...extraEnv },
  );
  if (existsSync(report)) {
    // TEST_REPORT_DIR: keep Jest's JSON report (each file's start and end) for timing the suites.
    if (process.env.TEST_REPORT_DIR) {
      mkdirSync(process.env.TEST_REPORT_DIR, { recursive: true });
      copyFileSync(report, join(process.env.TEST_REPORT_DIR, basename(report)));
    }
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + (summary.numTodoTests ?? 0);
    if (summary.numTotalTests === 0) {
      console.error(`${config}: no test ran`);
      return false;
    }
  }
  return ok;
}

/** PostgreSQL and NATS for the integration and browser stages, started once (by the first to ask). */
let infra;
function ensureInfra() {
  infra ??= (async () => {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      const pg = await startPostgres({
        dataDir: join(work, 'pg'),
        port: await freePort(),
        persistent: false,
      });
      cleanups.push(() => pg.stop());
      databaseUrl = pg.url('postgres');
    }
    let natsUrl = process.env.NATS_URL;
    if (!natsUrl) {
      const nats = await startNats({ port: await freePort(), storeDir: join(work, 'nats'), fresh: true });
      cleanups.push(() => nats.stop());
      natsUrl = nats.url;
    }
    return { databaseUrl, natsUrl };
  })();
  return infra;
}

/** Start-up failures (PostgreSQL, NATS, ports, the build): the tool's output, then one sentence, no stack. */
function report(name, error) {
  if (error?.name === 'SetupError') {
    if (error.detail) console.error(String(error.detail).trimEnd());
    console.error(`\n${name} could not run: ${error.message}`);
  } else {
    console.error(error instanceof Error ? error.stack : String(error));
  }
}

/** A new database on the server of `databaseUrl` (dropped at the end of the run): its name and address. */
async function createDatabase(databaseUrl, name, template) {
  const pg = (await import('pg')).default;
  const query = async (sql) => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(sql).finally(() => admin.end());
  };
  await query(`drop database if exists ${name} with (force)`);
  await query(`create database ${name}${template ? ` template ${template}` : ''}`);
  cleanups.push(() => query(`drop database if exists ${name} with (force)`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Jest workers of the integration stage, one shared system each: one more than the cores, at most four
 * (INTEGRATION_WORKERS to choose). Two workers on two cores kept 1.6 of them busy (the tests wait on polls,
 * redeliveries and timers); a third took the stage from 176 to 163 s for 20 more CPU-s (its system).
 */
const WORKERS = Math.max(
  1,
  Number(process.env.INTEGRATION_WORKERS ?? Math.min(4, availableParallelism() + 1)),
);

/**
 * A whole system on a copy of the template database: its own NATS (two systems on one NATS would answer each
 * other's requests), the stand-ins and every app, on free ports, with `settings` added to the environment.
 * Answers the running apps, the stand-ins' port and the system's own settings (DATABASE_URL, NATS_URL among them).
 */
async function startSystemCopy(name, { databaseUrl, template, settings, log }) {
  const db = await createDatabase(databaseUrl, `${name.replace(/\W/g, '_')}_${process.pid}`, template);
  const nats = await startNats({ port: await freePort(), storeDir: join(work, `nats-${name}`), fresh: true });
  cleanups.push(() => nats.stop());
  const systemEnv = { ...settings, DATABASE_URL: db.url, NATS_URL: nats.url };
  const standInsPort = await freePort();
  const system = await startApps({
    env: { ...env, ...systemEnv },
    port: await freePort(),
    standInsPort,
    log,
    readyTimeoutMs: 180_000,
  });
  return { system, standInsPort, systemEnv };
}

/**
 * Shared system `n` (decision 212): a copy of the template database, a NATS of its own (two systems on one
 * NATS would answer each other's requests), every app; its address goes to `<dir>/<n>.json` for the harness,
 * or why it failed to `<dir>/<n>.failed`. Answers a handle to stop it, or undefined when it failed.
 */
async function startSharedSystem(n, { databaseUrl, template, dir }) {
  try {
    const storage = join(work, `files-shared-${n}`);
    mkdirSync(storage);
    const { system, standInsPort, systemEnv } = await startSystemCopy(`shared-${n}`, {
      databaseUrl,
      template,
      settings: { ...SHARED_SYSTEM_ENV, STORAGE_DIR: storage },
      log: process.env.SYSTEM_LOG === '1',
    });
    const seeder = await startTenantSeeder({ ...env, ...systemEnv });
    writeFileSync(
      sharedSystemFile(dir, n),
      JSON.stringify({ url: system.url, standInsPort, seederUrl: seeder.url, env: systemEnv }),
    );
    return { stop: () => Promise.all([seeder.stop(), system.stop()]) };
  } catch (error) {
    const detail = error instanceof Error ? `${error.message}\n${error.detail ?? ''}` : String(error);
    writeFileSync(sharedSystemFile(dir, n).replace(/\.json$/, '.failed'), detail);
    console.error(`Shared system ${n} did not start: ${detail}`);
    return undefined;
  }
}

/**
 * A shared system's tenant seeder (scripts/lib/tenant-seeder.mjs): the clients and explorer seeds loaded once,
 * so a file's tenant is a request instead of two Node starts. Resolves once it listens.
 */
async function startTenantSeeder(systemEnv) {
  const port = await freePort();
  const child = spawn(NODE, ['scripts/lib/tenant-seeder.mjs'], {
    env: { ...systemEnv, SEEDER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the tenant seeder exited (${code}) before it listened`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const results = [];
async function stage(name, fn) {
  banner(name);
  // The summary lists the stages in the order they started.
  const slot = results.push(undefined) - 1;
  const started = Date.now();
  let ok;
  try {
    ok = await fn();
  } catch (error) {
    report(name, error);
    ok = false;
  }
  results[slot] = { name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 };
  return ok;
}

/**
 * The stages, side by side where they do not wait for each other (issue 29 item 5). The tests wait only for the
 * build (`tsc -b`, the apps' bundles, the web build: the apps run from the bundles, the bundle budget reads the
 * web build). The checks no test waits for (lint, the type checks of the tests, the web app and the deploy
 * tool) run beside everything else, at the lowest CPU priority when tests run too: they use what the tests
 * leave idle (the test stages keep 1.6-1.9 of two cores busy) instead of holding the tests back. Output of
 * stages that run side by side is prefixed with the stage.
 */
const sideBySide = (stages.includes('lint') || stages.includes('typecheck')) && stages.length > 1;
const testsToo = stages.some((s) => s === 'unit' || s === 'integration' || s === 'browser');
/** The nice value of the checks no test waits for: the lowest when tests run beside them. */
const CHECKS_PRIORITY = testsToo ? 19 : 0;
/** Whether this run builds (tsc -b first): the type-aware lint then reads the declarations it writes. */
const buildRuns = stages.some((s) => s === 'typecheck' || s === 'integration' || s === 'browser');

/**
 * Settles once the build's first step (`tsc -b`) has written every project's declarations: true, or false when
 * it failed. The type-aware lint waits for it (the web app and the tests read the libraries' `dist`).
 */
let declarationsWritten;
const declarations = new Promise((resolve) => (declarationsWritten = resolve));

/** The build's steps (scripts/lib/system.mjs), without blocking: false with the tool's errors above. */
async function build(web, tag) {
  for (const step of BUILD_STEPS.filter((s) => web || !s.web)) {
    const ok = await runAsync(NODE, step.args, {}, tag);
    if (step === BUILD_STEPS[0]) declarationsWritten(ok);
    if (!ok) {
      console.error(step.failure);
      return false;
    }
  }
  return true;
}

/** The template database: migrations and demo data once, copied by every system of the run (decision 212). */
let templatePromise;
function template() {
  templatePromise ??= (async () => {
    const { databaseUrl, natsUrl } = await ensureInfra();
    const db = await createDatabase(databaseUrl, `system_template_${process.pid}`);
    const templateEnv = { ...env, DATABASE_URL: db.url, NATS_URL: natsUrl, LOG_LEVEL: 'warn' };
    await migrateAll(templateEnv);
    seedAll(templateEnv);
    return db;
  })();
  return templatePromise;
}

/**
 * Oxlint's rules (decision 234): the promise rules, type-aware, and the web's no-literal-text rule. Types come
 * from the projects' declarations, so it starts once `tsc -b` has written them: the build's, when the build
 * runs beside it, else its own (incremental). One thread: it runs beside the other tools on a busy machine,
 * where its Go runtime's parallel checkers cost half again as much CPU for the same answer.
 */
async function oxlint(tag) {
  const written = buildRuns
    ? await declarations
    : await runAsync(NODE, BUILD_STEPS[0].args, {}, tag, CHECKS_PRIORITY);
  if (!written) {
    console.error('The type-aware lint did not run: the TypeScript build failed (its errors are above).');
    return false;
  }
  return runAsync(
    NODE,
    ['node_modules/oxlint/bin/oxlint', '--type-aware', '--threads=1'],
    { GOMAXPROCS: '1' },
    tag,
    CHECKS_PRIORITY,
  );
}

async function lintStage() {
  const tag = sideBySide ? 'lint' : undefined;
  // ESLint's module-boundary rule reads the project graph this writes.
  if (
    !(await runAsync(
      NODE,
      ['node_modules/nx/dist/bin/nx.js', 'show', 'projects'],
      { NX_DAEMON: 'false' },
      tag,
      CHECKS_PRIORITY,
    ))
  ) {
    return false;
  }
  // Side by side: each is one core at most.
  const results = await Promise.all([
    // Caches in node_modules/.cache: a second run reads again only the files that changed.
    runAsync(
      NODE,
      [
        'node_modules/eslint/bin/eslint.js',
        '.',
        '--max-warnings',
        '0',
        '--cache',
        '--cache-strategy',
        'content',
        '--cache-location',
        'node_modules/.cache/eslint/',
      ],
      {},
      tag,
      CHECKS_PRIORITY,
    ),
    // Formatting (decision 241): oxfmt, Prettier's rules in Rust, under a second of CPU for the whole tree.
    runAsync(NODE, ['node_modules/oxfmt/bin/oxfmt', '--check', '--threads=1', '.'], {}, tag, CHECKS_PRIORITY),
    oxlint(tag),
  ]);
  return results.every(Boolean);
}

/** The type checks of the tests, the web app and the deploy tool: they read the declarations tsc -b writes. */
async function typeChecksStage() {
  const tag = sideBySide ? 'types' : undefined;
  if (!(await declarations)) {
    console.error('The type checks did not run: the TypeScript build failed (its errors are above).');
    return false;
  }
  const tsc = (...args) => runAsync(NODE, tscArgs(...args), {}, tag, CHECKS_PRIORITY);
  const checks = await Promise.all([
    tsc('-p', 'tsconfig.spec.json'),
    tsc('-p', 'apps/web/tsconfig.json', '--noEmit'),
    tsc('-p', 'infra/deploy/tsconfig.json', '--noEmit'),
  ]);
  return checks.every(Boolean);
}

async function integrationStage() {
  const { databaseUrl, natsUrl } = await ensureInfra();
  const db = await template();
  // One system per Jest worker, shared by the files it runs (decision 212), started beside the first files.
  const sharedDir = join(work, 'shared-systems');
  mkdirSync(sharedDir);
  const shared = Array.from({ length: WORKERS }, (_, i) =>
    startSharedSystem(i + 1, { databaseUrl, template: db.name, dir: sharedDir }),
  );
  // The spec files in groups, one module registry each (decision 244); named files run alone.
  const groupsDir = join(work, 'integration-groups');
  const grouped = patterns.length ? {} : { TEST_GROUPS_DIR: groupsDir };
  if (grouped.TEST_GROUPS_DIR) writeIntegrationGroups(root, groupsDir, INTEGRATION_PROJECT);
  try {
    return await jest(
      'jest.integration.config.mjs',
      {
        ...grouped,
        DATABASE_URL: databaseUrl,
        NATS_URL: natsUrl,
        SYSTEM_TEMPLATE_DATABASE: db.name,
        SHARED_SYSTEMS_DIR: sharedDir,
        SHARED_SYSTEMS_COUNT: String(WORKERS),
      },
      [`--maxWorkers=${WORKERS}`],
    );
  } finally {
    await Promise.all(shared.map((started) => started.then((system) => system?.stop())));
  }
}

/**
 * Jest workers of the browser stage, each with a whole system of its own (database copy, NATS, stand-ins, apps):
 * a file runs on one worker's system after that worker's other files, as on one system in band, so files that
 * change demo data never meet one running beside them. One worker per core, at most four (BROWSER_WORKERS to
 * choose): the stage waits on pages and services much of the time (in band it kept 0.6-1.4 of two cores busy),
 * so two workers on two cores cut its time by about a third (decision 235); the tests' deadlines are far above
 * need.
 */
const BROWSER_WORKERS = Math.max(
  1,
  Number(process.env.BROWSER_WORKERS ?? Math.min(4, availableParallelism())),
);

/** One browser worker's system: a copy of the template database, a NATS and the apps, on ports of its own. */
async function startBrowserSystem(n, { databaseUrl, template }) {
  // A database and a NATS of its own: nothing the integration stage left on the run's NATS (streams,
  // consumers, a service not yet gone) reaches it.
  const { system, standInsPort, systemEnv } = await startSystemCopy(`browser-e2e-${n}`, {
    databaseUrl,
    template,
    settings: {
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '0',
      // The browser files sign in from one address within minutes; the per-IP sign-in limit itself is tested
      // by the integration tests (auth), not here.
      AUTH_RATE_LIMIT_PER_MINUTE: '600',
    },
    log: !!process.env.E2E_LOGS,
  });
  return {
    // BASE_URL: the gateway serving the built app. STAND_INS_URL: the outside signer's test reads its e-mailed
    // link from their mail sink. DATABASE_URL: `scripts/totp.mjs` reads a demo user's current authenticator.
    vars: {
      BASE_URL: system.url,
      STAND_INS_URL: `http://127.0.0.1:${standInsPort}`,
      DATABASE_URL: systemEnv.DATABASE_URL,
    },
    stop: () => system.stop(),
  };
}

async function browserStage() {
  const { databaseUrl } = await ensureInfra();
  const db = await template();
  const started = await Promise.allSettled(
    Array.from({ length: BROWSER_WORKERS }, (_, i) =>
      startBrowserSystem(i + 1, { databaseUrl, template: db.name }),
    ),
  );
  const systems = started.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  try {
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    // E2E_SYSTEMS: each Jest worker's system (apps/web/e2e/worker-system.ts picks its own by JEST_WORKER_ID).
    // E2E_STATE_DIR: the demo users' saved sessions of this run (apps/web/e2e/signIn.ts `signInAs`).
    const E2E_STATE_DIR = join(work, 'e2e-state');
    mkdirSync(E2E_STATE_DIR);
    return await jest(
      'apps/web/e2e/jest.config.mjs',
      { ...systems[0].vars, E2E_SYSTEMS: JSON.stringify(systems.map((s) => s.vars)), E2E_STATE_DIR },
      systems.length > 1 ? [`--maxWorkers=${systems.length}`] : ['--runInBand'],
    );
  } finally {
    await Promise.all(systems.map((system) => system.stop()));
  }
}

try {
  // The checks no test waits for, beside everything else (awaited at the end).
  const checks = [];
  if (stages.includes('lint')) checks.push(stage('lint', lintStage));
  if (stages.includes('typecheck')) {
    checks.push(stage('type checks', typeChecksStage));
    await stage('build', () => build(true, sideBySide ? 'build' : undefined));
  } else if (buildRuns) {
    if (!(await build(stages.includes('browser')))) throw new Error('The build failed (above).');
  }
  if (!testsToo) await Promise.all(checks);
  if (stages.includes('unit')) {
    // Two workers, never in band: on a 2-core machine Jest would otherwise run every file in its own process,
    // whose heap (modules of each file kept by the VM-modules loader) outgrew 4 GB with ~4,000 tests.
    // The bundle-budget test reads the production build the typecheck stage made, when it made one.
    const built = stages.includes('typecheck') ? { WEB_BUILD_DIR: join(root, 'apps/web/dist') } : {};
    // The spec files in a few groups, each one module registry (decision 242); named files run alone.
    const grouped = patterns.length ? {} : { TEST_GROUPS_DIR: join(work, 'test-groups') };
    if (grouped.TEST_GROUPS_DIR) writeUnitStageGroups(root, grouped.TEST_GROUPS_DIR, GROUPED_PROJECTS);
    await stage('unit tests', () =>
      jest('jest.unit.config.mjs', { ...built, ...grouped }, ['--maxWorkers=2']),
    );
  }
  // One after the other: side by side on two cores they only shared the CPU (no faster), and tests with a
  // one-second bus timeout or a browser test's minute then ran out of time.
  if (stages.includes('integration')) await stage('integration tests (PostgreSQL, NATS)', integrationStage);
  if (stages.includes('browser')) await stage('browser tests (headless Chromium)', browserStage);
  await Promise.all(checks);
} catch (error) {
  report('npm test', error);
  results.push({ name: 'set-up', ok: false, seconds: 0 });
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

banner('summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failedStages = results.filter((r) => !r.ok).length;
// The plain closing line CI reads.
// A failed stage with no failed test (lint, types) still counts as a failure.
console.log(`${totals.passed} passed, ${totals.failed || failedStages} failed, ${totals.skipped} skipped`);
process.exit(failedStages ? 1 : 0);
