/**
 * The console's stock queries and writes (issue 19): the dealer's cars found through the platform's search index
 * (the public search's text matching, over the whole stock: hidden and long-sold cars too), a car read for its form,
 * and every change (edit, add, status, bulk) in one transaction with its audit entries. Every query is scoped by
 * the staff member's website: another dealer's car id finds nothing, and the page answers 404. After the commit the
 * caller publishes the change (server/search/publish-stock.ts) so it reaches the public site in every process.
 */
import { and, asc, eq, inArray, like, ne } from "drizzle-orm";
import {
  CAR_FORM_FIELDS,
  carName,
  bulkColumns,
  statusColumns,
  type BulkAction,
  type CarForm,
  type CarStatusForm,
} from "~/domain/console/stock-edit";
import { STOCK_PAGE_SIZE, stockFilterExpression, type StockFilter } from "~/domain/console/stock-list";
import { isSlug, slugify } from "~/domain/routing/slug";
import { createQuery } from "~/domain/search/query";
import { withoutRepeatedWords } from "~/domain/stock/labels";
import type { Db } from "~/server/db/client";
import { cars, dealerships, locations } from "~/server/db/schema";
import type { StockIndex } from "~/server/search/stock-index";
import { recordPriceChanges } from "~/server/stock/price-changes";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type CarRow = typeof cars.$inferSelect;

/** Writes one audit entry inside the change's transaction (the feature passes auditAction). */
export type AuditWriter = ((
  tx: Tx,
  entry: { action: string; subject: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null },
) => Promise<void>) & {
  /** Who acts (the staff member's email): the price history names them. */
  actor?: string;
};

const shown = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The fields that differ between a car and what is written, as the audit's before and after. */
function changes(before: Partial<CarRow>, after: Partial<CarRow>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof CarRow>) {
    if (key === "updatedAt") continue;
    const a = shown(before[key] ?? null);
    const b = shown(after[key] ?? null);
    if (a !== b) {
      was[key] = a;
      now[key] = b;
    }
  }
  return { before: was, after: now };
}

export async function stockLocations(db: Db, websiteId: number) {
  return db
    .select({ id: locations.id, name: locations.name, dealershipId: locations.dealershipId })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(eq(locations.websiteId, websiteId), eq(dealerships.websiteId, websiteId)))
    .orderBy(asc(locations.name));
}

export type StockListRow = Awaited<ReturnType<typeof stockRows>>[number];

async function stockRows(db: Db, websiteId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      stocknum: cars.stocknum,
      price: cars.price,
      priceType: cars.priceType,
      status: cars.status,
      reserved: cars.reserved,
      shownOnWebsite: cars.shownOnWebsite,
      carType: cars.carType,
      vehicleKind: cars.vehicleKind,
      arrivedAt: cars.arrivedAt,
      soldAt: cars.soldAt,
      images: cars.images,
      location: locations.name,
    })
    .from(cars)
    .innerJoin(locations, eq(locations.id, cars.locationId))
    .where(and(eq(cars.websiteId, websiteId), inArray(cars.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { images, ...rest } = row;
    return [{ ...rest, thumb: images[0]?.thumb?.url || images[0]?.url || null }];
  });
}

/**
 * One page of the dealer's stock, newest arrival first: the search index finds the cars (the public search's text
 * rules, over the whole stock), and the page's rows are read from the table (the current values, scoped by website).
 */
export async function listStock(db: Db, stock: Pick<StockIndex, "index">, websiteId: number, filter: StockFilter, now: Date) {
  const page = filter.page ?? 1;
  const result = stock.index.search(
    createQuery({
      websiteId,
      now: now.getTime(),
      wholeStock: true,
      text: filter.q ?? "",
      filter: stockFilterExpression(filter),
      sort: filter.q ? "mostRelevant" : "latest",
      offset: (page - 1) * STOCK_PAGE_SIZE,
      hitsPerPage: STOCK_PAGE_SIZE,
      facetNames: ["vehicle_kind"],
    }),
  );
  return {
    rows: await stockRows(db, websiteId, result.ids),
    total: result.count,
    page,
    pages: Math.max(1, result.pages),
    kinds: Object.keys(result.facets.vehicle_kind ?? {}).sort(),
  };
}

/** A car of this dealer, or null (another dealer's id reads exactly like an unknown one). */
export async function findStockCar(db: Db | Tx, websiteId: number, carId: number): Promise<CarRow | null> {
  const [row] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)))
    .limit(1);
  return row ?? null;
}

export type WriteRefusal = { field: string; message: string };

async function checkForm(tx: Tx, websiteId: number, values: CarForm, carId: number | null) {
  const [location] = await tx
    .select({ id: locations.id, dealershipId: locations.dealershipId })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(eq(locations.id, values.locationId), eq(locations.websiteId, websiteId), eq(dealerships.websiteId, websiteId)));
  if (!location) return { field: "locationId", message: "Location: choose one of your locations." } satisfies WriteRefusal;
  const taken = await tx
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), eq(cars.stocknum, values.stocknum), ...(carId === null ? [] : [ne(cars.id, carId)])))
    .limit(1);
  if (taken.length > 0) {
    return { field: "stocknum", message: `Stock number: another of your cars has ${values.stocknum}.` } satisfies WriteRefusal;
  }
  return location;
}

