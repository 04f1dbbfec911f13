/** Delivery estimate from the shopper's postcode to the car's location, priced by the dealer's delivery settings. */
import { haversineKm, type LatLng } from "./geo";

export type DeliverySettings = { baseFee: number; perKm: number; freeWithinKm: number; maxKm: number };

export type DeliveryQuote =
  | { kind: "free"; distanceKm: number; cost: 0 }
  | { kind: "priced"; distanceKm: number; cost: number }
  | { kind: "too-far"; distanceKm: number };

/** Free within the free radius; beyond it the base fee plus a per-km rate for the extra distance; none beyond max. */
export function deliveryCost(distanceKm: number, s: DeliverySettings): DeliveryQuote {
  const distance = Math.round(distanceKm);
  if (distanceKm > s.maxKm) return { kind: "too-far", distanceKm: distance };
  if (distanceKm <= s.freeWithinKm) return { kind: "free", distanceKm: distance, cost: 0 };
  return { kind: "priced", distanceKm: distance, cost: Math.round(s.baseFee + s.perKm * (distanceKm - s.freeWithinKm)) };
}

export function deliveryQuote(from: LatLng, to: LatLng, s: DeliverySettings): DeliveryQuote {
  return deliveryCost(haversineKm(from, to), s);
}
