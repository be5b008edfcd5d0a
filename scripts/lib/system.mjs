// Runs the whole system as child processes: every service, the stand-ins and the gateway, with logs
// prefixed by process name. Used by `npm start` and by the browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, killOnExit } from './infra.mjs';

export const SERVICES = ['identity', 'clients', 'documents', 'email', 'qps', 'explorer'];
/** Services whose demo data `npm start` loads, in order (users refer to the clients' demo ids). */
export const SEEDED = ['clients', 'identity'];

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

/** Runs `node apps/<app>/dist/main.js <args>` to completion; throws with its output on failure. */
export function runOnce(app, args, env) {
  const result = spawnSync(NODE, [`apps/${app}/dist/main.js`, ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${app} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

export async function migrateAll(env) {
  await Promise.all(
    SERVICES.map(
      (service) =>
        new Promise((resolve, reject) => {
          const child = spawn(NODE, [`apps/${service}/dist/main.js`, 'migrate'], {
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`${service} migrate failed:\n${output}`)),
          );
        }),
    ),
  );
}

export function seedAll(env, extraArgs = []) {
  for (const service of SEEDED) runOnce(service, ['seed', ...extraArgs], env);
}

/**
 * Starts every service, the stand-ins and the gateway. Resolves once /api/health/ready answers 200.
 * `env` must hold DATABASE_URL and NATS_URL; `port` is the gateway's.
 */
export async function startApps({
  env,
  port,
  standInsPort,
  smtpPort = undefined,
  log = true,
  readyTimeoutMs = 60_000,
}) {
  // Services reach the stand-ins' SMTP sink; the stand-ins listen on it.
  const smtp = smtpPort ?? (env.SMTP_PORT ? Number(env.SMTP_PORT) : await freePort());
  env = { ...env, SMTP_HOST: env.SMTP_HOST ?? '127.0.0.1', SMTP_PORT: String(smtp) };
  env.JIRA_BASE_URL = `http://127.0.0.1:${standInsPort}/jira`; // the stand-ins started below
  // E-mailed links and the gateway's websocket Origin check use the address the gateway really serves on.
  env.WEB_BASE_URL ??= `http://127.0.0.1:${port}`;
  const children = [];
  const names = [...SERVICES, 'stand-ins', 'gateway'];
  for (const [index, name] of names.entries()) {
    const childEnv = {
      ...env,
      ...(name === 'gateway' ? { PORT: String(port) } : {}),
      ...(name === 'stand-ins' ? { PORT: String(standInsPort) } : {}),
    };
    // Own process group: Ctrl-C reaches the orchestrator only, which then stops everything in order.
    const child = spawn(NODE, [`apps/${name}/dist/main.js`], {
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    killOnExit(child);
    const out = log ? prefixer(name, index) : () => undefined;
    child.stdout.on('data', out);
    child.stderr.on('data', out);
    child.on('exit', (code, signal) => {
      if (!stopping && log) out(`exited (${signal ?? code})\n`);
    });
    children.push({ name, child });
  }
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const dead = children.find(({ child }) => child.exitCode !== null);
    if (dead) {
      await stop();
      throw new Error(`${dead.name} exited during start-up (code ${dead.child.exitCode})`);
    }
    try {
      const response = await fetch(`${url}/api/health/ready`);
      last = await response.text();
      if (response.status === 200) return { url, stop, children };
    } catch (error) {
      last = String(error);
    }
    await sleep(300);
  }
  await stop();
  throw new Error(`The system was not ready after ${readyTimeoutMs} ms. Last readiness answer: ${last}`);
}

/** Compiles every TypeScript project (incremental) and builds the web app. */
export function buildAll({ web = true } = {}) {
  const tsc = spawnSync(NODE, ['node_modules/typescript/bin/tsc', '-b', 'tsconfig.json'], {
    stdio: 'inherit',
  });
  if (tsc.status !== 0) throw new Error('TypeScript build failed');
  if (web) {
    const vite = spawnSync(
      NODE,
      ['node_modules/vite/bin/vite.js', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
      },
    );
    if (vite.status !== 0) throw new Error('Web build failed');
  }
}
