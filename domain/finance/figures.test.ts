import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import {
  basisFor,
  dealerEstimate,
  estimateTerms,
  formatFigure,
  formatRatePercent,
  impliedQuoteRate,
  loanFigures,
  whyDifferent,
  type ComparableTerms,
} from "./figures";
import { GOLDEN_FIGURES, GOLDEN_ROWS } from "./golden-figures";

const settings = DEFAULT_SETTINGS.finance;

describe("the golden table of finance figures", () => {
  it.each(GOLDEN_ROWS)("$name", (row) => {
    const f = loanFigures(row.basis, 4.33);
    expect([Math.round(f.weekly), Math.round(f.monthly), Math.round(f.totalPayable)]).toEqual([row.weekly, row.monthly, row.totalPayable]);
  });
});

describe("the dealer's estimate", () => {
  it("is the spec's 5 years, 10% deposit, 30% final payment, 4.33 weeks a month at the default rate 10", () => {
    expect(settings).toMatchObject({
      estimateTermYears: 5,
      estimateDepositPercent: 10,
      estimateBalloonPercent: 30,
      weeklyToMonthly: 4.33,
      defaultInterestRate: 10,
    });
    const row = GOLDEN_FIGURES.estimateAtDefaultRate;
    expect(basisFor(row.basis.price, 10, estimateTerms(settings))).toEqual(row.basis);
    expect(Math.round(dealerEstimate(row.basis.price, settings)!.weekly)).toBe(row.weekly);
  });

  it("follows the dealer's rate override", () => {
    const row = GOLDEN_FIGURES.estimateAtDealerRate;
    expect(Math.round(dealerEstimate(row.basis.price, { ...settings, defaultInterestRate: 8.5 })!.weekly)).toBe(row.weekly);
  });

  it("has no figure without a price above 0", () => {
    expect(dealerEstimate(0, settings)).toBeNull();
    expect(dealerEstimate(null, settings)).toBeNull();
    expect(dealerEstimate(-5, settings)).toBeNull();
  });
});

describe("a car's stored quote", () => {
  it("stands for the rate its weekly repayment implies under the estimate's terms", () => {
    const row = GOLDEN_FIGURES.estimateAtQuoteRate;
    const weekly = loanFigures(row.basis, 4.33).weekly;
    expect(impliedQuoteRate(row.basis.price, weekly, settings)).toBe(8.49);
  });
  it("has no rate when the repayment could not repay the loan or there is no price", () => {
    expect(impliedQuoteRate(32_990, 10, settings)).toBeNull();
    expect(impliedQuoteRate(0, 100, settings)).toBeNull();
    expect(impliedQuoteRate(32_990, 0, settings)).toBeNull();
  });
});

describe("why two figures differ", () => {
  const estimate: ComparableTerms = { weekly: 116, ratePercent: 10, termMonths: 60, depositPercent: 10, balloonPercent: 30, fees: 0 };
  it("says nothing when they agree to the dollar", () => {
    expect(whyDifferent(estimate, { ...estimate, weekly: 116.4 })).toEqual([]);
  });
  it("names a different rate, term, deposit, final payment and fee", () => {
    const lender = { weekly: 149, ratePercent: 9.99, termMonths: 48, depositPercent: 20, balloonPercent: 25, fees: 395 };
    expect(whyDifferent(estimate, lender)).toEqual([
      "9.99% p.a. instead of 10.00% p.a.",
      "4-year term instead of 5-year",
      "20% deposit instead of 10%",
      "25% final payment instead of 30%",
      "a $395 establishment fee is added to the loan",
    ]);
  });
  it("puts a difference at the same terms down to the lender's fees", () => {
    const quote = { ...estimate, weekly: 137, ratePercent: 8.49, fees: "included" as const };
    const calculator = { ...estimate, weekly: 110, ratePercent: 8.49, fees: 0 };
    expect(whyDifferent(quote, calculator)).toEqual(["without the lender's fees and charges"]);
    expect(whyDifferent(calculator, quote)).toEqual(["the lender's fees and charges are included"]);
    expect(whyDifferent(estimate, { ...estimate, weekly: 120 })).toEqual(["the lender's fees and charges"]);
  });
});

describe("figures as shown", () => {
  it("shows '...' while loading and '-' when missing", () => {
    expect(formatFigure("loading")).toBe("...");
    expect(formatFigure(null)).toBe("-");
    expect(formatFigure(116.18)).toBe("$116");
    expect(formatRatePercent("loading")).toBe("...");
    expect(formatRatePercent(null)).toBe("-");
    expect(formatRatePercent(8.49)).toBe("8.49% p.a.");
  });
});
