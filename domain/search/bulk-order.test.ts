import { describe, expect, it } from "vitest";
import { BulkOrderer, type BulkOrders, type OrderColumns } from "./bulk-order";

/** The engine's comparators (engine.ts makeComparators), written out: what every bulk order must equal. */
function comparators(c: OrderColumns) {
  const { rank, id, price, arrived, km, year } = c;
  const relevance = (a: number, b: number) => rank[b] - rank[a] || id[a] - id[b];
  const byPrice = (direction: 1 | -1) => (a: number, b: number) => {
    const na = Number.isNaN(price[a]);
    const nb = Number.isNaN(price[b]);
    if (na !== nb) return na ? 1 : -1;
    return (na ? 0 : direction * (price[a] - price[b])) || relevance(a, b);
  };
  return {
    mostRelevant: (a: number, b: number) => c.isSold(a) - c.isSold(b) || relevance(a, b),
    latest: (a: number, b: number) => arrived[b] - arrived[a] || relevance(a, b),
    highestPrice: byPrice(-1),
    lowestPrice: byPrice(1),
    kmAsc: (a: number, b: number) => km[a] - km[b] || id[a] - id[b],
    yearAsc: (a: number, b: number) => year[a] - year[b] || id[a] - id[b],
  };
}

function randomColumns(size: number, seed: number): OrderColumns {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  const col = (make: () => number) => Float64Array.from({ length: size }, make);
  // Few distinct values, so ties are everywhere; ids distinct and not in slot order.
  const ids = Array.from({ length: size }, (_, i) => i * 7 + 3).sort(() => next() - 0.5);
  const sold = Array.from({ length: size }, () => next() < 0.2);
  return {
    id: Float64Array.from(ids),
    rank: col(() => pick([0, 0, 0, 5, 10, -3])),
    price: col(() => pick([Number.NaN, 15_000, 15_000, 29_990, 0, 120_000])),
    arrived: col(() => pick([1_700_000_000_000, 1_700_086_400_000, 1_690_000_000_000])),
    km: col(() => pick([0, -0, 12_000, 12_000, 250_000])),
    year: col(() => pick([2019, 2020, 2020, 2024])),
    isSold: (slot) => (sold[slot] ? 1 : 0),
  };
}

describe("bulk orders", () => {
  it("equal the engine's comparator orders, ties, cars without a price and -0 included", () => {
    for (const [size, seed] of [
      [1, 1],
      [2, 2],
      [37, 3],
      [500, 4],
      [2_000, 5],
    ] as const) {
      const columns = randomColumns(size + 10, seed);
      // One website's slots: some of the columns' rows, in no particular order.
      const slots = Int32Array.from({ length: size }, (_, i) => (i * 13 + seed) % (size + 10)).filter((s, i, all) => all.indexOf(s) === i);
      const n = slots.length;
      const into: BulkOrders = {
        mostRelevant: new Int32Array(n),
        latest: new Int32Array(n),
        highestPrice: new Int32Array(n),
        lowestPrice: new Int32Array(n),
        kmAsc: new Int32Array(n),
        yearAsc: new Int32Array(n),
      };
      new BulkOrderer(n).order(Int32Array.from(slots), columns, into);
      for (const [name, compare] of Object.entries(comparators(columns))) {
        expect([...into[name as keyof BulkOrders]], `${name}, ${n} cars`).toEqual([...slots].sort(compare));
      }
    }
  });

  it("reuses its scratch for a smaller website after a larger one", () => {
    const columns = randomColumns(300, 9);
    const orderer = new BulkOrderer(300);
    const all = Int32Array.from({ length: 300 }, (_, i) => i);
    const few = Int32Array.from([299, 5, 150, 7]);
    const make = (n: number): BulkOrders => ({
      mostRelevant: new Int32Array(n),
      latest: new Int32Array(n),
      highestPrice: new Int32Array(n),
      lowestPrice: new Int32Array(n),
      kmAsc: new Int32Array(n),
      yearAsc: new Int32Array(n),
    });
    orderer.order(all, columns, make(300));
    const into = make(4);
    orderer.order(few, columns, into);
    expect([...into.lowestPrice]).toEqual([...few].sort(comparators(columns).lowestPrice));
    expect([...into.kmAsc]).toEqual([...few].sort(comparators(columns).kmAsc));
  });
});
