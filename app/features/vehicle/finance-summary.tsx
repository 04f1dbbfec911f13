import { useEffect, useState } from "react";
import {
  estimateAssumptionsText,
  formatRate,
  initialSummary,
  needsQuoteRequest,
  quoteRequestFor,
  summaryFromQuoteAnswer,
  type FinanceSummaryState,
} from "~/domain/finance/estimate";
import { formatFigure } from "~/domain/finance/figures";
import type { ClientSettings } from "~/server/tenancy/client-site";
import type { VehicleCar } from "~/app/features/vehicle/car-page.server";

/**
 * The page's headline estimate, shared by the sidebar, the calculator and the lenders' offers: the car's own
 * quote, or POST /api/youx/quote when the car has a price above 0 (001 §5). A failed quote is silent (001 §7):
 * the estimate just does not appear, and the other figures start from the dealer's rate instead.
 */
export function useFinanceHeadline(car: VehicleCar, finance: ClientSettings["finance"], enabled = true): FinanceSummaryState {
  const [summary, setSummary] = useState<FinanceSummaryState>(() => (enabled ? initialSummary(car, finance) : { state: "none" }));
  useEffect(() => {
    if (!enabled || !needsQuoteRequest(car)) return;
    const controller = new AbortController();
    fetch("/api/youx/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(quoteRequestFor(car, finance)),
      signal: controller.signal,
    })
      .then(async (res) => setSummary(res.ok ? summaryFromQuoteAnswer(await res.json()) : { state: "none" }))
      .catch(() => !controller.signal.aborted && setSummary({ state: "none" }));
    return () => controller.abort();
  }, [car, finance, enabled]);
  return summary;
}

/** The sidebar's weekly estimate: "..." while loading, "-" for a missing rate (001 §8), nothing on failure. */
export function FinanceSummary({ summary, finance }: { summary: FinanceSummaryState; finance: ClientSettings["finance"] }) {
  if (summary.state === "none") return null;
  return (
    <div className="aside-box" data-testid="finance-summary" aria-busy={summary.state === "loading"}>
      <p>
        <span className="font-semibold">Finance from </span>
        <span className="text-base font-bold" data-testid="finance-weekly">
          {formatFigure(summary.state === "ready" ? summary.weeklyRepaymentAmount : "loading")}
        </span>
        <span> /week*</span>
      </p>
      <dl className="mt-1 grid grid-cols-2 gap-x-2 text-muted">
        <dt>Rate</dt>
        <dd data-testid="finance-rate">{formatRate(summary, "advertisedRate")}</dd>
        <dt>Comparison rate</dt>
        <dd data-testid="finance-comparison-rate">{formatRate(summary, "comparisonRate")}</dd>
      </dl>
      <p className="mt-1 text-xs text-muted">{`* ${estimateAssumptionsText(finance)}`}</p>
    </div>
  );
}
