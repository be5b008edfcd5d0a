import { describe, expect, jest, test } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '@onboard/contracts';
import { DomainError, type Logger, type RpcClient } from '@onboard/server-kit';
import { loadConfig } from '@onboard/server-kit';
import { clientsEnv, type ClientService } from '@onboard/clients-record';
import { OwnerOperationsService } from './owner-operations.service.js';

const as = (role: 'SLF_OWNER' | 'SLF_ADMIN'): RequestContext => ({
  requestId: 'r1',
  user: { id: '00000000-0000-4000-8000-000000000009', role, clientIds: [] },
});

function service(env: Record<string, string>) {
  const find = jest.fn(async () => [{ id: 'c1' }, { id: 'c2' }]);
  const archive = jest.fn(async () => undefined);
  const logger = { info: jest.fn(), warn: jest.fn() } as unknown as Logger;
  const owner = new OwnerOperationsService(
    { find } as unknown as EntityManager,
    { archive } as unknown as ClientService,
    {} as RpcClient,
    loadConfig(clientsEnv, env),
    logger,
  );
  return { owner, find, archive };
}

const refusal = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
};

describe('purging QA data (decision 143)', () => {
  test('archives each test client through the client delete path', async () => {
    const { owner, archive } = service({});
    expect(await owner.purgeQaData(as('SLF_OWNER'))).toEqual({ purged: 2 });
    expect(archive.mock.calls.map((call) => (call as unknown[])[1])).toEqual(['c1', 'c2']);
  });

  test('refused with a message where ALLOW_QA_PURGE is off (production by default): nothing is read or archived', async () => {
    const envs: Record<string, string>[] = [{ NODE_ENV: 'production' }, { ALLOW_QA_PURGE: 'false' }];
    for (const env of envs) {
      const { owner, find, archive } = service(env);
      const error = await refusal(owner.purgeQaData(as('SLF_OWNER')));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe('Purging QA data is turned off in this environment');
      expect(find).not.toHaveBeenCalled();
      expect(archive).not.toHaveBeenCalled();
    }
  });

  test('an admin is refused by the service too (deny by default behind the gateway)', async () => {
    const { owner, archive } = service({});
    expect((await refusal(owner.purgeQaData(as('SLF_ADMIN')))).code).toBe('FORBIDDEN');
    expect((await refusal(owner.deleteCarrier(as('SLF_ADMIN'), 'x'))).code).toBe('FORBIDDEN');
    expect(archive).not.toHaveBeenCalled();
  });
});
