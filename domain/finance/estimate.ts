/**
 * The sidebar finance summary (000 §3, 001 §5, §7, §9): the car's own quote when it has one, otherwise a
 * quote requested with the spec's fixed inputs. The estimate assumes a 5-year term, 10 % deposit and
 * 30 % final payment (dealer settings, spec defaults).
 */
import {
  dealerEstimate,
  estimateTerms,
  formatRatePercent,
  hasFinanceablePrice,
  impliedQuoteRate,
  type ComparableTerms,
  type FinanceSettings,
} from "./figures";

export type EstimateSettings = {
  estimateTermYears: number;
  estimateDepositPercent: number;
  estimateBalloonPercent: number;
};

/** The small print under the estimate. */
export function estimateAssumptionsText(s: EstimateSettings): string {
  return `Estimate based on a ${s.estimateTermYears}-year term, ${s.estimateDepositPercent}% deposit and ${s.estimateBalloonPercent}% final payment.`;
}

export type QuotableCar = {
  price: number | null;
  year: number;
  vin: string;
  nvic: string | null;
  youxQuote: { weeklyRepaymentAmount: number } | null;
};

/** A quote is asked for only when the car has none and shows a price above 0 (001 §5). */
export function needsQuoteRequest(car: QuotableCar): boolean {
  return !car.youxQuote && typeof car.price === "number" && car.price > 0;
}

/** Body of POST /api/youx/quote exactly as the spec's contract (001 §7). */
export function quoteRequestFor(car: QuotableCar, s: Pick<EstimateSettings, "estimateTermYears">) {
  return {
    selfAssessedCreditScore: "GREAT" as const,
    purchasePrice: car.price ?? 0,
    loanTerm: s.estimateTermYears,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic ?? "",
    whoIsHelping: "",
  };
}

export type FinanceSummaryState =
  | { state: "loading" }
  | { state: "none" }
  | {
      state: "ready";
      weeklyRepaymentAmount: number;
      advertisedRate: number | null;
      comparisonRate: number | null;
      /** "car": the quote stored with the car (its rate is the one its repayment implies); "quote": asked for now. */
      source?: "car" | "quote";
    };

/** Rates as shown: "..." while loading, "-" when missing (001 §8). */
export function formatRate(summary: FinanceSummaryState, which: "advertisedRate" | "comparisonRate"): string {
  if (summary.state === "loading") return formatRatePercent("loading");
  return formatRatePercent(summary.state === "ready" ? summary[which] : null);
}

/**
 * The state the summary starts in: the car's own quote is ready at once, with the rate its repayment
 * implies under the estimate's terms (the car stores only the weekly amount); no price means no estimate.
 */
export function initialSummary(car: QuotableCar, settings?: FinanceSettings): FinanceSummaryState {
  if (car.youxQuote && hasFinanceablePrice(car.price)) {
    const weekly = car.youxQuote.weeklyRepaymentAmount;
    const implied = settings ? impliedQuoteRate(car.price, weekly, settings) : null;
    return { state: "ready", weeklyRepaymentAmount: weekly, advertisedRate: implied, comparisonRate: null, source: "car" };
  }
  return needsQuoteRequest(car) ? { state: "loading" } : { state: "none" };
}

/** Reads a quote answer; anything unusable is "no estimate" (failures are silent). */
export function summaryFromQuoteAnswer(body: unknown): FinanceSummaryState {
  if (!body || typeof body !== "object") return { state: "none" };
  const b = body as Record<string, unknown>;
  const weekly = b.weeklyRepaymentAmount;
  if (typeof weekly !== "number" || !Number.isFinite(weekly) || weekly <= 0) return { state: "none" };
  const rate = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
  return {
    state: "ready",
    weeklyRepaymentAmount: weekly,
    advertisedRate: rate(b.advertisedRate),
    comparisonRate: rate(b.comparisonRate),
    source: "quote",
  };
}

/**
 * The headline estimate's terms, to compare every other figure on the page with (figures.ts whyDifferent):
 * the estimate's term, deposit and final payment; a quote asked for now includes its lender's fees, while
 * the car's stored quote's rate is the one its repayment implies (so no fees are left over).
 */
export function headlineTerms(summary: FinanceSummaryState, s: EstimateSettings): ComparableTerms | null {
  if (summary.state !== "ready") return null;
  const terms = estimateTerms(s);
  return {
    weekly: summary.weeklyRepaymentAmount,
    ratePercent: summary.advertisedRate,
    termMonths: terms.termMonths,
    depositPercent: terms.depositPercent,
    balloonPercent: terms.balloonPercent,
    fees: summary.source === "car" && summary.advertisedRate !== null ? 0 : "included",
  };
}

/** The dealer's own estimate as terms to compare with, when the page has no quote. */
export function dealerTerms(price: number | null, s: FinanceSettings): ComparableTerms | null {
  const figures = dealerEstimate(price, s);
  if (!figures) return null;
  return { weekly: figures.weekly, ratePercent: s.defaultInterestRate, ...estimateTerms(s), fees: 0 };
}
