/**
 * Replays dead-lettered deliveries of one website: they become due now with a fresh retry window
 * (the attempt counter restarts; the attempt history keeps every earlier attempt).
 */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { leadDeliveries } from "~/server/db/schema";

export type ReplayFilter = { leadId?: string; deliveryIds?: number[]; now?: Date };

/** Returns the ids of the deliveries put back in the queue. */
export async function replayDeadDeliveries(db: Db, websiteId: number, filter: ReplayFilter = {}): Promise<number[]> {
  const conditions: SQL[] = [eq(leadDeliveries.websiteId, websiteId), eq(leadDeliveries.status, "dead")];
  if (filter.leadId !== undefined) conditions.push(eq(leadDeliveries.leadId, filter.leadId));
  if (filter.deliveryIds !== undefined) {
    if (filter.deliveryIds.length === 0) return [];
    conditions.push(inArray(leadDeliveries.id, filter.deliveryIds));
  }
  const rows = await db
    .update(leadDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: filter.now ?? new Date() })
    .where(and(...conditions))
    .returning({ id: leadDeliveries.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
