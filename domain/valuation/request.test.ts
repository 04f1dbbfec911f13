import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/domain/forms/summary";
import { VALUATION_MESSAGES, makeValuationRequestSchema, vehicleTitle } from "./request";

const schema = makeValuationRequestSchema(new Date("2026-11-25T00:00:00Z"));
const errorsOf = (values: Record<string, unknown>) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe("the instant estimate's request", () => {
  it("takes a rego with its state, the kilometres and the condition", () => {
    expect(schema.parse({ rego: "1abc-234", regoState: "wa", kms: "85,000", condition: "Good" })).toMatchObject({
      rego: "1ABC234",
      regoState: "WA",
      kms: 85_000,
      condition: "good",
    });
  });
  it("defaults the state to QLD when it is not given", () => {
    expect(schema.parse({ rego: "ABC123", kms: "1000", condition: "good" }).regoState).toBe("QLD");
  });
  it("defaults the state to the dealer's default state when the dealer has one", () => {
    const nsw = makeValuationRequestSchema(new Date("2026-06-01T00:00:00Z"), "NSW");
    expect(nsw.parse({ rego: "ABC123", kms: "1000", condition: "good" }).regoState).toBe("NSW");
    expect(nsw.parse({ rego: "ABC123", regoState: "vic", kms: "1000", condition: "good" }).regoState).toBe("VIC");
  });
  it("takes make, model and year (badge optional) instead of a rego", () => {
    expect(schema.parse({ make: "Toyota", model: "Corolla", year: "2021", badge: "", kms: "40000", condition: "fair" })).toMatchObject({
      make: "Toyota",
      model: "Corolla",
      year: 2021,
      badge: undefined,
    });
  });
  it("asks for a rego or the car, all of make, model and year, a real year, kms and condition", () => {
    expect(errorsOf({ kms: "1", condition: "good" }).rego).toEqual([VALUATION_MESSAGES.identify]);
    const partly = errorsOf({ make: "Toyota", kms: "1", condition: "good" });
    expect(partly.model).toEqual([VALUATION_MESSAGES.model]);
    expect(partly.year).toEqual([VALUATION_MESSAGES.year]);
    expect(errorsOf({ make: "Toyota", model: "Corolla", year: "2029", kms: "1", condition: "good" }).year).toEqual([
      VALUATION_MESSAGES.year,
    ]);
    const rest = errorsOf({ rego: "ABC123", kms: "lots", condition: "shiny" });
    expect(rest.kms).toBeDefined();
    expect(rest.condition).toEqual([VALUATION_MESSAGES.condition]);
  });
  it("asks what is traded in, starting at the dealer's first kind, and no kilometres of a caravan", () => {
    expect(schema.parse({ rego: "ABC123", kms: "1000", condition: "good" }).tradeKind).toBe("car");
    const vanDealer = makeValuationRequestSchema(new Date("2026-11-25T00:00:00Z"), "QLD", "caravan");
    const van = vanDealer.parse({ make: "Jayco", model: "Journey", year: "2021", kms: "", condition: "good" });
    expect(van).toMatchObject({ tradeKind: "caravan", kms: null });
    // Kilometres typed for a caravan are not kept: it has no odometer.
    expect(vanDealer.parse({ rego: "ABC123", kms: "5000", condition: "good" }).kms).toBeNull();
    const bike = vanDealer.safeParse({ tradeKind: "motorcycle", rego: "ABC123", kms: "", condition: "good" });
    expect(bike.success ? {} : fieldErrors(bike.error.issues).kms).toBeDefined();
    expect(errorsOf({ tradeKind: "boat", rego: "ABC123", kms: "1", condition: "good" }).tradeKind).toEqual([VALUATION_MESSAGES.tradeKind]);
  });
  it("names a car", () => {
    expect(vehicleTitle({ year: 2021, make: "Toyota", model: "Corolla", badge: "Ascent Sport" })).toBe("2021 Toyota Corolla Ascent Sport");
    // A badge that repeats the model is said once ("Kona Kona").
    expect(vehicleTitle({ year: 2024, make: "Hyundai", model: "Kona", badge: "Kona" })).toBe("2024 Hyundai Kona");
  });
});
