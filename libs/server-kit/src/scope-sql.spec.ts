import { describe, expect, test } from '@jest/globals';
import { requireSystemScope, scopeCondition, SYSTEM_SCOPE } from './scope-sql.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('scopeCondition', () => {
  test('every client: no condition (true), no parameter', () => {
    expect(scopeCondition({ all: true }, 'r."client_id"')).toEqual({ sql: 'true', params: [] });
    expect(scopeCondition(SYSTEM_SCOPE, 'r."client_id"', '$2')).toEqual({ sql: 'true', params: [] });
  });

  test('listed clients: the column in the ids, one array parameter', () => {
    expect(scopeCondition({ clientIds: [A, B] }, 'r."client_id"')).toEqual({
      sql: 'r."client_id" in (?)',
      params: [[A, B]],
    });
  });

  test('a prepared statement: the column = any($n::uuid[])', () => {
    expect(scopeCondition({ clientIds: [A] }, 'c."id"', '$2')).toEqual({
      sql: 'c."id" = any($2::uuid[])',
      params: [[A]],
    });
  });

  test('no client: false, no parameter (an empty list is no valid SQL)', () => {
    expect(scopeCondition({ clientIds: [] }, 'r."client_id"')).toEqual({ sql: 'false', params: [] });
    expect(scopeCondition({ clientIds: [] }, 'r."client_id"', '$3')).toEqual({ sql: 'false', params: [] });
  });

  test('the ids are copied: a later change to the scope does not change the parameter', () => {
    const ids = [A];
    const { params } = scopeCondition({ clientIds: ids }, 'x');
    ids.push(B);
    expect(params).toEqual([[A]]);
  });

  test('a malformed scope is refused rather than read as every client', () => {
    expect(() => scopeCondition({ all: false } as never, 'x')).toThrow(/client scope/);
  });
});

describe('requireSystemScope', () => {
  test('every client passes', () => {
    expect(() => requireSystemScope(SYSTEM_SCOPE, 'the sweep')).not.toThrow();
    expect(() => requireSystemScope({ all: true }, 'the sweep')).not.toThrow();
  });

  test("listed clients, even none, are refused with the query's name", () => {
    expect(() => requireSystemScope({ clientIds: [A] }, 'the sweep')).toThrow(/the sweep is system work/);
    expect(() => requireSystemScope({ clientIds: [] }, 'the sweep')).toThrow(/system work/);
  });

  test('SYSTEM_SCOPE cannot be changed', () => {
    expect(Object.isFrozen(SYSTEM_SCOPE)).toBe(true);
  });
});
