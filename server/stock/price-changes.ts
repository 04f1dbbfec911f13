/**
 * A car's price history (issue 19's dashboard): every place that changes a price (the feed import's apply, the
 * console's car edit) calls `recordPriceChanges` in the same transaction as the change, so the history is exactly
 * the prices that were written. A "change" to the same price is not recorded.
 */
import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { carPriceChanges, cars } from "~/server/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type PriceChange = { carId: number; from: number | null; to: number | null };
export type PriceChangeSource = "feed" | "console";

const BATCH = 1000;

/** Records the price changes of one dealer's cars (inside the caller's transaction when given one). */
export async function recordPriceChanges(
  db: Db | Tx,
  websiteId: number,
  changes: readonly PriceChange[],
  by: { source: PriceChangeSource; actor: string; at?: Date },
): Promise<void> {
  const rows = changes
    .filter((c) => c.from !== c.to)
    .map((c) => ({
      websiteId,
      carId: c.carId,
      oldPrice: c.from,
      newPrice: c.to,
      source: by.source,
      actor: by.actor,
      ...(by.at ? { changedAt: by.at } : {}),
    }));
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(carPriceChanges).values(rows.slice(i, i + BATCH));
}

export type RecentPriceChange = {
  carId: number;
  slug: string;
  name: string;
  stocknum: string;
  oldPrice: number | null;
  newPrice: number | null;
  source: string;
  actor: string;
  changedAt: Date;
};

/** The dealer's latest price changes since an instant, newest first. */
export async function recentPriceChanges(db: Db, websiteId: number, since: Date, limit = 20): Promise<RecentPriceChange[]> {
  return db
    .select({
      carId: carPriceChanges.carId,
      slug: cars.slug,
      name: cars.name,
      stocknum: cars.stocknum,
      oldPrice: carPriceChanges.oldPrice,
      newPrice: carPriceChanges.newPrice,
      source: carPriceChanges.source,
      actor: carPriceChanges.actor,
      changedAt: carPriceChanges.changedAt,
    })
    .from(carPriceChanges)
    .innerJoin(cars, and(eq(cars.id, carPriceChanges.carId), eq(cars.websiteId, websiteId)))
    .where(and(eq(carPriceChanges.websiteId, websiteId), gte(carPriceChanges.changedAt, since)))
    .orderBy(desc(carPriceChanges.changedAt), desc(carPriceChanges.id))
    .limit(limit);
}
