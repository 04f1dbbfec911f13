/** "Nearest to me": a dealer's locations by great-circle distance from the shopper's postcode (001 §7, §9). */
import { haversineKm, type LatLng } from "~/domain/vehicle/geo";

export type WithDistance<T> = T & { distanceKm: number };

/** The locations sorted nearest first (ties keep their given order), each with its distance in km. */
export function byDistance<T extends { latitude: number; longitude: number }>(
  locations: readonly T[],
  from: LatLng,
): Array<WithDistance<T>> {
  return locations
    .map((l, index) => ({ l, index, distanceKm: haversineKm(from, { lat: l.latitude, lng: l.longitude }) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index)
    .map(({ l, distanceKm }) => ({ ...l, distanceKm }));
}

/** "12 km", "1.4 km", "850 m" for a card. */
export function distanceText(km: number): string {
  if (km < 1) return `${Math.round(km * 100) * 10} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km).toLocaleString("en-AU")} km`;
}

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; message: string };

/** The postcode field's rule (001 §5): exactly 4 digits. */
export function checkPostcode(raw: string): PostcodeCheck {
  const postcode = raw.trim();
  return /^\d{4}$/.test(postcode) ? { ok: true, postcode } : { ok: false, message: "Invalid postcode. Please enter a 4-digit number." };
}

/** A 4-digit postcode the geocoder places nowhere (001 §8). */
export const POSTCODE_NOT_FOUND = "Invalid postcode";
