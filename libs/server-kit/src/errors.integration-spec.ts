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
      errors: [{ path: '', message: TEXT_MESSAGES.multiLine }],
    });
  });

  test('other database errors stay internal errors (with an errorId)', async () => {
    const envelope = toErrorEnvelope(await refusal(`select * from "no_such_table"`, []));
    expect(envelope.statusCode).toBe(500);
    expect(envelope.errorId).toEqual(expect.any(String));
  });
});
