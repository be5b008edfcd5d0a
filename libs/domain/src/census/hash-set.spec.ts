import { describe, expect, it } from '@jest/globals';
import { GrowingArray, RowNumberSet, idHash } from './hash-set.js';

/** A small deterministic generator (tests must not depend on Math.random). */
function numbers(seed: number, max: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 4294967296) * max);
  };
}

describe('RowNumberSet', () => {
  it.each([
    ['Float64Array', Float64Array, 2 ** 53, undefined],
    ['Uint32Array', Uint32Array, 1e9, undefined],
    // A small hash of recent keys: dozens of merges into the run.
    ['Float64Array', Float64Array, 2 ** 53, 1 << 11],
    ['Uint32Array', Uint32Array, 1e9, 1 << 11],
  ] as const)(
    'keeps the first row of each key across many merges of its recent keys (%s keys, %s recent)',
    (_, Keys, max, recent) => {
      const next = numbers(7, max);
      const set = new RowNumberSet(50_000, Keys, recent);
      const expected = new Map<number, number>();
      const seen: number[] = [];
      const wrong: number[] = [];
      for (let row = 1; row <= 120_000; row++) {
        // One key in five seen before.
        const key = row % 5 === 0 && seen.length ? (seen[(row * 7919) % seen.length] as number) : next();
        if (set.add(key, row) !== (expected.get(key) ?? 0)) wrong.push(row);
        if (!expected.has(key)) {
          expected.set(key, row);
          seen.push(key);
        }
      }
      expect(wrong).toEqual([]);
      expect(set.size).toBe(expected.size);
      for (const [key, row] of expected) if (set.get(key) !== row) wrong.push(row);
      expect(wrong).toEqual([]);
      expect(set.get(max - 1)).toBe(expected.get(max - 1) ?? 0);
    },
  );

  it('grows past the keys it was sized for', () => {
    const set = new RowNumberSet(10);
    for (let i = 1; i <= 40_000; i++) expect(set.add(i * 3, i)).toBe(0);
    expect(set.add(30_000, 99)).toBe(10_000);
    expect(set.get(3)).toBe(1);
    expect(set.get(4)).toBe(0);
    expect(set.size).toBe(40_000);
  });
});

describe('GrowingArray', () => {
  it('grows in place by half, keeping its contents, and past its reservation by a copy', () => {
    const store = new GrowingArray(Int32Array, 4, 10);
    store.array.set([1, 2, 3, 4]);
    const grown = store.ensure(5);
    expect(grown.length).toBe(6);
    expect(grown.buffer).toBe(store.array.buffer);
    expect([...grown]).toEqual([1, 2, 3, 4, 0, 0]);
    expect(store.ensure(3)).toBe(grown);
    const beyond = store.ensure(25);
    expect(beyond.length).toBe(25);
    expect([...beyond.subarray(0, 5)]).toEqual([1, 2, 3, 4, 0]);
    beyond[24] = 7;
    expect(store.ensure(26)[24]).toBe(7);
  });
});

describe('idHash', () => {
  it('ignores ASCII case and tells ids apart', () => {
    expect(idHash('E0001a')).toBe(idHash('e0001A'));
    expect(idHash('E0001')).not.toBe(idHash('E0002'));
  });
});
