/**
 * The geocoding service: embedded postcode table by default (offline), Google's Geocoding API when
 * GEOCODER=google and GOOGLE_MAPS_API_KEY are set (config.ts; checked at boot with the rest of the configuration).
 */
import type { GeocodeConfig } from "./config";
import { createEmbeddedGeocoder } from "./embedded";
import { createGoogleGeocoder } from "./google";
import type { Geocoder } from "./types";

export type { Geocoder } from "./types";
export { lookupPostcode } from "./embedded";

export function createGeocoder(config: GeocodeConfig): Geocoder {
  return config.GEOCODER === "google" ? createGoogleGeocoder({ apiKey: config.GOOGLE_MAPS_API_KEY! }) : createEmbeddedGeocoder();
}
