/**
 * The vehicle page's finance calculator (000 §5, 001 §9): sliders that clamp to their range and snap to
 * their step (price and kilometres to 1,000), and the repayments for the chosen values.
 */
import { loanFigures } from "./figures";

export type SliderRange = { min: number; max: number; step: number };

/** Clamps to [min, max] and snaps to the step; anything non-numeric becomes the minimum. */
export function clampToSlider(value: unknown, range: SliderRange): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) return range.min;
  const snapped = Math.round(n / range.step) * range.step;
  const clamped = Math.min(Math.max(snapped, range.min), range.max);
  // Keep float steps (0.1 %) free of binary noise.
  return Number(clamped.toFixed(6));
}

/** Price and kilometres always move in thousands (000 §5). */
export const THOUSANDS = 1000;

export type CalculatorSettings = {
  defaultInterestRate: number;
  weeklyToMonthly: number;
  estimateDepositPercent: number;
  estimateBalloonPercent: number;
  estimateTermYears: number;
  /** The top of the price slider when the car's own price is lower (spec: range slider default max 100000). */
  rangeSliderDefaultMax: number;
};

export type CalculatorRanges = {
  price: SliderRange;
  deposit: SliderRange;
  termYears: SliderRange;
  balloonPercent: SliderRange;
  interestRate: SliderRange;
};

export function calculatorRanges(price: number, settings: CalculatorSettings): CalculatorRanges {
  const priceMax = Math.max(settings.rangeSliderDefaultMax, Math.ceil((price * 2) / THOUSANDS) * THOUSANDS);
  return {
    price: { min: THOUSANDS, max: priceMax, step: THOUSANDS },
    deposit: { min: 0, max: priceMax, step: 100 },
    termYears: { min: 1, max: 7, step: 1 },
    balloonPercent: { min: 0, max: 50, step: 5 },
    interestRate: { min: 0, max: 30, step: 0.1 },
  };
}

export type CalculatorValues = {
  price: number;
  deposit: number;
  termYears: number;
  balloonPercent: number;
  interestRate: number;
};

/**
 * Starting values: the car's advertised price as it is (not rounded to the slider's step), the estimate's
 * deposit, term and final payment, and the estimate's rate: the headline quote's when the page has one
 * (`startRate`), else the dealer's default. The sliders snap to their steps only when the shopper moves them.
 */
export function initialCalculatorValues(price: number | null, settings: CalculatorSettings, startRate?: number | null): CalculatorValues {
  const ranges = calculatorRanges(price ?? 0, settings);
  const within = (n: number, r: SliderRange) => Math.min(Math.max(n, r.min), r.max);
  const p = price && price > 0 ? within(price, ranges.price) : clampToSlider(ranges.price.max / 2, ranges.price);
  const rate = typeof startRate === "number" && Number.isFinite(startRate) ? startRate : settings.defaultInterestRate;
  return {
    price: p,
    deposit: Math.min(p, Math.round((p * settings.estimateDepositPercent) / 100)),
    termYears: clampToSlider(settings.estimateTermYears, ranges.termYears),
    balloonPercent: within(settings.estimateBalloonPercent, ranges.balloonPercent),
    interestRate: within(Number(rate.toFixed(2)), ranges.interestRate),
  };
}

/** Every value inside its slider; the deposit never exceeds the price. */
export function normaliseCalculatorValues(values: Record<keyof CalculatorValues, unknown>, ranges: CalculatorRanges): CalculatorValues {
  const price = clampToSlider(values.price, ranges.price);
  return {
    price,
    deposit: clampToSlider(values.deposit, { ...ranges.deposit, max: Math.min(ranges.deposit.max, price) }),
    termYears: clampToSlider(values.termYears, ranges.termYears),
    balloonPercent: clampToSlider(values.balloonPercent, ranges.balloonPercent),
    interestRate: clampToSlider(values.interestRate, ranges.interestRate),
  };
}

export type CalculatorResult = {
  amountFinanced: number;
  balloon: number;
  weekly: number;
  monthly: number;
  totalPayable: number;
};

export function calculateRepayments(values: CalculatorValues, settings: Pick<CalculatorSettings, "weeklyToMonthly">): CalculatorResult {
  const r = loanFigures(
    {
      price: values.price,
      deposit: values.deposit,
      termMonths: values.termYears * 12,
      balloon: (values.price * values.balloonPercent) / 100,
      ratePercent: values.interestRate,
    },
    settings.weeklyToMonthly,
  );
  return { amountFinanced: r.amountFinanced, balloon: r.balloon, weekly: r.weekly, monthly: r.monthly, totalPayable: r.totalPayable };
}

/** The calculator's values as terms to compare with the headline estimate (figures.ts whyDifferent). */
export function calculatorTerms(values: CalculatorValues, result: CalculatorResult) {
  return {
    weekly: result.weekly,
    ratePercent: values.interestRate,
    termMonths: values.termYears * 12,
    depositPercent: values.price > 0 ? (values.deposit / values.price) * 100 : 0,
    balloonPercent: values.balloonPercent,
    fees: 0,
  };
}
