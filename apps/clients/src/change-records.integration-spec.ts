import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CHANGE_LOG_ATTRIBUTES } from '@onboard/contracts';
import {
  createOrm,
  isTracked,
  recordedAttributes,
  runMigrations,
  runWithActor,
  scopeToSystem,
  type Actor,
} from '@onboard/server-kit';
import { createTestDatabase, type TestDatabase } from '@onboard/server-kit/testing';
import pg from 'pg';
import { BenAdminPlatform, Client, Contact, Location, Plan, Policy, Task } from '@onboard/clients-record';
import { clientsService } from './definition.js';
import { ClientSetupStep } from '@onboard/clients-onboarding';

// Change records (decision 040) written by server-kit's flush subscriber, against a real PostgreSQL with the
// clients service's migrations: who, when, what, per attribute, in the same transaction as the change.

type RecordRow = {
  id: string;
  entity: string;
  entity_id: string;
  created_by_user: string | null;
  metadata: Record<string, unknown>;
  created_at: Date;
};
type DetailRow = {
  attribute_key: string;
  value: unknown;
  previous_value: unknown;
  status: string;
  created_at: Date;
};

const editor: Actor = {
  userId: '6f1c2d3e-0000-4000-8000-0000000000e1',
  role: 'SLF_ADMIN',
  requestId: 'req-change-records',
  subject: 'clients.update',
};

let db: TestDatabase;
let orm: MikroORM;
let sql: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase('changes');
  orm = await createOrm({
    clientUrl: db.url,
    schema: 'clients',
    entities: clientsService.entities,
    migrations: clientsService.migrations,
  });
  await runMigrations(orm, 'clients');
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await orm?.close();
  await db?.drop();
});

/** The records of one entity, oldest first, each with its details by attribute. */
async function recordsOf(
  entity: string,
  entityId: string,
): Promise<(RecordRow & { details: Record<string, DetailRow> })[]> {
  const records = await sql.query<RecordRow>(
    `select * from "clients"."change_record" where "entity" = $1 and "entity_id" = $2 order by "created_at", "id"`,
    [entity, entityId],
  );
  return Promise.all(
    records.rows.map(async (record) => {
      const details = await sql.query<DetailRow & { change_record_id: string }>(
        `select * from "clients"."change_detail" where "change_record_id" = $1`,
        [record.id],
      );
      return { ...record, details: Object.fromEntries(details.rows.map((d) => [d.attribute_key, d])) };
    }),
  );
}

const count = async (table: string): Promise<number> =>
  Number((await sql.query<{ n: string }>(`select count(*) as n from "clients"."${table}"`)).rows[0]?.n);

