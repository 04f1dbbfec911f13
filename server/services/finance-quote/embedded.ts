/**
 * The offline lender: a real amortised repayment at the rate table's rate for the shopper's credit score
 * and the car's age, with the estimate's deposit and final payment; the comparison rate is the rate that
 * the repayments plus fees imply on the standard $30,000 five-year loan, as Australian law defines it.
 */
import { basisFor, loanFigures } from "~/domain/finance/figures";
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
      // The same loan maths as every other figure on the page (domain/finance/figures.ts), with the fees.
      const basis = basisFor(
        request.purchasePrice,
        rate,
        { termMonths: request.loanTerm * 12, depositPercent: assumptions.depositPercent, balloonPercent: assumptions.balloonPercent },
        { financedFees: table.establishmentFee, monthlyFee: table.monthlyFee },
      );
      const { monthly } = loanFigures(basis, assumptions.weeklyToMonthly);
      const deposit = basis.deposit;
      const balloon = basis.balloon;
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
