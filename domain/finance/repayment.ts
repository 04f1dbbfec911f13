/**
 * Loan arithmetic shared by the finance calculator, the lender quotes and the embedded quote service.
 * Money is in dollars (fractions allowed inside the maths, rounded only for display).
 */

/**
 * The level repayment per period that pays `principal` down to `balloon` over `periods` periods at
 * `ratePerPeriod` (0.01 = 1 % a period), repayments in arrears. A zero rate is a straight line.
 */
export function levelRepayment(principal: number, ratePerPeriod: number, periods: number, balloon = 0): number {
  if (periods <= 0) return Math.max(0, principal - balloon);
  if (ratePerPeriod === 0) return (principal - balloon) / periods;
  const growth = (1 + ratePerPeriod) ** periods;
  return ((principal - balloon / growth) * ratePerPeriod) / (1 - 1 / growth);
}

export type LoanInput = {
  /** Amount financed (price less deposit, plus any financed fees). */
  principal: number;
  /** Yearly interest in percent, e.g. 10 for 10 % p.a. */
  annualRatePercent: number;
  termMonths: number;
  /** Final payment owed after the last repayment. */
  balloon: number;
  /** Spec: a month is 4.33 weeks (weekly = monthly / 4.33). */
  weeklyToMonthly: number;
};

export type LoanRepayments = { monthly: number; weekly: number; totalPayable: number };

/** Monthly amortised repayment; weekly is the monthly one over the weeks-per-month multiplier. */
export function loanRepayments(input: LoanInput): LoanRepayments {
  const principal = Math.max(0, input.principal);
  const balloon = Math.min(Math.max(0, input.balloon), principal);
  const monthly = principal === 0 ? 0 : levelRepayment(principal, input.annualRatePercent / 100 / 12, input.termMonths, balloon);
  return {
    monthly,
    weekly: monthly / input.weeklyToMonthly,
    totalPayable: monthly * input.termMonths + balloon,
  };
}

/**
 * The yearly rate (percent) at which the monthly `payment` over `months` (plus `balloon` at the end)
 * repays `amount` received: the comparison rate, when `payment` includes the fees. Bisection, to 0.0001 %.
 */
export function impliedAnnualRate(amount: number, payment: number, months: number, balloon = 0): number {
  const presentValue = (monthlyRate: number) => {
    if (monthlyRate === 0) return payment * months + balloon;
    const growth = (1 + monthlyRate) ** months;
    return (payment * (1 - 1 / growth)) / monthlyRate + balloon / growth;
  };
  if (presentValue(0) <= amount) return 0;
  let low = 0;
  let high = 1; // 100 % a month: far beyond any real loan
  for (let i = 0; i < 100 && high - low > 1e-10; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > amount) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 12 * 100;
}
