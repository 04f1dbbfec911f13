import { bodySelectorOptions } from "~/domain/listing/body-selector";
import { CAR_TYPES } from "~/domain/stock/format";
import type { StockIndex } from "~/server/search/stock-index";
import type { Site } from "~/server/tenancy/site-directory";

export type BrowseOption = { facet: "car_type" | "body"; value: string; count: number };

/**
 * A home page's shortcuts into search: new, used and demo stock, then the most stocked body types (the
 * search page's body selector, held to its standard limit even with custom bodies, so a phone still sees
 * the newest cars near the top), each with its count.
 */
export function stockOverview(stock: StockIndex, site: Site): BrowseOption[] {
  const { facets } = stock.search(site, { hitsPerPage: 0, facetNames: ["car_type", "body"] });
  const s = site.settings.search;
  const carTypes = CAR_TYPES.filter((value) => (facets.car_type?.[value] ?? 0) > 0).map((value): BrowseOption => ({
    facet: "car_type",
    value,
    count: facets.car_type?.[value] ?? 0,
  }));
  const bodies = bodySelectorOptions(
    Object.entries(facets.body ?? {}).map(([value, count]) => ({ value, count })),
    { limit: s.bodySelectorLimit, customBodies: s.customBodies, customLimit: Math.min(s.bodySelectorLimit, s.customBodySelectorLimit) },
  ).map((o): BrowseOption => ({ facet: "body", ...o }));
  return [...carTypes, ...bodies];
}
