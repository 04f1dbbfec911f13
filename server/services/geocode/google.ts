/**
 * The real geocoder (001 §7): Google's Geocoding API with the postal_code component and country AU;
 * the first result's latitude and longitude; no result is no place.
 */
import type { Geocoder } from "./types";

type GoogleAnswer = { status: string; results?: Array<{ geometry?: { location?: { lat: number; lng: number } } }> };

export function createGoogleGeocoder(options: { apiKey: string; fetch?: typeof fetch; timeoutMs?: number; baseUrl?: string }): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl ?? "https://maps.googleapis.com/maps/api/geocode/json";
  return {
    name: "google",
    async geocodePostcode(postcode) {
      const url = new URL(base);
      url.searchParams.set("components", `postal_code:${postcode}|country:AU`);
      url.searchParams.set("key", options.apiKey);
      const res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 4000) });
      if (!res.ok) throw new Error(`geocoding failed with HTTP ${res.status}`);
      const body = (await res.json()) as GoogleAnswer;
      if (body.status === "ZERO_RESULTS") return null;
      if (body.status !== "OK") throw new Error(`geocoding failed: ${body.status}`);
      const location = body.results?.[0]?.geometry?.location;
      return location && Number.isFinite(location.lat) && Number.isFinite(location.lng) ? { lat: location.lat, lng: location.lng } : null;
    },
  };
}
