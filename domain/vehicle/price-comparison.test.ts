import { describe, expect, it } from "vitest";
import { adjustedPrice, computePriceComparison, confidenceFor, isPriceComparisonShown, type Comparable } from "./price-comparison";

const shown = {
  fill: 0.4,
  listing_price: 30_000,
  market_range_min: 27_000,
  market_range_max: 34_000,
  confidence: 0.6,
  description: "In range",
};

describe("price comparison visibility", () => {
  it("shows a complete, confident comparison whose range reaches the listing price", () => {
    expect(isPriceComparisonShown(shown)).toBe(true);
    expect(isPriceComparisonShown({ ...shown, market_range_max: 30_000 })).toBe(true);
  });

  it("hides it when any field is missing or not a number", () => {
    for (const field of Object.keys(shown)) {
      const { [field]: _dropped, ...rest } = shown as Record<string, unknown>;
      expect(isPriceComparisonShown(rest), field).toBe(false);
    }
    expect(isPriceComparisonShown({ ...shown, fill: null })).toBe(false);
    expect(isPriceComparisonShown({ ...shown, confidence: Number.NaN })).toBe(false);
    expect(isPriceComparisonShown(null)).toBe(false);
  });

  it("hides it at confidence 0.2 or below", () => {
    expect(isPriceComparisonShown({ ...shown, confidence: 0.2 })).toBe(false);
    expect(isPriceComparisonShown({ ...shown, confidence: 0.21 })).toBe(true);
  });

  it("hides it when the top of the market range is below the listing price", () => {
    expect(isPriceComparisonShown({ ...shown, market_range_max: 29_999 })).toBe(false);
  });
});

describe("market range from comparable cars", () => {
  const subject = { price: 30_000, year: 2020, km: 50_000, make: "Toyota", model: "RAV4" };
  const same = (price: number): Comparable => ({ price, year: 2020, km: 50_000 });

  it("adjusts comparables to the subject's year and kilometres", () => {
    expect(adjustedPrice({ price: 30_000, year: 2019, km: 50_000 }, subject)).toBeCloseTo(32_400, 6);
    expect(adjustedPrice({ price: 30_000, year: 2020, km: 40_000 }, subject)).toBeCloseTo(29_100, 6);
  });

  it("gives the middle of comparable prices, the listing's place in it and a description", () => {
    const comps = [26_000, 27_000, 28_000, 29_000, 30_000, 31_000, 32_000, 33_000, 34_000].map(same);
    const result = computePriceComparison(subject, comps)!;
    expect(result.listing_price).toBe(30_000);
    expect(result.market_range_min).toBe(27_200);
    expect(result.market_range_max).toBe(32_800);
    expect(result.fill).toBeCloseTo((30_000 - 27_200) / (32_800 - 27_200), 3);
    expect(result.description).toContain("2020 Toyota RAV4");
    expect(result.description).toContain("9 comparable cars");
    expect(isPriceComparisonShown(result)).toBe(true);
  });

  it("ignores cars outside the year and kilometre window and needs at least 3", () => {
    const far = [
      { price: 30_000, year: 2014, km: 50_000 },
      { price: 30_000, year: 2020, km: 150_000 },
    ];
    expect(computePriceComparison(subject, [...far, same(29_000), same(31_000)])).toBeNull();
    expect(computePriceComparison({ ...subject, price: 0 }, [same(1), same(2), same(3)])).toBeNull();
  });

  it("is more confident with more comparables and a tighter spread", () => {
    expect(confidenceFor(20, 29_000, 31_000, 30_000)).toBeGreaterThan(confidenceFor(4, 29_000, 31_000, 30_000));
    expect(confidenceFor(20, 29_000, 31_000, 30_000)).toBeGreaterThan(confidenceFor(20, 20_000, 40_000, 30_000));
    expect(confidenceFor(2, 29_000, 31_000, 30_000)).toBe(0);
  });

  it("keeps fill within 0 and 1 for listings outside the range", () => {
    const comps = [29_000, 30_000, 31_000, 30_500, 29_500].map(same);
    expect(computePriceComparison({ ...subject, price: 10_000 }, comps)!.fill).toBe(0);
    expect(computePriceComparison({ ...subject, price: 90_000 }, comps)!.fill).toBe(1);
  });
});
