/** The map module's part of the configuration (server/config.ts). The key is the one the geocoder uses. */
import { z } from "zod";
import type { ConfigCheck } from "~/server/config-part";

export const mapsVariables = z.object({
  /** embedded: the offline SVG map drawn from the bundled coastline; google: Google's Maps Static API. */
  MAPS: z.enum(["embedded", "google"]).default("embedded"),
});

export type MapsConfig = z.output<typeof mapsVariables> & { GOOGLE_MAPS_API_KEY?: string };

export const checkMapsVariables: ConfigCheck<MapsConfig> = (config, issue) => {
  if (config.MAPS === "google" && !config.GOOGLE_MAPS_API_KEY) issue("GOOGLE_MAPS_API_KEY", "is required when MAPS=google");
};
