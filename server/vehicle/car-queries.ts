/** Database reads for the vehicle page, every one scoped to the site. */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { blogPosts, cars, contentPages, dealerships, financeLenders, locations } from "~/server/db/schema";
import { livePost } from "~/server/content/content-visibility";

export type CarRow = typeof cars.$inferSelect;

export async function findSiteCar(db: Db, websiteId: number, slug: string) {
  const [row] = await db
    .select({ car: cars, location: locations, dealership: dealerships })
    .from(cars)
    .innerJoin(locations, eq(locations.id, cars.locationId))
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(eq(cars.websiteId, websiteId), eq(cars.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function siteLenders(db: Db, websiteId: number) {
  return db.select().from(financeLenders).where(eq(financeLenders.websiteId, websiteId)).orderBy(financeLenders.id);
}

/** Up to `limit` posts about the make, newest first, topped up with the newest others. */
export async function relatedPosts(db: Db, websiteId: number, make: string, limit = 3) {
  const columns = {
    slug: blogPosts.slug,
    title: blogPosts.title,
    excerpt: blogPosts.excerpt,
    imageUrl: blogPosts.imageUrl,
    category: blogPosts.category,
    publishedAt: blogPosts.publishedAt,
  };
  const about = await db
    .select(columns)
    .from(blogPosts)
    .where(and(eq(blogPosts.websiteId, websiteId), livePost(), sql`${blogPosts.makes} @> ${JSON.stringify([make])}::jsonb`))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
  if (about.length >= limit) return about;
  const newest = await db
    .select(columns)
    .from(blogPosts)
    .where(and(eq(blogPosts.websiteId, websiteId), livePost()))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit * 2);
  const seen = new Set(about.map((p) => p.slug));
  return [...about, ...newest.filter((p) => !seen.has(p.slug))].slice(0, limit);
}

export async function contentBySlug(db: Db, websiteId: number, slugs: readonly string[]) {
  if (slugs.length === 0) return new Map<string, { title: string; body: string }>();
  const rows = await db
    .select({ slug: contentPages.slug, title: contentPages.title, body: contentPages.body })
    .from(contentPages)
    .where(and(eq(contentPages.websiteId, websiteId), inArray(contentPages.slug, [...slugs])));
  return new Map(rows.map((r) => [r.slug, { title: r.title, body: r.body }]));
}
