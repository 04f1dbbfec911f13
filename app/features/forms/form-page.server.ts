/** The form pages' loaders and their helpers: the form context, and the car a form is about (from ?car_id=). */
import { and, eq } from "drizzle-orm";
import { redirect, type RouterContextProvider } from "react-router";
import type { FormContext } from "~/domain/forms";
import { isSlug } from "~/domain/routing/slug";
import { withoutRepeatedWords } from "~/domain/stock/labels";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { toFormContext } from "~/server/leads/form-context";
import type { Site } from "~/server/tenancy/site-directory";
import { financeRedirect } from "./finance-path";

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
  return car && car.shown ? { id: car.id, slug: car.slug, name: withoutRepeatedWords(car.name) } : null;
}

export function carParamOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("car_id");
}

type Context = Readonly<RouterContextProvider>;

/** A form page's loader: the site's form context. */
export function loadFormPage(context: Context) {
  return { ctx: siteFormContext(requireSite(context)) };
}

/** A form page about a car: the form context, and the car named by `?car_id=` (see findFormCar). */
export async function loadCarFormPage(request: Request, context: Context) {
  const site = requireSite(context);
  const car = await findFormCar(context.get(runtimeContext).db, site.id, carParamOf(request));
  return { ctx: siteFormContext(site), car };
}

/** The finance page, unless the dealer's finance path sends shoppers elsewhere. */
export async function loadFinancePage(request: Request, context: Context) {
  const elsewhere = financeRedirect(requireSite(context).settings.finance.financePath);
  if (elsewhere) throw redirect(elsewhere);
  return loadCarFormPage(request, context);
}
