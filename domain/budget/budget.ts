/** Budget finder (001 §5, §9): what a repayment and deposit can buy. */
export type RepaymentFrequency = "monthly" | "weekly";

const PERIODS_PER_YEAR: Record<RepaymentFrequency, number> = { monthly: 12, weekly: 52 };

export type BudgetSettings = {
  budgetYears: number;
  budgetClampMax: number;
  budgetMinPriceFilter: number;
  budgetFallbackMaxPrice: number;
  budgetDefaultMonthly: number;
  budgetDefaultWeekly: number;
  budgetDefaultDeposit: number;
};

/** Non-numeric input becomes 0; numbers clamp to 0..max. */
export function clampBudgetInput(value: unknown, max: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) return 0;
  return Math.min(Math.max(n, 0), max);
}

export function defaultRepayment(frequency: RepaymentFrequency, s: BudgetSettings): number {
  return frequency === "monthly" ? s.budgetDefaultMonthly : s.budgetDefaultWeekly;
}

export function budgetFor(input: { repayment: unknown; deposit: unknown; frequency: RepaymentFrequency }, s: BudgetSettings): number {
  const repayment = clampBudgetInput(input.repayment, s.budgetClampMax);
  const deposit = clampBudgetInput(input.deposit, s.budgetClampMax);
  return Math.round(repayment * PERIODS_PER_YEAR[input.frequency] * s.budgetYears + deposit);
}

export type BudgetButton = { disabled: boolean; label: string; message: string | null; priceMin: number; priceMax: number };

/**
 * The finder's button: disabled with '0 {carType}s Found' under the cheapest result; otherwise a search
 * for price > minimum filter up to the budget, capped at the dearest result (fallback when unknown).
 */
export function budgetButton(
  budget: number,
  results: { minPrice: number | null; maxPrice: number | null; count: number },
  carType: string,
  s: BudgetSettings,
): BudgetButton {
  const priceMin = s.budgetMinPriceFilter + 1;
  const priceMax = Math.min(budget, results.maxPrice ?? s.budgetFallbackMaxPrice);
  if (results.minPrice === null || budget < results.minPrice) {
    return { disabled: true, label: `0 ${carType}s Found`, message: `No ${carType}s found for this budget`, priceMin, priceMax };
  }
  return { disabled: false, label: `Show Me ${carType}s`, message: null, priceMin, priceMax };
}
