/**
 * The embedded valuation: the platform's own market data. Comparables are listings across every dealer of the
 * platform (same make and model, within a few model years) that are eligible for automated valuation (in stock,
 * not sold, not reserved, above $200, shown on a website); the maths is domain/valuation/model.ts. A rego is
 * looked up among the platform's listings (a car once sold through a dealer here).
 */
import { and, between, eq, gt, isNull, sql } from "drizzle-orm";
import { AUTOGRAB_MIN_PRICE } from "~/domain/valuation/eligibility";
import { COMPARABLE_YEARS, type ComparableListing, estimateValue } from "~/domain/valuation/model";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";
import type { ValuationProvider } from "./types";

/** Enough for a stable fit, few enough for one indexed read (cars_make_model). */
const MAX_COMPARABLES = 600;

export function createEmbeddedValuation(db: Db): ValuationProvider {
  return {
    name: "embedded",
    async lookupRego(rego, state) {
      void state; // The platform's listings do not record the registering state.
      const [car] = await db
        .select({ year: cars.year, make: cars.make, model: cars.model, badge: cars.badge })
        .from(cars)
        .where(eq(sql`upper(${cars.rego})`, rego.toUpperCase()))
        .limit(1);
      return car ? { year: car.year, make: car.make, model: car.model, ...(car.badge ? { badge: car.badge } : {}) } : null;
    },
    async value(input, now) {
      const rows: ComparableListing[] = await db
        .select({ make: cars.make, model: cars.model, badge: cars.badge, year: cars.year, km: cars.km, price: sql<number>`${cars.price}` })
        .from(cars)
        .where(
          and(
            // cars_make_model serves this when the case matches; lower() keeps "mazda" finding "Mazda".
            eq(sql`lower(${cars.make})`, input.make.trim().toLowerCase()),
            eq(sql`lower(${cars.model})`, input.model.trim().toLowerCase()),
            between(cars.year, input.year - COMPARABLE_YEARS, input.year + COMPARABLE_YEARS),
            // Automated valuation eligibility (001 §5).
            eq(cars.status, "in_stock"),
            eq(cars.reserved, false),
            isNull(cars.soldAt),
            gt(cars.price, AUTOGRAB_MIN_PRICE),
            eq(cars.shownOnWebsite, true),
          ),
        )
        .limit(MAX_COMPARABLES);
      return estimateValue(input, rows, now, "embedded");
    },
  };
}
