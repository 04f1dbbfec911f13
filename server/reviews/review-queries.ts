/** A site's reviews, newest first (the rules of what shows are domain/reviews). */
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { reviews } from "~/server/db/schema";

export type ReviewRow = typeof reviews.$inferSelect;

export async function siteReviews(db: Db, websiteId: number): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.websiteId, websiteId)).orderBy(desc(reviews.publishedAt), desc(reviews.id));
}
