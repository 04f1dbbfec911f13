/** A shopper's saved cars on one site. The unique (user, car) index makes saving idempotent across processes. */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { cars, watchlistEntries } from "~/server/db/schema";

export type WatchlistChange = { websiteId: number; userId: number; carId: number };

/** Saves a car shown on this site; false when the car is unknown here (another dealer's, hidden or missing). */
export async function saveCar(db: Db, change: WatchlistChange): Promise<boolean> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, change.carId), eq(cars.websiteId, change.websiteId), eq(cars.shownOnWebsite, true)))
    .limit(1);
  if (!car) return false;
  await db
    .insert(watchlistEntries)
    .values(change)
    .onConflictDoNothing({ target: [watchlistEntries.userId, watchlistEntries.carId] });
  return true;
}

/** Removes a car of this site from the list (removing one that isn't saved is fine); false when the car is unknown here. */
export async function removeCar(db: Db, change: WatchlistChange): Promise<boolean> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, change.carId), eq(cars.websiteId, change.websiteId)))
    .limit(1);
  if (!car) return false;
  await db
    .delete(watchlistEntries)
    .where(
      and(
        eq(watchlistEntries.websiteId, change.websiteId),
        eq(watchlistEntries.userId, change.userId),
        eq(watchlistEntries.carId, change.carId),
      ),
    );
  return true;
}

export async function savedCarIds(db: Db, websiteId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ carId: watchlistEntries.carId })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.websiteId, websiteId), eq(watchlistEntries.userId, userId)))
    .orderBy(desc(watchlistEntries.createdAt), desc(watchlistEntries.id));
  return rows.map((r) => r.carId);
}

/** The saved cars with their current price and status, newest save first. */
export async function listWatchlist(db: Db, websiteId: number, userId: number) {
  return db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      year: cars.year,
      price: cars.price,
      priceType: cars.priceType,
      km: cars.km,
      carType: cars.carType,
      status: cars.status,
      reserved: cars.reserved,
      images: cars.images,
      shownOnWebsite: cars.shownOnWebsite,
      soldAt: cars.soldAt,
      savedAt: watchlistEntries.createdAt,
    })
    .from(watchlistEntries)
    .innerJoin(cars, and(eq(cars.id, watchlistEntries.carId), eq(cars.websiteId, watchlistEntries.websiteId)))
    .where(and(eq(watchlistEntries.websiteId, websiteId), eq(watchlistEntries.userId, userId)))
    .orderBy(desc(watchlistEntries.createdAt), desc(watchlistEntries.id));
}

export type WatchlistCar = Awaited<ReturnType<typeof listWatchlist>>[number];