function formColumns(values: CarForm): Partial<CarRow> {
  const out: Record<string, unknown> = {};
  for (const key of CAR_FORM_FIELDS) out[key] = values[key];
  return out as Partial<CarRow>;
}

/** Saves the car form; null when the car is not this dealer's, a refusal naming a field, or the change made. */
export async function updateCar(db: Db, websiteId: number, carId: number, values: CarForm, audit: AuditWriter, now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(cars)
      .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)))
      .for("update");
    if (!before) return null;
    const checked = await checkForm(tx, websiteId, values, carId);
    if ("field" in checked) return { refused: checked };
    const set: Partial<CarRow> = {
      ...formColumns(values),
      ...statusColumns(before, values.status, now),
      dealershipId: checked.dealershipId,
      name: carName(values),
      updatedAt: now,
    };
    const diff = changes(before, set);
    if (Object.keys(diff.after).length === 0) return { changed: diff, car: before };
    await tx
      .update(cars)
      .set(set)
      .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)));
    await audit(tx, { action: "car.update", subject: `car:${carId}`, ...diff });
    if ("price" in diff.after) {
      const change = { carId, from: before.price, to: set.price ?? null };
      await recordPriceChanges(tx, websiteId, [change], { source: "console", actor: audit.actor ?? "", at: now });
    }
    return { changed: diff, car: { ...before, ...set } };
  });
}

/** The status-only change (sales). */
export async function setCarStatus(db: Db, websiteId: number, carId: number, values: CarStatusForm, audit: AuditWriter, now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(cars)
      .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)))
      .for("update");
    if (!before) return null;
    const set: Partial<CarRow> = { ...statusColumns(before, values.status, now), reserved: values.reserved, updatedAt: now };
    const diff = changes(before, set);
    if (Object.keys(diff.after).length > 0) {
      await tx
        .update(cars)
        .set(set)
        .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)));
      await audit(tx, { action: "car.status", subject: `car:${carId}`, ...diff });
    }
    return { changed: diff, car: { ...before, ...set } };
  });
}

async function freeSlug(tx: Tx, websiteId: number, values: CarForm): Promise<string> {
  const stem = slugify(withoutRepeatedWords(`${values.make} ${values.model} ${values.badge}`)).slice(0, 120) || "vehicle";
  const base = `${values.year}-${stem}-${slugify(values.stocknum).slice(0, 40) || "stock"}`;
  const taken = new Set(
    (
      await tx
        .select({ slug: cars.slug })
        .from(cars)
        .where(and(eq(cars.websiteId, websiteId), like(cars.slug, `${base}%`)))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug) || !isSlug(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Adds a car to the dealer's stock; a refusal naming a field, or the new car. */
export async function createCar(db: Db, websiteId: number, values: CarForm, audit: AuditWriter, now = new Date()) {
  return db.transaction(async (tx) => {
    const checked = await checkForm(tx, websiteId, values, null);
    if ("field" in checked) return { refused: checked };
    const row = {
      ...formColumns(values),
      ...statusColumns({ status: "in_stock", soldAt: null }, values.status, now),
      websiteId,
      dealershipId: checked.dealershipId,
      locationId: values.locationId,
      slug: await freeSlug(tx, websiteId, values),
      name: carName(values),
      arrivedAt: now,
      createdAt: now,
      updatedAt: now,
    } as typeof cars.$inferInsert;
    const [car] = await tx.insert(cars).values(row).returning();
    await audit(tx, { action: "car.create", subject: `car:${car.id}`, before: null, after: changes({}, formColumns(values)).after });
    return { car };
  });
}

/** A bulk action on selected cars, all or nothing: null when any id is not this dealer's car. */
export async function bulkUpdate(db: Db, websiteId: number, carIds: number[], action: BulkAction, audit: AuditWriter, now = new Date()) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: cars.id, status: cars.status, soldAt: cars.soldAt, shownOnWebsite: cars.shownOnWebsite })
      .from(cars)
      .where(and(eq(cars.websiteId, websiteId), inArray(cars.id, carIds)))
      .orderBy(asc(cars.id))
      .for("update");
    if (rows.length !== carIds.length) return null;
    const changed: number[] = [];
    for (const before of rows) {
      const set = { ...bulkColumns(action, before, now) } as Partial<CarRow>;
      const diff = changes(before, set);
      if (Object.keys(diff.after).length === 0) continue;
      await tx
        .update(cars)
        .set({ ...set, updatedAt: now })
        .where(and(eq(cars.id, before.id), eq(cars.websiteId, websiteId)));
      await audit(tx, { action: `car.bulk.${action}`, subject: `car:${before.id}`, ...diff });
      changed.push(before.id);
    }
    return { changed };
  });
}
