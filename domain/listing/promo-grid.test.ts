import { describe, expect, it } from "vitest";
import { buildResultGrid, isTileActive, tileFitsFilters, type PromoTile } from "./promo-grid";

const tile = (position: number, extra: Partial<PromoTile> = {}): PromoTile => ({
  position,
  title: `T${position}`,
  text: "",
  href: "/x",
  ...extra,
});
const cars = Array.from({ length: 21 }, (_, i) => `c${i + 1}`);
const kinds = (grid: ReturnType<typeof buildResultGrid<string>>) =>
  grid.map((g) => (g.kind === "car" ? g.car : g.kind === "promo" ? g.tile.title : "trade-in"));

describe("buildResultGrid", () => {
  it("puts tiles at their 1-based positions (8 and 17 for one group)", () => {
    const grid = kinds(buildResultGrid(cars, { promoTiles: [tile(17), tile(8)], tradeInPosition: null, now: 0 }));
    expect(grid[7]).toBe("T8");
    expect(grid[16]).toBe("T17");
    expect(grid.filter((g) => g.startsWith("c"))).toEqual(cars);
  });
  it("puts a sale tile first at position 1", () => {
    expect(kinds(buildResultGrid(cars, { promoTiles: [tile(1)], tradeInPosition: null, now: 0 }))[0]).toBe("T1");
  });
  it("adds the We Want Your Car card at its position unless a promo holds it", () => {
    expect(kinds(buildResultGrid(cars, { promoTiles: [], tradeInPosition: 12, now: 0 }))[11]).toBe("trade-in");
    const grid = kinds(buildResultGrid(cars, { promoTiles: [tile(12)], tradeInPosition: 12, now: 0 }));
    expect(grid).not.toContain("trade-in");
  });
  it("leaves out tiles past the end of a short page and adds nothing to an empty page", () => {
    expect(kinds(buildResultGrid(["a", "b"], { promoTiles: [tile(3), tile(9)], tradeInPosition: null, now: 0 }))).toEqual(["a", "b", "T3"]);
    expect(buildResultGrid([], { promoTiles: [tile(1)], tradeInPosition: 1, now: 0 })).toEqual([]);
  });
  it("shows a dated tile only inside its window (Australian east time)", () => {
    const sale = { startsAt: "2025-07-01T00:00:00+10:00", endsAt: "2025-07-24T23:59:59+10:00" };
    expect(isTileActive(sale, Date.parse("2025-06-30T13:59:59Z"))).toBe(false);
    expect(isTileActive(sale, Date.parse("2025-06-30T14:00:00Z"))).toBe(true);
    expect(isTileActive(sale, Date.parse("2025-07-24T13:59:59Z"))).toBe(true);
    expect(isTileActive(sale, Date.parse("2025-07-24T14:00:00Z"))).toBe(false);
  });
});

describe("tiles and the search's filters", () => {
  const kiaTile = { filters: { make: ["Kia", "MG"] } };
  it("shows a tile aimed at some makes on unfiltered searches and on searches for those makes only", () => {
    expect(tileFitsFilters(kiaTile, {})).toBe(true);
    expect(tileFitsFilters(kiaTile, { make: ["kia"] })).toBe(true);
    expect(tileFitsFilters(kiaTile, { make: ["Mazda", "MG"] })).toBe(true);
    expect(tileFitsFilters(kiaTile, { make: ["Mazda"] })).toBe(false);
    expect(tileFitsFilters(kiaTile, { body: ["SUV"] })).toBe(true);
    expect(tileFitsFilters({}, { make: ["Mazda"] })).toBe(true);
  });
  it("checks every facet the tile names", () => {
    const usedUtes = { filters: { car_type: ["used"], body: ["ute"] } };
    expect(tileFitsFilters(usedUtes, { car_type: ["used"], body: ["SUV"] })).toBe(false);
    expect(tileFitsFilters(usedUtes, { car_type: ["new"] })).toBe(false);
    expect(tileFitsFilters(usedUtes, { car_type: ["used"] })).toBe(true);
  });
  it("leaves a tile that does not fit out of the grid", () => {
    const tiles = [{ ...tile(1), filters: { make: ["Kia"] } }, tile(2)];
    const grid = kinds(
      buildResultGrid(["a", "b", "c"], { promoTiles: tiles, tradeInPosition: null, now: 0, filters: { make: ["Mazda"] } }),
    );
    expect(grid).toEqual(["a", "T2", "b", "c"]);
  });
});
