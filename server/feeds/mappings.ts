/** A dealer's saved feed mappings (feed_mappings): saved by name, read back through the mapping's schema. */
import { and, asc, eq } from "drizzle-orm";
import { parseFeedMapping, type FeedMapping, type MappingResult } from "~/domain/feeds/mapping";
import type { Db } from "~/server/db/client";
import { feedMappings } from "~/server/db/schema";

/** Saves (or replaces) the dealer's mapping of this name. */
export async function saveFeedMapping(db: Db, websiteId: number, mapping: FeedMapping): Promise<void> {
  const value = mapping as unknown as Record<string, unknown>;
  await db
    .insert(feedMappings)
    .values({ websiteId, name: mapping.name, mapping: value })
    .onConflictDoUpdate({ target: [feedMappings.websiteId, feedMappings.name], set: { mapping: value, updatedAt: new Date() } });
}

/** The dealer's mapping of this name (checked again: the schema may have moved on since it was saved); null if none. */
export async function loadFeedMapping(db: Db, websiteId: number, name: string): Promise<MappingResult | null> {
  const [row] = await db
    .select({ mapping: feedMappings.mapping })
    .from(feedMappings)
    .where(and(eq(feedMappings.websiteId, websiteId), eq(feedMappings.name, name)));
  return row ? parseFeedMapping(row.mapping) : null;
}

export async function feedMappingNames(db: Db, websiteId: number): Promise<string[]> {
  const rows = await db
    .select({ name: feedMappings.name })
    .from(feedMappings)
    .where(eq(feedMappings.websiteId, websiteId))
    .orderBy(asc(feedMappings.name));
  return rows.map((r) => r.name);
}
