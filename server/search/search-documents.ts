/**
 * Reads cars (with their dealership and location) into search documents. The `hit` of each document is
 * the API's hit object, with the spec's field names (000 §3), built once here and never in a request.
 */
import { withoutRepeatedWords } from "~/domain/stock/labels";
import { eq, gt, inArray, type SQL } from "drizzle-orm";
import type { CarType, SearchDocument, StockStatus } from "~/domain/search/types";
import type { Db } from "~/server/db/client";
import { cars, dealerships, locations } from "~/server/db/schema";

export type CarHit = {
  id: number;
  slug: string;
  path: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  series: string;
  colour: string;
  price: number | null;
  price_type: string;
  km: number;
  stocknum: string;
  vin: string;
  car_type: string;
  vehicle_kind: string;
  status: string;
  reserved: boolean;
  tag: string;
  certified: boolean;
  body: string;
  fuel: string;
  transmission: string;
  drive: string;
  engine: string;
  images: Array<{ url: string; thumb: { url: string } }>;
  location: { id: number; name: string; slug: string; city: string };
  views: number;
  youxQuote: { weeklyRepaymentAmount: number } | null;
  dealership_id: number;
  arrived_at: string;
  sold_at: string | null;
};

/**
 * The car columns a search document is made of, and no others: a car's description, equipment, specs and galleries
 * (most of a row's bytes) are the vehicle page's to read. With whole rows, 100,000 cars took minutes to load at boot
 * and over 1 GB of memory (bench/platform, issue 18).
 */
const carColumns = {
  id: cars.id,
  websiteId: cars.websiteId,
  dealershipId: cars.dealershipId,
  locationId: cars.locationId,
  slug: cars.slug,
  name: cars.name,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  series: cars.series,
  colour: cars.colour,
  price: cars.price,
  priceType: cars.priceType,
  km: cars.km,
  stocknum: cars.stocknum,
  vin: cars.vin,
  carType: cars.carType,
  vehicleKind: cars.vehicleKind,
  status: cars.status,
  reserved: cars.reserved,
  tag: cars.tag,
  certified: cars.certified,
  body: cars.body,
  fuel: cars.fuel,
  transmission: cars.transmission,
  drive: cars.drive,
  engine: cars.engine,
  images: cars.images,
  views: cars.views,
  youxWeeklyRepayment: cars.youxWeeklyRepayment,
  customRank: cars.customRank,
  arrivedAt: cars.arrivedAt,
  soldAt: cars.soldAt,
  shownOnWebsite: cars.shownOnWebsite,
  updatedAt: cars.updatedAt,
};

const columns = {
  car: carColumns,
  dealershipSlug: dealerships.slug,
  dealershipName: dealerships.name,
  locationName: locations.name,
  locationSlug: locations.slug,
  city: locations.city,
};

type Row = {
  car: Pick<typeof cars.$inferSelect, keyof typeof carColumns>;
  dealershipSlug: string;
  dealershipName: string;
  locationName: string;
  locationSlug: string;
  city: string;
};

export function toSearchDocument(row: Row): SearchDocument {
  const c = row.car;
  const hit: CarHit = {
    id: c.id,
    slug: c.slug,
    path: `/cars/${c.slug}`,
    name: withoutRepeatedWords(c.name),
    year: c.year,
    make: c.make,
    model: c.model,
    badge: c.badge,
    series: c.series,
    colour: c.colour,
    price: c.price,
    price_type: c.priceType,
    km: c.km,
    stocknum: c.stocknum,
    vin: c.vin,
    car_type: c.carType,
    vehicle_kind: c.vehicleKind,
    status: c.status,
    reserved: c.reserved,
    tag: c.tag,
    certified: c.certified,
    body: c.body,
    fuel: c.fuel,
    transmission: c.transmission,
    drive: c.drive,
    engine: c.engine,
    images: c.images,
    location: { id: c.locationId, name: row.locationName, slug: row.locationSlug, city: row.city },
    views: c.views,
    youxQuote: c.youxWeeklyRepayment ? { weeklyRepaymentAmount: c.youxWeeklyRepayment } : null,
    dealership_id: c.dealershipId,
    arrived_at: c.arrivedAt.toISOString(),
    sold_at: c.soldAt ? c.soldAt.toISOString() : null,
  };
  // Never changed in place: a changed car is a new document, so the search API keeps each hit's JSON beside it.
  Object.freeze(hit);
  return {
    id: c.id,
    websiteId: c.websiteId,
    dealershipId: c.dealershipId,
    dealershipSlug: row.dealershipSlug,
    dealershipName: row.dealershipName,
    locationId: c.locationId,
    locationName: row.locationName,
    city: row.city,
    slug: c.slug,
    name: withoutRepeatedWords(c.name),
    year: c.year,
    make: c.make,
    model: c.model,
    badge: c.badge,
    series: c.series,
    colour: c.colour,
    body: c.body,
    fuel: c.fuel,
    transmission: c.transmission,
    drive: c.drive,
    carType: c.carType as CarType,
    vehicleKind: c.vehicleKind,
    status: c.status as StockStatus,
    reserved: c.reserved,
    certified: c.certified,
    tag: c.tag,
    price: c.price,
    priceType: c.priceType,
    km: c.km,
    stocknum: c.stocknum,
    vin: c.vin,
    customRank: c.customRank,
    arrivedAt: c.arrivedAt.getTime(),
    soldAt: c.soldAt ? c.soldAt.getTime() : null,
    shownOnWebsite: c.shownOnWebsite,
    views: c.views,
    hit,
  };
}

async function select(db: Db, where?: SQL): Promise<Row[]> {
  const query = db
    .select(columns)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .innerJoin(locations, eq(locations.id, cars.locationId));
  return (where ? query.where(where) : query) as Promise<Row[]>;
}

export async function loadAllDocuments(db: Db): Promise<Array<{ doc: SearchDocument; updatedAt: Date }>> {
  return (await select(db)).map((row) => ({ doc: toSearchDocument(row), updatedAt: row.car.updatedAt }));
}

/** Whether any car was written after `after`: one row through the updated_at index, where a pull's join reads them all. */
export async function anyCarUpdatedAfter(db: Db, after: Date): Promise<boolean> {
  // Ordered by updated_at so that the index answers even where the planner has no statistics yet.
  const [row] = await db.select({ id: cars.id }).from(cars).where(gt(cars.updatedAt, after)).orderBy(cars.updatedAt).limit(1);
  return row !== undefined;
}

export async function loadDocumentsUpdatedAfter(db: Db, after: Date): Promise<Array<{ doc: SearchDocument; updatedAt: Date }>> {
  return (await select(db, gt(cars.updatedAt, after))).map((row) => ({ doc: toSearchDocument(row), updatedAt: row.car.updatedAt }));
}

export async function loadDocuments(db: Db, ids: number[]): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  return (await select(db, inArray(cars.id, ids))).map(toSearchDocument);
}

/** Every car id in the database: what the index may hold (a reconcile drops the rest). */
export async function loadCarIds(db: Db): Promise<Set<number>> {
  return new Set((await db.select({ id: cars.id }).from(cars)).map((r) => r.id));
}
