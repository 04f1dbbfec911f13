/**
 * The vehicle page's JSON calls, as plain functions (the routes only adapt them): the YouX quote,
 * the price comparison (autogauge), view counting, the viewer's spin and interior media and the similar cars. Each answers a status and a body; field names
 * are the spec's contract.
 */
import { isbot } from "isbot";
import type { Logger } from "pino";
import { quoteRequestSchema } from "~/domain/finance/quote-contract";
import { isSlug } from "~/domain/routing/slug";
import { carPageState } from "~/domain/vehicle/availability";
import type { ViewerMedia } from "~/domain/vehicle/gallery";
import { parseViewQuery } from "~/domain/vehicle/views";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import type { FinanceQuoteService } from "~/server/services/finance-quote";
import type { PriceComparisonService } from "~/server/services/price-comparison";
import type { Site } from "~/server/tenancy/site-directory";
import { findSiteCar, type CarRow } from "./car-queries";
import { recordView } from "./views";

export type ApiAnswer = { status: number; body: unknown; headers?: Record<string, string> };

const NOT_FOUND: ApiAnswer = { status: 404, body: { error: "No such car" }, headers: { "Cache-Control": "no-store" } };

/** POST /api/youx/quote */
export async function quoteCall(body: unknown, site: Site, service: FinanceQuoteService, log: Logger): Promise<ApiAnswer> {
  const parsed = quoteRequestSchema.safeParse(body);
  if (!parsed.success) {
    return {
      status: 400,
      body: { error: "Invalid quote request", issues: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) },
    };
  }
  const f = site.settings.finance;
  try {
    const answer = await service.quote(parsed.data, {
      depositPercent: f.estimateDepositPercent,
      balloonPercent: f.estimateBalloonPercent,
      weeklyToMonthly: f.weeklyToMonthly,
    });
    return { status: 200, body: answer, headers: { "Cache-Control": "no-store" } };
  } catch (error) {
    log.warn({ err: (error as Error).message, provider: service.name, site: site.slug }, "finance quote failed");
    return { status: 502, body: { error: "Quote unavailable" }, headers: { "Cache-Control": "no-store" } };
  }
}

async function visibleCar(db: Db, site: Site, slug: string, now: number) {
  if (!isSlug(slug)) return null;
  const row = await findSiteCar(db, site.id, slug);
  return row && carPageState(row.car, site.id, site.settings.stock.soldDays, now) === "show" ? row.car : null;
}

/** The spec's fields with nulls when there is no comparison: the page hides the block without logging a failure. */
const NO_COMPARISON = {
  fill: null,
  listing_price: null,
  market_range_min: null,
  market_range_max: null,
  confidence: null,
  description: null,
};

/**
 * GET /api/cars/{slug}/similar: the cards of the cars like this one (`pick`, the search page's rules) for a car the page
 * shows. The page carries only how many there are and fetches them when the shopper scrolls near (issue 18).
 */
export async function similarCarsCall<Card>(
  db: Db,
  site: Site,
  slug: string,
  pick: (car: CarRow) => Card[],
  now = Date.now(),
): Promise<ApiAnswer> {
  const car = await visibleCar(db, site, slug, now);
  if (!car) return NOT_FOUND;
  return { status: 200, body: { cars: pick(car) }, headers: { "Cache-Control": "public, max-age=60" } };
}

/**
 * GET /api/cars/{slug}/viewer: the spin frames, their hotspots and the interior photos of a car the page shows. The
 * page itself carries only how many there are; the viewer asks for these when the shopper picks the spin or interior
 * mode (issue 18: loader data carries only what the page shows).
 */
export async function viewerMediaCall(db: Db, site: Site, slug: string, now = Date.now()): Promise<ApiAnswer> {
  const car = await visibleCar(db, site, slug, now);
  if (!car) return NOT_FOUND;
  const body: ViewerMedia = { spinImages: car.spinImages, hotspots: car.hotspots, interiorImages: car.interiorImages };
  return { status: 200, body, headers: { "Cache-Control": "public, max-age=60" } };
}

/** GET /api/cars/{slug}/autogauge */
export async function autogaugeCall(
  db: Db,
  site: Site,
  slug: string,
  service: PriceComparisonService,
  log: Logger,
  now = Date.now(),
): Promise<ApiAnswer> {
  if (!site.settings.features.priceComparison) return NOT_FOUND;
  const car = await visibleCar(db, site, slug, now);
  if (!car) return NOT_FOUND;
  if (!car.price || car.price <= 0) return { status: 200, body: NO_COMPARISON, headers: { "Cache-Control": "public, max-age=300" } };
  try {
    const result = await service.get({
      id: car.id,
      websiteId: car.websiteId,
      price: car.price,
      year: car.year,
      km: car.km,
      make: car.make,
      model: car.model,
    });
    return { status: 200, body: result ?? NO_COMPARISON, headers: { "Cache-Control": "public, max-age=300" } };
  } catch (error) {
    log.error({ err: dbErrorForLog(error), site: site.slug, car: car.id }, "price comparison failed");
    return { status: 503, body: { error: "Price comparison unavailable" }, headers: { "Cache-Control": "no-store" } };
  }
}

/** GET /api/cars/{slug}/view.json?photos_count&updated_at&website_id */
export async function viewCall(
  db: Db,
  site: Site,
  slug: string,
  params: URLSearchParams,
  visitor: { ip: string; userAgent: string },
  now = Date.now(),
): Promise<ApiAnswer> {
  const query = parseViewQuery(params);
  // website_id is the caller's idea of the site; the host decides, and a mismatch is another dealer's car.
  if (query.websiteId !== null && query.websiteId !== site.id) return NOT_FOUND;
  const car = await visibleCar(db, site, slug, now);
  if (!car) return NOT_FOUND;
  // A crawler that runs the page's script is not a shopper: it reads the count and adds nothing (the dashboard's views).
  const views = isbot(visitor.userAgent) ? car.views : await recordView(db, car, visitor, now);
  const updatedAt = car.updatedAt.toISOString();
  return {
    status: 200,
    headers: { "Cache-Control": "no-store" },
    body: {
      views,
      car_fields: {
        id: car.id,
        status: car.status,
        reserved: car.reserved,
        price: car.price,
        price_type: car.priceType,
        photos_count: car.images.length,
        updated_at: updatedAt,
        // The page the caller has is out of date when its photo count or update time differs.
        changed:
          (query.photosCount !== null && query.photosCount !== car.images.length) ||
          (query.updatedAt !== null && query.updatedAt !== updatedAt),
      },
    },
  };
}
