/** Loader helpers for the form pages: the form context, and the car a form is about (from ?car_id=). */
import { and, eq } from "drizzle-orm";
import type { FormContext } from "~/domain/forms";
import { isSlug } from "~/domain/routing/slug";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";
import { toFormContext } from "~/server/leads/form-context";
import type { Site } from "~/server/tenancy/site-directory";

export type FormCar = { id: number; slug: string; name: string };

export function siteFormContext(site: Site): FormContext {
  return toFormContext(site.settings, site.dealerships, site.locations);
}

/**
 * The car named by `?car_id=` (its id, or its slug as the vehicle page passes it), only when it is this
 * site's and shown on its website; anything else is ignored rather than an error.
 */
export async function findFormCar(db: Db, websiteId: number, carParam: string | null): Promise<FormCar | null> {
  if (!isSlug(carParam)) return null;
  const byId = /^\d{1,9}$/.test(carParam);
  const [car] = await db
    .select({ id: cars.id, slug: cars.slug, name: cars.name, shown: cars.shownOnWebsite })
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), byId ? eq(cars.id, Number(carParam)) : eq(cars.slug, carParam)))
    .limit(1);
  return car && car.shown ? { id: car.id, slug: car.slug, name: car.name } : null;
}

export function carParamOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("car_id");
}
