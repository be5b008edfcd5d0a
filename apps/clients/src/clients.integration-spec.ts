import { expect, test } from '@jest/globals';
import {
  benAdminPlatformListSchema,
  CLIENTS_ROUTES,
  clientSummarySchema,
  errorEnvelopeSchema,
  INTERNAL,
  type RequestContext,
} from '@onboard/contracts';
import {
  clientScopeOf,
  clientScopeSql,
  demoId,
  runWithActor,
  scopeToCaller,
  scopeToSystem,
  SYSTEM_SCOPE,
} from '@onboard/server-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Client,
  clientDetail,
  type ClientDetailRow,
  clientDetailSql,
  Location,
  Policy,
  Task,
} from '@onboard/clients-record';
import {
  changeLogAuthors,
  changeLogRows,
  decideChangeDetails,
  recordedNames,
  recordNames,
  signedChangeRows,
} from '@onboard/clients-eif';
import { demoCallers, describeServiceBasics } from '@onboard/server-kit/testing';
import { z } from 'zod';
import { clientsService } from './definition.js';

const { northwind, harbor, benAdmin, admin } = demoCallers;

describeServiceBasics(clientsService, ({ rpc, running }) => {
  test('lists the seeded ben-admin platforms by name', async () => {
    const platforms = benAdminPlatformListSchema.parse(
      await rpc().request(CLIENTS_ROUTES.benAdminPlatforms.subject, {}),
    );
    const names = platforms.map((p) => p.name);
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  test('refuses a malformed payload with the error envelope, not a crash', async () => {
    const error = await rpc()
      .request(CLIENTS_ROUTES.get.subject, { params: { clientId: 'not-a-client-id' } })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    const envelope = errorEnvelopeSchema.parse(error);
    expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(envelope.errors[0]?.path).toBe('params.clientId');
  });

  test('field errors are written for people and a release status must be one of its values', async () => {
    const error = await rpc()
      .request(CLIENTS_ROUTES.update.subject, {
        params: { clientId: '0b6f5c3e-0000-4000-8000-00000000000a' },
        body: { name: 'x'.repeat(256), releaseStatus: 'Shipped' },
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(errorEnvelopeSchema.parse(error)).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors: [
        { path: 'body.name', message: 'Please enter at most 255 characters' },
        { path: 'body.releaseStatus', message: 'Please choose one of the options' },
      ],
    });
  });

  // Decision 050: the clientScope filter is the net under the services' ownership checks. The summaries
  // handler checks no ownership itself, so it shows what the net alone does.
  test('a handler that checks no ownership still answers a ben admin only their own clients', async () => {
    const summaries = (user: RequestContext['user']) =>
      rpc()
        .request(INTERNAL.clients.summaries.subject, { ids: [northwind, harbor] }, 5000, user)
        .then((answer) =>
          z
            .array(clientSummarySchema)
            .parse(answer)
            .map((c) => c.id),
        );
    expect(await summaries(benAdmin)).toEqual([northwind]);
    expect(await summaries(null)).toEqual([]);
    expect((await summaries(admin)).sort()).toEqual([northwind, harbor].sort());
  });

  // Decision 229: one access check, one rule, on the bus as through the gateway. A client the call names
  // (its route's :clientId) that is not the caller's is 403; one reached by a query filter is 404, as if absent.
  test('requireAccess on the bus: a named client not theirs 403, one found by a filter 404, nobody 401', async () => {
    const answer = (subject: string, payload: unknown, user: RequestContext['user']) =>
      rpc()
        .request(subject, payload, 5000, user)
        .then(
          () => 'ok',
          (e: unknown) => errorEnvelopeSchema.parse(e).statusCode,
        );
    const named = (clientId: string) => ({ params: { clientId } });
    expect(await answer(CLIENTS_ROUTES.get.subject, named(northwind), benAdmin)).toBe('ok');
    expect(await answer(CLIENTS_ROUTES.get.subject, named(harbor), benAdmin)).toBe(403);
    expect(await answer(CLIENTS_ROUTES.locationsList.subject, named(harbor), benAdmin)).toBe(403);
    expect(await answer(CLIENTS_ROUTES.enrollmentGet.subject, named(harbor), benAdmin)).toBe(403);
    expect(await answer(CLIENTS_ROUTES.get.subject, named(harbor), admin)).toBe('ok');
    expect(await answer(CLIENTS_ROUTES.get.subject, named(northwind), null)).toBe(401);
    const toggles = (clientId: string) => ({ query: { clientId } });
    expect(await answer(CLIENTS_ROUTES.featureToggles.subject, toggles(northwind), benAdmin)).toBe('ok');
    expect(await answer(CLIENTS_ROUTES.featureToggles.subject, toggles(harbor), benAdmin)).toBe(404);
    // A role that may not do it at all is refused 403, whichever client it names.
    expect(await answer(CLIENTS_ROUTES.setupGet.subject, named(northwind), benAdmin)).toBe(403);
  });

  test('every client-keyed entity is scoped, and an EntityManager given no scope reads nothing', async () => {
    const em = running().deps.orm.em.fork();
    await expect(em.find(Client, {})).rejects.toThrow(/clientScope/);
    scopeToCaller(em, benAdmin);
    expect((await em.find(Client, {})).map((c) => c.id)).toEqual([northwind]);
    const policies = await em.find(Policy, {});
    const tasks = await em.find(Task, {});
    expect(policies.length).toBeGreaterThan(0);
    expect(new Set([...policies, ...tasks].map((row) => row.client.id))).toEqual(new Set([northwind]));
    expect(await em.count(Policy, { client: harbor })).toBe(0);
  });

  // Decision 062: the client's detail is one raw statement, which the ORM filter does not reach; it applies
  // the same scope itself, and fails the same way without one.
  test('the one-statement detail read keeps to the caller’s scope, and refuses to run without one', async () => {
    const read = (em: EntityManager) =>
      em.execute<{ id: string }[]>(`${clientDetailSql(em)} and ${clientScopeSql(em, 'c."id"').sql}`, [
        northwind,
        ...clientScopeSql(em, 'c."id"').params,
      ]);
    const bare = running().deps.orm.em.fork();
    expect(() => clientScopeSql(bare, 'c."id"')).toThrow(/clientScope/);
    const own = running().deps.orm.em.fork();
    scopeToCaller(own, benAdmin);
    const [row] = await own.execute<ClientDetailRow[]>(
      `${clientDetailSql(own)} and ${clientScopeSql(own, 'c."id"').sql}`,
      [northwind, ...clientScopeSql(own, 'c."id"').params],
    );
    expect(row?.id).toBe(northwind);
    expect(row?.policies.length).toBeGreaterThan(0);
    expect(row?.tasks.every((task) => typeof task.taskId === 'string')).toBe(true);
    const other = running().deps.orm.em.fork();
    scopeToCaller(other, { id: demoId('user:benadmin'), role: 'BEN_ADMIN', clientIds: [harbor] });
    expect(await read(other)).toEqual([]);
    const nobody = running().deps.orm.em.fork();
    scopeToCaller(nobody, null);
    expect(await read(nobody)).toEqual([]);
  });

  // Decision 228: the change log's raw SQL (change-log.queries.ts) keeps to the scope it is given, a second net
  // under row-level security. Read here on an EntityManager of every client (PostgreSQL admits every row), so
  // only the SQL's own condition holds the ben admin's scope, even with another client's id named.
  test("the change log's queries given a ben admin's scope find none of another client's rows", async () => {
    const em = running().deps.orm.em.fork();
    scopeToSystem(em);
    const client = em.create(Client, { name: 'Scope Net Co', caseId: 'C-228', employeesNumber: 12 });
    const location = em.create(Location, {
      client,
      name: 'Depot 228',
      address1: '1 Main St',
      city: 'Boston',
      zipCode: '02110',
    });
    const editor = { userId: demoId('user:admin'), role: 'SLF_ADMIN', requestId: 'req-228', subject: null };
    await runWithActor(editor, () => em.flush());
    const scope = clientScopeOf(benAdmin);
    const epoch = new Date(0);

    expect((await changeLogRows(em, SYSTEM_SCOPE, client.id, {}, 100, undefined)).length).toBeGreaterThan(0);
    expect(await changeLogRows(em, scope, client.id, {}, 100, undefined)).toEqual([]);
    expect((await changeLogAuthors(em, SYSTEM_SCOPE, client.id)).map((a) => a.id)).toEqual([editor.userId]);
    expect(await changeLogAuthors(em, scope, client.id)).toEqual([]);
    const changes = await signedChangeRows(em, SYSTEM_SCOPE, client.id, epoch);
    expect(changes.length).toBeGreaterThan(0);
    expect(await signedChangeRows(em, scope, client.id, epoch)).toEqual([]);
    expect(await recordNames(em, SYSTEM_SCOPE, client.id, [location.id])).toEqual([
      { id: location.id, kind: 'record', name: 'Depot 228', extra: null },
    ]);
    expect(await recordNames(em, scope, client.id, [location.id])).toEqual([]);
    expect((await recordedNames(em, SYSTEM_SCOPE, client.id, [location.id])).length).toBeGreaterThan(0);
    expect(await recordedNames(em, scope, client.id, [location.id])).toEqual([]);
    // A write in the ben admin's scope leaves the other client's changes as they were.
    await decideChangeDetails(em, scope, {
      clientId: client.id,
      status: 'accepted',
      after: epoch,
      upTo: new Date(),
    });
    expect((await signedChangeRows(em, SYSTEM_SCOPE, client.id, epoch)).map((c) => c.status)).toEqual(
      changes.map((c) => c.status),
    );
    // And the client detail's read likewise.
    expect((await clientDetail(em, SYSTEM_SCOPE, client.id))?.id).toBe(client.id);
    expect(await clientDetail(em, scope, client.id)).toBeUndefined();
  });

  // Decision 228: under the ORM's filter, PostgreSQL's row-level security. Raw SQL with no scope condition of
  // its own, and the ORM with its filter switched off, still see only the caller's clients.
  test('PostgreSQL itself keeps raw SQL and unfiltered reads to the caller’s clients', async () => {
    const orm = running().deps.orm;
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    const own = orm.em.fork();
    scopeToCaller(own, benAdmin);
    expect(
      ids(await own.execute('select id from "clients"."client" where id in (?, ?)', [northwind, harbor])),
    ).toEqual([northwind]);
    const taskClients = await own.execute<{ client_id: string }[]>(
      'select distinct client_id from "clients"."task" where client_id in (?, ?)',
      [northwind, harbor],
    );
    expect(taskClients.map((row) => row.client_id)).toEqual([northwind]);
    expect(ids(await own.find(Client, { id: [northwind, harbor] }, { filters: false }))).toEqual([northwind]);
    const staff = orm.em.fork();
    scopeToCaller(staff, admin);
    expect(
      ids(await staff.execute('select id from "clients"."client" where id in (?, ?)', [northwind, harbor])),
    ).toEqual([northwind, harbor].sort());
    // An EntityManager never given a scope: its raw SQL finds no client-keyed row at all.
    const bare = orm.em.fork();
    expect(await bare.execute('select id from "clients"."client"')).toEqual([]);
  });

  test('PostgreSQL refuses a write to another client’s rows', async () => {
    const own = running().deps.orm.em.fork();
    scopeToCaller(own, benAdmin);
    const updated = await own.execute(
      'update "clients"."client" set "name" = "name" where id = ?',
      [harbor],
      'run',
    );
    expect(updated).toMatchObject({ affectedRows: 0 });
    const [task] = await own.execute<{ id: string }[]>(
      'select id from "clients"."task" where client_id = ? limit 1',
      [northwind],
    );
    expect(task).toBeDefined();
    await expect(
      own.execute('update "clients"."task" set client_id = ? where id = ?', [harbor, task?.id], 'run'),
    ).rejects.toThrow(/row-level security/);
  });
});
