/** The names of what the engine counts and filters on (facets) and bounds (ranges): the spec's snake_case field names. */
export const FACET_NAMES = [
  "car_type",
  "make",
  "model",
  "badge",
  "series",
  "body",
  "fuel",
  "transmission",
  "drive",
  "year",
  "colour",
  "city",
  "dealership",
  "dealership_slug",
  "location",
  "vehicle_kind",
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export const RANGE_NAMES = ["price", "km", "year"] as const;
export type RangeName = (typeof RANGE_NAMES)[number];

export function isFacetName(name: string): name is FacetName {
  return (FACET_NAMES as readonly string[]).includes(name);
}
