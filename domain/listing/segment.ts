/**
 * What `/search/{segment}` means for a dealer (001 §2): the default search, used cars, a dealership,
 * a make or a body type. Anything else is not a page.
 */
import { slugify } from "~/domain/routing/slug";
import type { UrlFacet } from "./search-params";

export const DEFAULT_SEGMENT = "new-used-and-demo-cars";

export type SegmentPreset = { facet: UrlFacet; value: string; label: string } | null;

const FIXED: Record<string, SegmentPreset> = {
  [DEFAULT_SEGMENT]: null,
  "used-cars": { facet: "car_type", value: "used", label: "Used" },
  "new-cars": { facet: "car_type", value: "new", label: "New" },
  "demo-cars": { facet: "car_type", value: "demo", label: "Demo" },
  caravans: { facet: "vehicle_kind", value: "caravan", label: "Caravans" },
  motorcycles: { facet: "vehicle_kind", value: "motorcycle", label: "Motorcycles" },
};

export function resolveSegment(
  segment: string,
  site: { dealerships: ReadonlyArray<{ slug: string; name: string }>; makes: readonly string[]; bodies: readonly string[] },
): { preset: SegmentPreset } | null {
  const key = segment.toLowerCase().replace(/\/$/, "");
  if (key in FIXED) return { preset: FIXED[key] };
  const dealership = site.dealerships.find((d) => d.slug === key);
  if (dealership) return { preset: { facet: "dealership", value: dealership.slug, label: dealership.name } };
  const make = site.makes.find((m) => slugify(m, { splitCamelCase: true }) === key);
  if (make) return { preset: { facet: "make", value: make, label: make } };
  const body = site.bodies.find((b) => slugify(b, { splitCamelCase: true }) === key || b.toLowerCase() === key);
  if (body) return { preset: { facet: "body", value: body, label: body } };
  return null;
}
