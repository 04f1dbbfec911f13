import { describe, expect, it } from "vitest";
import { diffCounts, diffStock, hiddenAfter, isMassRemoval, sameValue, type CurrentCar, type IncomingCar } from "./diff";

const NOW = new Date(Date.UTC(2026, 10, 27, 1));
const EARLIER = new Date(Date.UTC(2026, 10, 20));

const image = (url: string) => ({ url, thumb: { url } });

function current(id: number, key: string, values: Record<string, unknown>, status = "in_stock", soldAt: Date | null = null): CurrentCar {
  return { id, key, status, soldAt, values };
}

function incoming(key: string, values: Record<string, unknown>, line = 2): IncomingCar {
  return { key, line, values };
}

describe("a feed against the dealer's stock", () => {
  const stock = [
    current(1, "A1", { price: 30000, km: 10000, images: [image("/media/a.jpg")] }),
    current(2, "B2", { price: 20000, km: 50000, images: [] }),
    current(3, "C3", { price: 15000, km: 90000, images: [] }),
    current(4, "D4", { price: 9000, km: 150000, images: [] }, "sold", EARLIER),
  ];

  it("finds new, changed (with which fields, before and after), removed and unchanged cars", () => {
    const diff = diffStock({
      incoming: [
        incoming("A1", { price: 30000, km: 10000, images: [image("/media/a.jpg")] }, 2),
        incoming("B2", { price: 18990, km: 50000, images: [image("/media/b.jpg")] }, 3),
        incoming("E5", { price: 44000, km: 5 }, 4),
      ],
      current: stock,
      removeMissing: true,
      now: NOW,
    });
    expect(diff.added).toEqual([incoming("E5", { price: 44000, km: 5 }, 4)]);
    expect(diff.changed).toEqual([
      {
        id: 2,
        key: "B2",
        line: 3,
        changes: [
          { field: "price", from: 20000, to: 18990 },
          { field: "images", from: [], to: [image("/media/b.jpg")] },
        ],
        set: { price: 18990, images: [image("/media/b.jpg")] },
      },
    ]);
    // C3 is missing: sold now, never deleted. D4 was sold already: left as it is.
    expect(diff.removed).toEqual([{ id: 3, key: "C3" }]);
    expect(diff.unchanged).toEqual([{ id: 1, key: "A1" }]);
    expect(diffCounts(diff)).toEqual({ new: 1, changed: 1, removed: 1, unchanged: 1, skipped: 0 });
  });

  it("changes nothing when the feed says what the stock already holds", () => {
    const same = stock.filter((c) => c.status !== "sold").map((c) => incoming(c.key, structuredClone(c.values)));
    const diff = diffStock({ incoming: same, current: stock, removeMissing: true, now: NOW });
    expect(diffCounts(diff)).toEqual({ new: 0, changed: 0, removed: 0, unchanged: 3, skipped: 0 });
  });

  it("compares only the fields the feed fills: what staff set on other fields stays", () => {
    const diff = diffStock({ incoming: [incoming("A1", { price: 30000 })], current: stock.slice(0, 1), removeMissing: true, now: NOW });
    expect(diff.unchanged).toEqual([{ id: 1, key: "A1" }]);
  });

  it("leaves a car alone whose row in the feed is invalid: it is listed, just not readable", () => {
    const diff = diffStock({ incoming: [], current: stock.slice(0, 2), removeMissing: true, present: new Set(["A1"]), now: NOW });
    expect(diff.removed).toEqual([{ id: 2, key: "B2" }]);
    expect(diff.unchanged).toEqual([]);
  });

  it("calls marking most of the stock sold at once a mass removal (a truncated file looks like that)", () => {
    const many = Array.from({ length: 30 }, (_, i) => current(i + 1, `K${i}`, { price: 1 }));
    const few = diffStock({
      incoming: many.slice(0, 20).map((c) => incoming(c.key, c.values)),
      current: many,
      removeMissing: true,
      now: NOW,
    });
    expect(isMassRemoval(few)).toBe(false);
    const truncated = diffStock({
      incoming: many.slice(0, 5).map((c) => incoming(c.key, c.values)),
      current: many,
      removeMissing: true,
      now: NOW,
    });
    expect(truncated.removed).toHaveLength(25);
    expect(isMassRemoval(truncated)).toBe(true);
    // A small yard may sell out.
    expect(isMassRemoval(diffStock({ incoming: [], current: many.slice(0, 10), removeMissing: true, now: NOW }))).toBe(false);
  });

  it("leaves missing cars alone on a partial feed", () => {
    const diff = diffStock({ incoming: [], current: stock, removeMissing: false, now: NOW });
    expect(diff.removed).toEqual([]);
    expect(diff.unchanged.map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it("dates a sale the feed reports and clears the date of a car back in stock", () => {
    const diff = diffStock({
      incoming: [incoming("A1", { price: 30000, status: "sold" }), incoming("D4", { price: 9000 })],
      current: stock,
      removeMissing: false,
      now: NOW,
    });
    expect(diff.changed).toEqual([
      { id: 1, key: "A1", line: 2, changes: [{ field: "status", from: "in_stock", to: "sold" }], set: { status: "sold", soldAt: NOW } },
      {
        id: 4,
        key: "D4",
        line: 2,
        changes: [{ field: "status", from: "sold", to: "in_stock" }],
        set: { status: "in_stock", soldAt: null },
      },
    ]);
  });

  it("keeps coming-soon cars coming soon when the feed has no status", () => {
    const diff = diffStock({
      incoming: [incoming("A1", { price: 1 })],
      current: [current(1, "A1", { price: 1 }, "coming_soon")],
      removeMissing: true,
      now: NOW,
    });
    expect(diffCounts(diff).unchanged).toBe(1);
  });

  it("does not add a car the feed calls sold", () => {
    const diff = diffStock({ incoming: [incoming("Z9", { status: "sold" }, 9)], current: [], removeMissing: true, now: NOW });
    expect(diff.added).toEqual([]);
    expect(diff.skipped).toEqual([{ key: "Z9", line: 9, reason: "Sold in the feed and not in stock here: not added" }]);
  });

  it("matches a stock number held twice to the car not sold, then the newest", () => {
    const twice = [
      current(10, "X", { price: 1 }, "sold", EARLIER),
      current(11, "X", { price: 1 }),
      current(12, "Y", { price: 1 }, "sold", EARLIER),
      current(13, "Y", { price: 1 }, "sold", EARLIER),
    ];
    const diff = diffStock({
      incoming: [incoming("X", { price: 2 }), incoming("Y", { price: 1, status: "sold" })],
      current: twice,
      removeMissing: true,
      now: NOW,
    });
    expect(diff.changed.map((c) => c.id)).toEqual([11]);
    expect(diff.unchanged.map((c) => c.id)).toEqual([13]);
    expect(diff.removed).toEqual([]);
  });
});

describe("comparing values", () => {
  it("compares arrays and objects by content, key order aside", () => {
    expect(sameValue([{ url: "a", thumb: { url: "a" } }], [{ thumb: { url: "a" }, url: "a" }])).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(null, 0)).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});

describe("the sold-days rule", () => {
  it("hides a car sold today after the dealer's sold days", () => {
    expect(hiddenAfter(NOW, 3).toISOString()).toBe("2026-11-30T01:00:00.000Z");
  });
});
