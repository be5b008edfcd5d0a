import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { clientSummarySchema, INTERNAL, type RequestContext } from '@onboard/contracts';
import { startService, type RunningService } from '@onboard/server-kit';
import { demoCallers, natsRpcClient, serviceTestEnv, startPrivateNats } from '@onboard/server-kit/testing';
import pg from 'pg';
import { z } from 'zod';
import { clientsService } from '../../apps/clients/src/definition.js';
import { freePort, startPostgres } from '../../scripts/lib/infra.mjs';

/**
 * Decision 228 on a managed database (RDS, Cloud SQL, Azure): the owner `DATABASE_URL` names may create roles
 * and databases but is no superuser, so it cannot let `onboard_all_clients` bypass row-level security. On a
 * cluster of its own (roles are cluster-wide): the service migrates, seeds and serves as such an owner; the
 * roles exist without bypass, and a ben admin still sees only their client while staff see every one (the
 * `all_clients` policy admits every row where bypassing is not granted).
 */

const OWNER = 'onboard_managed_owner';
const { northwind, harbor, benAdmin, admin } = demoCallers;

type Cluster = Awaited<ReturnType<typeof startPostgres>>;
let cluster: Cluster | undefined;
let nats: Awaited<ReturnType<typeof startPrivateNats>> | undefined;
let running: RunningService | undefined;
let rpc: Awaited<ReturnType<typeof natsRpcClient>> | undefined;
let databaseUrl = '';

async function asSuperuser<T>(database: string, run: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: cluster?.url(database) });
  await db.connect();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  const port = await freePort();
  cluster = await startPostgres({
    dataDir: mkdtempSync(join(tmpdir(), 'managed-pg-')),
    port,
    persistent: false,
  });
  await asSuperuser('postgres', async (db) => {
    await db.query(`create role "${OWNER}" login password 'managed' createrole createdb`);
    await db.query(`create database "onboard" owner "${OWNER}"`);
  });
  databaseUrl = `postgres://${OWNER}:managed@127.0.0.1:${port}/onboard`;
  nats = await startPrivateNats();
  const env = serviceTestEnv(databaseUrl, { NATS_URL: nats.url });
  await (await startService(clientsService, 'migrate', env)).close();
  await (await startService(clientsService, 'seed', env)).close();
  running = await startService(clientsService, 'serve', env);
  rpc = await natsRpcClient(nats.url);
}, 120_000);

afterAll(async () => {
  await rpc?.close();
  await running?.close();
  await nats?.stop();
  await cluster?.stop();
}, 60_000);

describe('a managed database: an owner that is no superuser (decision 228)', () => {
  test('migrating creates the roles without bypass; the service serves as the app role', async () => {
    const roles = await asSuperuser('onboard', (db) =>
      db
        .query<{ name: string; super: boolean; bypass: boolean; login: boolean }>(
          `select rolname as "name", rolsuper as "super", rolbypassrls as "bypass", rolcanlogin as "login"
           from pg_roles where rolname in ($1, 'onboard_app', 'onboard_all_clients') order by rolname`,
          [OWNER],
        )
        .then((r) => r.rows),
    );
    expect(roles).toEqual([
      { name: 'onboard_all_clients', super: false, bypass: false, login: false },
      { name: 'onboard_app', super: false, bypass: false, login: false },
      { name: OWNER, super: false, bypass: false, login: true },
    ]);
    const [who] = await (running as RunningService).deps.orm.em
      .fork()
      .execute<{ user: string }[]>('select current_user as "user"');
    expect(who?.user).toBe('onboard_app');
  });

  test('a ben admin sees only their client, staff every client, through policies alone', async () => {
    const summaries = (user: RequestContext['user']) =>
      (rpc as NonNullable<typeof rpc>)
        .request(INTERNAL.clients.summaries.subject, { ids: [northwind, harbor] }, 5000, user)
        .then((answer) =>
          z
            .array(clientSummarySchema)
            .parse(answer)
            .map((c) => c.id)
            .sort(),
        );
    expect(await summaries(benAdmin)).toEqual([northwind]);
    expect(await summaries(admin)).toEqual([northwind, harbor].sort());
    expect(await summaries(null)).toEqual([]);
  });
});
