import type { QuoteAnswer, QuoteRequest } from "~/domain/finance/quote-contract";

/** What the estimate assumes besides the request: deposit and final payment shares (dealer settings). */
export type QuoteAssumptions = { depositPercent: number; balloonPercent: number; weeklyToMonthly: number };

export type FinanceQuoteService = {
  readonly name: string;
  /** Throws when the lender cannot quote; callers answer non-OK and the page shows no estimate. */
  quote(request: QuoteRequest, assumptions: QuoteAssumptions): Promise<QuoteAnswer>;
};
