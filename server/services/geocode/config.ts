/** The geocoding service's part of the configuration (server/config.ts). */
import { z } from "zod";
import type { ConfigCheck } from "~/server/config-part";

export const geocodeVariables = z.object({
  /** embedded: the offline postcode table; google: Google's Geocoding API. */
  GEOCODER: z.enum(["embedded", "google"]).default("embedded"),
  GOOGLE_MAPS_API_KEY: z.string().min(10).optional(),
});

export type GeocodeConfig = z.output<typeof geocodeVariables>;

export const checkGeocodeVariables: ConfigCheck<GeocodeConfig> = (config, issue) => {
  if (config.GEOCODER === "google" && !config.GOOGLE_MAPS_API_KEY) issue("GOOGLE_MAPS_API_KEY", "is required when GEOCODER=google");
};
