/** Database reads for the vehicle page, every one scoped to the site. */
import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { blogPosts, cars, contentPages, dealerships, financeLenders, locations } from "~/server/db/schema";
import { livePost } from "~/server/content/content-visibility";
import type { PpsrCheck } from "~/domain/vehicle/reports";
import type { Site } from "~/server/tenancy/site-directory";

export type CarRow = typeof cars.$inferSelect;

const CAR_COLUMNS = Object.entries(getTableColumns(cars));

/**
 * A car row sent by the database as one JSON text (`row_to_json`), mapped the way drizzle maps each column: the driver
 * parses one value instead of one per column (about half the CPU of an uncached vehicle page's query on the embedded
 * database). car-queries.integration.test.ts checks it equals drizzle's own row on both databases.
 */
export function carFromJson(text: string): CarRow {
  const json = JSON.parse(text) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of CAR_COLUMNS) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as CarRow;
}

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

/** The newest PPSR search of the car, as one JSON value (the search instant in epoch milliseconds). */
type PpsrJson = Omit<PpsrCheck, "searchedAt"> & { searchedAt: number | string };

const NEWEST_PPSR_OF_CAR = `select json_build_object('vin', p.vin, 'searchedAt', floor(extract(epoch from p.searched_at) * 1000), 'certificateNumber', p.certificate_number, 'stolen', p.stolen, 'writtenOff', p.written_off, 'encumbered', p.encumbered) from ppsr_checks p where p.website_id = "cars"."website_id" and p.car_id = "cars"."id" order by p.searched_at desc limit 1`;

/**
 * The vehicle page's own rows in one query (issue 18): the car with its newest PPSR search. Its location and dealership
 * are the site's (the site directory holds every one of them, as fresh as the page's rows: server/vehicle/car-page-rows.ts);
 * the join answers when the site does not list them. Another dealer's car is not found.
 */
export async function findSitePageCar(
  db: Db,
  site: Pick<Site, "id" | "locations" | "dealerships">,
  slug: string,
): Promise<{ own: Awaited<ReturnType<typeof findSiteCar>> | null; ppsrCheck: PpsrCheck | null }> {
  const [row] = await db
    .select({
      car: sql<string>`row_to_json(${cars})::text`,
      // Written out: in a one-table select drizzle leaves columns unqualified, and the subquery's would shadow the car's.
      ppsr: sql<PpsrJson | null>`(${sql.raw(NEWEST_PPSR_OF_CAR)})`,
    })
    .from(cars)
    .where(and(eq(cars.websiteId, site.id), eq(cars.slug, slug)))
    .limit(1);
  if (!row) return { own: null, ppsrCheck: null };
  const car = carFromJson(row.car);
  const raw = typeof row.ppsr === "string" ? (JSON.parse(row.ppsr) as PpsrJson) : row.ppsr;
  const ppsrCheck = raw ? { ...raw, searchedAt: new Date(Number(raw.searchedAt)).toISOString() } : null;
  const location = site.locations.find((l) => l.id === car.locationId);
  const dealership = site.dealerships.find((d) => d.id === car.dealershipId);
  if (location && dealership) return { own: { car, location, dealership }, ppsrCheck };
  return { own: await findSiteCar(db, site.id, slug), ppsrCheck };
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
