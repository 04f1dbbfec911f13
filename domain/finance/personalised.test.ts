import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import { personalisedInput, personalisedQuoteCall } from "./personalised";

const s = DEFAULT_SETTINGS.finance;
const q = (query: string) => new URLSearchParams(query);

describe("the personalised quote's inputs", () => {
  it("default to GREAT credit, the estimate's 10% deposit and 5-year term, not yet asked", () => {
    expect(personalisedInput(q(""), 32_990, s)).toEqual({ credit: "GREAT", deposit: 3_299, termYears: 5, asked: false });
  });
  it("take the shopper's credit, deposit and term, clamped", () => {
    expect(personalisedInput(q("credit=FAIR&deposit=5000&term=3"), 32_990, s)).toEqual({
      credit: "FAIR",
      deposit: 5_000,
      termYears: 3,
      asked: true,
    });
    expect(personalisedInput(q("credit=BAD&deposit=99999999&term=12"), 32_990, s)).toMatchObject({
      credit: "GREAT",
      deposit: 32_990,
      termYears: 5,
    });
    expect(personalisedInput(q("credit=GOOD&deposit=-4&term=x"), 32_990, s)).toMatchObject({ deposit: 0, termYears: 5 });
    expect(personalisedInput(q("credit=GOOD&deposit=abc"), 32_990, s).deposit).toBe(3_299);
  });
});

describe("the personalised quote call", () => {
  it("sends the contract's fields with the shopper's credit and term, and the deposit as the lender's assumption", () => {
    const car = { price: 40_000, year: 2024, vin: "VIN1", nvic: null };
    const call = personalisedQuoteCall(car, { credit: "EXCELLENT", deposit: 8_000, termYears: 4, asked: true }, s);
    expect(call.request).toEqual({
      selfAssessedCreditScore: "EXCELLENT",
      purchasePrice: 40_000,
      loanTerm: 4,
      year: 2024,
      vin: "VIN1",
      nvic: "",
      whoIsHelping: "",
    });
    expect(call.assumptions).toEqual({ depositPercent: 20, balloonPercent: 30, weeklyToMonthly: 4.33 });
  });
});
