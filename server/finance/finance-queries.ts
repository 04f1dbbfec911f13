/** What the finance pages read of a site: a car (by id or slug, shown on the website) and its lenders. */
import { and, eq } from "drizzle-orm";
import { isSlug } from "~/domain/routing/slug";
import { withoutRepeatedWords } from "~/domain/stock/labels";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";

export type FinanceCar = {
  id: number;
  slug: string;
  name: string;
  price: number | null;
  year: number;
  vin: string;
  nvic: string | null;
  status: string;
  /** "car", "caravan", "motorcycle": what the pages call it. */
  vehicleKind: string;
  locationId: number;
  youxQuote: { weeklyRepaymentAmount: number } | null;
};

/** The car named by `?car_id=` (id or slug), only when it is this site's and shown on its website. */
export async function findFinanceCar(db: Db, websiteId: number, carParam: string | null): Promise<FinanceCar | null> {
  if (!isSlug(carParam)) return null;
  const byId = /^\d{1,9}$/.test(carParam);
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), byId ? eq(cars.id, Number(carParam)) : eq(cars.slug, carParam)))
    .limit(1);
  if (!car || !car.shownOnWebsite) return null;
  return {
    id: car.id,
    slug: car.slug,
    name: withoutRepeatedWords(car.name),
    price: car.price,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic ?? null,
    status: car.status,
    vehicleKind: car.vehicleKind,
    locationId: car.locationId,
    youxQuote: car.youxWeeklyRepayment ? { weeklyRepaymentAmount: car.youxWeeklyRepayment } : null,
  };
}
