/** The compare page's loader: /compare?ids=1,2,3[&diff=1], the cars read from this site only, in the order of the URL. */
import { withoutRepeatedWords } from "~/domain/stock/labels";
import { and, eq, inArray } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { parseCompareIds } from "~/domain/compare/compare-list";
import { weeklyEstimate, type EstimateFinanceSettings } from "~/domain/compare/compare-estimate";
import { compareRows, visibleRows, type CompareCar } from "~/domain/compare/compare-rows";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";
import { requireSite, runtimeContext } from "~/server/http/router-context";

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
        name: withoutRepeatedWords(c.name),
        image: c.images[0]?.url ?? null,
        price: c.price,
        year: c.year,
        make: c.make,
        model: c.model,
        badge: c.badge,
        carType: c.carType,
        vehicleKind: c.vehicleKind,
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

/** The URL is the whole state, so a comparison can be shared. */
export async function loadComparePage(request: Request, context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const { db } = context.get(runtimeContext);
  if (!site.settings.features.compare) throw data("Not found", { status: 404 });
  const params = new URL(request.url).searchParams;
  const ids = parseCompareIds(params.get("ids"));
  const diffOnly = params.get("diff") === "1";
  const cars = await compareCars(db, site.id, ids, site.settings.finance);
  const rows = visibleRows(compareRows(cars, site.settings.labels.noPriceText), diffOnly);
  return {
    siteName: site.name,
    searchPath: site.settings.search.defaultSearchPath,
    hasIds: ids.length > 0,
    diffOnly,
    cars: cars.map((c) => ({ id: c.id, slug: c.slug, name: c.name, image: c.image })),
    rows,
  };
}

export type ComparePageData = Awaited<ReturnType<typeof loadComparePage>>;
