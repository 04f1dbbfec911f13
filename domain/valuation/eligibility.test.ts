import { describe, expect, it } from "vitest";
import { AUTOGRAB_MIN_PRICE, NO_ONLINE_ESTIMATE_TEXT, ageInYears, isValuationEligibleListing, onlineEstimateBlock } from "./eligibility";

const NOW = new Date("2026-11-25T00:00:00Z");

describe("automated valuation eligibility (001 §5)", () => {
  const listing = { status: "in_stock", reserved: false, price: 25_000, soldAt: null };
  it("takes an in-stock, unreserved, unsold listing priced above $200", () => {
    expect(isValuationEligibleListing(listing)).toBe(true);
    expect(isValuationEligibleListing({ ...listing, price: AUTOGRAB_MIN_PRICE + 1 })).toBe(true);
  });
  it("leaves out sold, coming soon, reserved, unpriced and $200-or-less listings", () => {
    expect(isValuationEligibleListing({ ...listing, status: "sold" })).toBe(false);
    expect(isValuationEligibleListing({ ...listing, status: "coming_soon" })).toBe(false);
    expect(isValuationEligibleListing({ ...listing, soldAt: new Date() })).toBe(false);
    expect(isValuationEligibleListing({ ...listing, reserved: true })).toBe(false);
    expect(isValuationEligibleListing({ ...listing, price: null })).toBe(false);
    expect(isValuationEligibleListing({ ...listing, price: 200 })).toBe(false);
    expect(isValuationEligibleListing({ ...listing, price: 0 })).toBe(false);
  });
});

describe("the 7 years / 100,000 km rule (trade-in FAQ)", () => {
  it("counts age in model years", () => {
    expect(ageInYears(2026, NOW)).toBe(0);
    expect(ageInYears(2019, NOW)).toBe(7);
    expect(ageInYears(2027, NOW)).toBe(0);
  });
  it("gives an estimate up to 7 years and 100,000 km, none beyond", () => {
    expect(onlineEstimateBlock({ year: 2019, km: 100_000 }, NOW)).toBeNull();
    expect(onlineEstimateBlock({ year: 2018, km: 20_000 }, NOW)).toBe("age");
    expect(onlineEstimateBlock({ year: 2024, km: 100_001 }, NOW)).toBe("km");
    // A caravan has no odometer: only its age counts.
    expect(onlineEstimateBlock({ year: 2024, km: null }, NOW)).toBeNull();
    expect(onlineEstimateBlock({ year: 2018, km: null }, NOW)).toBe("age");
  });
  it("says so in the FAQ's words", () => {
    expect(NO_ONLINE_ESTIMATE_TEXT).toBe(
      "An online estimate is generally not given for cars over 7 years old or with more than 100,000 km.",
    );
  });
});
