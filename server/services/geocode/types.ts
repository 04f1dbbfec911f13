import type { LatLng } from "~/domain/vehicle/geo";

/** Geocodes an Australian postcode; null when the postcode has no place (the page says "Invalid postcode"). */
export type Geocoder = {
  readonly name: string;
  geocodePostcode(postcode: string): Promise<LatLng | null>;
};
