import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { healthSubject, serviceHealthSchema } from '@onboard/contracts';
import { startService, type RunningService, type ServiceDefinition } from './service.js';
import {
  createTestDatabase,
  natsRpcClient,
  schemaDriftAfterMigrations,
  serviceTestEnv,
  startPrivateNats,
  type TestDatabase,
} from './testing.js';

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
      await rpc?.close();
      await running?.close();
      await nats.stop();
      await db.drop();
    });

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
