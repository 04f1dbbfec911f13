/** Word-level helpers for bitsets stored as Uint32Array (bit i of word w is slot w*32+i). */

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Lowest set bit's index; x must be non-zero. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** A copy of `bits` with room for `words` words. */
export function grow(bits: Uint32Array, words: number): Uint32Array<ArrayBuffer> {
  const next = new Uint32Array(words);
  next.set(bits.subarray(0, Math.min(bits.length, words)));
  return next;
}

/**
 * `count` empty bitsets of `words` words, cut from one allocation (copies of `from`'s, where given): V8
 * answers each ~64 MB of new array memory with a full collection, so a thousand separate arrays cost
 * many more collections than one.
 */
export function bitsets(count: number, words: number, from: readonly Uint32Array[] = []): Array<Uint32Array<ArrayBuffer>> {
  const buffer = new ArrayBuffer(count * words * 4);
  const out: Array<Uint32Array<ArrayBuffer>> = [];
  for (let i = 0; i < count; i++) {
    const bits = new Uint32Array(buffer, i * words * 4, words);
    const old = from[i];
    if (old) bits.set(old.subarray(0, Math.min(old.length, words)));
    out.push(bits);
  }
  return out;
}

/**
 * Sorted set of word indices with one bit-word each: a bitset that costs only its own words.
 * Words are added with a bit (or addWord) and stay until removeWord, so positions are stable.
 */
export class SparseBitset {
  words = new Int32Array(8);
  bits = new Uint32Array(8);
  length = 0;
  size = 0;

  private find(word: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Position of `word` in `words`, or -1. */
  indexOf(word: number): number {
    const i = this.find(word);
    return i < this.length && this.words[i] === word ? i : -1;
  }

  has(slot: number): boolean {
    const i = this.indexOf(slot >>> 5);
    return i >= 0 && (this.bits[i] & (1 << (slot & 31))) !== 0;
  }

  add(slot: number): void {
    const i = this.addWord(slot >>> 5);
    const mask = 1 << (slot & 31);
    if ((this.bits[i] & mask) === 0) {
      this.bits[i] |= mask;
      this.size++;
    }
  }

  /** Clears a slot's bit; its word stays (until removeWord), even with no bit left. */
  delete(slot: number): void {
    const i = this.indexOf(slot >>> 5);
    if (i < 0) return;
    const mask = 1 << (slot & 31);
    if ((this.bits[i] & mask) === 0) return;
    this.bits[i] &= ~mask;
    this.size--;
  }

  /** Adds a word with no bit set, if missing; returns its position. */
  addWord(word: number): number {
    const i = this.find(word);
    if (i < this.length && this.words[i] === word) return i;
    if (this.length === this.words.length) {
      this.words = growInt(this.words, this.length * 2);
      this.bits = grow(this.bits, this.length * 2);
    }
    this.words.copyWithin(i + 1, i, this.length);
    this.bits.copyWithin(i + 1, i, this.length);
    this.words[i] = word;
    this.bits[i] = 0;
    this.length++;
    return i;
  }

  /** Removes a word and its bits; returns the position it had, or -1. */
  removeWord(word: number): number {
    const i = this.indexOf(word);
    if (i < 0) return -1;
    this.size -= popcount(this.bits[i]);
    this.words.copyWithin(i, i + 1, this.length);
    this.bits.copyWithin(i, i + 1, this.length);
    this.length--;
    return i;
  }
}

function growInt(values: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(length);
  next.set(values);
  return next;
}
