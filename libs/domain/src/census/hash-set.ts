type KeyArray = Float64Array | Uint32Array;
type KeyArrayConstructor = Float64ArrayConstructor | Uint32ArrayConstructor;

type ArrayType<T> = {
  new (buffer: ArrayBuffer, byteOffset: number, length: number): T;
  readonly BYTES_PER_ELEMENT: number;
};

/**
 * A typed array that grows in place, by half, inside a resizable `ArrayBuffer` reserved for `max` elements:
 * no copy and no old array left to the garbage collector, and only its current length is counted as
 * external memory (a plain array reserved for `max` at once counted it all, and V8 answers much external
 * memory with marking that promoted the young generation's objects: decision 114). Past `max` it is copied
 * into a larger reservation.
 */
export class GrowingArray<T extends Float64Array | Uint32Array | Int32Array> {
  private buffer: ArrayBuffer;
  array: T;

  constructor(
    private readonly Type: ArrayType<T>,
    initial: number,
    private max: number,
  ) {
    const length = Math.max(1, Math.min(initial, max));
    this.buffer = new ArrayBuffer(length * Type.BYTES_PER_ELEMENT, {
      maxByteLength: Math.max(length, max) * Type.BYTES_PER_ELEMENT,
    });
    this.array = new Type(this.buffer, 0, length);
  }

  /** Makes room for `length` elements (the contents kept); returns the array, which may be a new view. */
  ensure(length: number): T {
    if (length <= this.array.length) return this.array;
    const bytes = this.Type.BYTES_PER_ELEMENT;
    const next = Math.max(length, Math.ceil(this.array.length * 1.5));
    if (next <= this.max) {
      this.buffer.resize(next * bytes);
      this.array = new this.Type(this.buffer, 0, next);
    } else {
      const old = this.array;
      this.max = Math.max(next, this.max * 2);
      this.buffer = new ArrayBuffer(next * bytes, { maxByteLength: this.max * bytes });
      this.array = new this.Type(this.buffer, 0, next);
      this.array.set(old);
    }
    return this.array;
  }
}

/**
 * Keys held in the small hash before they are merged into the sorted run (its slots are twice as many). Each
 * merge moves the run's keys that sort after the new ones, about all of it, so the merges cost the run's size
 * times their number: 65,536 keys (1.5 MB of hash at most) make a quarter of the merges 16,384 did, which were a
 * third of the validator's time at 1,000,000 rows.
 */
const RECENT_KEYS = 1 << 16;

/** Bits of a key sorted per pass of the merge's radix sort (2,048 counters, 8 KiB). */
const RADIX_BITS = 11;
const RADIX_MASK = (1 << RADIX_BITS) - 1;
/** The radix sort's counters, shared (a merge runs to its end before another starts). */
const radixCounts = new Int32Array(1 << RADIX_BITS);

/**
 * Digit `pass` (0: the lowest 11 bits) of a key, an integer from 0 to 2^53: three digits from its low 32 bits, two
 * from the bits above.
 */
const radixDigit = (key: number, pass: number): number =>
  pass < 3
    ? ((key >>> 0) >>> (pass * RADIX_BITS)) & RADIX_MASK
    : ((key / 4294967296) >>> ((pass - 3) * RADIX_BITS)) & RADIX_MASK;

/**
 * A set of numbers that remembers the row each was first seen on (decision 114), in typed arrays and no object
 * per key, and that never reallocates while it fills, so that its memory is its keys and no more:
 *
 * - the keys seen lately sit in a small open-addressing hash (65,536 keys, fixed size);
 * - when it is full they are sorted and merged, from the back, into one sorted run of keys and rows (looked
 *   up by binary search), held in `GrowingArray`s: resizable buffers reserved for `maxKeys` keys that grow in
 *   place. So its memory is about its keys, and no array grown by copying leaves garbage waiting for the
 *   collector (with doubling hash tables, 1,000,000 rows left some 35 MB of it at the peak).
 *
 * Keys are integers from 0 to 2^53 (exact in the default `Float64Array`); give `Uint32Array` for keys below 2^32
 * (SSNs): 8 bytes a key instead of 12. Past `maxKeys` the run is copied into a larger reservation (the census
 * never needs it).
 */
