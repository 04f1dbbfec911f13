/**
 * One vehicle as the search engine indexes it: the `cars` row joined with its dealership and
 * location, flattened. Everything the engine filters, sorts, counts or text-matches on is a field
 * here; `hit` is whatever the API layer wants back for a hit, and the engine never looks inside it.
 */
import type { FacetName, RangeName } from "./names";

export type CarType = "new" | "used" | "demo";
export type StockStatus = "in_stock" | "coming_soon" | "sold";

export type SearchDocument = {
  id: number;
  websiteId: number;
  dealershipId: number;
  dealershipSlug: string;
  dealershipName: string;
  locationId: number;
  locationName: string;
  city: string;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  series: string;
  colour: string;
  body: string;
  fuel: string;
  transmission: string;
  drive: string;
  carType: CarType;
  /** "car", "caravan", "motorcycle"… (settings.vehicleKinds). */
  vehicleKind: string;
  status: StockStatus;
  reserved: boolean;
  certified: boolean;
  tag: string;
  /** Whole dollars; null when the dealer shows no price. */
  price: number | null;
  priceType: string;
  km: number;
  stocknum: string;
  vin: string;
  customRank: number;
  /** Epoch milliseconds. */
  arrivedAt: number;
  /** Epoch milliseconds; null unless sold. */
  soldAt: number | null;
  shownOnWebsite: boolean;
  views: number;
  /** Opaque payload returned for the hit. */
  hit: unknown;
};

export type RangeStats = { min: number; max: number };

export type SearchResult = {
  /** Car ids of the requested page, in order. */
  ids: number[];
  /** The documents' `hit` payloads, aligned with `ids`. */
  hits: unknown[];
  /** Number of matching cars. */
  count: number;
  /**
   * Per facet, value → count. A facet's counts honour every other active filter but not its own
   * selection (disjunctive), so a shopper sees what ticking another value would add.
   * Selected values are always present (0 when nothing matches). Key order is not meaningful.
   */
  facets: Partial<Record<FacetName, Record<string, number>>>;
  /** Min/max over the results, ignoring the range's own bounds (for sliders and the budget finder). */
  stats: Record<RangeName, RangeStats | null>;
  /** Page count at hitsPerPage. */
  pages: number;
  /** Time spent in the engine. */
  ms: number;
};
