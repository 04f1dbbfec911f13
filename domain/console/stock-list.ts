/**
 * The console's stock list filters (issue 19): a text query (the public search's own text matching: words, a
 * stock number or a VIN), availability, shown or hidden, condition, vehicle kind and location, read from the query
 * string, each refused with a message when malformed, and turned into the search engine's filter tree.
 */
import { z } from "zod";
import type { FilterExpression } from "~/domain/search/filter-expression";
import { CAR_TYPES } from "~/domain/stock/format";
import { CAR_STATUSES } from "./stock-edit";

export const STOCK_PAGE_SIZE = 50;
export const SHOWN_FILTERS = ["yes", "no"] as const;

export const stockFilterSchema = z.object({
  q: z.string().trim().max(100, "Search: at most 100 characters.").optional(),
  status: z.enum(CAR_STATUSES, { error: "Status: choose Available, Coming soon or Sold." }).optional(),
  shown: z.enum(SHOWN_FILTERS, { error: "Website: choose shown or hidden." }).optional(),
  condition: z.enum(CAR_TYPES, { error: "Condition: choose new, used or demo." }).optional(),
  kind: z
    .string()
    .regex(/^[a-z][a-z-]{0,29}$/, "Kind: choose one of the listed kinds.")
    .optional(),
  location: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "Location: choose one of the listed locations.")
    .transform(Number)
    .optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, "Page: a whole number from 1.")
    .transform(Number)
    .optional(),
});
export type StockFilter = z.output<typeof stockFilterSchema>;

const KEYS = ["q", "status", "shown", "condition", "kind", "location", "page"] as const;

/** Reads the filters from a query string; empty values mean "any". */
export function parseStockFilter(params: URLSearchParams): { ok: true; filter: StockFilter } | { ok: false; message: string } {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const values = params.getAll(key);
    if (values.length > 1) return { ok: false, message: `Give ${key} once.` };
    if (values[0]) raw[key] = values[0];
  }
  const parsed = stockFilterSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  return { ok: true, filter: parsed.data };
}

/** The engine's filter for everything but the text (which the engine matches itself). */
export function stockFilterExpression(filter: StockFilter): FilterExpression | null {
  const items: FilterExpression[] = [];
  if (filter.status) items.push({ kind: "status", value: filter.status });
  if (filter.shown) items.push({ kind: "flag", attribute: "shown_on_website", value: filter.shown === "yes" });
  if (filter.condition) items.push({ kind: "facet", attribute: "car_type", value: filter.condition });
  if (filter.kind) items.push({ kind: "facet", attribute: "vehicle_kind", value: filter.kind });
  if (filter.location) items.push({ kind: "compare", attribute: "location_id", op: "=", value: filter.location });
  if (items.length === 0) return null;
  return items.length === 1 ? items[0] : { kind: "and", items };
}

/** The list's query string for a filter (paging links keep the filters). */
export function stockQuery(filter: Partial<StockFilter>): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
