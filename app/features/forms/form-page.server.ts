/** The form pages' loaders and their helpers: the car a form is about (from ?car_id=). */
import { and, eq } from "drizzle-orm";
import { redirect, type RouterContextProvider } from "react-router";
import { isSlug } from "~/domain/routing/slug";
import { withoutRepeatedWords } from "~/domain/stock/labels";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { financeRedirect } from "./finance-path";

export type FormCar = { id: number; slug: string; name: string };

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
  return car && car.shown ? { id: car.id, slug: car.slug, name: withoutRepeatedWords(car.name) } : null;
}

export function carParamOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("car_id");
}

type Context = Readonly<RouterContextProvider>;

/** A form page's loader: nothing of its own (the form's context is the site's: siteFormContext), only that the site exists. */
export function loadFormPage(context: Context) {
  requireSite(context);
  return {};
}

/** A form page about a car: the car named by `?car_id=` (see findFormCar). */
export async function loadCarFormPage(request: Request, context: Context) {
  const site = requireSite(context);
  const car = await findFormCar(context.get(runtimeContext).db, site.id, carParamOf(request));
  return { car };
}

/** The finance page, unless the dealer's finance path sends shoppers elsewhere. */
export async function loadFinancePage(request: Request, context: Context) {
  const elsewhere = financeRedirect(requireSite(context).settings.finance.financePath);
  if (elsewhere) throw redirect(elsewhere);
  return loadCarFormPage(request, context);
}
