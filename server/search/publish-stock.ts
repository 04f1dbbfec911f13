/**
 * How a committed stock change reaches the public site in every process (ADR 037's rule, the stock feed import's
 * after-commit step): the changed cars get a fresh `updated_at` after the commit, so every process's search index
 * pulls them on its next pull (every 2 s) even if it pulled past the transaction's own timestamps while it ran; the
 * index's change listeners then drop the dealer's cached pages (server/http/http-app.ts), and the sitemap reads the
 * table. This process re-reads the cars at once (the runtime's stock.refreshCars), so its own next page is current.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { cars } from "~/server/db/schema";

const BATCH = 5000;

export async function publishStockChange(
  db: Db,
  websiteId: number,
  carIds: readonly number[],
  options: { refreshCars?: (ids: number[]) => Promise<void>; log?: Logger; now?: () => Date } = {},
): Promise<void> {
  if (carIds.length === 0) return;
  try {
    const at = (options.now ?? (() => new Date()))();
    for (let i = 0; i < carIds.length; i += BATCH) {
      await db
        .update(cars)
        .set({ updatedAt: at })
        .where(and(eq(cars.websiteId, websiteId), inArray(cars.id, carIds.slice(i, i + BATCH))));
    }
    for (let i = 0; i < carIds.length; i += BATCH) await options.refreshCars?.(carIds.slice(i, i + BATCH));
  } catch (error) {
    // The change is committed; the next pull (and a later change) catches the index up.
    options.log?.error({ err: dbErrorForLog(error), websiteId }, "stock change saved; refreshing the search index failed");
  }
}
