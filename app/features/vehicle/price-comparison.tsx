import { formatAud } from "~/domain/stock/format";
import { useEffect, useState } from "react";
import { isPriceComparisonShown, type PriceComparison } from "~/domain/vehicle/price-comparison";

/** GET /api/cars/{slug}/autogauge: a skeleton, then the comparison when it passes the visibility rule; hidden on failure. */
export function PriceComparisonBlock({ slug }: { slug: string }) {
  const [state, setState] = useState<{ kind: "loading" } | { kind: "hidden" } | { kind: "shown"; data: PriceComparison }>({
    kind: "loading",
  });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/cars/${encodeURIComponent(slug)}/autogauge`, { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const data: unknown = await res.json();
        setState(isPriceComparisonShown(data) ? { kind: "shown", data } : { kind: "hidden" });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        console.warn("Failed to fetch auto gauge data.");
        setState({ kind: "hidden" });
      });
    return () => controller.abort();
  }, [slug]);

  if (state.kind === "hidden") return null;
  if (state.kind === "loading") {
    return (
      <section
        aria-label="Price comparison loading"
        aria-busy="true"
        className="calc animate-pulse motion-reduce:animate-none"
        data-testid="price-comparison-skeleton"
      >
        <div className="h-6 w-48 rounded bg-surface-alt" />
        <div className="mt-4 h-4 w-full rounded bg-surface-alt" />
        <div className="mt-3 h-4 w-2/3 rounded bg-surface-alt" />
      </section>
    );
  }
  const p = state.data;
  return (
    <section aria-labelledby="price-comparison" className="calc" data-testid="price-comparison">
      <h2 id="price-comparison" className="text-xl font-bold">
        How this price compares
      </h2>
      <div
        className="relative mt-4 h-3 rounded-full bg-gradient-to-r from-emerald-500 via-amber-400 to-red-500"
        role="img"
        aria-label={`Listing price ${formatAud(p.listing_price)} against a market range of ${formatAud(p.market_range_min)} to ${formatAud(p.market_range_max)}`}
      >
        <span className="absolute -top-1.5 h-6 w-1.5 -translate-x-1/2 rounded bg-ink" style={{ left: `${Math.round(p.fill * 100)}%` }} />
      </div>
      <div className="mt-2 flex justify-between text-sm">
        <span>{formatAud(p.market_range_min)}</span>
        <span className="font-semibold">Our price: {formatAud(p.listing_price)}</span>
        <span>{formatAud(p.market_range_max)}</span>
      </div>
      <p className="mt-3">{p.description}</p>
      <p className="mt-1 text-xs text-muted">
        Market range from comparable cars listed across our dealer network. Confidence {Math.round(p.confidence * 100)}%.
      </p>
    </section>
  );
}
