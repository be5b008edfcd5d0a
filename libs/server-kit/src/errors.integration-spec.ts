import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { TEXT_MESSAGES } from '@onboard/contracts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { toErrorEnvelope } from './errors.js';
import { createOrm } from './orm.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

// What PostgreSQL answers to a NUL byte, and that it leaves a service as a client error (400), never a 500.

let db: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase('errors');
  orm = await createOrm({ clientUrl: db.url, schema: 'public', entities: [], migrations: [] });
});

afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

async function refusal(sql: string, params: unknown[]): Promise<unknown> {
  try {
    await orm.em.fork().getConnection().execute(sql, params);
  } catch (error) {
    return error;
  }
  throw new Error('PostgreSQL accepted the value');
}

describe('text PostgreSQL refuses', () => {
  test.each([
    ['a NUL byte in a bound parameter (08P01)', `select ?::text as t`, ['a\u0000b'], '08P01'],
    ['a NUL byte written into the SQL (22021)', `select E'a\\x00b' as t`, [], '22021'],
    ['\\u0000 in jsonb (22P05)', `select ?::jsonb as j`, ['{"a":"\\u0000"}'], '22P05'],
  ])('%s is a validation error with a field error, not a 500', async (_what, sql, params, state) => {
    const error = await refusal(sql, params);
    expect((error as { code?: string }).code).toBe(state);
    const envelope = toErrorEnvelope(error);
    expect(envelope).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      key: 'someFieldsInvalid',
      errors: [{ path: '', message: TEXT_MESSAGES.multiLine, key: 'textMultiLine' }],
    });
  });

  test('other database errors stay internal errors (with an errorId)', async () => {
    const envelope = toErrorEnvelope(await refusal(`select * from "no_such_table"`, []));
    expect(envelope.statusCode).toBe(500);
    expect(envelope.errorId).toEqual(expect.any(String));
  });
});

describe('a database that cannot be reached', () => {
  test('a connection the server ends (57P01) is a 503 the caller may retry, not a 500', async () => {
    const em = orm.em.fork();
    const connection = em.getConnection();
    await connection.execute('select 1');
    const error = await refusal(`select pg_terminate_backend(pg_backend_pid())`, []);
    const envelope = toErrorEnvelope(error);
    expect(envelope).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(envelope.errorId).toBeUndefined();
  });

  test('a refused connection is a 503 too', async () => {
    const closed = await createOrm({
      clientUrl: 'postgres://postgres:postgres@127.0.0.1:1/none',
      schema: 'public',
      entities: [],
      migrations: [],
    }).catch((error: unknown) => error);
    let error: unknown = closed;
    if (!(closed instanceof Error)) {
      const other = closed as MikroORM;
      error = await other.em
        .fork()
        .getConnection()
        .execute('select 1')
        .catch((e: unknown) => e);
      await other.close().catch(() => undefined);
    }
    expect(toErrorEnvelope(error)).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});
