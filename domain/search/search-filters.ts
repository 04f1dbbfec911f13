/**
 * The `search_filters` parameter: JSON selections for facets and ranges, e.g.
 *   { "make": ["Toyota", "Kia"], "car_type": ["used"], "price": { "min": 10000, "max": 30000 } }
 * Unknown keys and wrong types are rejected with a SearchFiltersError naming the key.
 */
import { FACET_NAMES, type FacetName, isFacetName, type NumericRange, RANGE_NAMES, type RangeName, type SearchQuery } from "./query";

export class SearchFiltersError extends Error {
  /** The offending key, e.g. "price.min"; empty for the whole value. */
  readonly key: string;
  constructor(message: string, key: string) {
    super(message);
    this.name = "SearchFiltersError";
    this.key = key;
  }
}

export type ParsedSearchFilters = Pick<SearchQuery, "facets" | "ranges" | "certifiedOnly">;

const MAX_VALUES_PER_FACET = 100;
const MAX_VALUE_LENGTH = 200;

function isRangeName(name: string): name is RangeName {
  return (RANGE_NAMES as readonly string[]).includes(name);
}

function parseRange(key: RangeName, raw: unknown): NumericRange {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new SearchFiltersError(`"${key}" must be an object like { "min": 1000, "max": 50000 }`, key);
  }
  const range: NumericRange = {};
  for (const [bound, value] of Object.entries(raw)) {
    if (bound !== "min" && bound !== "max") {
      throw new SearchFiltersError(`"${key}.${bound}" is not allowed; use "min" and/or "max"`, `${key}.${bound}`);
    }
    if (value === null || value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw new SearchFiltersError(`"${key}.${bound}" must be a number`, `${key}.${bound}`);
    }
    range[bound] = value;
  }
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
    throw new SearchFiltersError(`"${key}.min" must not be above "${key}.max"`, key);
  }
  return range;
}

function parseFacetValues(key: FacetName, raw: unknown): string[] {
  if (!Array.isArray(raw)) throw new SearchFiltersError(`"${key}" must be an array of strings`, key);
  if (raw.length > MAX_VALUES_PER_FACET) {
    throw new SearchFiltersError(`"${key}" has more than ${MAX_VALUES_PER_FACET} values`, key);
  }
  return raw.map((value, i) => {
    const isYearNumber = key === "year" && typeof value === "number" && Number.isInteger(value);
    if (typeof value !== "string" && !isYearNumber) {
      throw new SearchFiltersError(`"${key}[${i}]" must be a string`, `${key}[${i}]`);
    }
    const text = String(value);
    if (text.length > MAX_VALUE_LENGTH) {
      throw new SearchFiltersError(`"${key}[${i}]" is longer than ${MAX_VALUE_LENGTH} characters`, `${key}[${i}]`);
    }
    return text;
  });
}

/**
 * Parses `search_filters` (a JSON string, or an already-decoded value; empty/absent means none).
 * `year` may be a facet (array of years) or a range (object with min/max).
 */
export function parseSearchFilters(input: unknown): ParsedSearchFilters {
  const result: ParsedSearchFilters = { facets: {}, ranges: {}, certifiedOnly: false };
  let value = input;
  if (typeof value === "string") {
    if (value.trim() === "") return result;
    try {
      value = JSON.parse(value);
    } catch {
      throw new SearchFiltersError("search_filters is not valid JSON", "");
    }
  }
  if (value === undefined || value === null) return result;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new SearchFiltersError("search_filters must be a JSON object", "");
  }
  for (const [key, raw] of Object.entries(value)) {
    if (key === "certified") {
      if (typeof raw !== "boolean") throw new SearchFiltersError(`"certified" must be true or false`, key);
      result.certifiedOnly = raw;
    } else if (isRangeName(key) && (key !== "year" || !Array.isArray(raw))) {
      result.ranges[key] = parseRange(key, raw);
    } else if (isFacetName(key)) {
      result.facets[key] = parseFacetValues(key, raw);
    } else {
      const allowed = [...FACET_NAMES, ...RANGE_NAMES.filter((r) => r !== "year"), "certified"].join(", ");
      throw new SearchFiltersError(`Unknown filter "${key}"; allowed: ${allowed}`, key);
    }
  }
  return result;
}
