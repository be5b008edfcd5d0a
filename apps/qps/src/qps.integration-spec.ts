import { expect, test } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clientScopeOf, scopeToSystem, SYSTEM_SCOPE } from '@onboard/server-kit';
import { demoCallers, describeServiceBasics } from '@onboard/server-kit/testing';
import { ApiJob } from './api-jobs/api-job.entity.js';
import { latestJobIds, strandedJobIds } from './api-jobs/api-job.queries.js';
import { qpsService } from './definition.js';

const { northwind, harbor } = demoCallers;
const benAdmin = clientScopeOf(demoCallers.benAdmin);

describeServiceBasics(qpsService, ({ running }) => {
  // Decision 228: raw SQL lives in api-job.queries.ts and keeps to the scope it is given, a second net under
  // row-level security. Read here on an EntityManager of every client (PostgreSQL admits every row), so only
  // the SQL's own condition holds the ben admin's scope.
  test("the job list's query given a ben admin's scope finds none of another client's jobs", async () => {
    const em = running().deps.orm.em.fork() as EntityManager;
    scopeToSystem(em);
    const [own, other] = [northwind, harbor].map((clientId) =>
      em.create(ApiJob, {
        clientId,
        caseId: 'CASE-228',
        idempotencyKey: `scope-test-${clientId}`,
        status: 'COMPLETED',
      }),
    );
    await em.flush();
    expect(await latestJobIds(em, SYSTEM_SCOPE, [harbor])).toEqual([other?.id]);
    expect(await latestJobIds(em, benAdmin, [harbor])).toEqual([]);
    expect(await latestJobIds(em, benAdmin, [northwind, harbor])).toEqual([own?.id]);
    expect(await latestJobIds(em, { clientIds: [] }, [northwind, harbor])).toEqual([]);
  });

  test("the stranded-push sweep is the system's: any narrower scope is refused", async () => {
    const em = running().deps.orm.em.fork() as EntityManager;
    scopeToSystem(em);
    await expect(strandedJobIds(em, benAdmin)).rejects.toThrow(/system work/);
    expect(Array.isArray(await strandedJobIds(em, SYSTEM_SCOPE))).toBe(true);
  });
});
