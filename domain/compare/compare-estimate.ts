/**
 * The weekly finance estimate a compare column shows: the car's own quote when it has one, otherwise the
 * dealer's estimate assumptions (spec: 5-year term, 10 % deposit, 30 % final payment, interest 10,
 * weekly = monthly / 4.33) through the shared loan maths in domain/finance.
 */
import type { WebsiteSettings } from "~/domain/settings/schema";
import { loanRepayments } from "~/domain/finance/repayment";

export type EstimateFinanceSettings = Pick<
  WebsiteSettings["finance"],
  "defaultInterestRate" | "estimateTermYears" | "estimateDepositPercent" | "estimateBalloonPercent" | "weeklyToMonthly"
>;

/** Whole dollars a week, or null when the car has no price. */
export function weeklyEstimate(price: number | null, finance: EstimateFinanceSettings, ownWeeklyQuote?: number | null): number | null {
  if (typeof ownWeeklyQuote === "number" && ownWeeklyQuote > 0) return Math.round(ownWeeklyQuote);
  if (typeof price !== "number" || price <= 0) return null;
  const deposit = (price * finance.estimateDepositPercent) / 100;
  const { weekly } = loanRepayments({
    principal: price - deposit,
    annualRatePercent: finance.defaultInterestRate,
    termMonths: finance.estimateTermYears * 12,
    balloon: (price * finance.estimateBalloonPercent) / 100,
    weeklyToMonthly: finance.weeklyToMonthly,
  });
  return Math.round(weekly);
}
