/**
 * Loaders of the brand pages: /brands, /brands/{slug}, /{brand}/overview and /dealerships/{make}?filter=brand.
 * Counts and cars come from the search engine, so they follow the stock visibility rules like search does.
 */
import { data, type RouterContextProvider } from "react-router";
import { brandSitemapPaths, dealershipsSelling, findBrand, modelRange, siteBrands, type Brand } from "~/domain/brands/brands";
import { visibleLocations } from "~/domain/locations/visible-locations";
import { offerPath } from "~/domain/offers/offer-rules";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { visibleOffers } from "~/server/offers/offer-queries";
import { toCardCar, type CardCar } from "~/server/search/card-car";
import type { CarHit } from "~/server/search/search-documents";
import type { StockIndex } from "~/server/search/stock-index";
import type { Site } from "~/server/tenancy/site-directory";

export function brandsOf(site: Site, stock: StockIndex): Brand[] {
  const { facets } = stock.search(site, { hitsPerPage: 0, facetNames: ["make"] });
  return siteBrands({
    singleManufacturer: site.settings.singleManufacturer,
    dealerships: site.dealerships,
    locations: visibleLocations(site.locations, site.settings.locations.hiddenSlugs),
    stockCounts: facets.make ?? {},
    logos: site.settings.brands.logos,
  });
}

function requireBrand(context: Readonly<RouterContextProvider>, segment: string | undefined) {
  const site = requireSite(context);
  const { stock, db } = context.get(runtimeContext);
  const brand = findBrand(brandsOf(site, stock), segment ?? "");
  if (!brand) throw data("Not found", { status: 404 });
  return { site, stock, db, brand };
}

const searchHref = (site: Site, make: string, extra: Record<string, string> = {}) =>
  `${site.settings.search.defaultSearchPath}?${new URLSearchParams({ make, ...extra })}`;

export function loadBrandsPage(context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const brands = brandsOf(site, context.get(runtimeContext).stock).map((b) => ({ ...b, searchHref: searchHref(site, b.make) }));
  return { brands };
}

function dealershipCards(site: Site, make: string) {
  const shown = visibleLocations(site.locations, site.settings.locations.hiddenSlugs);
  return dealershipsSelling(site.dealerships, shown, make).map(({ dealership, locations }) => ({
    slug: dealership.slug,
    name: dealership.name,
    phone: dealership.phone,
    locations: locations.map((l) => ({ slug: l.slug, name: l.name, address: l.address, locationType: l.locationType })),
  }));
}

export function loadBrandPage(context: Readonly<RouterContextProvider>, slug: string | undefined) {
  const { site, stock, brand } = requireBrand(context, slug);
  const { facets } = stock.search(site, { facets: { make: [brand.make] }, hitsPerPage: 0, facetNames: ["car_type", "model"] });
  return {
    brand,
    carTypes: Object.entries(facets.car_type ?? {})
      .filter(([, n]) => n > 0)
      .map(([carType, count]) => ({ carType, count, href: searchHref(site, brand.make, { car_type: carType }) })),
    models: modelRange(facets.model ?? {}).slice(0, 12),
    searchHref: searchHref(site, brand.make),
    dealerships: dealershipCards(site, brand.make),
  };
}

export async function loadBrandOverview(context: Readonly<RouterContextProvider>, segment: string | undefined) {
  const { site, stock, db, brand } = requireBrand(context, segment);
  const now = Date.now();
  const result = stock.search(site, {
    facets: { make: [brand.make] },
    sort: "latest",
    hitsPerPage: 6,
    facetNames: ["model"],
  });
  const models = modelRange(result.facets.model ?? {}).map((m) => {
    const stats = stock.search(site, { facets: { make: [brand.make], model: [m.model] }, hitsPerPage: 0, facetNames: [] }).stats.price;
    return { ...m, fromPrice: stats?.min ?? null, href: searchHref(site, brand.make, { model: m.model }) };
  });
  const offers = (await visibleOffers(db, site))
    .filter((o) => o.manufacturer?.toLowerCase() === brand.make.toLowerCase())
    .map((o) => ({ id: o.id, name: o.name, category: o.category, path: offerPath(o, site.settings.singleManufacturer) }));
  const cars: CardCar[] = (result.hits as CarHit[]).map((hit) => toCardCar(hit, site, now));
  return { brand, models, offers, cars, count: result.count, searchHref: searchHref(site, brand.make) };
}

/** The brand pages of this site, for its sitemap. */
export function brandSitemap(site: Site, stock: StockIndex): string[] {
  return brandSitemapPaths(brandsOf(site, stock), (make) => dealershipCards(site, make).length > 0);
}

export function loadDealershipsByMake(context: Readonly<RouterContextProvider>, make: string | undefined) {
  const { site, brand } = requireBrand(context, make);
  const dealerships = dealershipCards(site, brand.make);
  if (dealerships.length === 0) throw data("Not found", { status: 404 });
  return { brand, dealerships };
}
