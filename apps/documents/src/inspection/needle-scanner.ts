/**
 * Finds any of a few byte strings in a stream of chunks, across chunk boundaries (it keeps the last
 * `longest - 1` bytes of each chunk). Chunks are read as latin1, one character per byte, so needles can be
 * UTF-16 byte strings too. `caseInsensitive` folds ASCII letters only.
 */
export class NeedleScanner {
  private tail = '';
  private readonly keep: number;

  constructor(
    private readonly needles: readonly string[],
    private readonly caseInsensitive = false,
  ) {
    this.keep = Math.max(...needles.map((n) => n.length)) - 1;
    if (caseInsensitive) this.needles = needles.map((n) => n.toLowerCase());
  }

  /** The first needle found in what has been fed so far, else undefined. */
  feed(chunk: Uint8Array): string | undefined {
    let text = this.tail + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    if (this.caseInsensitive) text = text.toLowerCase();
    this.tail = this.keep > 0 ? text.slice(-this.keep) : '';
    return this.needles.find((needle) => text.includes(needle));
  }
}

/** Knuth–Morris–Pratt matcher fed one byte at a time: `push` is true on the byte that completes the needle. */
export class ByteMatcher {
  private readonly failure: number[];
  private matched = 0;

  constructor(private readonly needle: Uint8Array) {
    this.failure = new Array<number>(needle.length).fill(0);
    for (let i = 1, k = 0; i < needle.length; i++) {
      while (k > 0 && needle[i] !== needle[k]) k = this.failure[k - 1] ?? 0;
      if (needle[i] === needle[k]) k++;
      this.failure[i] = k;
    }
  }

  push(byte: number): boolean {
    while (this.matched > 0 && byte !== this.needle[this.matched])
      this.matched = this.failure[this.matched - 1] ?? 0;
    if (byte === this.needle[this.matched]) this.matched++;
    if (this.matched === this.needle.length) {
      this.matched = 0;
      return true;
    }
    return false;
  }

  reset(): void {
    this.matched = 0;
  }
}