export class RowNumberSet {
  private recentKeys: KeyArray;
  private recentRows: Int32Array; // 0: empty slot (row numbers start at 1)
  private recentSize = 0;
  private readonly recentMax: number;
  private readonly mask: number;
  /** Radix passes that sort every key: 3 for keys below 2^32, 5 up to 2^53. */
  private readonly radixPasses: number;
  /**
   * One bit per key ever added, at a place given by its hash (a Bloom filter of one hash, 8 bits a key for
   * `maxKeys`): a clear bit says the key is not in the run, so a new key, the common case, skips the binary
   * search. A set bit only means "search".
   */
  private readonly seen: Uint8Array;
  private readonly seenMask: number;
  private runKeysStore: GrowingArray<KeyArray>;
  private runRowsStore: GrowingArray<Int32Array>;
  private runKeys: KeyArray;
  private runRows: Int32Array;
  private runSize = 0;

  /** `recentKeys`: the small hash's keys (a power of two; smaller only in tests, to see many merges). */
  constructor(maxKeys = 1024, Keys: KeyArrayConstructor = Float64Array, recentKeys = RECENT_KEYS) {
    this.recentMax = recentKeys;
    this.mask = recentKeys * 2 - 1;
    this.recentKeys = new Keys(recentKeys * 2);
    this.recentRows = new Int32Array(recentKeys * 2);
    this.radixPasses = Keys === Uint32Array ? 3 : 5;
    const max = Math.max(maxKeys, recentKeys);
    this.runKeysStore = new GrowingArray<KeyArray>(Keys as ArrayType<KeyArray>, recentKeys, max);
    this.runRowsStore = new GrowingArray(Int32Array, recentKeys, max);
    const seenBytes = 2 ** Math.ceil(Math.log2(max)); // 8 bits a key
    this.seen = new Uint8Array(seenBytes);
    this.seenMask = seenBytes * 8 - 1;
    this.runKeys = this.runKeysStore.array;
    this.runRows = this.runRowsStore.array;
  }

  get size(): number {
    return this.runSize + this.recentSize;
  }

  private slot(key: number): number {
    const low = key >>> 0;
    const high = (key / 4294967296) >>> 0;
    return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> 0;
  }

