import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";

/** The newest arrivals a home page shows: in stock and shown on the website. */
export async function featuredCars(db: Db, websiteId: number, limit = 8) {
  return db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      price: cars.price,
      priceType: cars.priceType,
      km: cars.km,
      carType: cars.carType,
      vehicleKind: cars.vehicleKind,
      images: cars.images,
    })
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), eq(cars.shownOnWebsite, true), inArray(cars.status, ["in_stock"])))
    .orderBy(desc(cars.arrivedAt), desc(cars.id))
    .limit(limit);
}
