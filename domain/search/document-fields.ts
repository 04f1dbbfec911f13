/** How the engine reads a search document: its facet values, the words text search matches, its exact keys. */
import type { FacetName } from "./query";
import { normaliseText } from "./text";
import type { SearchDocument } from "./types";

export const FACET_FIELDS: Record<FacetName, (d: SearchDocument) => string> = {
  car_type: (d) => d.carType,
  make: (d) => d.make,
  model: (d) => d.model,
  badge: (d) => d.badge,
  series: (d) => d.series,
  body: (d) => d.body,
  fuel: (d) => d.fuel,
  transmission: (d) => d.transmission,
  drive: (d) => d.drive,
  year: (d) => yearText(d.year),
  colour: (d) => d.colour,
  city: (d) => d.city,
  dealership: (d) => d.dealershipName,
  dealership_slug: (d) => d.dealershipSlug,
  location: (d) => d.locationName,
  vehicle_kind: (d) => d.vehicleKind,
};

/** The fields free text matches, word by word. */
export const TEXT_FIELDS: Array<(d: SearchDocument) => string> = [
  (d) => d.make,
  (d) => d.model,
  (d) => d.badge,
  (d) => d.series,
  (d) => d.colour,
  (d) => d.body,
  (d) => d.fuel,
  (d) => d.transmission,
  (d) => d.drive,
  (d) => yearText(d.year),
];

const YEAR_TEXT: string[] = [];
/** String(year), without a new string per car. */
export function yearText(year: number): string {
  if (!Number.isInteger(year) || year < 0 || year > 4000) return String(year);
  return (YEAR_TEXT[year] ??= String(year));
}

export function facetKey(value: string): string {
  return normaliseText(value.trim());
}

/** Stock numbers and VINs are stored upper-case, so upper-casing is usually a no-op. */
export function exactKey(value: string): string {
  return value.trim().toUpperCase();
}

export function addExactKeys(exact: Map<string, number[]>, slot: number, doc: SearchDocument): void {
  for (const raw of [doc.stocknum, doc.vin]) {
    const key = exactKey(raw);
    if (key === "") continue;
    const slots = exact.get(key);
    if (!slots) exact.set(key, [slot]);
    else if (!slots.includes(slot)) slots.push(slot);
  }
}
