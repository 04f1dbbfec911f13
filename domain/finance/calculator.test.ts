import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import { calculateRepayments, calculatorRanges, clampToSlider, initialCalculatorValues, normaliseCalculatorValues } from "./calculator";
import { GOLDEN_FIGURES } from "./golden-figures";
import { loanRepayments } from "./repayment";

const settings = { ...DEFAULT_SETTINGS.finance, rangeSliderDefaultMax: DEFAULT_SETTINGS.search.rangeSliderDefaultMax };

describe("clampToSlider", () => {
  const price = { min: 1000, max: 100_000, step: 1000 };
  it("rounds price and kilometres to 1,000", () => {
    expect(clampToSlider(23_499, price)).toBe(23_000);
    expect(clampToSlider(23_500, price)).toBe(24_000);
    expect(clampToSlider("41234", price)).toBe(41_000);
  });
  it("clamps to the range", () => {
    expect(clampToSlider(250_000, price)).toBe(100_000);
    expect(clampToSlider(-5, price)).toBe(1000);
  });
  it("turns non-numbers into the minimum", () => {
    expect(clampToSlider("abc", price)).toBe(1000);
    expect(clampToSlider(undefined, price)).toBe(1000);
  });
  it("keeps decimal steps exact", () => {
    expect(clampToSlider(9.949, { min: 0, max: 30, step: 0.1 })).toBe(9.9);
  });
});

describe("finance calculator", () => {
  it("starts at the advertised price as it is, the estimate's deposit, term and balloon, and the dealer's default interest of 10", () => {
    const v = initialCalculatorValues(32_990, settings);
    expect(v).toEqual({ price: 32_990, deposit: 3_299, termYears: 5, balloonPercent: 30, interestRate: 10 });
    expect(initialCalculatorValues(32_990, { ...settings, defaultInterestRate: 8.5 }).interestRate).toBe(8.5);
  });

  it("starts at the headline quote's rate when the page has one, and then shows the golden figures", () => {
    const v = initialCalculatorValues(32_990, settings, 8.49);
    expect(v.interestRate).toBe(8.49);
    const r = calculateRepayments(v, settings);
    const row = GOLDEN_FIGURES.estimateAtQuoteRate;
    expect([Math.round(r.weekly), Math.round(r.monthly), Math.round(r.totalPayable)]).toEqual([row.weekly, row.monthly, row.totalPayable]);
    const d = calculateRepayments(initialCalculatorValues(32_990, settings), settings);
    expect(Math.round(d.weekly)).toBe(GOLDEN_FIGURES.estimateAtDefaultRate.weekly);
  });

  it("lets the price slider reach above a dear car's price and the default max for cheap ones", () => {
    expect(calculatorRanges(20_000, settings).price.max).toBe(100_000);
    expect(calculatorRanges(180_000, settings).price.max).toBe(360_000);
  });

  it("never lets the deposit exceed the price", () => {
    const ranges = calculatorRanges(30_000, settings);
    const v = normaliseCalculatorValues({ price: 20_000, deposit: 50_000, termYears: 9, balloonPercent: 80, interestRate: 99 }, ranges);
    expect(v).toEqual({ price: 20_000, deposit: 20_000, termYears: 7, balloonPercent: 50, interestRate: 30 });
  });

  it("finances price less deposit with the balloon a percentage of the price", () => {
    const r = calculateRepayments({ price: 40_000, deposit: 4_000, termYears: 5, balloonPercent: 30, interestRate: 10 }, settings);
    const expected = loanRepayments({ principal: 36_000, annualRatePercent: 10, termMonths: 60, balloon: 12_000, weeklyToMonthly: 4.33 });
    expect(r.amountFinanced).toBe(36_000);
    expect(r.balloon).toBe(12_000);
    expect(r.monthly).toBeCloseTo(expected.monthly, 9);
    expect(r.weekly).toBeCloseTo(expected.monthly / 4.33, 9);
    expect(r.totalPayable).toBeCloseTo(expected.monthly * 60 + 12_000, 9);
  });
});
