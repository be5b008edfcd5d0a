// Runs the whole system as child processes: every service, the stand-ins and the gateway, with logs
// prefixed by process name, each restarted when it dies. Used by `npm start` and by the tests.
import { randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, killOnExit, portIsOpen, portTaken, SetupError } from './infra.mjs';
import { exitOf, stopChild, supervise } from './supervisor.mjs';

export const SERVICES = ['identity', 'clients', 'documents', 'email', 'qps', 'explorer'];
/** Every app that runs as a process of its own, in the order a system starts them. */
export const APPS = [...SERVICES, 'stand-ins', 'gateway'];
/**
 * Node's on-disk cache of compiled modules for every process `npm start` and `npm test` start (decision 235):
 * NODE_COMPILE_CACHE when set, else a folder in node_modules/.cache.
 */
export const compileCacheDir = (root) =>
  process.env.NODE_COMPILE_CACHE ?? join(root, 'node_modules/.cache/node-compile');
/** Services whose demo data `npm start` loads, in order (users and explorer sites refer to the clients' demo ids). */
export const SEEDED = ['clients', 'identity', 'explorer'];

const COLORS = [36, 32, 35, 33, 34, 91, 96, 92, 95];
const NODE = process.execPath;

/** A line printer that prefixes every line with the process name. JSON log lines are shortened. */
export function prefixer(name, index, { raw = false, write = (s) => process.stdout.write(s) } = {}) {
  const color = COLORS[index % COLORS.length];
  const tag = process.stdout.isTTY ? `\x1b[${color}m${name.padEnd(10)}\x1b[0m│ ` : `${name.padEnd(10)}| `;
  let buffer = '';
  return (chunk) => {
    buffer += String(chunk);
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      write(tag + (raw ? line : pretty(line)) + '\n');
    }
  };
}

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
function pretty(line) {
  if (!line.startsWith('{')) return line;
  try {
    const { level, time, msg, service: _s, name: _n, ...rest } = JSON.parse(line);
    const extra = Object.keys(rest).length ? ' ' + JSON.stringify(rest) : '';
    return `${String(time).slice(11, 23)} ${(LEVELS[level] ?? level).padEnd(5)} ${msg}${extra}`;
  } catch {
    return line;
  }
}

/** What starts an app, relative to the repository's root: its bundle (scripts/lib/bundle-apps.mjs). */
export const appEntry = (app) => `apps/${app}/dist/main.bundle.mjs`;

/** Runs `node <appEntry(app)> <args>` to completion; throws with its output on failure. */
export function runOnce(app, args, env) {
  const result = spawnSync(NODE, [appEntry(app), ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new SetupError(
      `\`${app} ${args.join(' ')}\` failed (exit ${result.status ?? result.error?.message}): its output ` +
        'is above; fix the cause and start again.',
      { detail: `${result.stdout ?? ''}${result.stderr ?? ''}` },
    );
  }
  return result.stdout;
}

/**
 * As `runOnce`, without blocking (several side by side): resolves when `node <appEntry(app)> <args>`
 * exits 0; otherwise rejects with a SetupError whose message is `failure(exit code)` and whose detail is the
 * process's output.
 */
export function runOnceAsync(app, args, env, failure) {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, [appEntry(app), ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => (output += error.message));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new SetupError(failure(code), { detail: output })),
    );
  });
}

export async function migrateAll(env) {
  await Promise.all(
    SERVICES.map((service) =>
      runOnceAsync(
        service,
        ['migrate'],
        env,
        (code) =>
          `The ${service} migrations failed (exit ${code}): the output is above; fix the cause ` +
          '(is PostgreSQL reachable at DATABASE_URL?) and start again.',
      ),
    ),
  );
}

export function seedAll(env, extraArgs = []) {
  for (const service of SEEDED) runOnce(service, ['seed', ...extraArgs], env);
}

/**
 * Starts every service, the stand-ins and the gateway, each under a supervisor that restarts it when it dies
 * (one log line per death and per restart). Resolves once /api/health/ready answers 200; a process that dies
 * before then fails the start instead. `env` must hold DATABASE_URL and NATS_URL; `port` is the gateway's.
 */
