import { createServer } from 'node:net';
import type { ServiceDefinition } from './service.js';
import { createOrm, runMigrations } from './orm.js';
import type { RequestContext } from '@onboard/contracts';
import { waitFor } from './wait-for.js';
import { demoId } from './demo.js';
import { testInfra } from './test-infra.js';

// The light part (databases, a private NATS), which test files that need no service code import alone.
export * from './test-infra.js';

/** The environment a service under test reads: quiet logs, no shutdown grace. */
export function serviceTestEnv(
  databaseUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    NATS_URL: testInfra().natsUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SHUTDOWN_GRACE_MS: '0',
    NODE_ENV: 'test',
    ...extra,
  };
}

/**
 * Applies a service's migrations to an empty database and returns the SQL that would still be needed to
 * match its entities: empty when migrations and entities agree.
 */
export async function schemaDriftAfterMigrations(
  def: ServiceDefinition,
  databaseUrl: string,
): Promise<string> {
  const orm = await createOrm({
    clientUrl: databaseUrl,
    schema: def.name,
    entities: def.entities,
    migrations: def.migrations,
  });
  try {
    await runMigrations(orm, def.name);
    // Idempotent: a second run applies nothing.
    const again = await runMigrations(orm, def.name);
    if (again.length) throw new Error(`migrations re-applied: ${again.join(', ')}`);
    return (await orm.schema.getUpdateSchemaSQL({ wrap: false, dropTables: false })).trim();
  } finally {
    await orm.close();
  }
}

/** A Nest NATS client, speaking the same transport the gateway uses. */
export async function natsRpcClient(url: string): Promise<{
  /** `user`: the caller the request's context carries (anonymous by default). */
  request: <T>(
    subject: string,
    payload: unknown,
    timeoutMs?: number,
    user?: RequestContext['user'],
  ) => Promise<T>;
  close: () => Promise<void>;
}> {
  const { ClientProxyFactory, Transport } = await import('@nestjs/microservices');
  const { firstValueFrom, timeout } = await import('rxjs');
  const client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [url] } });
  await client.connect();
  return {
    request: <T>(subject: string, payload: unknown, timeoutMs = 5000, user: RequestContext['user'] = null) =>
      firstValueFrom(
        client.send<T>(subject, { context: { requestId: 'test', user }, payload }).pipe(timeout(timeoutMs)),
      ),
    close: async () => client.close(),
  };
}

export { describeServiceBasics, type ServiceHarness } from './service-suite.js';

/** A TCP port free on 127.0.0.1 right now (for a stand-in or server a test starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/** The built stand-ins app (its bundle, scripts/lib/bundle-apps.mjs), run as `npm start` runs it. */
const STAND_INS_MAIN = new URL('../../../apps/stand-ins/dist/main.bundle.mjs', import.meta.url);

/**
 * The stand-ins in a process of their own on free ports, with `env` (their folders, tokens), for tests of an
 * adapter against its stand-in. `stop` ends the process.
 */
export async function startStandIns(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const { existsSync } = await import('node:fs');
  const { spawn } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const main = fileURLToPath(STAND_INS_MAIN);
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (node scripts/build.mjs)`);
  const [httpPort, smtpPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(httpPort),
      SMTP_PORT: String(smtpPort),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${httpPort}`;
  await waitFor('the stand-ins', async () => {
    if (child.exitCode !== null) throw new Error(`stand-ins exited with ${String(child.exitCode)}`);
    return fetch(`${url}/health`).then(
      (r) => (r.ok ? true : undefined),
      () => undefined,
    );
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A production environment with a real-looking value for every setting of server-kit's demo list
 * (demo-settings.ts, decision 221), for every reader: what the tests of that check start from, changing one
 * setting at a time. No host in it is contacted.
 */
export const PRODUCTION_EXAMPLE_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://onboard:Zq8m2vT0wP4c@db.internal.acme.io:5432/onboard?sslmode=require',
  COOKIE_SECRET: 'u3Fh8sK2mQ9xV1bN7cT5yR4wL6pZ0aE',
  AUTH_TOKEN_SECRET: 'Hk4nP8sW2xB6vM0qT9cR3yL7fD5gJ1zA',
  MFA_ENCRYPTION_KEY: 'Nw2xV8bQ4mK6tP0sL9cR3hY7fD5gJ1zA',
  ESIGN_BASE_URL: 'https://na4.docusign.net',
  ESIGN_OAUTH_BASE_URL: 'https://account.docusign.com',
  ESIGN_ACCOUNT_ID: '1a2b3c4d-1111-4222-8333-444455556666',
  ESIGN_INTEGRATION_KEY: '2b3c4d5e-1111-4222-8333-444455556666',
  ESIGN_USER_ID: '3c4d5e6f-1111-4222-8333-444455556666',
  ESIGN_PRIVATE_KEY:
    '-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----',
  ESIGN_CONNECT_HMAC_KEY: 'dGhpcyBpcyBhIHJlYWwga2V5IGZyb20gRG9jdVNpZ24=',
  ESIGN_CONNECT_HMAC_KEYS: 'b2xkIGtleQ==,bmV3IGtleQ==',
  VIDEO_HOST_URL: 'https://api.vidyard.com',
  VIDEO_HOST_TOKEN: 'vy-real-token-9f8e7d',
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7REALKEY',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYREALKEY',
  QPS_BASE_URL: 'https://qps.acme-insurance.com/api',
  QPS_API_KEY: 'qps-live-6c1d',
  RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api',
  RECAPTCHA_SECRET: '6LeIxAcTAAAAAGG-real-secret',
  CHAT_STATUS_URL: 'https://chat.acme-insurance.com/status',
  JIRA_BASE_URL: 'https://acme.atlassian.net',
  SMTP_HOST: 'smtp.acme-insurance.com',
  SMTP_PORT: '587',
  SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
};

/** The error `call` rejects with, which must be a `type`; fails the test when the call succeeds. */
export async function rejectionOf<E extends Error>(
  call: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  try {
    await call;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/**
 * The demo data's callers as a service test names them: Northwind Foods' ben admin (not Harbor Logistics'),
 * and an admin (every client).
 */
export const demoCallers = {
  northwind: demoId('client:northwind-foods'),
  harbor: demoId('client:harbor-logistics'),
  benAdmin: {
    id: demoId('user:benadmin'),
    role: 'BEN_ADMIN',
    clientIds: [demoId('client:northwind-foods')],
  } satisfies NonNullable<RequestContext['user']>,
  admin: { id: demoId('user:admin'), role: 'SLF_ADMIN', clientIds: [] } satisfies NonNullable<
    RequestContext['user']
  >,
};
