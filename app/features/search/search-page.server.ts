/**
 * Everything the search page shows, computed on the server: the tenant's segment, the shopper's filters
 * from the URL, one engine query, then the page's rules (tags, sold runs, promo tiles, facet limits).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { budgetButton, budgetFor, type RepaymentFrequency } from "~/domain/budget/budget";
import { bodySelectorOptions } from "~/domain/listing/body-selector";
import { buildResultGrid, type GridItem } from "~/domain/listing/promo-grid";
import { QUICK_PRICE_OPTIONS } from "~/domain/listing/ranges";
import { listingHref, parseListingParams, type ListingState, type UrlFacet } from "~/domain/listing/search-params";
import { resolveSegment, type SegmentPreset } from "~/domain/listing/segment";
import type { FacetName } from "~/domain/search/query";
import { phrasesRedirect } from "./query-phrases.server";
import { colourFamilyCounts, paintsForColours } from "~/domain/stock/colour-family";
import { collapseSoldRuns } from "~/domain/stock/sold-collapse";
import { toCardCar, type CardCar } from "~/server/search/card-car";
import { toCardRow, type CardRow } from "./card-rows";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import type { CarHit } from "~/server/search/search-documents";
import type { StockIndex } from "~/server/search/stock-index";
import type { Site } from "~/server/tenancy/site-directory";

/** A facet value and its count: a pair, not an object (a search page sends a few hundred; issue 18's page budget). */
export type FacetOption = [value: string, count: number];
export type { CardCar };

// One collator each, made once: localeCompare with options builds a collator on every call (~1 % of a search page's CPU).
const BY_NAME = new Intl.Collator();
const NUMERIC_NAMES = new Intl.Collator("en", { numeric: true });
const sortedByCount = (counts: Record<string, number> | undefined, selected: readonly string[]): FacetOption[] =>
  Object.entries(counts ?? {})
    .filter(([value, count]) => count > 0 || selected.includes(value))
    .sort(([a, countA], [b, countB]) => countB - countA || BY_NAME.compare(a, b));

const sortedByValue = (options: FacetOption[], descending = false) =>
  [...options].sort(([a], [b]) => (descending ? -1 : 1) * NUMERIC_NAMES.compare(a, b));

/** A no-JavaScript budget finder submit arrives as repayment/deposit/frequency; it becomes a price range. */
function budgetRedirect(url: URL, site: Site, stock: StockIndex, state: ListingState): string | null {
  if (!url.searchParams.has("repayment")) return null;
  const frequency: RepaymentFrequency = url.searchParams.get("frequency") === "weekly" ? "weekly" : "monthly";
  const budget = budgetFor(
    { repayment: url.searchParams.get("repayment"), deposit: url.searchParams.get("deposit"), frequency },
    site.settings.finance,
  );
  const stats = stock.search(site, { hitsPerPage: 0, facetNames: [] }).stats.price;
  const button = budgetButton(
    budget,
    { minPrice: stats?.min ?? null, maxPrice: stats?.max ?? null, count: 0 },
    "Car",
    site.settings.finance,
  );
  return listingHref(url.pathname, {
    ...state,
    page: 1,
    ranges: { ...state.ranges, price: { min: button.priceMin, max: button.priceMax } },
  });
}

