import { describe, expect, it } from "vitest";
import { carPageState, isCarVisible } from "./availability";
import { collapseComments } from "./dealer-comments";
import { deliveryCost, deliveryQuote } from "./delivery";
import { fuelCost } from "./fuel";
import { EARTH_RADIUS_KM, haversineKm } from "./geo";
import { INVALID_POSTCODE_FORMAT, validatePostcode } from "./postcode";
import { groupSpecs, visibleSpecs } from "./specifications";

describe("dealer comments", () => {
  it("collapse above 400 characters on a word boundary with an ellipsis", () => {
    const text = `${"word ".repeat(100)}end`;
    const view = collapseComments(text, 400);
    expect(view.collapsible).toBe(true);
    expect(view.preview.length).toBeLessThanOrEqual(401);
    expect(view.preview.endsWith("word…")).toBe(true);
    expect(view.full).toBe(text);
  });

  it("stay whole at 400 characters or fewer", () => {
    const text = "a".repeat(400);
    expect(collapseComments(text, 400)).toEqual({ collapsible: false, preview: text, full: text });
    expect(collapseComments("a".repeat(401), 400).collapsible).toBe(true);
  });
});

describe("specifications", () => {
  const specs = Array.from({ length: 7 }, (_, i) => ({ group: i < 3 ? "Engine" : "Body", name: `s${i}`, value: "v" }));
  it("show the first 4, then all", () => {
    expect(visibleSpecs(specs, 4, false)).toEqual({ shown: specs.slice(0, 4), hidden: 3 });
    expect(visibleSpecs(specs, 4, true)).toEqual({ shown: specs, hidden: 0 });
    expect(visibleSpecs(specs.slice(0, 4), 4, false).hidden).toBe(0);
  });
  it("group in first-seen order", () => {
    expect(groupSpecs(specs).map((g) => [g.group, g.rows.length])).toEqual([
      ["Engine", 3],
      ["Body", 4],
    ]);
  });
});

describe("haversine", () => {
  it("uses an Earth radius of 6371 km", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of the equator.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });
  it("measures Sydney to Melbourne at about 714 km and a point to itself at 0", () => {
    const sydney = { lat: -33.8688, lng: 151.2093 };
    expect(haversineKm(sydney, { lat: -37.8136, lng: 144.9631 })).toBeCloseTo(713.4, 0);
    expect(haversineKm(sydney, sydney)).toBe(0);
  });
});

describe("postcode", () => {
  it("requires exactly 4 digits", () => {
    expect(validatePostcode("4000")).toEqual({ ok: true, postcode: "4000" });
    expect(validatePostcode(" 0800 ")).toEqual({ ok: true, postcode: "0800" });
    for (const bad of ["", "400", "40000", "40a0", "four", undefined, 4000]) {
      expect(validatePostcode(bad)).toEqual({ ok: false, error: INVALID_POSTCODE_FORMAT });
    }
    expect(INVALID_POSTCODE_FORMAT).toBe("Invalid postcode. Please enter a 4-digit number.");
  });
});

describe("delivery cost", () => {
  const s = { baseFee: 150, perKm: 1.2, freeWithinKm: 50, maxKm: 4000 };
  it("is free within the free radius, base plus per-km beyond, and unavailable past the maximum", () => {
    expect(deliveryCost(50, s)).toEqual({ kind: "free", distanceKm: 50, cost: 0 });
    expect(deliveryCost(150, s)).toEqual({ kind: "priced", distanceKm: 150, cost: 270 });
    expect(deliveryCost(4001, s)).toEqual({ kind: "too-far", distanceKm: 4001 });
  });
  it("prices the haversine distance between the two points", () => {
    const from = { lat: -27.4698, lng: 153.0251 };
    const to = { lat: -28.0167, lng: 153.4 };
    expect(deliveryQuote(from, to, s)).toEqual(deliveryCost(haversineKm(from, to), s));
  });
});

describe("fuel calculator", () => {
  it("costs a week and a year from consumption, kilometres and price", () => {
    const weekly = fuelCost({ litresPer100km: 8, km: 250, period: "week", pricePerLitre: 2 })!;
    expect(weekly.perWeek).toBeCloseTo(40, 9);
    expect(weekly.perYear).toBeCloseTo(2080, 9);
    const yearly = fuelCost({ litresPer100km: 8, km: 13_000, period: "year", pricePerLitre: 2 })!;
    expect(yearly.perYear).toBeCloseTo(2080, 9);
  });
  it("has no answer without consumption or with nonsense input", () => {
    expect(fuelCost({ litresPer100km: 0, km: 100, period: "week", pricePerLitre: 2 })).toBeNull();
    expect(fuelCost({ litresPer100km: 8, km: -1, period: "week", pricePerLitre: 2 })).toBeNull();
  });
});

describe("vehicle page availability", () => {
  const now = Date.UTC(2026, 10, 21);
  const day = 86_400_000;
  const car = { websiteId: 1, status: "in_stock", shownOnWebsite: true, soldAt: null };
  it("shows stock and coming-soon cars of this dealer", () => {
    expect(carPageState(car, 1, 3, now)).toBe("show");
    expect(carPageState({ ...car, status: "coming_soon" }, 1, 3, now)).toBe("show");
  });
  it("shows a sold car within the sold days, then says it is gone", () => {
    expect(carPageState({ ...car, status: "sold", soldAt: now - 3 * day }, 1, 3, now)).toBe("show");
    expect(carPageState({ ...car, status: "sold", soldAt: now - 3 * day - 1 }, 1, 3, now)).toBe("gone");
    expect(isCarVisible({ ...car, status: "sold", soldAt: null }, 3, now)).toBe(false);
  });
  it("says gone for a car not shown on the website or of another dealer, and not found for none", () => {
    expect(carPageState({ ...car, shownOnWebsite: false }, 1, 3, now)).toBe("gone");
    expect(carPageState(car, 2, 3, now)).toBe("gone");
    expect(carPageState(null, 1, 3, now)).toBe("not-found");
  });
});
