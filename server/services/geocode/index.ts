/**
 * The geocoding service: embedded postcode table by default (offline), Google's Geocoding API when
 * GEOCODER=google and GOOGLE_MAPS_API_KEY are set. Validated at first use, naming the variable.
 */
import { z } from "zod";
import { createEmbeddedGeocoder } from "./embedded";
import { createGoogleGeocoder } from "./google";
import type { Geocoder } from "./types";

export type { Geocoder } from "./types";
export { lookupPostcode } from "./embedded";

const geocodeEnvSchema = z
  .object({
    GEOCODER: z.enum(["embedded", "google"]).default("embedded"),
    GOOGLE_MAPS_API_KEY: z.string().min(10).optional(),
  })
  .refine((env) => env.GEOCODER !== "google" || env.GOOGLE_MAPS_API_KEY, { path: ["GOOGLE_MAPS_API_KEY"], message: "is required when GEOCODER=google" });

export function createGeocoder(env: NodeJS.ProcessEnv = process.env): Geocoder {
  const result = geocodeEnvSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid geocoding configuration:\n${result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  }
  return result.data.GEOCODER === "google" ? createGoogleGeocoder({ apiKey: result.data.GOOGLE_MAPS_API_KEY! }) : createEmbeddedGeocoder();
}

let shared: Geocoder | undefined;
/** The process's geocoder. */
export function geocoder(): Geocoder {
  shared ??= createGeocoder();
  return shared;
}
