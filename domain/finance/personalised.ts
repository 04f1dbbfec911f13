/**
 * The personalised finance quote (/personalised/finance?car_id=, 001 §2): the shopper's self-assessed credit,
 * deposit and term turned into the YouX quote call (001 §7). The contract carries credit, price and term; the
 * deposit is the share of the price the lender assumes (the service's assumptions), the final payment stays the
 * estimate's. Inputs come from the query string so the form works without JavaScript.
 */
import { CREDIT_SCORES, type CreditScore, type QuoteRequest } from "./quote-contract";
import type { FinanceSettings } from "./figures";

export const CREDIT_LABELS: Record<CreditScore, string> = {
  EXCELLENT: "Excellent: never missed a payment",
  GREAT: "Great: a clean credit history",
  GOOD: "Good: a late payment or two",
  FAIR: "Fair: some defaults in the past",
  POOR: "Poor: recent defaults or bankruptcy",
};

export const TERM_YEARS = [1, 2, 3, 4, 5, 6, 7] as const;

export type PersonalisedInput = { credit: CreditScore; deposit: number; termYears: number; asked: boolean };

/** The shopper's choices, each clamped (deposit 0..price, whole dollars; term 1..7 years); defaults are the estimate's. */
export function personalisedInput(params: URLSearchParams, price: number, s: FinanceSettings): PersonalisedInput {
  const credit = CREDIT_SCORES.find((c) => c === params.get("credit")) ?? "GREAT";
  const depositRaw = Number(params.get("deposit"));
  const deposit =
    params.get("deposit") !== null && params.get("deposit") !== "" && Number.isFinite(depositRaw)
      ? Math.round(Math.min(Math.max(depositRaw, 0), price))
      : Math.round((price * s.estimateDepositPercent) / 100);
  const termRaw = Number(params.get("term"));
  const termYears = TERM_YEARS.find((t) => t === termRaw) ?? s.estimateTermYears;
  return { credit, deposit, termYears, asked: params.has("credit") };
}

/** The quote call's body (exactly the contract's fields) and the service's assumptions for these choices. */
export function personalisedQuoteCall(
  car: { price: number; year: number; vin: string; nvic: string | null },
  input: PersonalisedInput,
  s: FinanceSettings,
): { request: QuoteRequest; assumptions: { depositPercent: number; balloonPercent: number; weeklyToMonthly: number } } {
  return {
    request: {
      selfAssessedCreditScore: input.credit,
      purchasePrice: car.price,
      loanTerm: input.termYears,
      year: car.year,
      vin: car.vin,
      nvic: car.nvic ?? "",
      whoIsHelping: "",
    },
    assumptions: {
      depositPercent: (input.deposit / car.price) * 100,
      balloonPercent: s.estimateBalloonPercent,
      weeklyToMonthly: s.weeklyToMonthly,
    },
  };
}
