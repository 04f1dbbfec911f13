/** The cars of a compare URL, read from this site only, in the order of the URL. */
import { and, eq, inArray } from "drizzle-orm";
import { weeklyEstimate, type EstimateFinanceSettings } from "~/domain/compare/compare-estimate";
import type { CompareCar } from "~/domain/compare/compare-rows";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";

export type CompareColumn = CompareCar & { slug: string; name: string; image: string | null };

export async function compareCars(db: Db, websiteId: number, ids: number[], finance: EstimateFinanceSettings): Promise<CompareColumn[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), eq(cars.shownOnWebsite, true), inArray(cars.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    if (!c) return [];
    return [
      {
        id: c.id,
        slug: c.slug,
        name: c.name,
        image: c.images[0]?.url ?? null,
        price: c.price,
        year: c.year,
        make: c.make,
        model: c.model,
        badge: c.badge,
        carType: c.carType,
        status: c.status,
        km: c.km,
        body: c.body,
        fuel: c.fuel,
        transmission: c.transmission,
        drive: c.drive,
        engine: c.engine,
        cylinders: c.cylinders,
        seats: c.seats,
        doors: c.doors,
        fuelConsumption: c.fuelConsumption,
        colour: c.colour,
        weeklyEstimate: weeklyEstimate(c.price, finance, c.youxWeeklyRepayment),
      },
    ];
  });
}
