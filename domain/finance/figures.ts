/**
 * The one finance module: every repayment figure a shopper sees for a car comes from here, so the
 * sidebar estimate, the calculator's starting point, the lenders' offers, the embedded YouX quote and the
 * compare page agree, or say in words why they differ (a different rate, term, deposit, final payment or fees).
 *
 * Spec (001 §9): the estimate assumes a 5-year term, 10 % deposit and 30 % final payment; a month is 4.33
 * weeks; the calculator's default rate is 10 (or the dealer's). A quote is asked for only when the car has a
 * price above 0 (001 §5). Missing values show "-" and loading "..." (001 §8).
 */
import { formatAud } from "~/domain/stock/format";
import { impliedAnnualRate, loanRepayments } from "./repayment";

export type FinanceSettings = {
  defaultInterestRate: number;
  estimateTermYears: number;
  estimateDepositPercent: number;
  estimateBalloonPercent: number;
  weeklyToMonthly: number;
};

/** What a loan is made of: every figure follows from these. Money in dollars (unrounded). */
export type LoanBasis = {
  price: number;
  deposit: number;
  termMonths: number;
  /** Final payment owed after the last repayment. */
  balloon: number;
  ratePercent: number;
  /** Fees added to the amount financed (a lender's establishment fee). */
  financedFees?: number;
  /** A fee added to each monthly repayment. */
  monthlyFee?: number;
};

export type LoanFigures = {
  amountFinanced: number;
  balloon: number;
  weekly: number;
  monthly: number;
  totalPayable: number;
};

/** The repayments of a loan; weekly is monthly over the weeks-per-month multiplier (4.33). */
export function loanFigures(basis: LoanBasis, weeklyToMonthly: number): LoanFigures {
  const amountFinanced = Math.max(0, basis.price - basis.deposit) + (basis.financedFees ?? 0);
  const balloon = Math.min(Math.max(0, basis.balloon), amountFinanced);
  const r = loanRepayments({
    principal: amountFinanced,
    annualRatePercent: basis.ratePercent,
    termMonths: basis.termMonths,
    balloon,
    weeklyToMonthly,
  });
  const monthly = amountFinanced === 0 ? 0 : r.monthly + (basis.monthlyFee ?? 0);
  return { amountFinanced, balloon, monthly, weekly: monthly / weeklyToMonthly, totalPayable: monthly * basis.termMonths + balloon };
}

/** Shares of the price, as the estimate and lenders state them. */
export type LoanTerms = { termMonths: number; depositPercent: number; balloonPercent: number };

export function estimateTerms(
  s: Pick<FinanceSettings, "estimateTermYears" | "estimateDepositPercent" | "estimateBalloonPercent">,
): LoanTerms {
  return { termMonths: s.estimateTermYears * 12, depositPercent: s.estimateDepositPercent, balloonPercent: s.estimateBalloonPercent };
}

/** A loan on `price` with deposit and final payment as shares of the price. */
export function basisFor(price: number, ratePercent: number, terms: LoanTerms, fees: Pick<LoanBasis, "financedFees" | "monthlyFee"> = {}) {
  return {
    price,
    deposit: (price * terms.depositPercent) / 100,
    termMonths: terms.termMonths,
    balloon: (price * terms.balloonPercent) / 100,
    ratePercent,
    ...fees,
  } satisfies LoanBasis;
}

/** A price a quote can be asked for (001 §5): a number above 0. */
export function hasFinanceablePrice(price: number | null | undefined): price is number {
  return typeof price === "number" && Number.isFinite(price) && price > 0;
}

/** The dealer's own estimate: the estimate's terms at the dealer's default rate. Null without a price. */
export function dealerEstimate(price: number | null | undefined, s: FinanceSettings): LoanFigures | null {
  if (!hasFinanceablePrice(price)) return null;
  return loanFigures(basisFor(price, s.defaultInterestRate, estimateTerms(s)), s.weeklyToMonthly);
}

/**
 * The yearly rate a car's own quote (only `weeklyRepaymentAmount` is stored with the car, 000 §3) stands
 * for under the estimate's terms, to two decimals; null when no rate can repay that loan with it.
 */
export function impliedQuoteRate(price: number, weeklyRepayment: number, s: FinanceSettings): number | null {
  if (!hasFinanceablePrice(price) || !(weeklyRepayment > 0)) return null;
  const b = basisFor(price, 0, estimateTerms(s));
  const monthly = weeklyRepayment * s.weeklyToMonthly;
  const atZero = loanFigures(b, s.weeklyToMonthly).monthly;
  if (monthly < atZero - 0.005 * s.weeklyToMonthly) return null;
  return Number(impliedAnnualRate(b.price - b.deposit, monthly, b.termMonths, b.balloon).toFixed(2));
}

/** A figure's terms as compared: rate, term, deposit and final payment shares, and fees. */
export type ComparableTerms = {
  weekly: number;
  ratePercent: number | null;
  termMonths: number;
  depositPercent: number;
  balloonPercent: number;
  /** Fees in the figure: a number when known, "included" when a lender's quote includes unstated fees. */
  fees?: number | "included";
};

const pct = (n: number) => `${Number(n.toFixed(2))}%`;
const rate = (n: number) => `${n.toFixed(2)}% p.a.`;
const years = (months: number) => `${Number((months / 12).toFixed(1))}-year`;

/**
 * Why `other` shows a different weekly repayment than `reference`, in words; empty when they agree to the
 * dollar. When every stated term is the same and the figures still differ, the difference is fees.
 */
export function whyDifferent(reference: ComparableTerms, other: ComparableTerms): string[] {
  if (Math.round(other.weekly) === Math.round(reference.weekly)) return [];
  const reasons: string[] = [];
  if (other.ratePercent !== null && reference.ratePercent !== null && Math.abs(other.ratePercent - reference.ratePercent) >= 0.005) {
    reasons.push(`${rate(other.ratePercent)} instead of ${rate(reference.ratePercent)}`);
  }
  if (other.termMonths !== reference.termMonths) reasons.push(`${years(other.termMonths)} term instead of ${years(reference.termMonths)}`);
  if (Math.abs(other.depositPercent - reference.depositPercent) >= 0.005) {
    reasons.push(`${pct(other.depositPercent)} deposit instead of ${pct(reference.depositPercent)}`);
  }
  if (Math.abs(other.balloonPercent - reference.balloonPercent) >= 0.005) {
    reasons.push(`${pct(other.balloonPercent)} final payment instead of ${pct(reference.balloonPercent)}`);
  }
  const [rf, of] = [reference.fees ?? 0, other.fees ?? 0];
  if (typeof of === "number" && of > 0 && of !== rf) reasons.push(`a ${formatAud(of)} establishment fee is added to the loan`);
  else if (of === "included" && rf !== "included") reasons.push("the lender's fees and charges are included");
  else if (of === 0 && rf !== 0)
    reasons.push(rf === "included" ? "without the lender's fees and charges" : "no establishment fee is added");
  if (reasons.length === 0) reasons.push("the lender's fees and charges");
  return reasons;
}

/** A dollar figure as shown: whole dollars, "..." while loading, "-" when missing (001 §8). */
export function formatFigure(value: number | null | "loading"): string {
  if (value === "loading") return "...";
  if (value === null || !Number.isFinite(value)) return "-";
  return formatAud(value);
}

/** A rate as shown: "12.34% p.a.", "..." while loading, "-" when missing (001 §8). */
export function formatRatePercent(value: number | null | "loading"): string {
  if (value === "loading") return "...";
  if (value === null || !Number.isFinite(value)) return "-";
  return rate(value);
}
