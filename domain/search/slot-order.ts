/**
 * A website's slots in one order (a sort option, or km, year or sale date), kept in an Int32Array:
 * half the bytes of a number[] to walk when a page or a range reads it, with room to insert.
 */
export class SlotOrder {
  items: Int32Array;
  length = 0;

  /** `items`: room to start with (a bulk build passes each order its exact room, cut from one shared array). */
  constructor(items: Int32Array = new Int32Array(8)) {
    this.items = items;
  }

  push(slot: number): void {
    if (this.length === this.items.length) this.grow();
    this.items[this.length++] = slot;
  }

  insert(at: number, slot: number): void {
    if (this.length === this.items.length) this.grow();
    this.items.copyWithin(at + 1, at, this.length);
    this.items[at] = slot;
    this.length++;
  }

  removeAt(at: number): void {
    this.items.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  indexOf(slot: number): number {
    for (let i = 0; i < this.length; i++) if (this.items[i] === slot) return i;
    return -1;
  }

  /** Where `slot` goes (or is) under `compare`: the first position not before it. */
  position(slot: number, compare: (a: number, b: number) => number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(this.items[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  sort(compare: (a: number, b: number) => number): void {
    this.items.subarray(0, this.length).sort(compare);
  }

  private grow(): void {
    const items = new Int32Array(Math.max(8, this.items.length * 2));
    items.set(this.items);
    this.items = items;
  }
}

/** Takes `slot` out of `order`, found by binary search (or a scan, should its values have drifted). */
export function removeSlot(order: SlotOrder, slot: number, compare: (a: number, b: number) => number): void {
  let i = order.position(slot, compare);
  if (order.items[i] !== slot || i >= order.length) i = order.indexOf(slot);
  if (i >= 0) order.removeAt(i);
}

/** The first slot of `order` (or the last, from the end) whose bit is set in `words`; one must exist. */
export function firstHit(order: SlotOrder, words: Uint32Array, fromEnd: boolean): number {
  const n = order.length;
  const list = order.items;
  for (let i = 0; i < n; i++) {
    const slot = list[fromEnd ? n - 1 - i : i];
    if ((words[slot >>> 5] >>> (slot & 31)) & 1) return slot;
  }
  return -1;
}
