import { RowNumberSet, idHash } from './hash-set.js';

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
    ['Float64Array', Float64Array, 2 ** 53],
    ['Uint32Array', Uint32Array, 1e9],
  ] as const)(
    'keeps the first row of each key across many merges of its recent keys (%s keys)',
    (_, Keys, max) => {
      const next = numbers(7, max);
      const set = new RowNumberSet(50_000, Keys);
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

describe('idHash', () => {
  it('ignores ASCII case and tells ids apart', () => {
    expect(idHash('E0001a')).toBe(idHash('e0001A'));
    expect(idHash('E0001')).not.toBe(idHash('E0002'));
  });
});
