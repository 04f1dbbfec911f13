/**
 * One website's facet values. A car's facet cell holds the position of its value in the facet's
 * segment (0: no value); a value's index is its segment start + position. By index, every value
 * has its index-wide code, label, the number of the website's live cars holding it, and a bitset
 * over the website's own bitset words (the k-th word of the website's slots, not a global word).
 *
 * All of it sits in a few flat arrays, contiguous per facet, so a search reads one website's
 * facets from a handful of objects and runs instead of one allocation per value.
 * Values are only ever added (a superset after removals, harmless).
 */
export class WebsiteValues {
  /** Per facet: where its segment starts, and the positions in use (counting 0). */
  readonly start: Int32Array;
  readonly size: Int32Array;
  private readonly room: Int32Array;
  /** By index. */
  codes: Int32Array;
  live: Int32Array;
  labels: string[];
  /**
   * By index × stride + the website's word number k: which of the website's cars have the value.
   * Empty (stride 0) until layBits: a bulk build lays them once, at their final size.
   */
  bits: Uint32Array = new Uint32Array(0);
  /** Room for the website's words in each value's bitset (at least its word count). */
  stride = 0;
  /** The website's words. */
  private words = 0;

  constructor(facets: number, room = 8) {
    this.start = new Int32Array(facets);
    this.size = new Int32Array(facets).fill(1);
    this.room = new Int32Array(facets).fill(room);
    for (let f = 0; f < facets; f++) this.start[f] = f * room;
    this.codes = new Int32Array(facets * room);
    this.live = new Int32Array(facets * room);
    this.labels = new Array<string>(facets * room).fill("");
  }

  /** The words layBits needs: every value's bitset with room for the website's words. */
  bitsLength(): number {
    return this.length * this.laidStride();
  }

  /**
   * Gives every value an empty bitset over the website's words, in `bits` (bitsLength() words, all zero)
   * when given: a bulk build cuts every website's from one array. That array lives as long as any
   * website still uses its part (a website that outgrows its part moves to an array of its own).
   */
  layBits(bits: Uint32Array = new Uint32Array(this.bitsLength())): void {
    this.stride = this.laidStride();
    this.bits = bits;
  }

  private laidStride(): number {
    let stride = 4;
    while (stride < this.words) stride *= 2;
    return stride;
  }

  /** One past the last index of any facet. */
  get length(): number {
    const last = this.start.length - 1;
    return this.start[last] + this.room[last];
  }

  /** Appends a value to a facet and returns its position. */
  add(facet: number, code: number, label: string): number {
    if (this.size[facet] === this.room[facet]) this.relayout(facet, this.stride);
    const position = this.size[facet]++;
    this.codes[this.start[facet] + position] = code;
    this.labels[this.start[facet] + position] = label;
    return position;
  }

  /** The website took a word, now its k-th: every value's bitset gets an empty word there. */
  insertWord(k: number): void {
    if (this.stride === 0) {
      this.words++;
      return;
    }
    if (this.words === this.stride) this.relayout(-1, this.stride * 2);
    const { bits, stride } = this;
    for (let row = 0; row < bits.length; row += stride) {
      bits.copyWithin(row + k + 1, row + k, row + this.words);
      bits[row + k] = 0;
    }
    this.words++;
  }

  /** The website gave its k-th word back (no car of its has a bit there any more). */
  removeWord(k: number): void {
    const { bits, stride } = this;
    for (let row = 0; row < bits.length; row += stride) {
      bits.copyWithin(row + k, row + k + 1, row + this.words);
      bits[row + this.words - 1] = 0;
    }
    this.words--;
  }

  /** Doubles one facet's room (or none, with -1) and sets the bitsets' stride; positions do not change. */
  private relayout(growing: number, stride: number): void {
    const facets = this.start.length;
    const room = Int32Array.from(this.room);
    if (growing >= 0) room[growing] *= 2;
    const start = new Int32Array(facets);
    for (let f = 1; f < facets; f++) start[f] = start[f - 1] + room[f - 1];
    const length = start[facets - 1] + room[facets - 1];
    const codes = new Int32Array(length);
    const live = new Int32Array(length);
    const labels = new Array<string>(length).fill("");
    const bits = new Uint32Array(length * stride);
    for (let f = 0; f < facets; f++) {
      const from = this.start[f];
      const to = start[f];
      const n = this.size[f];
      codes.set(this.codes.subarray(from, from + n), to);
      live.set(this.live.subarray(from, from + n), to);
      for (let p = 0; p < n; p++) labels[to + p] = this.labels[from + p];
      if (stride === this.stride) {
        bits.set(this.bits.subarray(from * stride, (from + n) * stride), to * stride);
      } else {
        for (let p = 0; p < n; p++)
          bits.set(this.bits.subarray((from + p) * this.stride, (from + p) * this.stride + this.words), (to + p) * stride);
      }
    }
    this.start.set(start);
    this.room.set(room);
    this.codes = codes;
    this.live = live;
    this.labels = labels;
    this.bits = bits;
    this.stride = stride;
  }
}