describe('change records of tracked entities', () => {
  let clientId: string;

  test('a create records every set attribute as new, with the acting user and the operation', async () => {
    const em = orm.em.fork();
    scopeToSystem(em); // a test outside any request: every client (decision 050)
    const client = em.create(Client, { name: 'Acme Tools', caseId: 'C-1', employeesNumber: 40 });
    clientId = client.id;
    await runWithActor(editor, () => em.flush());

    const [record, ...more] = await recordsOf('Client', clientId);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      created_by_user: editor.userId,
      metadata: {
        operation: 'create',
        requestId: editor.requestId,
        subject: editor.subject,
        role: 'SLF_ADMIN',
        clientId,
      },
    });
    expect(record?.details.name).toMatchObject({
      value: 'Acme Tools',
      previous_value: null,
      status: 'pending',
    });
    expect(record?.details.caseId).toMatchObject({ value: 'C-1', previous_value: null });
    expect(record?.details.employeesNumber).toMatchObject({ value: 40, previous_value: null });
    expect(record?.details.isActive).toMatchObject({ value: true, previous_value: null });
    // Bookkeeping is not an attribute change; the record carries its own time; unset values are left out.
    expect(Object.keys(record?.details ?? {})).not.toEqual(
      expect.arrayContaining(['id', 'createdAt', 'updatedAt']),
    );
    expect(record?.details.ticketId).toBeUndefined();
    expect(record?.details.name?.created_at).toEqual(record?.created_at);
  });

  test('an update records only what changed, previous and new value side by side', async () => {
    const em = orm.em.fork();
    scopeToSystem(em); // a test outside any request: every client (decision 050)
    const client = await em.findOneOrFail(Client, { id: clientId });
    client.name = 'Acme Tools & Dies';
    client.employeesNumber = 55;
    client.completedSetupAt = new Date('2026-11-20T10:00:00.000Z');
    client.featureToggles = { ONBOARD_REMOVE_EDI_FROM_EIF: true };
    await runWithActor(editor, () => em.flush());

    const records = await recordsOf('Client', clientId);
    expect(records).toHaveLength(2);
    const update = records[1];
    expect(update?.metadata).toMatchObject({ operation: 'update', clientId });
    expect(update?.created_by_user).toBe(editor.userId);
    expect(Object.keys(update?.details ?? {}).sort()).toEqual(
      ['completedSetupAt', 'employeesNumber', 'featureToggles', 'name'].sort(),
    );
    expect(update?.details.name).toMatchObject({
      previous_value: 'Acme Tools',
      value: 'Acme Tools & Dies',
      status: 'pending',
    });
    expect(update?.details.employeesNumber).toMatchObject({ previous_value: 40, value: 55 });
    expect(update?.details.completedSetupAt).toMatchObject({
      previous_value: null,
      value: '2026-11-20T10:00:00.000Z',
    });
    expect(update?.details.featureToggles).toMatchObject({
      previous_value: {},
      value: { ONBOARD_REMOVE_EDI_FROM_EIF: true },
    });

    // A flush that changes nothing records nothing.
    await runWithActor(editor, () => em.flush());
    expect(await recordsOf('Client', clientId)).toHaveLength(2);
  });

  test('a delete records the last values as previous, and the owning client in the metadata', async () => {
    const em = orm.em.fork();
    scopeToSystem(em); // a test outside any request: every client (decision 050)
    const client = await em.findOneOrFail(Client, { id: clientId });
    const policy = em.create(Policy, {
      client,
      phaseId: 'WELCOME',
      slfCoverages: ['Dental'],
      policyEffective: '2027-01-01',
    });
    await runWithActor(editor, () => em.flush());
    em.remove(policy);
    await runWithActor(editor, () => em.flush());

    const [created, deleted] = await recordsOf('Policy', policy.id);
    expect(created?.metadata).toMatchObject({ operation: 'create', clientId });
    expect(created?.details.client).toMatchObject({ value: clientId, previous_value: null });
    expect(deleted?.metadata).toMatchObject({ operation: 'delete', clientId });
    expect(deleted?.created_by_user).toBe(editor.userId);
    expect(deleted?.details.phaseId).toMatchObject({ previous_value: 'WELCOME', value: null });
    expect(deleted?.details.slfCoverages).toMatchObject({ previous_value: ['Dental'], value: null });
    expect(deleted?.details.policyEffective).toMatchObject({ previous_value: '2027-01-01', value: null });
    expect(deleted?.details.client).toMatchObject({ previous_value: clientId, value: null });
  });

  test('plans, contacts and locations are tracked too; a change outside any request names no user', async () => {
    const em = orm.em.fork();
    scopeToSystem(em); // a test outside any request: every client (decision 050)
    const client = await em.findOneOrFail(Client, { id: clientId });
    const plan = em.create(Plan, { client, benefitType: 'DENTAL' });
    const contact = em.create(Contact, {
      client,
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat@acme.test',
      type: 'PRIMARY_WEB_ADMIN',
    });
    const location = em.create(Location, {
      client,
      name: 'Head office',
      address1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    });
    await em.flush(); // no actor: a seed or a job

    for (const [entity, id] of [
      ['Plan', plan.id],
      ['Contact', contact.id],
      ['Location', location.id],
    ] as const) {
      const [record] = await recordsOf(entity, id);
      expect(record).toMatchObject({ created_by_user: null, metadata: { operation: 'create', clientId } });
    }
    expect((await recordsOf('Contact', contact.id))[0]?.details.email).toMatchObject({
      value: 'pat@acme.test',
    });
  });

  test('entities not marked write no records', async () => {
    const before = await count('change_record');
    const em = orm.em.fork();
    scopeToSystem(em); // a test outside any request: every client (decision 050)
    const client = await em.findOneOrFail(Client, { id: clientId });
    em.create(ClientSetupStep, { client, stepId: 'add-broker', completedAt: new Date() });
    em.create(BenAdminPlatform, { name: 'Untracked Platform' });
    await runWithActor(editor, () => em.flush());
    expect(await count('client_setup_step')).toBe(1);
    expect(await count('change_record')).toBe(before);
  });

  test('a task is tracked (issue 12: every change of status is a change record)', async () => {
    const em = orm.em.fork();
    scopeToSystem(em);
    const client = await em.findOneOrFail(Client, { id: clientId });
    const task = em.create(Task, { client, taskId: 'kickoff-call', status: 'Not Started' });
    await runWithActor(editor, () => em.flush());
    task.status = 'In Progress';
    await runWithActor(editor, () => em.flush());
    const records = await recordsOf('Task', task.id);
    expect(records.map((r) => r.metadata)).toMatchObject([
      { operation: 'create', clientId },
      { operation: 'update', clientId },
    ]);
    expect(records[1]?.details.status).toMatchObject({ value: 'In Progress', previous_value: 'Not Started' });
  });
});

