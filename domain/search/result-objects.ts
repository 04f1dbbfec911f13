/** The plain objects a search answers with: facet counts by value, facets by name. */
import { FACET_NAMES, type FacetName } from "./names";
import type { SearchResult } from "./types";

export type FacetCounts = Record<string, number> | undefined;
/**
 * The same string as V8 stores property keys (internalised), so adding a label to a counts
 * object does not look it up in V8's string table every time.
 */
export function internalised(value: string): string {
  return Object.keys({ [value]: 0 })[0] ?? value;
}

/**
 * An empty counts object. With a null prototype V8 keeps it in dictionary mode from the start,
 * which builds faster than plain objects whose shapes differ per website and selection, and
 * "__proto__" or "constructor" are plain keys like any other value.
 */
export function countsObject(): Record<string, number> {
  return Object.create(null);
}

const AT = Object.fromEntries(FACET_NAMES.map((name, i) => [name, i])) as Record<FacetName, number>;

/**
 * The result's facets from counts by facet position, emptying `counts`. Named stores in one fixed
 * order let V8 build every result along one chain of object shapes; a keyed store per facet, in
 * an order that varies by query, fell back to its slowest path.
 */
export function facetsObject(counts: FacetCounts[]): SearchResult["facets"] {
  const out: SearchResult["facets"] = {};
  if (counts[AT.car_type]) out.car_type = counts[AT.car_type];
  if (counts[AT.make]) out.make = counts[AT.make];
  if (counts[AT.model]) out.model = counts[AT.model];
  if (counts[AT.badge]) out.badge = counts[AT.badge];
  if (counts[AT.series]) out.series = counts[AT.series];
  if (counts[AT.body]) out.body = counts[AT.body];
  if (counts[AT.fuel]) out.fuel = counts[AT.fuel];
  if (counts[AT.transmission]) out.transmission = counts[AT.transmission];
  if (counts[AT.drive]) out.drive = counts[AT.drive];
  if (counts[AT.year]) out.year = counts[AT.year];
  if (counts[AT.colour]) out.colour = counts[AT.colour];
  if (counts[AT.city]) out.city = counts[AT.city];
  if (counts[AT.dealership]) out.dealership = counts[AT.dealership];
  if (counts[AT.dealership_slug]) out.dealership_slug = counts[AT.dealership_slug];
  if (counts[AT.location]) out.location = counts[AT.location];
  if (counts[AT.vehicle_kind]) out.vehicle_kind = counts[AT.vehicle_kind];
  counts.fill(undefined);
  return out;
}
