/**
 * The typed search query: what the engine answers. The API layer and the URL parser build one;
 * the engine never sees raw parameters.
 */
import type { FilterExpression } from "./filter-expression";
import type { FacetName, RangeName } from "./names";

export { FACET_NAMES, isFacetName, RANGE_NAMES, type FacetName, type RangeName } from "./names";

/** Inclusive bounds; a missing bound is open. */
export type NumericRange = { min?: number; max?: number };

export const SORT_OPTIONS = ["mostRelevant", "latest", "highestPrice", "lowestPrice"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const DEFAULT_HITS_PER_PAGE = 21;
export const DEFAULT_SOLD_DAYS = 3;
export const MAX_HITS_PER_PAGE = 1000;

export type SearchQuery = {
  /** The tenant. A query only ever sees this website's cars. */
  websiteId: number;
  /** Free text: word-prefix match with typo tolerance, or an exact stock number / VIN. */
  text: string;
  /** Selected values per facet: OR within a facet, AND across facets. Case-insensitive. */
  facets: Partial<Record<FacetName, readonly string[]>>;
  ranges: Partial<Record<RangeName, NumericRange>>;
  certifiedOnly: boolean;
  sort: SortOption;
  offset: number;
  /** 0 returns counts and facets only. */
  hitsPerPage: number;
  /** The dealer's configured search filter and/or the API's `filters`, already parsed. */
  filter?: FilterExpression | null;
  /** Epoch ms; stock visibility (sold days) and `arrived_within_days` are relative to it. */
  now: number;
  /** A sold car stays visible this many days after soldAt (settings.stock.soldDays). */
  soldDays: number;
  /** Facets to count; all of FACET_NAMES when omitted. */
  facetNames?: readonly FacetName[];
  /**
   * Every car of the website, hidden and long-sold ones too (the dealer console's stock list). A shopper's
   * search never sets it: without it only cars shown on the website, in stock or sold within soldDays, match.
   */
  wholeStock?: boolean;
};

export type SearchQueryInput = Pick<SearchQuery, "websiteId" | "now"> & Partial<SearchQuery>;

/** Fills the spec's defaults: page size 21, most relevant first, sold cars kept 3 days. */
export function createQuery(input: SearchQueryInput): SearchQuery {
  return {
    text: "",
    facets: {},
    ranges: {},
    certifiedOnly: false,
    sort: "mostRelevant",
    offset: 0,
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    filter: null,
    soldDays: DEFAULT_SOLD_DAYS,
    ...input,
  };
}

export function isSortOption(name: string): name is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(name);
}
