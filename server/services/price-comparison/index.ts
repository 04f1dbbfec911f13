/**
 * Price comparison behind GET /api/cars/{slug}/autogauge: one answer per car, cached in
 * price_comparisons and recomputed when it is older than the TTL or the listing price changed.
 * The source is the embedded platform-wide comparison unless PRICE_COMPARISON_PROVIDER=http (config.ts).
 */
import { eq, sql } from "drizzle-orm";
import type { PriceComparison } from "~/domain/vehicle/price-comparison";
import type { Db } from "~/server/db/client";
import { priceComparisons } from "~/server/db/schema";
import type { PriceComparisonConfig } from "./config";
import { createEmbeddedMarketData } from "./embedded";
import { createHttpMarketData } from "./http";
import type { MarketDataSource, PriceComparisonCar } from "./types";

export type { MarketDataSource, PriceComparisonCar } from "./types";

export const PRICE_COMPARISON_TTL_MS = 6 * 3_600_000;

export function createMarketData(db: Db, config: PriceComparisonConfig): MarketDataSource {
  return config.PRICE_COMPARISON_PROVIDER === "http"
    ? createHttpMarketData({ url: config.PRICE_COMPARISON_URL!, apiKey: config.PRICE_COMPARISON_API_KEY! })
    : createEmbeddedMarketData(db);
}

export function createPriceComparisonService(db: Db, source: MarketDataSource, options: { now?: () => number; ttlMs?: number } = {}) {
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? PRICE_COMPARISON_TTL_MS;
  const inflight = new Map<number, Promise<PriceComparison | null>>();

  async function compute(car: PriceComparisonCar): Promise<PriceComparison | null> {
    const [cached] = await db.select().from(priceComparisons).where(eq(priceComparisons.carId, car.id)).limit(1);
    const fresh =
      cached && now() - cached.computedAt.getTime() < ttl && (cached.payload === null || cached.payload.listing_price === car.price);
    if (fresh) return cached.payload;
    const payload = car.price > 0 ? await source.compare(car) : null;
    const computedAt = new Date(now());
    await db
      .insert(priceComparisons)
      .values({ carId: car.id, websiteId: car.websiteId, payload, computedAt })
      .onConflictDoUpdate({ target: priceComparisons.carId, set: { payload: sql`excluded.payload`, computedAt } });
    return payload;
  }

  return {
    /** The car's comparison, or null when there is none; concurrent asks for one car share one computation. */
    get(car: PriceComparisonCar): Promise<PriceComparison | null> {
      let pending = inflight.get(car.id);
      if (!pending) {
        pending = compute(car).finally(() => inflight.delete(car.id));
        inflight.set(car.id, pending);
      }
      return pending;
    },
  };
}

export type PriceComparisonService = ReturnType<typeof createPriceComparisonService>;
