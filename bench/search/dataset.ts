/**
 * The bench's stock: `total` cars across `sites` dealer websites of uneven size (a few large groups,
 * many small yards), each with its own dealerships, locations and franchise makes.
 */
import type { VehicleKind } from "~/demo/catalogue";
import { CATALOGUE } from "~/demo/catalogue";
import { createRandom } from "~/demo/random";
import type { CarType, SearchDocument, StockStatus } from "~/domain/search/types";
import { generateStock, type StockRow } from "./stock-source";

const CITIES = [
  "Brisbane",
  "Gold Coast",
  "Sunshine Coast",
  "Toowoomba",
  "Townsville",
  "Cairns",
  "Sydney",
  "Newcastle",
  "Wollongong",
  "Parramatta",
  "Penrith",
  "Melbourne",
  "Geelong",
  "Ballarat",
  "Bendigo",
  "Adelaide",
  "Perth",
  "Bunbury",
  "Hobart",
  "Launceston",
  "Darwin",
  "Canberra",
  "Albury",
  "Wagga Wagga",
  "Mackay",
  "Rockhampton",
];

export type BenchDealership = {
  id: number;
  slug: string;
  name: string;
  locations: Array<{ id: number; name: string; city: string }>;
};
export type BenchSite = { websiteId: number; size: number; kind: VehicleKind; makes: string[] | undefined; dealerships: BenchDealership[] };
/** A car as the demo generator made it, with its owners: what a database of this stock holds (bench/platform). */
export type BenchRow = { row: StockRow; websiteId: number; dealershipId: number; locationId: number };

export function buildDataset(options: { total: number; sites: number; seed: number; now: number; keepRows?: boolean }): {
  docs: SearchDocument[];
  sites: BenchSite[];
  /** With keepRows: each document's generated car, in the same order. */
  rows: BenchRow[];
} {
  const random = createRandom(options.seed);
  // Log-normal sizes: most sites hold a few hundred cars, a handful of groups several thousand.
  const weights = Array.from({ length: options.sites }, () => Math.exp(random.normal() * 0.9));
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.max(20, Math.round((w / sum) * options.total)));
  sizes[0] += options.total - sizes.reduce((a, b) => a + b, 0);

  const docs: SearchDocument[] = [];
  const sites: BenchSite[] = [];
  const kept: BenchRow[] = [];
  let nextId = 1;
  let nextDealership = 1;
  let nextLocation = 1;
  for (let s = 0; s < options.sites; s++) {
    const websiteId = s + 1;
    const roll = random.next();
    const kind: VehicleKind = roll < 0.05 ? "caravan" : roll < 0.08 ? "motorcycle" : "car";
    const ofKind = CATALOGUE.filter((m) => m.kind === kind).map((m) => m.name);
    const shape = random.next();
    const makes = shape < 0.4 ? [random.pick(ofKind)] : shape < 0.7 ? random.shuffle([...ofKind]).slice(0, random.int(2, 4)) : undefined;
    const size = sizes[s];

    const dealerships = Array.from({ length: random.int(1, 4) }, () => {
      const id = nextDealership++;
      const city = random.pick(CITIES);
      return {
        id,
        slug: `dealer-${id}`,
        name: `${city} Motors ${id}`,
        locations: Array.from({ length: random.int(1, 3) }, () => {
          const locationCity = random.chance(0.7) ? city : random.pick(CITIES);
          const locationId = nextLocation++;
          return { id: locationId, name: `${locationCity} Yard ${locationId}`, city: locationCity };
        }),
      };
    });

    sites.push({ websiteId, size, kind, makes, dealerships });

    // Franchise dealers sell new and demo cars of their makes and take trade-ins of any make.
    const rows = generateStock({
      count: size,
      seed: options.seed * 1000 + websiteId,
      now: new Date(options.now),
      kinds: [kind],
      makes,
      usedMakes: makes ? ofKind : undefined,
    });
    for (const row of rows) {
      const dealership = random.pick(dealerships);
      const location = random.pick(dealership.locations);
      const id = nextId++;
      if (options.keepRows) kept.push({ row, websiteId, dealershipId: dealership.id, locationId: location.id });
      docs.push({
        id,
        websiteId,
        dealershipId: dealership.id,
        dealershipSlug: dealership.slug,
        dealershipName: dealership.name,
        locationId: location.id,
        locationName: location.name,
        city: location.city,
        slug: row.slug,
        name: row.name,
        year: row.year,
        make: row.make,
        model: row.model,
        badge: row.badge ?? "",
        series: row.series ?? "",
        colour: row.colour,
        body: row.body,
        fuel: row.fuel,
        transmission: row.transmission,
        drive: row.drive,
        carType: row.carType as CarType,
        vehicleKind: row.vehicleKind ?? kind,
        status: (row.status ?? "in_stock") as StockStatus,
        reserved: row.reserved ?? false,
        certified: row.certified ?? false,
        tag: row.tag ?? "",
        price: row.price ?? null,
        priceType: row.priceType ?? "drive_away",
        km: row.km ?? 0,
        stocknum: row.stocknum,
        vin: row.vin,
        customRank: row.customRank ?? 0,
        arrivedAt: (row.arrivedAt ?? new Date(options.now)).getTime(),
        soldAt: row.soldAt ? row.soldAt.getTime() : null,
        shownOnWebsite: row.shownOnWebsite ?? true,
        views: row.views ?? 0,
        hit: { id, slug: row.slug, name: row.name, price: row.price ?? null },
      });
    }
  }
  return { docs, sites, rows: kept };
}
