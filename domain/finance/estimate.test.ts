import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import { GOLDEN_FIGURES } from "./golden-figures";
import {
  dealerTerms,
  headlineTerms,
  estimateAssumptionsText,
  formatRate,
  initialSummary,
  needsQuoteRequest,
  quoteRequestFor,
  summaryFromQuoteAnswer,
} from "./estimate";

const car = { price: 32_990, year: 2021, vin: "JTMW1RFV00D012345", nvic: "ABC123", youxQuote: null };

describe("finance estimate", () => {
  it("assumes a 5-year term, 10% deposit and 30% final payment by default", () => {
    expect(estimateAssumptionsText(DEFAULT_SETTINGS.finance)).toBe("Estimate based on a 5-year term, 10% deposit and 30% final payment.");
  });

  it("asks for a quote only when the car has none and a price above 0", () => {
    expect(needsQuoteRequest(car)).toBe(true);
    expect(needsQuoteRequest({ ...car, price: 0 })).toBe(false);
    expect(needsQuoteRequest({ ...car, price: null })).toBe(false);
    expect(needsQuoteRequest({ ...car, youxQuote: { weeklyRepaymentAmount: 99 } })).toBe(false);
  });

  it("sends the contract's fields with GREAT credit, a 5-year term and an empty helper", () => {
    expect(quoteRequestFor(car, DEFAULT_SETTINGS.finance)).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 32_990,
      loanTerm: 5,
      year: 2021,
      vin: "JTMW1RFV00D012345",
      nvic: "ABC123",
      whoIsHelping: "",
    });
  });

  it("uses the car's own quote at once, loads otherwise, and has nothing without a price", () => {
    expect(initialSummary({ ...car, youxQuote: { weeklyRepaymentAmount: 123 } })).toMatchObject({
      state: "ready",
      weeklyRepaymentAmount: 123,
      source: "car",
    });
    expect(initialSummary(car)).toEqual({ state: "loading" });
    expect(initialSummary({ ...car, price: null })).toEqual({ state: "none" });
  });

  it("shows '...' while loading and '-' for a missing rate", () => {
    expect(formatRate({ state: "loading" }, "advertisedRate")).toBe("...");
    expect(formatRate({ state: "none" }, "comparisonRate")).toBe("-");
    expect(formatRate({ state: "ready", weeklyRepaymentAmount: 90, advertisedRate: 8.99, comparisonRate: null }, "comparisonRate")).toBe(
      "-",
    );
    expect(formatRate({ state: "ready", weeklyRepaymentAmount: 90, advertisedRate: 8.99, comparisonRate: null }, "advertisedRate")).toBe(
      "8.99% p.a.",
    );
  });

  it("reads weeklyRepaymentAmount, advertisedRate and comparisonRate, and treats anything else as no estimate", () => {
    expect(summaryFromQuoteAnswer({ weeklyRepaymentAmount: 101.5, advertisedRate: 8.99, comparisonRate: 9.61 })).toEqual({
      state: "ready",
      weeklyRepaymentAmount: 101.5,
      advertisedRate: 8.99,
      comparisonRate: 9.61,
      source: "quote",
    });
    expect(summaryFromQuoteAnswer({ error: "nope" })).toEqual({ state: "none" });
    expect(summaryFromQuoteAnswer(null)).toEqual({ state: "none" });
    expect(summaryFromQuoteAnswer({ weeklyRepaymentAmount: "100" })).toEqual({ state: "none" });
  });
});

describe("the headline estimate the page's other figures are compared with", () => {
  const f = DEFAULT_SETTINGS.finance;
  it("gives a stored quote the rate its repayment implies, so the calculator starts at the same figure", () => {
    const row = GOLDEN_FIGURES.estimateAtQuoteRate;
    const stored = { ...car, price: row.basis.price, youxQuote: { weeklyRepaymentAmount: row.weekly } };
    const summary = initialSummary(stored, f);
    expect(summary).toMatchObject({ state: "ready", source: "car", comparisonRate: null });
    const rate = summary.state === "ready" ? summary.advertisedRate : null;
    expect(rate).toBeGreaterThan(8.3);
    expect(rate).toBeLessThan(8.7);
    expect(formatRate(summary, "comparisonRate")).toBe("-");
    expect(headlineTerms(summary, f)).toMatchObject({
      weekly: row.weekly,
      termMonths: 60,
      depositPercent: 10,
      balloonPercent: 30,
      fees: 0,
    });
  });
  it("says a quote asked for now includes its lender's fees, and has no terms while loading", () => {
    expect(headlineTerms(summaryFromQuoteAnswer({ weeklyRepaymentAmount: 137, advertisedRate: 8.49 }), f)).toMatchObject({
      fees: "included",
      ratePercent: 8.49,
    });
    expect(headlineTerms({ state: "loading" }, f)).toBeNull();
  });
  it("falls back to the dealer's estimate at its rate", () => {
    expect(dealerTerms(32_990, f)).toMatchObject({ ratePercent: 10, fees: 0 });
    expect(Math.round(dealerTerms(32_990, f)!.weekly)).toBe(GOLDEN_FIGURES.estimateAtDefaultRate.weekly);
    expect(dealerTerms(null, f)).toBeNull();
  });
});
