// The light part of the test harness (issue 29): a test database, a private NATS, and the waits and demo ids
// that go with them, without the service code (Nest, MikroORM) that './testing.js' also offers. A test file
// that imports only this loads some 1,500 fewer modules (about 0.6 CPU-s a file under Jest).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { waitFor } from './wait-for.js';

export { waitFor, type WaitForOptions } from './wait-for.js';
export { demoId } from './demo.js';

/**
 * Test harness for integration tests: real PostgreSQL and NATS from DATABASE_URL / NATS_URL (started by
 * `npm test`), and a fresh database per test file so files never see each other's rows.
 */
export function testInfra(): { databaseUrl: string; natsUrl: string } {
  const databaseUrl = process.env.DATABASE_URL;
  const natsUrl = process.env.NATS_URL;
  if (!databaseUrl || !natsUrl) {
    throw new Error('Integration tests need DATABASE_URL and NATS_URL: run them through `npm test`.');
  }
  return { databaseUrl, natsUrl };
}

export type TestDatabase = { url: string; name: string; drop: () => Promise<void> };

/**
 * A fresh database; with `template`, a copy of that database (CREATE DATABASE ... TEMPLATE: a file copy, no
 * migrations or seeding of its own).
 */
export async function createTestDatabase(
  label: string,
  { template }: { template?: string } = {},
): Promise<TestDatabase> {
  const { databaseUrl } = testInfra();
  const name = `t_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`.toLowerCase();
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * A NATS server of the test file's own. Services join fixed queue groups, so two test files running services
 * on one server would answer each other's requests from the wrong database.
 */
export async function startPrivateNats(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { createServer } = await import('node:net');
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const store = mkdtempSync(join(tmpdir(), 'nats-test-'));
  // A name of its own: if another test's server took the port between the pick and the bind, the connection
  // below reaches that server, and the name tells it apart (else this test's services would join its bus).
  const name = `test-${randomBytes(6).toString('hex')}`;
  const child = spawn(
    'nats-server',
    ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', store, '-n', name],
    { stdio: 'ignore' },
  );
  const url = `nats://127.0.0.1:${port}`;
  const { connect } = await import('@nats-io/transport-node');
  const started = await waitFor(
    `nats-server ${name} on port ${port}`,
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) return 'lost the port';
      const nc = await connect({ servers: url }); // refused until it listens: retried
      const ours = nc.info?.server_name === name;
      await nc.close();
      return ours ? 'ours' : undefined;
    },
    { timeoutMs: 10_000, intervalMs: 50, retryOnError: true },
  );
  if (started === 'lost the port') {
    rmSync(store, { recursive: true, force: true });
    return startPrivateNats(); // another process took the port: pick another
  }
  return {
    url,
    stop: async () => {
      // Already gone (its exit came before this call): nothing to wait for. A server still there after five
      // seconds of SIGTERM (JetStream flushing on a loaded machine) is killed: a test's clean-up must end.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(store, { recursive: true, force: true });
    },
  };
}
