/**
 * The embedded market data: comparable cars across the whole platform's stock (every dealer), same make
 * and model, within the year and kilometre window, with a price. Only prices leave the query.
 */
import { and, between, eq, gt, isNotNull, ne } from "drizzle-orm";
import { COMPARABLE_WINDOW, computePriceComparison } from "~/domain/vehicle/price-comparison";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";
import type { MarketDataSource } from "./types";

/** Enough for a stable range, few enough for one indexed read. */
const MAX_COMPARABLES = 400;

export function createEmbeddedMarketData(db: Db): MarketDataSource {
  return {
    name: "embedded",
    async compare(car) {
      const rows = await db
        .select({ price: cars.price, year: cars.year, km: cars.km })
        .from(cars)
        .where(
          and(
            eq(cars.make, car.make),
            eq(cars.model, car.model),
            ne(cars.id, car.id),
            isNotNull(cars.price),
            gt(cars.price, 0),
            between(cars.year, car.year - COMPARABLE_WINDOW.years, car.year + COMPARABLE_WINDOW.years),
            between(cars.km, Math.max(0, car.km - COMPARABLE_WINDOW.km), car.km + COMPARABLE_WINDOW.km),
          ),
        )
        .limit(MAX_COMPARABLES);
      return computePriceComparison(
        car,
        rows.map((r) => ({ price: r.price!, year: r.year, km: r.km })),
      );
    },
  };
}