export function loadSearchPage(request: Request, context: Readonly<RouterContextProvider>, segment: string) {
  const site = requireSite(context);
  const { stock } = context.get(runtimeContext);
  const url = new URL(request.url);
  // The whole stock's counts are memoised by the index: the segment's makes and bodies, and the paints in stock.
  const siteFacets = stock.search(site, { hitsPerPage: 0, facetNames: ["make", "body", "colour"] }).facets;
  const resolved = resolveSegment(segment, {
    dealerships: site.dealerships,
    makes: Object.keys(siteFacets.make ?? {}),
    bodies: Object.keys(siteFacets.body ?? {}),
  });
  if (!resolved) throw data("Not found", { status: 404 });
  const preset: SegmentPreset = resolved.preset;

  const parsed = parseListingParams(url.searchParams);
  // A slider thumb left at its end of the scale is no limit.
  const slider = site.settings.search.priceSlider;
  const price = { ...parsed.ranges.price };
  if (price.min === slider.min) delete price.min;
  if (price.max === slider.max) delete price.max;
  const state: ListingState = { ...parsed, ranges: { ...parsed.ranges, price } };
  if (price.min === undefined && price.max === undefined) delete state.ranges.price;
  const budgetTarget = budgetRedirect(url, site, stock, state);
  if (budgetTarget) throw redirect(budgetTarget);
  const phrasesTarget = phrasesRedirect(url, site, stock, state);
  if (phrasesTarget) throw redirect(phrasesTarget);

  const pageSize = site.settings.search.pageSize;
  const facets: Partial<Record<FacetName, string[]>> = { ...state.facets };
  if (preset) facets[preset.facet] = [...new Set([...(facets[preset.facet] ?? []), preset.value])];
  const certifiedOnly = site.settings.features.certifiedOnlyFilter && state.certified;
  // The URL names a dealership by slug; the engine's `dealership` facet is the name, `dealership_slug` the slug.
  const engineFacets: Partial<Record<FacetName, string[]>> = { ...facets };
  // The URL names colour families (White); the engine counts and filters paint names (Glacier White).
  if (engineFacets.colour) engineFacets.colour = paintsForColours(engineFacets.colour, Object.keys(siteFacets.colour ?? {}));
  if (engineFacets.dealership) {
    engineFacets.dealership_slug = engineFacets.dealership;
    delete engineFacets.dealership;
  }

  const result = stock.search(site, {
    text: state.query,
    facets: engineFacets,
    ranges: state.ranges,
    certifiedOnly,
    sort: state.sortBy,
    offset: (state.page - 1) * pageSize,
    hitsPerPage: pageSize,
    // Only the facets the page shows are counted.
    facetNames: [
      "car_type",
      "vehicle_kind",
      "make",
      "model",
      "badge",
      "body",
      "fuel",
      "transmission",
      "drive",
      "year",
      "colour",
      "city",
      "dealership_slug",
    ],
  });

  const now = Date.now();
  const searchPath = url.pathname;
  const cars: CardCar[] = collapseSoldRuns(result.hits as CarHit[], (h) => h.status === "sold").map((hit) => toCardCar(hit, site, now));
  const grid: Array<GridItem<CardRow>> = buildResultGrid(cars.map(toCardRow), {
    promoTiles: site.settings.search.promoTiles,
    tradeInPosition: site.settings.features.tradeIn ? site.settings.search.weWantYourCarPosition : null,
    now,
    filters: facets,
  });

  const selected = (facet: UrlFacet) => facets[facet] ?? [];
  const s = site.settings.search;
  const facetOptions = {
    car_type: sortedByValue(sortedByCount(result.facets.car_type, selected("car_type"))),
    vehicle_kind: sortedByCount(result.facets.vehicle_kind, selected("vehicle_kind")),
    make: sortedByCount(result.facets.make, selected("make")),
    model: selected("make").length > 0 ? sortedByCount(result.facets.model, selected("model")) : [],
    badge: selected("model").length > 0 ? sortedByCount(result.facets.badge, selected("badge")) : [],
    body: bodySelectorOptions(
      Object.entries(result.facets.body ?? {}).map(([value, count]) => ({ value, count })),
      { limit: Number.MAX_SAFE_INTEGER, customBodies: s.customBodies, customLimit: s.customBodySelectorLimit },
    ).map((o): FacetOption => [o.value, o.count]),
    fuel: sortedByCount(result.facets.fuel, selected("fuel")),
    transmission: sortedByCount(result.facets.transmission, selected("transmission")),
    drive: sortedByCount(result.facets.drive, selected("drive")),
    year: sortedByValue(sortedByCount(result.facets.year, selected("year")), true),
    colour: colourFamilyCounts(result.facets.colour, selected("colour")),
    city: sortedByCount(result.facets.city, selected("city")).slice(0, s.cityFacetLimit),
    dealership:
      site.dealerships.length > 1
        ? sortedByCount(result.facets.dealership_slug, selected("dealership")).slice(0, s.dealershipFacetLimit)
        : [],
  } satisfies Partial<Record<UrlFacet, FacetOption[]>>;

  const dealershipNames = Object.fromEntries(site.dealerships.map((d) => [d.slug, d.name]));
  const carNoun = site.settings.vehicleKinds.length === 1 && site.settings.vehicleKinds[0] === "car" ? "Car" : "Vehicle";

  return {
    state,
    preset,
    searchPath,
    count: result.count,
    pages: result.pages,
    grid,
    facetOptions,
    dealershipNames,
    // The shortcuts count what the body filter counts: this search's cars, whatever body is picked.
    bodySelector: bodySelectorOptions(
      Object.entries(result.facets.body ?? {}).map(([value, count]) => ({ value, count })),
      { limit: s.bodySelectorLimit, customBodies: s.customBodies, customLimit: s.customBodySelectorLimit },
    ),
    priceStats: result.stats.price,
    quickPrices: QUICK_PRICE_OPTIONS[s.quickPriceOptions],
    carNoun,
  };
}

export type SearchPageData = ReturnType<typeof loadSearchPage>;
