import { describe, expect, test } from '@jest/globals';
import { deeperThan, MAX_BODY_DEPTH, nulPaths } from './refuse-nul.js';

/** An object nested `levels` deep: {a:{a:…}}. */
function nested(levels: number): unknown {
  let value: unknown = 'end';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('the gateway refuses what no form of ours sends', () => {
  test('depth: our deepest bodies pass, and a body nested 50,000 levels is seen without exhausting the stack', () => {
    expect(deeperThan({ answers: [{ field: 'x', value: { a: [1, 2] } }] }, MAX_BODY_DEPTH)).toBe(false);
    expect(deeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(deeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(deeperThan(nested(50_000), MAX_BODY_DEPTH)).toBe(true);
    expect(deeperThan([[[[[]]]]], 3)).toBe(true);
    expect(deeperThan('text', 0)).toBe(false);
  });

  test('NUL bytes are named by path, in values and in keys', () => {
    expect(nulPaths({ name: 'a\u0000b', list: ['ok', 'x\u0000'], ['k\u0000']: 1 }, 'body').sort()).toEqual(
      ['body.k\\u0000', 'body.list.1', 'body.name'].sort(),
    );
  });

  test('unpaired UTF-16 surrogates are named like NUL (PostgreSQL cannot store them); an emoji passes', () => {
    const body = { name: '\ud800', answers: { notes: 'a\udc00b', ok: 'Zoë 🙂' }, ['k\udfff']: 'v' };
    expect(nulPaths(body, 'body').sort()).toEqual(
      ['body.answers.notes', 'body.k\\udfff', 'body.name'].sort(),
    );
    expect(nulPaths({ name: 'Zoë 🙂 \ud83d\ude00' }, 'body')).toEqual([]);
  });
});
