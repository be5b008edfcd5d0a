/**
 * A set of numbers (exact up to 2^53) that remembers the row each was first seen on, in two typed arrays: some
 * 24 bytes a key at most, no object per key, so a census of 1,000,000 rows keeps its duplicate checks in
 * about 24 MB and the garbage collector never walks them. Open addressing, linear probing, doubled at 1/2 full.
 */
export class RowNumberSet {
  private keys: Float64Array;
  private rows: Int32Array; // 0: empty slot (row numbers start at 1)
  private mask: number;
  size = 0;

  constructor(capacity = 1024) {
    let size = 16;
    while (size < capacity * 2) size *= 2;
    this.keys = new Float64Array(size);
    this.rows = new Int32Array(size);
    this.mask = size - 1;
  }

  private slot(key: number): number {
    const low = key >>> 0;
    const high = (key / 4294967296) >>> 0;
    return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> 0;
  }

  /** The row `key` was first added on, or 0. */
  get(key: number): number {
    const { keys, rows, mask } = this;
    for (let i = this.slot(key) & mask; ; i = (i + 1) & mask) {
      const row = rows[i] as number;
      if (row === 0) return 0;
      if (keys[i] === key) return row;
    }
  }

  /** Adds `key` seen on `row`: 0 when new, else the row it was first seen on (kept). */
  add(key: number, row: number): number {
    if ((this.size + 1) * 2 > this.rows.length) this.grow();
    const { keys, rows, mask } = this;
    for (let i = this.slot(key) & mask; ; i = (i + 1) & mask) {
      const existing = rows[i] as number;
      if (existing === 0) {
        keys[i] = key;
        rows[i] = row;
        this.size++;
        return 0;
      }
      if (keys[i] === key) return existing;
    }
  }

  private grow(): void {
    const { keys, rows } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.rows = new Int32Array(rows.length * 2);
    this.mask = this.rows.length - 1;
    this.size = 0;
    for (let i = 0; i < rows.length; i++) if (rows[i] !== 0) this.add(keys[i] as number, rows[i] as number);
  }
}

/**
 * A 53-bit hash of an id, case-insensitive for ASCII letters (two 32-bit FNV-1a variants): two different ids of
 * a 1,000,000-row file share one with a chance of about 1 in 10,000 (decision 112).
 */
export function idHash(value: string): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < value.length; i++) {
    let c = value.charCodeAt(i);
    if (c >= 65 && c <= 90) c |= 0x20;
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 15);
  }
  return (h1 >>> 0) * 2097152 + (h2 >>> 11);
}
