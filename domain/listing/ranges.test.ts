import { describe, expect, it } from "vitest";
import { clampKmRange, clampPriceRange, QUICK_PRICE_OPTIONS, roundToThousand } from "./ranges";

const bounds = { min: 5000, max: 250000, step: 500 };

describe("price range slider", () => {
  it("clamps to the bounds and snaps to the 500 step", () => {
    expect(clampPriceRange(0, 999999, bounds)).toEqual({ low: 5000, high: 250000 });
    expect(clampPriceRange(10240, 20260, bounds)).toEqual({ low: 10000, high: 20500 });
  });
  it("keeps the low thumb below the high thumb", () => {
    expect(clampPriceRange(30000, 30000, bounds)).toEqual({ low: 30000, high: 30500 });
    expect(clampPriceRange(40000, 20000, bounds)).toEqual({ low: 40000, high: 40500 });
    expect(clampPriceRange(250000, 250000, bounds)).toEqual({ low: 249500, high: 250000 });
  });
  it("keeps a gap of at least 1 with a step of 1", () => {
    expect(clampPriceRange(7, 7, { min: 0, max: 10, step: 1 })).toEqual({ low: 7, high: 8 });
  });
  it("treats non-numbers as the bounds", () => {
    expect(clampPriceRange(NaN, NaN, bounds)).toEqual({ low: 5000, high: 250000 });
  });
});

describe("kilometres", () => {
  it("round to whole thousands", () => {
    expect(roundToThousand(12499)).toBe(12000);
    expect(roundToThousand(12500)).toBe(13000);
    expect(clampKmRange(1499, 80600)).toEqual({ low: 1000, high: 81000 });
    expect(clampKmRange(-5, undefined)).toEqual({ low: 0, high: undefined });
    expect(clampKmRange(5000, 5200)).toEqual({ low: 5000, high: 6000 });
  });
});

describe("quick price options", () => {
  it("are the spec's two sets", () => {
    expect(QUICK_PRICE_OPTIONS.standard).toEqual([5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000]);
    expect(QUICK_PRICE_OPTIONS.prestige).toEqual([300000, 400000, 500000, 600000, 700000, 800000]);
  });
});
