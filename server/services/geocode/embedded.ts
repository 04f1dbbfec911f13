/** The offline geocoder: the embedded postcode table, binary-searched. */
import type { LatLng } from "~/domain/vehicle/geo";
import { AU_POSTCODE_REGIONS, type PostcodeRegion } from "./au-postcode-regions";
import type { Geocoder } from "./types";

export function lookupPostcode(postcode: string, regions: readonly PostcodeRegion[] = SORTED): (LatLng & { region: string }) | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const n = Number(postcode);
  let lo = 0;
  let hi = regions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [from, to, lat, lng, region] = regions[mid];
    if (n < from) hi = mid - 1;
    else if (n > to) lo = mid + 1;
    else return { lat, lng, region };
  }
  return null;
}

const SORTED = [...AU_POSTCODE_REGIONS].sort((a, b) => a[0] - b[0]);

export function createEmbeddedGeocoder(): Geocoder {
  return {
    name: "embedded",
    async geocodePostcode(postcode) {
      const hit = lookupPostcode(postcode);
      return hit ? { lat: hit.lat, lng: hit.lng } : null;
    },
  };
}
