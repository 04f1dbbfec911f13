/**
 * The dashboard's queries (issue 19). Every query takes the dealer's website id and filters every table it reads
 * on it (joins too), so a dealer's dashboard counts nothing of another dealer's. Days are counted in the dealer's
 * time zone (domain/console/dashboard-days.ts), in SQL, so a busy dealer's 90 days are a few hundred rows.
 */
import { and, asc, count, desc, eq, gte, ne, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { cars, carViews, leadDeliveries, leads, locations, phoneReveals } from "~/server/db/schema";

export type LeadDayRow = { day: string; kind: string; location: string | null; count: number };

const dayIn = (column: unknown, timeZone: string) => sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** Leads (and phone reveals, as kind "phone-reveal") per day in the zone, kind and location, since an instant. */
export async function leadsPerDay(db: Db, websiteId: number, since: Date, timeZone: string): Promise<LeadDayRow[]> {
  const [formLeads, reveals] = await Promise.all([
    db
      .select({ day: dayIn(leads.createdAt, timeZone), kind: leads.kind, location: locations.name, count: count() })
      .from(leads)
      .leftJoin(locations, and(eq(locations.id, leads.locationId), eq(locations.websiteId, websiteId)))
      .where(and(eq(leads.websiteId, websiteId), gte(leads.createdAt, since)))
      .groupBy(sql`1`, sql`2`, sql`3`),
    db
      .select({ day: dayIn(phoneReveals.createdAt, timeZone), location: locations.name, count: count() })
      .from(phoneReveals)
      .leftJoin(locations, and(eq(locations.id, phoneReveals.locationId), eq(locations.websiteId, websiteId)))
      .where(and(eq(phoneReveals.websiteId, websiteId), gte(phoneReveals.createdAt, since)))
      .groupBy(sql`1`, sql`2`),
  ]);
  return [
    ...formLeads.map((r) => ({ ...r, count: Number(r.count) })),
    ...reveals.map((r) => ({ ...r, kind: "phone-reveal", count: Number(r.count) })),
  ];
}

export type CarEngagementRow = { id: number; name: string; stocknum: string; views: number; enquiries: number };

/**
 * Views (a visitor once a day, server/vehicle/views.ts; `car_views.day` is a day in Australian east time) since
 * `sinceDay` and leads about the car since `since`, for the cars with the most views, then the most leads.
 */
export async function carEngagement(
  db: Db,
  websiteId: number,
  window: { sinceDay: string; since: Date },
  limit = 15,
): Promise<CarEngagementRow[]> {
  const views = db
    .select({ carId: carViews.carId, views: sql<number>`count(*)::int`.as("view_count") })
    .from(carViews)
    .where(and(eq(carViews.websiteId, websiteId), gte(carViews.day, window.sinceDay)))
    .groupBy(carViews.carId)
    .as("v");
  const enquiries = db
    .select({ carId: leads.carId, enquiries: sql<number>`count(*)::int`.as("lead_count") })
    .from(leads)
    .where(and(eq(leads.websiteId, websiteId), gte(leads.createdAt, window.since), sql`${leads.carId} is not null`))
    .groupBy(leads.carId)
    .as("e");
  // Qualified by hand: drizzle names a subquery's column bare, and cars has a views column of its own.
  const viewCount = sql<number>`coalesce("v"."view_count", 0)`;
  const enquiryCount = sql<number>`coalesce("e"."lead_count", 0)`;
  const rows = await db
    .select({ id: cars.id, name: cars.name, stocknum: cars.stocknum, views: viewCount, enquiries: enquiryCount })
    .from(cars)
    .leftJoin(views, eq(views.carId, cars.id))
    .leftJoin(enquiries, eq(enquiries.carId, cars.id))
    .where(and(eq(cars.websiteId, websiteId), sql`("v"."view_count" is not null or "e"."lead_count" is not null)`))
    .orderBy(desc(viewCount), desc(enquiryCount), asc(cars.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, views: Number(r.views), enquiries: Number(r.enquiries) }));
}

/** The dealer's whole views and car leads in the same window (the totals above the table). */
export async function engagementTotals(db: Db, websiteId: number, window: { sinceDay: string; since: Date }) {
  const [[v], [e]] = await Promise.all([
    db
      .select({ n: count() })
      .from(carViews)
      .where(and(eq(carViews.websiteId, websiteId), gte(carViews.day, window.sinceDay))),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.websiteId, websiteId), gte(leads.createdAt, window.since), sql`${leads.carId} is not null`)),
  ]);
  return { views: Number(v.n), enquiries: Number(e.n) };
}

export type StockCar = { id: number; name: string; stocknum: string; price: number | null; arrivedAt: Date };

/**
 * How many unsold cars have been in stock for each whole number of calendar days in the zone (the histogram: a few
 * hundred rows however big the stock), and the `oldest` longest in stock with what the list shows.
 */
export async function stockAges(
  db: Db,
  websiteId: number,
  now: Date,
  timeZone: string,
  oldest = 10,
): Promise<{ ages: Array<{ days: number; count: number }>; oldest: StockCar[] }> {
  const unsold = and(eq(cars.websiteId, websiteId), ne(cars.status, "sold"));
  const days = sql<number>`((${now.toISOString()}::timestamptz at time zone ${timeZone})::date - (${cars.arrivedAt} at time zone ${timeZone})::date)`;
  const [ages, oldestCars] = await Promise.all([
    db
      .select({ days, count: count() })
      .from(cars)
      .where(unsold)
      .groupBy(sql`1`),
    db
      .select({ id: cars.id, name: cars.name, stocknum: cars.stocknum, price: cars.price, arrivedAt: cars.arrivedAt })
      .from(cars)
      .where(unsold)
      .orderBy(asc(cars.arrivedAt), asc(cars.id))
      .limit(oldest),
  ]);
  return { ages: ages.map((r) => ({ days: Number(r.days), count: Number(r.count) })), oldest: oldestCars };
}

export type DeliveryCountRow = { target: string; destination: string; status: string; attempts: number; week: number; month: number };

/** Lead deliveries per target and destination, status and whether they were tried, created in the last 7 and 30 days. */
export async function deliveryCounts(db: Db, websiteId: number, window: { week: Date; month: Date }): Promise<DeliveryCountRow[]> {
  const tried = sql<number>`case when ${leadDeliveries.attempts} > 0 then 1 else 0 end`;
  const rows = await db
    .select({
      target: leadDeliveries.target,
      destination: leadDeliveries.destination,
      status: leadDeliveries.status,
      attempts: tried,
      week: sql<number>`count(*) filter (where ${leadDeliveries.createdAt} >= ${window.week.toISOString()}::timestamptz)`,
      month: count(),
    })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.websiteId, websiteId), gte(leadDeliveries.createdAt, window.month)))
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`);
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts), week: Number(r.week), month: Number(r.month) }));
}