export async function startApps({
  env,
  port,
  standInsPort,
  smtpPort = undefined,
  log = true,
  supervisorLog = log ? prefixer('supervise', 8) : () => undefined,
  readyTimeoutMs = 60_000,
}) {
  // Services reach the stand-ins' SMTP sink; the stand-ins listen on it.
  const smtp = smtpPort ?? (env.SMTP_PORT ? Number(env.SMTP_PORT) : await freePort());
  env = { ...env, SMTP_HOST: env.SMTP_HOST ?? '127.0.0.1', SMTP_PORT: String(smtp) };
  env.JIRA_BASE_URL = `http://127.0.0.1:${standInsPort}/jira`; // the stand-ins started below
  // The gateway and the documents service share the file storage (decision 116): unless the caller names a
  // folder (npm start: the data folder), a temporary one, removed with the system.
  const filesDir = env.STORAGE_DIR ? undefined : mkdtempSync(join(tmpdir(), 'onboard-files-'));
  if (filesDir) env.STORAGE_DIR = filesDir;
  env.VIDEO_HOST_URL = `http://127.0.0.1:${standInsPort}/video`; // the stand-ins' Vidyard (decision 115)
  env.QPS_BASE_URL = `http://127.0.0.1:${standInsPort}/qps`; // the stand-ins' QPS (decision 145)
  // The stand-ins' reCAPTCHA siteverify and chat provider (decisions 169, 170).
  env.RECAPTCHA_VERIFY_URL = `http://127.0.0.1:${standInsPort}/recaptcha`;
  env.CHAT_STATUS_URL = `http://127.0.0.1:${standInsPort}/chat`;
  // E-mailed links and the gateway's websocket Origin check use the address the gateway really serves on.
  env.WEB_BASE_URL ??= `http://127.0.0.1:${port}`;
  // The stand-ins' DocuSign (decisions 132, 133): its API, and its Connect webhooks to the gateway's route.
  env.ESIGN_BASE_URL = `http://127.0.0.1:${standInsPort}/esign`;
  env.ESIGN_CONNECT_URLS ??= `http://127.0.0.1:${port}/api/webhooks/esign`;
  for (const [wanted, what, variable] of [
    [port, 'the gateway', 'PORT'],
    [standInsPort, 'the stand-ins', 'STAND_INS_PORT'],
    [smtp, "the stand-ins' mail sink", 'SMTP_PORT'],
  ]) {
    if (await portIsOpen(wanted)) throw portTaken(wanted, what, variable);
  }
  const children = [];
  const names = APPS;
  // Another process may take the gateway's port between the check above and the bind: only an answer that
  // names this gateway counts as ready (else a test could run against another test's system).
  const instance = randomUUID();
  let startedUp = false;
  let diedEarly;
  const stop = async () => {
    await Promise.all(children.map((c) => c.stop()));
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  };
  for (const [index, name] of names.entries()) {
    const childEnv = {
      ...env,
      ...(name === 'gateway' ? { PORT: String(port), INSTANCE_ID: instance } : {}),
      ...(name === 'stand-ins' ? { PORT: String(standInsPort) } : {}),
    };
    const out = log ? prefixer(name, index) : () => undefined;
    const launch = async () => {
      // Own process group: Ctrl-C reaches the orchestrator only, which then stops everything in order.
      const child = spawn(NODE, [appEntry(name)], {
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      killOnExit(child);
      child.stdout.on('data', out);
      child.stderr.on('data', out);
      child.on('error', (error) => out(`could not start: ${error.message}\n`));
      return { child, exited: exitOf(child), stop: () => stopChild(child) };
    };
    const supervised = await supervise({ name, start: launch, log: (line) => supervisorLog(`${line}\n`) });
    supervised.onDeath((exit) => {
      if (!startedUp) diedEarly ??= { name, exit };
    });
    children.push(supervised);
  }

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (diedEarly) {
      await stop();
      const { name, exit } = diedEarly;
      throw new SetupError(
        `${name} stopped during start-up (${exit.signal ?? `exit code ${exit.code}`}): its last lines above ` +
          'say why; fix that and start again.',
      );
    }
    try {
      const response = await fetch(`${url}/api/health/ready`);
      last = await response.text();
      if (response.headers.get('x-instance-id') !== instance) last = `another process answers: ${last}`;
      else if (response.status === 200) {
        startedUp = true;
        return { url, stop, children };
      }
    } catch (error) {
      last = String(error);
    }
    await sleep(300);
  }
  await stop();
  throw new SetupError(
    `The system was not ready after ${readyTimeoutMs / 1000} s (last readiness answer: ${last}): read the ` +
      'lines above for the process that failed, fix it and start again.',
  );
}

/**
 * Node's arguments to run TypeScript 7's native compiler (the `typescript-native` alias), which builds and
 * checks every project in under a third of 6's CPU time; `typescript` stays 6.0.3 for the tools that load its
 * compiler API (typescript-eslint, openapi-typescript). Called by its path: both packages install a `tsc`
 * command. `--singleThreaded`: on two cores, with lint or the other checks beside it, 7's parallel checkers
 * each check the shared types again, twice the CPU time for no shorter wait (decision 227).
 */
export const tscArgs = (...args) => ['node_modules/typescript-native/bin/tsc', ...args, '--singleThreaded'];

/**
 * The build's steps, in order: every TypeScript project (incremental), then the web app (`web` steps). `npm
 * test` runs the same steps without blocking (scripts/test.mjs).
 */
export const BUILD_STEPS = [
  {
    web: false,
    args: tscArgs('-b', 'tsconfig.json'),
    failure: "The TypeScript build failed: the compiler's errors are above; fix them and start again.",
  },
  {
    web: false,
    args: ['scripts/bundle-apps.mjs'],
    failure: "Bundling the apps failed: rolldown's errors are above; fix them and start again.",
  },
  {
    web: true,
    args: [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'apps/web/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    failure: "The web app's build failed: Vite's errors are above; fix them and start again.",
  },
];

/** Compiles every TypeScript project (incremental) and builds the web app. */
export function buildAll({ web = true } = {}) {
  for (const step of BUILD_STEPS.filter((s) => web || !s.web)) {
    const result = spawnSync(NODE, step.args, { stdio: 'inherit' });
    if (result.status !== 0) throw new SetupError(step.failure);
  }
}