  /** The row `key` was first added on, or 0. */
  get(key: number): number {
    const { recentKeys, recentRows, mask } = this;
    const hash = this.slot(key);
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const row = recentRows[i] as number;
      if (row === 0) break;
      if (recentKeys[i] === key) return row;
    }
    return this.inRun(hash) ? this.runGet(key) : 0;
  }

  /** Whether the key of `hash` may be in the run (its bit in `seen` set). */
  private inRun(hash: number): boolean {
    if (this.runSize === 0) return false;
    const bit = hash & this.seenMask;
    return ((this.seen[bit >>> 3] as number) & (1 << (bit & 7))) !== 0;
  }

  /** The row of `key` in the sorted run (binary search), or 0. */
  private runGet(key: number): number {
    const keys = this.runKeys;
    let low = 0;
    let high = this.runSize - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const k = keys[middle] as number;
      if (k < key) low = middle + 1;
      else if (k > key) high = middle - 1;
      else return this.runRows[middle] as number;
    }
    return 0;
  }

  /** Adds `key` seen on `row`: 0 when new, else the row it was first seen on (kept). */
  add(key: number, row: number): number {
    // One probe of the hash: it ends on the key or on the empty slot the key would take. The key's hash is
    // reckoned once, for the probe and for its bit in `seen`.
    const { recentKeys, recentRows, mask } = this;
    const hash = this.slot(key);
    let i = hash & mask;
    for (; ; i = (i + 1) & mask) {
      const seen = recentRows[i] as number;
      if (seen === 0) break;
      if (recentKeys[i] === key) return seen;
    }
    const first = this.inRun(hash) ? this.runGet(key) : 0;
    if (first !== 0) return first;
    recentKeys[i] = key;
    recentRows[i] = row;
    const bit = hash & this.seenMask;
    this.seen[bit >>> 3] = (this.seen[bit >>> 3] as number) | (1 << (bit & 7));
    if (++this.recentSize === this.recentMax) this.merge();
    return 0;
  }

  /**
   * Moves the recent keys into the sorted run. They are sorted with their rows inside the hash's own arrays:
   * packed into its first half, then a radix sort (11 bits a pass) back and forth between the two halves. A
   * typed array's `sort` took a quarter of the set's time, and each key's row was then looked up in the hash
   * again. Each step is a function of one loop: a merge runs a few dozen times in a file, and V8 compiled the
   * loops of one long function anew, on the stack, at every call (decision 247).
   */
  private merge(): void {
    const { recentKeys, recentRows } = this;
    const m = this.recentSize;
    packRecent(recentKeys, recentRows);
    let from = 0;
    for (let pass = 0; pass < this.radixPasses; pass++)
      if (radixPass(recentKeys, recentRows, from, m, pass)) from = m - from;
    this.runKeys = this.runKeysStore.ensure(this.runSize + m);
    this.runRows = this.runRowsStore.ensure(this.runSize + m);
    mergeIntoRun(this.runKeys, this.runRows, this.runSize, recentKeys, recentRows, from, m);
    this.runSize += m;
    recentRows.fill(0);
    this.recentSize = 0;
  }
}

/** Packs a hash's keys and their rows into its first slots (a slot is never written before it is read). */
function packRecent(keys: KeyArray, rows: Int32Array): void {
  let n = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    if (row === 0) continue;
    keys[n] = keys[i] as number;
    rows[n++] = row;
  }
}

/**
 * One pass of the radix sort (digit `pass`, stable): the `m` keys and rows from `from` to the other half of the
 * arrays (`m - from`). False, and nothing moved, when every key has the same digit.
 */
function radixPass(keys: KeyArray, rows: Int32Array, from: number, m: number, pass: number): boolean {
  const counts = radixCounts;
  counts.fill(0);
  for (let i = from; i < from + m; i++) {
    const digit = radixDigit(keys[i] as number, pass);
    counts[digit] = (counts[digit] as number) + 1;
  }
  if (counts[radixDigit(keys[from] as number, pass)] === m) return false;
  let at = m - from;
  for (let d = 0; d < counts.length; d++) {
    const count = counts[d] as number;
    counts[d] = at;
    at += count;
  }
  for (let i = from; i < from + m; i++) {
    const key = keys[i] as number;
    const digit = radixDigit(key, pass);
    const place = counts[digit] as number;
    counts[digit] = place + 1;
    keys[place] = key;
    rows[place] = rows[i] as number;
  }
  return true;
}

/**
 * Merges `m` sorted keys and their rows (from `from` in `keys` and `rows`) into the sorted run of `runSize`
 * keys, from the back, in place (the run has room for them).
 */
function mergeIntoRun(
  runKeys: KeyArray,
  runRows: Int32Array,
  runSize: number,
  keys: KeyArray,
  rows: Int32Array,
  from: number,
  m: number,
): void {
  let i = runSize - 1;
  let k = runSize + m - 1;
  for (let j = from + m - 1; j >= from; j--) {
    const key = keys[j] as number;
    while (i >= 0 && (runKeys[i] as number) > key) {
      runKeys[k] = runKeys[i] as number;
      runRows[k--] = runRows[i--] as number;
    }
    runKeys[k] = key;
    runRows[k--] = rows[j] as number;
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
