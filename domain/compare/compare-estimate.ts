/**
 * The weekly finance estimate a compare column shows: the car's own quote when it has one, otherwise the
 * dealer's estimate assumptions (spec: 5-year term, 10 % deposit, 30 % final payment, interest 10,
 * weekly = monthly / 4.33) through the one finance module, domain/finance/figures.ts.
 */
import type { WebsiteSettings } from "~/domain/settings/schema";
import { dealerEstimate } from "~/domain/finance/figures";

export type EstimateFinanceSettings = Pick<
  WebsiteSettings["finance"],
  "defaultInterestRate" | "estimateTermYears" | "estimateDepositPercent" | "estimateBalloonPercent" | "weeklyToMonthly"
>;

/** Whole dollars a week, or null when the car has no price. */
export function weeklyEstimate(price: number | null, finance: EstimateFinanceSettings, ownWeeklyQuote?: number | null): number | null {
  if (typeof ownWeeklyQuote === "number" && ownWeeklyQuote > 0) return Math.round(ownWeeklyQuote);
  const figures = dealerEstimate(price, finance);
  return figures ? Math.round(figures.weekly) : null;
}
