/**
 * The golden table of finance figures (test fixture): loans worked out by hand once (amortised monthly
 * repayments in arrears, final payment at the end, a month is 4.33 weeks) and checked in. Every component
 * that shows a finance figure is tested against these rows, so they cannot drift apart again.
 */
import type { LoanBasis } from "./figures";

export type GoldenRow = {
  name: string;
  basis: LoanBasis;
  /** Whole dollars as the shopper reads them. */
  weekly: number;
  monthly: number;
  totalPayable: number;
};

const terms = (price: number, ratePercent: number, depositPercent: number, balloonPercent: number, termMonths = 60) => ({
  price,
  ratePercent,
  termMonths,
  deposit: (price * depositPercent) / 100,
  balloon: (price * balloonPercent) / 100,
});

export const GOLDEN_FIGURES = {
  /** The spec's estimate (5 years, 10 % deposit, 30 % final payment) at the default rate of 10. */
  estimateAtDefaultRate: { name: "$32,990 at 10%", basis: terms(32_990, 10, 10, 30), weekly: 116, monthly: 503, totalPayable: 40_079 },
  /** The same car at a dealer's override rate of 8.5. */
  estimateAtDealerRate: { name: "$15,000 at 8.5%", basis: terms(15_000, 8.5, 10, 30), weekly: 50, monthly: 217, totalPayable: 17_491 },
  /** The estimate at the embedded lender's GREAT rate, no fees (the calculator's start beside that quote). */
  estimateAtQuoteRate: { name: "$32,990 at 8.49%", basis: terms(32_990, 8.49, 10, 30), weekly: 110, monthly: 476, totalPayable: 38_459 },
  /** The embedded YouX lender: GREAT credit, a car up to 3 years old, $395 financed and $8 a month. */
  embeddedQuote: {
    name: "$40,000 quote at 8.49% with fees",
    basis: { ...terms(40_000, 8.49, 10, 30), financedFees: 395, monthlyFee: 8 },
    weekly: 137,
    monthly: 593,
    totalPayable: 47_597,
  },
  /** A lender with a 25 % final payment and a $395 establishment fee. */
  lenderHarbourline: {
    name: "$40,000 lender at 9.99%, 25% final, $395 fee",
    basis: { ...terms(40_000, 9.99, 10, 25), financedFees: 395 },
    weekly: 149,
    monthly: 644,
    totalPayable: 48_636,
  },
  lenderOutback: {
    name: "$24,990 lender at 7.89%, 20% final, $650 fee",
    basis: { ...terms(24_990, 7.89, 10, 20), financedFees: 650 },
    weekly: 92,
    monthly: 400,
    totalPayable: 28_985,
  },
  zeroRate: { name: "$32,990 at 0%", basis: terms(32_990, 0, 10, 30), weekly: 76, monthly: 330, totalPayable: 29_691 },
  /** Calculator moved: 7 years, 20 % deposit, no final payment. */
  longNoBalloon: {
    name: "$129,990 over 7 years",
    basis: terms(129_990, 10, 20, 0, 84),
    weekly: 399,
    monthly: 1_726,
    totalPayable: 145_017,
  },
} satisfies Record<string, GoldenRow>;

export const GOLDEN_ROWS: GoldenRow[] = Object.values(GOLDEN_FIGURES);
