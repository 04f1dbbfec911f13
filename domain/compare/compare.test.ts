import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { weeklyEstimate } from "./compare-estimate";
import { comparePath, MAX_COMPARE, parseCompareIds, toggleCompare } from "./compare-list";
import { compareRows, visibleRows, type CompareCar } from "./compare-rows";

describe("compare list", () => {
  it("keeps at most three distinct positive ids from the URL, in order", () => {
    expect(MAX_COMPARE).toBe(3);
    expect(parseCompareIds("3,1,3,x,-2,0, 7 ,9")).toEqual([3, 1, 7]);
    expect(parseCompareIds("99999999999")).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds("")).toEqual([]);
  });

  it("writes a shareable path that reads back the same", () => {
    expect(comparePath([4, 2, 9])).toBe("/compare?ids=4,2,9");
    expect(comparePath([4], { diffOnly: true })).toBe("/compare?ids=4&diff=1");
    expect(comparePath([])).toBe("/compare");
    const url = new URL(comparePath([4, 2, 9]), "http://x");
    expect(parseCompareIds(url.searchParams.get("ids"))).toEqual([4, 2, 9]);
  });

  it("adds, removes, and refuses a fourth car", () => {
    let list: Array<{ id: number }> = [];
    for (const id of [1, 2, 3]) list = toggleCompare(list, { id }).list;
    expect(list.map((c) => c.id)).toEqual([1, 2, 3]);
    const full = toggleCompare(list, { id: 4 });
    expect(full.outcome).toBe("full");
    expect(full.list.map((c) => c.id)).toEqual([1, 2, 3]);
    const removed = toggleCompare(list, { id: 2 });
    expect(removed).toEqual({ list: [{ id: 1 }, { id: 3 }], outcome: "removed" });
    expect(toggleCompare(removed.list, { id: 4 }).outcome).toBe("added");
  });
});

describe("weeklyEstimate", () => {
  const finance = parseWebsiteSettings({}).finance;

  it("uses the spec's assumptions: 5 years, 10% deposit, 30% balloon, 10% interest, weekly = monthly / 4.33", () => {
    // $30,000: borrow $27,000, owe $9,000 at the end. Monthly repayment at 10% over 60 months.
    const r = 0.1 / 12;
    const growth = (1 + r) ** 60;
    const monthly = ((27_000 - 9_000 / growth) * r) / (1 - 1 / growth);
    expect(weeklyEstimate(30_000, finance)).toBe(Math.round(monthly / 4.33));
    expect(weeklyEstimate(30_000, finance)).toBe(106);
  });

  it("follows the dealer's interest rate and prefers the car's own quote", () => {
    expect(weeklyEstimate(30_000, { ...finance, defaultInterestRate: 8.5 })!).toBeLessThan(weeklyEstimate(30_000, finance)!);
    expect(weeklyEstimate(30_000, finance, 95.4)).toBe(95);
  });

  it("has no estimate without a price", () => {
    expect(weeklyEstimate(null, finance)).toBeNull();
    expect(weeklyEstimate(0, finance)).toBeNull();
  });
});

describe("compare rows", () => {
  const car = (over: Partial<CompareCar>): CompareCar => ({
    id: 1,
    price: 30_000,
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent",
    carType: "used",
    status: "in_stock",
    km: 30_000,
    body: "hatch",
    fuel: "petrol",
    transmission: "automatic",
    drive: "fwd",
    engine: "2.0L",
    cylinders: 4,
    seats: 5,
    doors: 5,
    fuelConsumption: 6.1,
    colour: "White",
    weeklyEstimate: 102,
    ...over,
  });

  it("shows price, key specs and the finance estimate side by side", () => {
    const rows = compareRows([car({}), car({ id: 2, price: null, km: 12_500, weeklyEstimate: null })], "Enquire for price.");
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.price.values).toEqual(["$30,000", "Enquire for price."]);
    expect(byKey.finance.values).toEqual(["$102/wk", "—"]);
    expect(byKey.km.values).toEqual(["30,000 km", "12,500 km"]);
    expect(byKey.km.differs).toBe(true);
    expect(byKey.make.differs).toBe(false);
    for (const key of ["year", "body", "fuel", "transmission", "drive", "engine", "seats", "status"]) expect(byKey[key]).toBeDefined();
  });

  it("shows only the rows that differ when asked", () => {
    const rows = compareRows([car({}), car({ id: 2, colour: "Red" }), car({ id: 3 })], "x");
    expect(visibleRows(rows, true).map((r) => r.key)).toEqual(["colour"]);
    expect(visibleRows(rows, false)).toHaveLength(rows.length);
    const single = compareRows([car({})], "x");
    expect(visibleRows(single, true)).toHaveLength(single.length);
  });
});