describe('change records share the transaction of the change', () => {
  test('inside the transaction the record exists (and nowhere else); a rollback leaves neither', async () => {
    const before = { records: await count('change_record'), details: await count('change_detail') };
    const em = orm.em.fork();
    scopeToSystem(em); // a test outside any request: every client (decision 050)
    let seenInside = -1;
    let seenOutside = -1;
    const failure = await runWithActor(editor, () =>
      em.transactional(async (tx) => {
        tx.create(Client, { name: 'Rolled Back Ltd' });
        await tx.flush();
        const [inside] = await tx.execute<{ n: string }[]>(
          `select count(*) as n from "clients"."change_record"`,
        );
        seenInside = Number(inside?.n);
        seenOutside = await count('change_record');
        throw new Error('the step after failed');
      }),
    ).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(failure).toEqual(new Error('the step after failed'));
    expect(seenInside).toBe(before.records + 1);
    expect(seenOutside).toBe(before.records); // not committed yet: the same transaction holds both
    expect(
      (await sql.query(`select 1 from "clients"."client" where "name" = 'Rolled Back Ltd'`)).rowCount,
    ).toBe(0);
    expect(await count('change_record')).toBe(before.records);
    expect(await count('change_detail')).toBe(before.details);
  });

  test('a change the database refuses leaves no record either', async () => {
    const before = await count('change_record');
    const em = orm.em.fork();
    scopeToSystem(em); // a test outside any request: every client (decision 050)
    const client = await em.findOneOrFail(Client, { name: 'Acme Tools & Dies' });
    // A plan of a client that does not exist: the foreign key fails the flush's transaction.
    em.create(Plan, {
      client: em.getReference(Client, '6f1c2d3e-0000-4000-8000-00000000dead'),
      benefitType: 'LIFE',
    });
    client.name = 'Acme Renamed';
    const failure = await runWithActor(editor, () => em.flush()).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(await count('change_record')).toBe(before);
    expect((await sql.query(`select 1 from "clients"."client" where "name" = 'Acme Renamed'`)).rowCount).toBe(
      0,
    );
  });
});

describe('the attributes the audit trail can show', () => {
  // The web labels each (issue 28 item 4: field labels, never internal names) from this list, and the CSV
  // too: a tracked attribute missing here would be shown by its internal name.
  test('are exactly CHANGE_LOG_ATTRIBUTES, entity by entity', () => {
    const recorded = Object.fromEntries(
      clientsService.entities
        .filter((entity) => isTracked(entity))
        .map((entity) => [entity.name, recordedAttributes(orm.getMetadata().get(entity)).sort()]),
    );
    const listed = Object.fromEntries(
      Object.entries(CHANGE_LOG_ATTRIBUTES).map(([entity, keys]) => [entity, [...keys].sort()]),
    );
    expect(recorded).toEqual(listed);
  });
});
