import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { scopeToCaller, scopeToSystem } from './client-scope.js';
import { createOrm } from './orm.js';
import { clientScopeSql, preparedRows } from './orm-sql.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

// preparedRows (decision 183) against a real PostgreSQL: the same rows as em.execute, as a named prepared
// statement on the pool's connection, and never inside a transaction.

let db: TestDatabase;
let orm: MikroORM;
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

beforeAll(async () => {
  db = await createTestDatabase('orm_sql');
  // One connection: the prepared statement is visible in pg_prepared_statements of the next call.
  orm = await createOrm({ clientUrl: db.url, schema: 'ormsql', entities: [], migrations: [], poolMax: 1 });
  const em = orm.em.fork();
  await em.execute('create schema "ormsql"');
  await em.execute(
    'create table "ormsql"."thing" ("id" uuid primary key, "client_id" uuid not null, "data" jsonb not null, "at" timestamptz not null default now())',
  );
  await em.execute(
    `insert into "ormsql"."thing" ("id", "client_id", "data") values
     ('00000000-0000-4000-8000-000000000001', ?, '{"n": 1}'), ('00000000-0000-4000-8000-000000000002', ?, '{"n": 2}')`,
    [A, B],
  );
});

afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

type Row = { id: string; data: { n: number }; at: string };
const select = (scope: string) =>
  `select "id", "data", "at" from "ormsql"."thing" t where t."id" <> $1 and ${scope} order by "id"`;

describe('preparedRows', () => {
  test('answers what em.execute answers (same type parsers), as a named prepared statement', async () => {
    const em = orm.em.fork();
    scopeToSystem(em);
    const scope = clientScopeSql(em, 't."client_id"', '$2');
    const rows = await preparedRows<Row>(em, select(scope.sql), [
      '00000000-0000-4000-8000-0000000000ff',
      ...scope.params,
    ]);
    const plain = await em.execute<Row[]>(`select "id", "data", "at" from "ormsql"."thing" order by "id"`);
    expect(rows).toEqual(plain);
    expect(rows?.[0]?.data).toEqual({ n: 1 });
    // MikroORM's parsers keep timestamps as text (its entities convert them); the pool's are the same.
    expect(typeof rows?.[0]?.at).toBe('string');
    const prepared = await preparedRows<{ statement: string }>(
      em,
      'select "statement" from pg_prepared_statements',
      [],
    );
    expect(prepared?.map((p) => p.statement)).toContain(select('true'));
  });

  test("a caller's scope is one array parameter; no client scope reads nothing; no scope at all throws", async () => {
    const em = orm.em.fork();
    scopeToCaller(em, { id: 'u', role: 'BROKER', clientIds: [B] });
    const scope = clientScopeSql(em, 't."client_id"', '$2');
    expect(scope.sql).toBe('t."client_id" = any($2::uuid[])');
    const rows = await preparedRows<Row>(em, select(scope.sql), [
      '00000000-0000-4000-8000-0000000000ff',
      ...scope.params,
    ]);
    expect(rows?.map((r) => r.data.n)).toEqual([2]);

    const nobody = orm.em.fork();
    scopeToCaller(nobody, null);
    expect(clientScopeSql(nobody, 't."client_id"', '$2')).toEqual({ sql: 'false', params: [] });
    expect(() => clientScopeSql(orm.em.fork(), 't."client_id"', '$2')).toThrow(/clientScope/);
  });

  test('inside a transaction it declines (the caller reads on the transaction connection)', async () => {
    await orm.em.fork().transactional(async (tx) => {
      expect(await preparedRows(tx, 'select 1 as "one"', [])).toBeUndefined();
    });
  });
});
