/**
 * The real lender adapter: forwards the spec's request body to the YouX quote API and reshapes its answer
 * to the domain's QuoteAnswer. Only the three fields the page reads are required.
 */
import type { QuoteAnswer } from "~/domain/finance/quote-contract";
import type { FinanceQuoteService } from "./types";

export function createYouxQuoteService(options: {
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): FinanceQuoteService {
  const doFetch = options.fetch ?? fetch;
  return {
    name: "youx",
    async quote(request, assumptions) {
      const res = await doFetch(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new Error(`quote failed with HTTP ${res.status}`);
      const body = (await res.json()) as Record<string, unknown>;
      const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : NaN);
      const weekly = num(body.weeklyRepaymentAmount);
      if (!(weekly > 0)) throw new Error("quote answer without weeklyRepaymentAmount");
      const answer: QuoteAnswer = {
        weeklyRepaymentAmount: weekly,
        monthlyRepaymentAmount: Number.isFinite(num(body.monthlyRepaymentAmount))
          ? num(body.monthlyRepaymentAmount)
          : Math.round(weekly * assumptions.weeklyToMonthly),
        advertisedRate: num(body.advertisedRate),
        comparisonRate: num(body.comparisonRate),
        loanTerm: request.loanTerm,
        depositAmount: Math.round((request.purchasePrice * assumptions.depositPercent) / 100),
        balloonAmount: Math.round((request.purchasePrice * assumptions.balloonPercent) / 100),
      };
      return answer;
    },
  };
}
