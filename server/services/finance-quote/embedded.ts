/**
 * The offline lender: a real amortised repayment at the rate table's rate for the shopper's credit score
 * and the car's age, with the estimate's deposit and final payment; the comparison rate is the rate that
 * the repayments plus fees imply on the standard $30,000 five-year loan, as Australian law defines it.
 */
import { impliedAnnualRate, levelRepayment } from "~/domain/finance/repayment";
import { advertisedRate, DEFAULT_RATE_TABLE, type RateTable } from "./rate-table";
import type { FinanceQuoteService } from "./types";

const COMPARISON_AMOUNT = 30_000;
const COMPARISON_MONTHS = 60;

export function comparisonRate(table: RateTable, rate: number): number {
  const payment = levelRepayment(COMPARISON_AMOUNT + table.establishmentFee, rate / 100 / 12, COMPARISON_MONTHS) + table.monthlyFee;
  return Number(impliedAnnualRate(COMPARISON_AMOUNT, payment, COMPARISON_MONTHS).toFixed(2));
}

export function createEmbeddedQuoteService(options: { table?: RateTable; now?: () => Date } = {}): FinanceQuoteService {
  const table = options.table ?? DEFAULT_RATE_TABLE;
  const now = options.now ?? (() => new Date());
  return {
    name: "embedded",
    async quote(request, assumptions) {
      const rate = advertisedRate(table, request.selfAssessedCreditScore, now().getFullYear() - request.year);
      const months = request.loanTerm * 12;
      const deposit = (request.purchasePrice * assumptions.depositPercent) / 100;
      const balloon = (request.purchasePrice * assumptions.balloonPercent) / 100;
      const principal = request.purchasePrice - deposit + table.establishmentFee;
      const monthly = levelRepayment(principal, rate / 100 / 12, months, Math.min(balloon, principal)) + table.monthlyFee;
      return {
        weeklyRepaymentAmount: Math.round(monthly / assumptions.weeklyToMonthly),
        monthlyRepaymentAmount: Math.round(monthly),
        advertisedRate: rate,
        comparisonRate: comparisonRate(table, rate),
        loanTerm: request.loanTerm,
        depositAmount: Math.round(deposit),
        balloonAmount: Math.round(balloon),
      };
    },
  };
}
