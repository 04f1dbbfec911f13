/**
 * The search page's URL contract: `query`, `page`, `sortBy`, one parameter per facet (repeated for several
 * values), `{range}_min` / `{range}_max`, and `certified`. Parsing is lenient (the page clamps bad input to
 * something sensible); serialising is canonical, so a parsed URL serialises back to the same URL.
 */
import { isSortOption, type FacetName, type NumericRange, type RangeName, type SortOption } from "~/domain/search/query";
import { clampKmRange } from "./ranges";

export const URL_FACETS = [
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
  "dealership",
] as const satisfies readonly FacetName[];
export type UrlFacet = (typeof URL_FACETS)[number];

export const URL_RANGES = ["price", "km", "year"] as const satisfies readonly RangeName[];

const MAX_VALUES_PER_FACET = 50;
const MAX_VALUE_LENGTH = 100;
const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 10_000;

export type ListingState = {
  query: string;
  page: number;
  sortBy: SortOption;
  facets: Partial<Record<UrlFacet, string[]>>;
  ranges: Partial<Record<RangeName, NumericRange>>;
  certified: boolean;
};

export const EMPTY_LISTING: ListingState = { query: "", page: 1, sortBy: "mostRelevant", facets: {}, ranges: {}, certified: false };

function parseBound(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const n = Number(raw.replace(/[$,\s]/g, ""));
  return Number.isFinite(n) && n >= 0 ? Math.min(Math.round(n), 100_000_000) : undefined;
}

export function parseListingParams(params: URLSearchParams): ListingState {
  const query = (params.get("query") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const pageRaw = Number(params.get("page"));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, MAX_PAGE) : 1;
  const sortRaw = params.get("sortBy") ?? "";
  const sortBy: SortOption = isSortOption(sortRaw) ? sortRaw : "mostRelevant";

  const facets: ListingState["facets"] = {};
  for (const facet of URL_FACETS) {
    const values = [
      ...new Set(
        params
          .getAll(facet)
          .map((v) => v.trim().slice(0, MAX_VALUE_LENGTH))
          .filter(Boolean),
      ),
    ].slice(0, MAX_VALUES_PER_FACET);
    if (values.length > 0) facets[facet] = values;
  }

  const ranges: ListingState["ranges"] = {};
  for (const range of URL_RANGES) {
    let min = parseBound(params.get(`${range}_min`));
    let max = parseBound(params.get(`${range}_max`));
    if (range === "km") ({ low: min, high: max } = clampKmRange(min, max));
    if (min !== undefined && max !== undefined && max < min) [min, max] = [max, min];
    if (min !== undefined || max !== undefined) ranges[range] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
  }

  const certifiedRaw = params.get("certified");
  return { query, page, sortBy, facets, ranges, certified: certifiedRaw === "1" || certifiedRaw === "true" };
}

export function serialiseListingParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  for (const facet of URL_FACETS) for (const value of state.facets[facet] ?? []) params.append(facet, value);
  for (const range of URL_RANGES) {
    const r = state.ranges[range];
    if (r?.min !== undefined) params.set(`${range}_min`, String(r.min));
    if (r?.max !== undefined) params.set(`${range}_max`, String(r.max));
  }
  if (state.certified) params.set("certified", "1");
  if (state.sortBy !== "mostRelevant") params.set("sortBy", state.sortBy);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

export function listingHref(pathname: string, state: ListingState): string {
  const search = serialiseListingParams(state).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * listingHref for a link on the search page at `pathname` itself: the same address written relative to the page
 * ("?make=Kia"), or the path when no parameter is left. A search page links ~30 other states of its own search (body
 * chips, quick prices, each facet's All, paging): ~30 bytes each (issue 18's page budget).
 */
export function listingHrefHere(pathname: string, state: ListingState): string {
  const search = serialiseListingParams(state).toString();
  return search ? `?${search}` : pathname;
}
