/** Builders shared by the search tests. */
import type { SearchDocument } from "./types";

export const NOW = Date.UTC(2025, 6, 15, 2, 0, 0);
export const DAY = 86_400_000;

export function makeDoc(overrides: Partial<SearchDocument> & { id: number }): SearchDocument {
  return {
    websiteId: 1,
    dealershipId: 10,
    dealershipSlug: "harbour-toyota",
    dealershipName: "Harbour Toyota",
    locationId: 100,
    locationName: "Harbour Toyota Newstead",
    city: "Brisbane",
    slug: `car-${overrides.id}`,
    name: "2021 Toyota Corolla Ascent Sport",
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    series: "MZEA12R",
    colour: "White",
    body: "hatch",
    fuel: "Petrol",
    transmission: "Automatic",
    drive: "FWD",
    carType: "used",
    vehicleKind: "car",
    status: "in_stock",
    reserved: false,
    certified: false,
    tag: "",
    price: 25000,
    priceType: "drive_away",
    km: 40000,
    stocknum: `S${overrides.id}`,
    vin: `VIN${String(overrides.id).padStart(14, "0")}`,
    customRank: 0,
    arrivedAt: NOW - 30 * DAY,
    soldAt: null,
    shownOnWebsite: true,
    views: 0,
    hit: { id: overrides.id },
    ...overrides,
  };
}
