import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { healthSubject, serviceHealthSchema } from '@onboard/contracts';
import { CLIENT_SCOPE } from './client-scope.js';
import { startService, type RunningService, type ServiceDefinition } from './service.js';
import {
  createTestDatabase,
  natsRpcClient,
  schemaDriftAfterMigrations,
  serviceTestEnv,
  startPrivateNats,
  type TestDatabase,
} from './testing.js';

/** Runs `step`: undefined when it ended within 12 s, else what went wrong, naming it. */
async function within(label: string, step: () => Promise<unknown> | undefined): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`${label} did not finish in 12 s`), 12_000);
  });
  try {
    return await Promise.race([
      Promise.resolve(step()).then(
        () => undefined,
        (error: unknown) => `${label} failed: ${String(error)}`,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export type ServiceHarness = {
  running: () => RunningService;
  rpc: () => Awaited<ReturnType<typeof natsRpcClient>>;
};

/**
 * What every service must do, as one suite each service's integration spec calls: its migrations build
 * exactly its entities' schema, it answers health over NATS with its database up, its seed is idempotent,
 * and it stops cleanly. `extra` adds the service's own tests against the same running instance.
 */
export function describeServiceBasics(
  def: ServiceDefinition,
  extra?: (harness: ServiceHarness) => void,
): void {
  describe(`${def.name} service`, () => {
    let db: TestDatabase;
    let nats: Awaited<ReturnType<typeof startPrivateNats>>;
    let running: RunningService | undefined;
    let rpc: Awaited<ReturnType<typeof natsRpcClient>> | undefined;

    beforeAll(async () => {
      db = await createTestDatabase(def.name);
      nats = await startPrivateNats();
    });

    afterAll(async () => {
      // Each step bounded and run even when one before failed, so a clean-up that hangs names itself instead
      // of Jest's bare hook timeout, and leaves no server behind.
      const failures = [
        await within('closing the NATS client', () => rpc?.close()),
        await within(`stopping the ${def.name} service`, () => running?.close()),
        await within('stopping nats-server', () => nats.stop()),
        await within('dropping the database', () => db.drop()),
      ];
      const failed = failures.filter((f): f is string => !!f);
      if (failed.length) throw new Error(failed.join('; '));
    }, 60_000);

    test('migrations apply to an empty database, are idempotent and match the entities', async () => {
      expect(await schemaDriftAfterMigrations(def, db.url)).toBe('');
    });

    test('demo data loads, and loading it again changes nothing', async () => {
      const env = serviceTestEnv(db.url, { NATS_URL: nats.url });
      for (let i = 0; i < 2; i++) await (await startService(def, 'seed', env)).close();
    });

    test('answers health over NATS with its database up', async () => {
      running = await startService(def, 'serve', serviceTestEnv(db.url, { NATS_URL: nats.url }));
      rpc = await natsRpcClient(nats.url);
      const health = serviceHealthSchema.parse(await rpc.request(healthSubject(def.name), {}));
      expect(health).toMatchObject({ service: def.name, status: 'up', database: 'up' });
    });

    // Decision 228: the service acts as a role that owns nothing and bypasses nothing, and every table of an
    // entity keyed by client (the clientScope filter) has row-level security with the scope's policy.
    test('serves as the app role, and every client-keyed table is held by row-level security', async () => {
      if (!running) throw new Error('service not started');
      const em = running.deps.orm.em.fork();
      const [role] = await em.execute<{ user: string; super: boolean; bypass: boolean }[]>(
        `select current_user as "user", rolsuper as "super", rolbypassrls as "bypass"
         from pg_roles where rolname = current_user`,
      );
      expect(role).toEqual({ user: 'onboard_app', super: false, bypass: false });
      // Every client's role may bypass the policies (it sees every row anyway), but never log in or own.
      const [all] = await em.execute<{ super: boolean; login: boolean }[]>(
        `select rolsuper as "super", rolcanlogin as "login" from pg_roles where rolname = 'onboard_all_clients'`,
      );
      expect(all).toEqual({ super: false, login: false });
      const scoped = [...running.deps.orm.getMetadata().getAll().values()]
        .filter((meta) => !meta.embeddable && !meta.abstract && meta.filters?.[CLIENT_SCOPE])
        .map((meta) => meta.tableName)
        .sort();
      const tables = await em.execute<{ table: string; secured: boolean; policy: boolean; owner: string }[]>(
        `select c.relname as "table", c.relrowsecurity as "secured", pg_get_userbyid(c.relowner) as "owner",
           (select count(*) from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname
              and p.policyname in ('client_scope', 'all_clients')) = 2 as "policy"
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = ? and c.relkind = 'r'`,
        [def.name],
      );
      const held = tables.filter((t) => t.secured && t.policy).map((t) => t.table);
      expect(scoped.filter((table) => !held.includes(table))).toEqual([]);
      expect(tables.filter((t) => t.owner === 'onboard_app')).toEqual([]);
    });

    extra?.({
      running: () => {
        if (!running) throw new Error('service not started');
        return running;
      },
      rpc: () => {
        if (!rpc) throw new Error('service not started');
        return rpc;
      },
    });
  });
}
