/**
 * The vehicle page's loader (and the print page's): everything the page shows, computed on the server for one
 * site: the car (or why it is gone), its location, lender offers, tabs, reports, similar cars and related posts.
 */
import { withoutRepeatedWords } from "~/domain/stock/labels";
import { offersByProvider } from "~/domain/finance/lenders";
import { carPageState } from "~/domain/vehicle/availability";
import { carPath } from "~/domain/vehicle/seo";
import { cardTag } from "~/domain/stock/card-tag";
import { similarSearchHref, toCardCar, type CardCar } from "~/server/search/card-car";
import type { FacetName } from "~/domain/search/query";
import type { CarHit } from "~/server/search/search-documents";
import type { Runtime } from "~/server/runtime";
import type { Site } from "~/server/tenancy/site-directory";
import { toVehiclePageSettings } from "~/server/tenancy/client-site";
import { contentBySlug, findSiteCar, findSitePageCar, relatedPosts, siteLenders, type CarRow } from "~/server/vehicle/car-queries";
import { createCarPageRows, type CarPageRowsStore } from "~/server/vehicle/car-page-rows";
import { createMemo } from "~/server/vehicle/memo";
import { ALL_TAB_CONTENT_SLUGS, vehicleTabs } from "~/server/vehicle/tabs";
import { checkoutLink } from "~/server/checkout/offer-link";
import { availableReports, checkForCar, ppsrSummary, reportLabel, reportHref, type PpsrCheck } from "~/domain/vehicle/reports";
import { siteDefaultState, stateTimeZone } from "~/domain/locations/australian-state";

const dbKeys = new WeakMap<object, number>();
let nextDbKey = 1;
function dbKey(db: object): number {
  const known = dbKeys.get(db);
  if (known !== undefined) return known;
  dbKeys.set(db, nextDbKey);
  return nextDbKey++;
}

export const SIMILAR_COUNT = 4;

/** Lenders, tab content and related posts change rarely; a minute's staleness is fine for them. */
const SITE_DATA_TTL_MS = 60_000;
const lendersMemo = createMemo<Awaited<ReturnType<typeof siteLenders>>>(SITE_DATA_TTL_MS);
const contentMemo = createMemo<Awaited<ReturnType<typeof contentBySlug>>>(SITE_DATA_TTL_MS);
const postsMemo = createMemo<Awaited<ReturnType<typeof relatedPosts>>>(SITE_DATA_TTL_MS);

/** Cars of this site like the given one: same model first, then same make, then same body. */
function similarHits(
  runtime: Pick<Runtime, "stock">,
  site: Site,
  like: { id?: number; make: string; model: string; body: string },
): CarHit[] {
  const picked: CarHit[] = [];
  const seen = new Set<number>(like.id === undefined ? [] : [like.id]);
  const tries: Array<Partial<Record<FacetName, string[]>>> = [
    { make: [like.make], model: [like.model] },
    { make: [like.make] },
    { body: [like.body] },
  ];
  for (const facets of tries) {
    if (picked.length >= SIMILAR_COUNT) break;
    const result = runtime.stock.search(site, { facets, hitsPerPage: SIMILAR_COUNT * 3, facetNames: [] });
    for (const hit of result.hits as CarHit[]) {
      if (picked.length >= SIMILAR_COUNT) break;
      if (seen.has(hit.id) || hit.status === "sold") continue;
      seen.add(hit.id);
      picked.push(hit);
    }
  }
  return picked;
}

export function similarCars(
  runtime: Pick<Runtime, "stock">,
  site: Site,
  like: { id?: number; make: string; model: string; body: string },
  now = Date.now(),
): CardCar[] {
  return similarHits(runtime, site, like).map((hit) => toCardCar(hit, site, now));
}

/** The car as the browser receives it: no internal ranks or flags. */
function clientCar(car: CarRow) {
  return {
    id: car.id,
    websiteId: car.websiteId,
    slug: car.slug,
    path: carPath(car.slug),
    name: withoutRepeatedWords(car.name),
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    colour: car.colour,
    interiorColour: car.interiorColour,
    price: car.price,
    priceType: car.priceType,
    km: car.km,
    stocknum: car.stocknum,
    vin: car.vin,
    nvic: car.nvic,
    rego: car.rego,
    carType: car.carType,
    vehicleKind: car.vehicleKind,
    status: car.status,
    reserved: car.reserved,
    tag: car.tag,
    certified: car.certified,
    body: car.body,
    fuel: car.fuel,
    transmission: car.transmission,
    drive: car.drive,
    engine: car.engine,
    cylinders: car.cylinders,
    seats: car.seats,
    doors: car.doors,
    fuelConsumption: car.fuelConsumption,
    images: car.images,
    interiorImageCount: car.interiorImages.length,
    videoUrl: car.videoUrl,
    externalVideoUrl: car.externalVideoUrl,
    // The frames, hotspots and interior photos come when the shopper picks that mode (GET /api/cars/{slug}/viewer).
    spinFrameCount: car.spinImages.length,
    spinCode: car.spinCode,
    walkaroundUrl: car.walkaroundUrl,
    standardEquipment: car.standardEquipment,
    features: car.features,
    specs: car.specs,
    dealerComments: car.dealerComments,
    views: car.views,
    youxQuote: car.youxWeeklyRepayment ? { weeklyRepaymentAmount: car.youxWeeklyRepayment } : null,
    depositAmount: car.depositAmount,
    updatedAt: car.updatedAt.toISOString(),
  };
}

