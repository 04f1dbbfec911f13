/**
 * A website's sort orders at build time, without a comparator call per comparison. Each order is "a column's value,
 * then a tie-break": a car's key is the dense rank of its value times n plus its rank in the tie-break order, and the
 * keys are sorted as plain numbers (a typed array's own sort, no callback); the tie-break rank then names the car.
 * Exact while n × (n + 1) < 2^53, so for any website below 90 million cars. The orders are those of the engine's
 * comparators (engine.ts makeComparators), which upserts keep using; engine.reference.test.ts and bulk-order.test.ts
 * check they agree.
 */

export type OrderColumns = {
  id: Float64Array;
  rank: Float64Array;
  /** NaN when the car has no price: such cars go last in both price orders. */
  price: Float64Array;
  arrived: Float64Array;
  km: Float64Array;
  year: Float64Array;
  /** 1 when the car is sold (it goes after every car still for sale in "most relevant"). */
  isSold: (slot: number) => number;
};

export type BulkOrders = {
  mostRelevant: Int32Array;
  latest: Int32Array;
  highestPrice: Int32Array;
  lowestPrice: Int32Array;
  kmAsc: Int32Array;
  yearAsc: Int32Array;
};

/**
 * Orders websites' cars one website after another, with scratch arrays sized for the largest, made once: new typed
 * arrays per website would add up to many full collections of the heap in a large build (see engine.ts).
 */
export class BulkOrderer {
  private readonly values: Float64Array;
  private readonly ranks: Float64Array;
  private readonly keys: Float64Array;
  private readonly idRank: Int32Array;
  private readonly byIdRank: Int32Array;
  private readonly relevance: Int32Array;
  private readonly relRank: Int32Array;

  constructor(largest: number) {
    const buffer = new ArrayBuffer(largest * (3 * 8 + 4 * 4));
    let at = 0;
    const f64 = () => new Float64Array(buffer, (at += largest * 8) - largest * 8, largest);
    const i32 = () => new Int32Array(buffer, (at += largest * 4) - largest * 4, largest);
    this.values = f64();
    this.ranks = f64();
    this.keys = f64();
    this.idRank = i32();
    this.byIdRank = i32();
    this.relevance = i32();
    this.relRank = i32();
  }

  /** Writes the orders of the cars at `slots` (one website's) into `into`, each with room for them all. */
  order(slots: Int32Array, c: OrderColumns, into: BulkOrders): void {
    const n = slots.length;
    const { idRank, byIdRank, relevance, relRank, ranks } = this;
    // Ids are distinct: their order is the last tie-break of every order.
    this.denseRanks(c.id, slots, false);
    for (let i = 0; i < n; i++) {
      idRank[i] = ranks[i];
      byIdRank[ranks[i]] = i;
    }
    // Relevance: custom rank descending, then id.
    this.denseRanks(c.rank, slots, true);
    this.sortByRanks(n, idRank, byIdRank, relevance);
    for (let j = 0; j < n; j++) relRank[relevance[j]] = j;

    // Most relevant: cars for sale in relevance order, then sold cars in relevance order.
    let k = 0;
    for (let j = 0; j < n; j++) if (!c.isSold(slots[relevance[j]])) into.mostRelevant[k++] = slots[relevance[j]];
    for (let j = 0; j < n; j++) if (c.isSold(slots[relevance[j]])) into.mostRelevant[k++] = slots[relevance[j]];

    const by = (column: Float64Array, descending: boolean, byId: boolean, out: Int32Array) => {
      this.denseRanks(column, slots, descending);
      this.sortByRanks(n, byId ? idRank : relRank, byId ? byIdRank : relevance, out);
      for (let j = 0; j < n; j++) out[j] = slots[out[j]];
    };
    by(c.arrived, true, false, into.latest);
    by(c.price, true, false, into.highestPrice);
    by(c.price, false, false, into.lowestPrice);
    by(c.km, false, true, into.kmAsc);
    by(c.year, false, true, into.yearAsc);
  }

  /** Into `ranks`, per car (by its index in `slots`), the dense rank of its value; NaN ranks after every number. */
  private denseRanks(column: Float64Array, slots: Int32Array, descending: boolean): void {
    const n = slots.length;
    const values = this.values.subarray(0, n);
    const ranks = this.ranks;
    for (let i = 0; i < n; i++) values[i] = column[slots[i]];
    values.sort(); // numeric, NaN last
    let distinct = 0;
    for (let i = 0; i < n; i++) {
      const v = values[i];
      if (v !== v) break; // NaN
      // === makes -0 and 0 one value, as the comparators' subtraction does.
      if (distinct === 0 || values[distinct - 1] !== v) values[distinct++] = v;
    }
    for (let i = 0; i < n; i++) {
      const v = column[slots[i]];
      if (v !== v) {
        ranks[i] = distinct;
        continue;
      }
      let lo = 0;
      let hi = distinct - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (values[mid] < v) lo = mid + 1;
        else hi = mid;
      }
      ranks[i] = descending ? distinct - 1 - lo : lo;
    }
  }

  /**
   * Sorts the n cars by `ranks`, ties by `tieRank` (a permutation of 0…n-1); writes into `into` the index (in the
   * website's slots) of each car in order.
   */
  private sortByRanks(n: number, tieRank: Int32Array, byTieRank: Int32Array, into: Int32Array): void {
    const { ranks } = this;
    const keys = this.keys.subarray(0, n);
    for (let i = 0; i < n; i++) keys[i] = ranks[i] * n + tieRank[i];
    keys.sort();
    for (let j = 0; j < n; j++) into[j] = byTieRank[keys[j] % n];
  }
}
