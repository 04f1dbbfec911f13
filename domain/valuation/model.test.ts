import { describe, expect, it } from "vitest";
import { type ComparableListing, CONDITION_FACTORS, DEFAULT_RATES, MIN_COMPARABLES, estimateValue, fitRates, isComparable } from "./model";

const NOW = new Date("2026-06-01T00:00:00Z");

/** A market where a car loses 12 % a year and 3 % per 10,000 km; the GX badge lists 20 % above the Ascent. */
function market(count: number, options: { noise?: (i: number) => number } = {}): ComparableListing[] {
  const out: ComparableListing[] = [];
  for (let i = 0; i < count; i++) {
    const age = 1 + (i % 5);
    const km = 10_000 + ((i * 7919) % 80_000);
    const badge = i % 3 === 0 ? "GX" : "Ascent";
    const base = badge === "GX" ? 36_000 : 30_000;
    const price = base * Math.exp(-0.128 * age - 0.0305 * (km / 10_000)) * (options.noise?.(i) ?? 1);
    out.push({ make: "Toyota", model: "Corolla", badge, year: 2026 - age, km, price: Math.round(price) });
  }
  return out;
}

const truth = (badge: string, age: number, km: number) =>
  (badge === "GX" ? 36_000 : 30_000) * Math.exp(-0.128 * age - 0.0305 * (km / 10_000));

describe("valuation maths", () => {
  it("recovers the market's depreciation and km rates", () => {
    const points = market(40).map((c) => ({ y: Math.log(c.price), age: 2026 - c.year, k: c.km / 10_000, badge: c.badge }));
    const rates = fitRates(points);
    expect(rates.fitted).toBe(true);
    expect(rates.perYear).toBeCloseTo(-0.128, 2);
    expect(rates.per10000Km).toBeCloseTo(-0.0305, 2);
  });

  it("falls back to typical rates when the listings cannot show them", () => {
    const same = Array.from({ length: 5 }, () => ({ y: 10, age: 3, k: 5, badge: "x" }));
    expect(fitRates(same)).toEqual({ ...DEFAULT_RATES, fitted: false });
  });

  it("values a car near the market price, with the range around it", () => {
    const v = estimateValue(
      { make: "toyota", model: "COROLLA", badge: "Ascent", year: 2023, km: 45_000, condition: "good" },
      market(40),
      NOW,
    )!;
    const expected = truth("Ascent", 3, 45_000);
    expect(Math.abs(v.estimate - expected) / expected).toBeLessThan(0.03);
    expect(v.low).toBeLessThanOrEqual(v.estimate);
    expect(v.high).toBeGreaterThanOrEqual(v.estimate);
    expect(v.low % 100).toBe(0);
    expect(v.high % 100).toBe(0);
    expect(v.comparables).toBe(40);
    expect(v.badgeMatches).toBe(26);
    expect(v.method).toContain("Based on 40 toyota COROLLA listings");
    expect(v.method).toContain("26 of them Ascent");
    expect(v.method).toContain("45,000 km");
  });

  it("values a caravan (no odometer) by age alone and says so in its own words", () => {
    const vans = market(40).map((c) => ({ ...c, km: 0 }));
    const v = estimateValue({ make: "Toyota", model: "Corolla", year: 2023, km: null, condition: "good", kind: "caravan" }, vans, NOW)!;
    expect(v).not.toBeNull();
    expect(v.method).toContain("each adjusted to a 2023 caravan (");
    expect(v.method).toContain("for a caravan in good condition, as listed caravans are");
    expect(v.method).not.toMatch(/\bkm\b|\bcar\b/);
  });

  it("prices the badge: a GX is valued above an Ascent of the same age and km", () => {
    const subject = { make: "Toyota", model: "Corolla", year: 2023, km: 45_000, condition: "good" as const };
    const gx = estimateValue({ ...subject, badge: "GX" }, market(40), NOW)!;
    const ascent = estimateValue({ ...subject, badge: "Ascent" }, market(40), NOW)!;
    expect(gx.estimate / ascent.estimate).toBeGreaterThan(1.15);
    expect(Math.abs(gx.estimate - truth("GX", 3, 45_000)) / truth("GX", 3, 45_000)).toBeLessThan(0.03);
  });

  it("adjusts for kilometres and age: more km or an older car is worth less", () => {
    const base = { make: "Toyota", model: "Corolla", badge: "Ascent", condition: "good" as const };
    const low = estimateValue({ ...base, year: 2023, km: 20_000 }, market(40), NOW)!;
    const high = estimateValue({ ...base, year: 2023, km: 80_000 }, market(40), NOW)!;
    const older = estimateValue({ ...base, year: 2021, km: 20_000 }, market(40), NOW)!;
    expect(high.estimate).toBeLessThan(low.estimate);
    expect(older.estimate).toBeLessThan(low.estimate);
  });

  it("moves the range with the shopper's condition", () => {
    const base = { make: "Toyota", model: "Corolla", badge: "Ascent", year: 2023, km: 45_000 };
    const good = estimateValue({ ...base, condition: "good" }, market(40), NOW)!;
    const poor = estimateValue({ ...base, condition: "poor" }, market(40), NOW)!;
    expect(poor.estimate / good.estimate).toBeCloseTo(CONDITION_FACTORS.poor, 1);
    expect(poor.method).toContain("in poor condition");
  });

  it("gives a confidence that falls when comparables are few, spread out or of another badge", () => {
    const subject = { make: "Toyota", model: "Corolla", badge: "Ascent", year: 2023, km: 45_000, condition: "good" as const };
    const noisy = (i: number) => Math.exp(0.06 * Math.sin(i * 12.9898));
    const many = estimateValue(subject, market(60, { noise: noisy }), NOW)!;
    const few = estimateValue(subject, market(4, { noise: noisy }), NOW)!;
    expect(many.confidence).toBeGreaterThan(few.confidence);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(many.confidenceLabel).toBe("high");
    expect(few.confidenceLabel).not.toBe("high");

    const wild = estimateValue(subject, market(60, { noise: (i) => Math.exp(0.35 * Math.sin(i * 12.9898)) }), NOW)!;
    expect(wild.confidence).toBeLessThan(many.confidence);
    const otherBadge = estimateValue({ ...subject, badge: "SX" }, market(60, { noise: noisy }), NOW)!;
    expect(otherBadge.confidence).toBeLessThan(many.confidence);
    expect(otherBadge.method).toContain("none of them SX");
  });

  it("gives no estimate with fewer than the minimum comparables, or none of the same make and model", () => {
    const subject = { make: "Toyota", model: "Corolla", year: 2023, km: 45_000, condition: "good" as const };
    expect(estimateValue(subject, market(MIN_COMPARABLES - 1), NOW)).toBeNull();
    expect(estimateValue({ ...subject, model: "Camry" }, market(40), NOW)).toBeNull();
    expect(estimateValue(subject, market(MIN_COMPARABLES), NOW)).not.toBeNull();
  });

  it("takes as comparable only the same make and model within 3 model years", () => {
    const subject = { make: "Mazda", model: "CX-5", year: 2022 };
    const c = { make: " mazda ", model: "cx-5", badge: "", year: 2019, km: 0, price: 1000 };
    expect(isComparable(subject, c)).toBe(true);
    expect(isComparable(subject, { ...c, year: 2018 })).toBe(false);
    expect(isComparable(subject, { ...c, model: "CX-3" })).toBe(false);
    expect(isComparable(subject, { ...c, price: 0 })).toBe(false);
  });
});
