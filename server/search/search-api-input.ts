/**
 * The search API's input (000 §7): `search_filters`, `filters`, `hitsPerPage`, `offset`, `query`, `sort`,
 * from a query string or a JSON body. Anything malformed is a SearchApiInputError with a message for a 400.
 */
import { z } from "zod";
import { FilterSyntaxError, parseFilterExpression } from "~/domain/search/filter-expression";
import { SORT_OPTIONS } from "~/domain/search/query";
import { parseSearchFilters, SearchFiltersError } from "~/domain/search/search-filters";
import type { SiteSearchInput } from "./stock-index";

export const API_MAX_HITS_PER_PAGE = 100;
const MAX_OFFSET = 100_000;

export class SearchApiInputError extends Error {}

const integerish = (name: string, min: number, max: number, fallback: number) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = typeof v === "number" ? v : Number(v);
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number` });
        return z.NEVER;
      }
      if (n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

const inputSchema = z.object({
  query: z.string().max(200, "query must be at most 200 characters").optional().default(""),
  sort: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === "" || (SORT_OPTIONS as readonly string[]).includes(v), {
      message: `sort must be one of ${SORT_OPTIONS.join(", ")}`,
    }),
  hitsPerPage: integerish("hitsPerPage", 0, API_MAX_HITS_PER_PAGE, 21),
  offset: integerish("offset", 0, MAX_OFFSET, 0),
  filters: z.string().max(4000, "filters must be at most 4000 characters").optional().default(""),
  search_filters: z.unknown().optional(),
});

export function parseSearchApiInput(source: unknown): SiteSearchInput {
  if (typeof source !== "object" || source === null || Array.isArray(source)) {
    throw new SearchApiInputError("The request body must be a JSON object");
  }
  const parsed = inputSchema.safeParse(source);
  if (!parsed.success) throw new SearchApiInputError(parsed.error.issues.map((i) => i.message).join("; "));
  const input = parsed.data;
  try {
    const selections = parseSearchFilters(input.search_filters);
    return {
      text: input.query.trim(),
      sort: (input.sort || "mostRelevant") as SiteSearchInput["sort"],
      hitsPerPage: input.hitsPerPage,
      offset: input.offset,
      filter: parseFilterExpression(input.filters),
      facets: selections.facets,
      ranges: selections.ranges,
      certifiedOnly: selections.certifiedOnly,
    };
  } catch (error) {
    if (error instanceof SearchFiltersError) throw new SearchApiInputError(`search_filters: ${error.message}`);
    if (error instanceof FilterSyntaxError) throw new SearchApiInputError(`filters: ${error.message}`);
    throw error;
  }
}

/** Reads the query string: every parameter once; repeated parameters are an error. */
export function searchApiSourceFromUrl(url: URL): Record<string, string> {
  const source: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    if (values.length > 1) throw new SearchApiInputError(`${key} must be given once`);
    source[key] = values[0];
  }
  return source;
}