export type VehicleCar = ReturnType<typeof clientCar>;

/** The report downloads the dealer's plugins allow for this car (domain/vehicle/reports), and its recorded PPSR search. */
function reports(site: Site, car: CarRow, check: PpsrCheck | null, state: string) {
  const own = checkForCar(car, check);
  return {
    reports: availableReports(site.settings.features.reportPlugins, car, own).map((id) => ({
      id,
      label: reportLabel(id, car.vehicleKind),
      href: reportHref(car.slug, id),
    })),
    ppsr: own
      ? { summary: ppsrSummary(own, stateTimeZone(state, siteDefaultState(site.settings))), certificateNumber: own.certificateNumber }
      : null,
  };
}

export type CarPageResult =
  | { kind: "not-found" }
  | { kind: "gone"; similar: CardCar[]; searchHref: string; siteName: string }
  | { kind: "car"; data: Awaited<ReturnType<typeof showCar>> };

type PageRows = Awaited<ReturnType<typeof findSitePageCar>>;

/** Per stock index (one per runtime), the car rows its pages showed, dropped as its dealers' stock changes. */
const pageRows = new WeakMap<object, CarPageRowsStore<PageRows>>();

function rowsStore(runtime: Pick<Runtime, "stock" | "sites">): CarPageRowsStore<PageRows> {
  let store = pageRows.get(runtime.stock);
  if (!store) {
    const created = createCarPageRows<PageRows>({ ttlMs: SITE_DATA_TTL_MS });
    runtime.stock.onChange((websiteIds) => created.dropWebsites(websiteIds));
    runtime.sites.onInvalidate(() => created.clear());
    pageRows.set(runtime.stock, created);
    store = created;
  }
  return store;
}

/**
 * The car with its location and dealership, and its newest PPSR search: from this process's memory when the runtime
 * says when they change (its stock index and site directory: server/vehicle/car-page-rows.ts), else from the database
 * in one query (findSitePageCar).
 */
function readPageRows(runtime: Pick<Runtime, "db" | "stock"> & Partial<Pick<Runtime, "sites">>, site: Site, slug: string) {
  const load = (): Promise<PageRows> => findSitePageCar(runtime.db, site, slug);
  const { sites } = runtime;
  return sites ? rowsStore({ stock: runtime.stock, sites }).get(site.id, slug, load) : load();
}

export async function loadCarPage(
  runtime: Pick<Runtime, "db" | "stock"> & Partial<Pick<Runtime, "sites">>,
  site: Site,
  slug: string,
  now = Date.now(),
): Promise<CarPageResult> {
  const { own, ppsrCheck } = await readPageRows(runtime, site, slug);
  const soldDays = site.settings.stock.soldDays;
  if (own && carPageState(own.car, site.id, soldDays, now) === "show") {
    return { kind: "car", data: await showCar(runtime, site, own, ppsrCheck, now) };
  }
  // Another dealer's car is not found, exactly like a slug that never existed: nothing tells them apart.
  if (!own) return { kind: "not-found" };
  return {
    kind: "gone",
    similar: similarCars(runtime, site, own.car, now),
    searchHref: similarSearchHref(site, own.car),
    siteName: site.name,
  };
}

async function showCar(
  runtime: Pick<Runtime, "db" | "stock">,
  site: Site,
  row: NonNullable<Awaited<ReturnType<typeof findSiteCar>>>,
  ppsrCheck: PpsrCheck | null,
  now: number,
) {
  const { car, location, dealership } = row;
  const s = site.settings;
  // Keyed by the database handle too, so two runtimes in one process (tests) never share entries.
  const db = runtime.db;
  const key = `${dbKey(db)}:${site.id}`;
  const [lenders, posts, content] = await Promise.all([
    lendersMemo.get(key, () => siteLenders(db, site.id)),
    postsMemo.get(`${key}:${car.make}`, () => relatedPosts(db, site.id, car.make)),
    contentMemo.get(key, () => contentBySlug(db, site.id, ALL_TAB_CONTENT_SLUGS)),
  ]);
  return {
    car: clientCar(car),
    cardTag: cardTag({ ...car, arrivedAt: car.arrivedAt.getTime() }, { ...s.stock, fuelTags: s.features.fuelTags }, now),
    /** Reserve Online / Buy Online, where the dealer offers it for this car. */
    checkout: checkoutLink(s, car),
    location: {
      id: location.id,
      name: location.name,
      slug: location.slug,
      city: location.city,
      address: location.address,
      phone: location.contactDetail.phone ?? dealership.phone ?? s.contact.phone,
      lat: location.latitude,
      lng: location.longitude,
    },
    dealership: { id: dealership.id, slug: dealership.slug, name: dealership.name },
    lenders: offersByProvider(lenders, car.price, s.finance.weeklyToMonthly),
    tabs: vehicleTabs(s, car, content),
    ...reports(site, car, ppsrCheck, location.address.state),
    /** How many similar cars the page will fetch when the shopper scrolls near them (GET /api/cars/{slug}/similar). */
    similarCount: similarHits(runtime, site, car).length,
    similarHref: similarSearchHref(site, car),
    posts: posts.map((p) => ({ ...p, publishedAt: p.publishedAt.toISOString() })),
    settings: toVehiclePageSettings(s),
  };
}

export type VehiclePageData = Awaited<ReturnType<typeof showCar>>;
