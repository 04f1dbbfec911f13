/**
 * The map service: the offline SVG map by default, Google's Maps Static API when MAPS=google and
 * GOOGLE_MAPS_API_KEY are set (config.ts; checked at boot with the rest of the configuration).
 */
import type { MapsConfig } from "./config";
import { createEmbeddedMaps } from "./embedded";
import { createGoogleMaps, GOOGLE_STATIC_MAPS_ORIGIN } from "./google";
import type { MapRenderer } from "./types";

export type { MapPin, MapRenderer, MapRequest, MapView } from "./types";

export function createMaps(config: MapsConfig): MapRenderer {
  return config.MAPS === "google" ? createGoogleMaps({ apiKey: config.GOOGLE_MAPS_API_KEY! }) : createEmbeddedMaps();
}

/** Image origins the page's Content-Security-Policy must allow for the configured map. */
export function mapImageOrigins(config: MapsConfig): string[] {
  return config.MAPS === "google" ? [GOOGLE_STATIC_MAPS_ORIGIN] : [];
}
