/**
 * The real market-data adapter: asks a price-guide API (Autogauge-style) for the car and reshapes its
 * answer to the spec's fields. Configured by PRICE_COMPARISON_URL and PRICE_COMPARISON_API_KEY.
 */
import type { PriceComparison } from "~/domain/vehicle/price-comparison";
import type { MarketDataSource } from "./types";

export function createHttpMarketData(options: { url: string; apiKey: string; fetch?: typeof fetch; timeoutMs?: number }): MarketDataSource {
  const doFetch = options.fetch ?? fetch;
  return {
    name: "http",
    async compare(car) {
      const url = new URL(options.url);
      for (const [k, v] of Object.entries({ make: car.make, model: car.model, year: car.year, km: car.km, price: car.price }))
        url.searchParams.set(k, String(v));
      const res = await doFetch(url, {
        headers: { authorization: `Bearer ${options.apiKey}`, accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`market data failed with HTTP ${res.status}`);
      const b = (await res.json()) as Record<string, unknown>;
      const n = (v: unknown) => (typeof v === "number" ? v : Number(v));
      const result: PriceComparison = {
        fill: n(b.fill),
        listing_price: car.price,
        market_range_min: n(b.market_range_min),
        market_range_max: n(b.market_range_max),
        confidence: n(b.confidence),
        description: typeof b.description === "string" ? b.description : "",
      };
      return [result.fill, result.market_range_min, result.market_range_max, result.confidence].every(Number.isFinite) ? result : null;
    },
  };
}
