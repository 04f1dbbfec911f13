/**
 * A stock feed run for one dealer (ADR 037): the file read through the dealer's mapping, every row judged, the
 * pictures resolved, the feed compared with the dealer's stock, and then either a dry run's report or the changes
 * applied in ONE transaction (new cars inserted, changed fields updated, cars missing from a full feed marked sold),
 * so a failure anywhere leaves the stock as it was. Every run is a feed_imports row. Applied changes reach the
 * public site in every process the way every stock change does: `updated_at` moves (search indexes pull it, and
 * their change listeners drop the dealer's cached pages; the sitemap reads the table) and this process re-reads the
 * cars at once (stock.refreshCars).
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { diffCounts, diffStock, hiddenAfter, isMassRemoval, type CurrentCar, type IncomingCar, type StockDiff } from "~/domain/feeds/diff";
import { FEED_FIELD_NAMES, mappedFields, normalRule, type FeedField, type FeedMapping } from "~/domain/feeds/mapping";
import { missingSources, readPath, readRows, stockKey, type FeedCar, type RecordUnit } from "~/domain/feeds/rows";
import { isSlug, slugify } from "~/domain/routing/slug";
import { withoutRepeatedWords } from "~/domain/stock/labels";
import type { CarImage } from "~/domain/vehicle/car-fields";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { cars, dealerships, feedImports, locations } from "~/server/db/schema";
import { recordPriceChanges, type PriceChange } from "~/server/stock/price-changes";
import type { FeedImageStore, ImageFailure } from "./images";
import { parseFeed } from "./parse";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type CarRow = typeof cars.$inferSelect;
type NewCar = typeof cars.$inferInsert;

/** Held for the length of an apply, per dealer: two runs for one dealer never interleave. */
const FEED_LOCK = 72_707_037;
const INSERT_BATCH = 500;
/** At most this many entries of each list are kept in a stored report (the counts are always whole). */
export const REPORT_LIST_MAX = 500;

export type FeedImportStatus = "dry_run" | "applied" | "refused" | "failed";

export type FeedReport = {
  importId: number;
  status: FeedImportStatus;
  /** Why a refused or failed run changed nothing. */
  error?: string;
  dryRun: boolean;
  mapping: string;
  source: string;
  unit: RecordUnit;
  soldDays: number;
  counts: {
    rows: number;
    invalid: number;
    new: number;
    changed: number;
    removed: number;
    unchanged: number;
    skipped: number;
    /** Pictures the run would fetch (dry run) or fetched and stored. */
    imagesToFetch: number;
    imagesFetched: number;
    imageFailures: number;
  };
  invalid: Array<{ line: number; stocknum: string | null; reasons: string[] }>;
  new: Array<{ line: number; stocknum: string; name: string }>;
  changed: Array<{ line: number; stocknum: string; name: string; changes: Array<{ field: string; from: unknown; to: unknown }> }>;
  removed: Array<{ stocknum: string; name: string; hiddenAfter: string }>;
  skipped: Array<{ line: number; stocknum: string; reason: string }>;
  imageFailures: ImageFailure[];
  /** What the dealer should look at before applying (a dry run's mass removal). */
  warnings: string[];
  /** Lists cut at REPORT_LIST_MAX entries. */
  truncated: boolean;
  ms: number;
};

export type FeedImportInput = {
  db: Db;
  site: { id: number; slug: string; soldDays: number };
  mapping: FeedMapping;
  bytes: Uint8Array;
  /** The file's name or the URL it came from. */
  source: string;
  actor: string;
  staffUserId?: number | null;
  dryRun: boolean;
  /** Apply even when the feed marks most of the stock sold (isMassRemoval): the dealer confirmed it. */
  allowMassRemoval?: boolean;
  images: FeedImageStore;
  /** This process's search index: re-reads the changed cars at once (the runtime's stock.refreshCars). */
  refreshCars?: (ids: number[]) => Promise<void>;
  onProgress?: (phase: "images" | "apply", done: number, total: number) => void;
  log?: Logger;
  now?: () => Date;
};

/** Car columns a mapped field writes (location writes the location and its dealership). */
const COLUMN_FIELDS = FEED_FIELD_NAMES.filter((f) => f !== "location") as Array<Exclude<FeedField, "location">>;

type Scope = {
  dealershipIds: number[];
  /** Locations a row's location may name: slug, name (lower case) or id → location. */
  locationsByRef: Map<string, { id: number; dealershipId: number }>;
  defaultLocation: { id: number; dealershipId: number } | null;
};

async function loadScope(db: Db, websiteId: number, dealershipSlug: string | undefined): Promise<Scope | string> {
  const allDealerships = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(eq(dealerships.websiteId, websiteId));
  let scoped = allDealerships;
  if (dealershipSlug !== undefined) {
    scoped = allDealerships.filter((d) => d.slug === dealershipSlug);
    if (scoped.length === 0) {
      return `The mapping's dealership '${dealershipSlug}' is not one of this dealer's (${allDealerships.map((d) => d.slug).join(", ") || "none"}).`;
    }
  }
  if (scoped.length === 0) return "This dealer has no dealership to import cars into.";
  const ids = scoped.map((d) => d.id);
  const rows = await db
    .select({
      id: locations.id,
      dealershipId: locations.dealershipId,
      slug: locations.slug,
      name: locations.name,
      primary: locations.primary,
      type: locations.locationType,
    })
    .from(locations)
    .where(and(eq(locations.websiteId, websiteId), inArray(locations.dealershipId, ids)))
    .orderBy(locations.id);
  const locationsByRef = new Map<string, { id: number; dealershipId: number }>();
  for (const row of rows) {
    const place = { id: row.id, dealershipId: row.dealershipId };
    locationsByRef.set(String(row.id), place);
    locationsByRef.set(row.slug.toLowerCase(), place);
    locationsByRef.set(row.name.toLowerCase(), place);
  }
  // New cars without a location go to the (first) dealership's primary sales yard.
  const first = rows.filter((r) => r.dealershipId === ids[0]);
  const best =
    first.find((r) => r.primary && r.type !== "service" && r.type !== "parts") ??
    first.find((r) => r.type === "sales") ??
    first[0] ??
    rows[0];
  return { dealershipIds: ids, locationsByRef, defaultLocation: best ? { id: best.id, dealershipId: best.dealershipId } : null };
}

/** The dealer's cars in scope: only what the comparison needs (the mapped columns), not whole rows. */
async function loadCurrent(db: Db | Tx, websiteId: number, scope: Scope, fields: Set<FeedField>): Promise<CarRow[]> {
  const columns: Record<string, (typeof cars)[keyof typeof cars]> = {
    id: cars.id,
    stocknum: cars.stocknum,
    status: cars.status,
    soldAt: cars.soldAt,
    name: cars.name,
    year: cars.year,
    make: cars.make,
    model: cars.model,
    badge: cars.badge,
    locationId: cars.locationId,
    dealershipId: cars.dealershipId,
  };
  for (const field of fields) if (field !== "location") columns[field] = cars[field];
  return (await db
    .select(columns as unknown as typeof cars._.columns)
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), inArray(cars.dealershipId, scope.dealershipIds)))) as unknown as CarRow[];
}

function currentValues(row: CarRow, fields: Set<FeedField>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === "location") {
      values.locationId = row.locationId;
      values.dealershipId = row.dealershipId;
    } else if (field !== "status") values[field] = row[field];
  }
  return values;
}

const asImages = (refs: string[], urls: Map<string, string>): CarImage[] =>
  refs.flatMap((ref) => {
    const url = urls.get(ref);
    return url === undefined ? [] : [{ url, thumb: { url } }];
  });

function displayName(values: { year?: unknown; make?: unknown; model?: unknown; badge?: unknown }): string {
  return withoutRepeatedWords([values.year, values.make, values.model, values.badge].filter((v) => v !== undefined && v !== "").join(" "));
}

/** A display of a changed value: pictures as a count, everything else as it is. */
function shown(field: string, value: unknown): unknown {
  if (field === "images" && Array.isArray(value)) return `${value.length} picture${value.length === 1 ? "" : "s"}`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

function carSlug(car: NewCar, taken: Set<string>): string {
  const stem = slugify(withoutRepeatedWords(`${car.make} ${car.model} ${car.badge ?? ""}`)).slice(0, 120) || "vehicle";
  const base = `${car.year}-${stem}-${slugify(car.stocknum).slice(0, 40) || "stock"}`;
  let slug = base;
  for (let n = 2; taken.has(slug) || !isSlug(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function newCarRow(values: Record<string, unknown>, websiteId: number, fallback: { id: number; dealershipId: number }, now: Date): NewCar {
  const v = values as Partial<Record<string, unknown>> & { locationId?: number; dealershipId?: number };
  const row: Record<string, unknown> = {
    websiteId,
    locationId: v.locationId ?? fallback.id,
    dealershipId: v.dealershipId ?? fallback.dealershipId,
    colour: "",
    vin: "",
    body: "",
    fuel: "",
    transmission: "",
    drive: "",
    arrivedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  for (const field of COLUMN_FIELDS) if (v[field] !== undefined) row[field] = v[field];
  row.status = v.status ?? "in_stock";
  row.name = displayName(row);
  return row as NewCar;
}

function cut<T>(list: T[]): { list: T[]; cut: boolean } {
  return list.length > REPORT_LIST_MAX ? { list: list.slice(0, REPORT_LIST_MAX), cut: true } : { list, cut: false };
}

export async function runFeedImport(input: FeedImportInput): Promise<FeedReport> {
  const { db, site, mapping } = input;
  const clock = input.now ?? (() => new Date());
  const startedAt = clock();
  const started = performance.now();
  const report: FeedReport = {
    importId: 0,
    status: input.dryRun ? "dry_run" : "applied",
    dryRun: input.dryRun,
    mapping: mapping.name,
    source: input.source,
    unit: mapping.format === "csv" ? "line" : "vehicle",
    soldDays: site.soldDays,
    counts: {
      rows: 0,
      invalid: 0,
      new: 0,
      changed: 0,
      removed: 0,
      unchanged: 0,
      skipped: 0,
      imagesToFetch: 0,
      imagesFetched: 0,
      imageFailures: 0,
    },
    invalid: [],
    new: [],
    changed: [],
    removed: [],
    skipped: [],
    imageFailures: [],
    warnings: [],
    truncated: false,
    ms: 0,
  };

  const record = async (status: FeedImportStatus, error: string | undefined, tx: Db | Tx = db) => {
    report.status = status;
    if (error !== undefined) report.error = error;
    report.ms = Math.round(performance.now() - started);
    const [row] = await tx
      .insert(feedImports)
      .values({
        websiteId: site.id,
        mappingName: mapping.name,
        source: input.source.slice(0, 1000),
        actor: input.actor,
        staffUserId: input.staffUserId ?? null,
        dryRun: input.dryRun,
        status,
        counts: report.counts,
        report: { ...report, importId: undefined },
        error: error ?? null,
        startedAt,
        finishedAt: clock(),
      })
      .returning({ id: feedImports.id });
    report.importId = row.id;
    return report;
  };

  // 1. The file and its rows.
  const parsed = parseFeed(input.bytes, mapping);
  if (!parsed.ok) return record("refused", parsed.error);
  report.unit = parsed.unit;
  const missing = missingSources(mapping, parsed.unit === "line" ? parsed.records.slice(0, 1) : parsed.records);
  if (missing.length > 0 && parsed.records.length > 0) {
    const where = parsed.unit === "line" ? `the CSV's columns (${(parsed.columns ?? []).join(", ")})` : "any vehicle";
    return record("refused", `The mapping names what is not in ${where}: ${missing.join("; ")}.`);
  }
  const scope = await loadScope(db, site.id, mapping.dealership);
  if (typeof scope === "string") return record("refused", scope);
  const now = clock();
  const rows = readRows(parsed.records, mapping, now, parsed.unit);
  const stockPaths = normalRule(mapping.fields.stocknum)?.from ?? [];
  const brokenKey = (values: Record<string, string> | undefined) => {
    const found = values && stockPaths.flatMap((p) => readPath(values, p)).find((v) => v.trim() !== "");
    return found ? stockKey(found) : null;
  };
  const invalid: FeedReport["invalid"] = [
    ...parsed.broken.map((b) => ({ line: b.line, stocknum: brokenKey(b.values), reasons: [b.reason] })),
    ...rows.invalid.map((r) => ({ line: r.line, stocknum: r.key, reasons: r.reasons })),
  ];
  report.counts.rows = parsed.records.length + parsed.broken.length;
  // The raw records are read: let them go (a 10,000-car feed's records are tens of MB).
  parsed.records.length = 0;

  // 2. Locations named by the rows.
  const fields = mappedFields(mapping);
  const valid: Array<{ line: number; key: string; car: FeedCar; place?: { id: number; dealershipId: number } }> = [];
  for (const row of rows.valid) {
    if (row.car.location == null) {
      valid.push(row);
      continue;
    }
    const place = scope.locationsByRef.get(row.car.location.toLowerCase());
    if (place) valid.push({ ...row, place });
    else
      invalid.push({
        line: row.line,
        stocknum: row.key,
        reasons: [`Location '${row.car.location}' is not one of this dealer's locations`],
      });
  }
  invalid.sort((a, b) => a.line - b.line);
  if (!scope.defaultLocation && valid.some((r) => !r.place)) return record("refused", "This dealer has no location to put new cars at.");

  // 3. Pictures: known ones only for a dry run; fetched (bounded) before an apply, never inside its transaction.
  const refs = fields.has("images") ? valid.flatMap((r) => r.car.images ?? []) : [];
  let urls: Map<string, string>;
  if (input.dryRun) {
    urls = await input.images.known(refs);
    report.counts.imagesToFetch = new Set(refs.filter((r) => !urls.has(r))).size;
  } else {
    const resolved = await input.images.resolve(refs, (done, total) => input.onProgress?.("images", done, total));
    urls = resolved.urls;
    report.counts.imagesFetched = resolved.fetched;
    report.imageFailures = resolved.failures;
  }
  // A dry run shows a picture still to fetch as a change (its address stands in for the stored picture).
  const pictureUrls = input.dryRun ? new Map(refs.map((r) => [r, urls.get(r) ?? r])) : urls;

  const incoming: IncomingCar[] = valid.map(({ line, key, car, place }) => {
    const values: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === "location") {
        // A blank location leaves a car where it is (a new one goes to the default location).
        if (place) {
          values.locationId = place.id;
          values.dealershipId = place.dealershipId;
        }
      } else if (field === "images") values.images = asImages(car.images ?? [], pictureUrls);
      else values[field] = car[field];
    }
    return { key, line, values };
  });
  // The feed cars now live on as column values only.
  valid.length = 0;
  rows.valid.length = 0;

  // 4. The comparison, and for an apply the writes, against the stock as it is under the dealer's lock.
  let diff: StockDiff;
  let byId = new Map<number, CarRow>();
  const compare = async (tx: Db | Tx) => {
    const current = await loadCurrent(tx, site.id, scope, fields);
    byId = new Map(current.map((c) => [c.id, c]));
    const currentCars: CurrentCar[] = current.map((c) => ({
      id: c.id,
      key: c.stocknum.trim().toUpperCase(),
      status: c.status,
      soldAt: c.soldAt,
      values: currentValues(c, fields),
    }));
    // A car whose row is invalid is still listed by the feed: it keeps what it has rather than being sold.
    const present = new Set(invalid.flatMap((r) => (r.stocknum === null ? [] : [r.stocknum])));
    diff = diffStock({ incoming, current: currentCars, removeMissing: mapping.removeMissing, present, now });
  };

  const fill = () => {
    const counts = diffCounts(diff);
    Object.assign(report.counts, counts, { invalid: invalid.length, imageFailures: report.imageFailures.length });
    const lists = {
      invalid: cut(invalid),
      new: cut(diff.added.map((c) => ({ line: c.line, stocknum: String(c.values.stocknum ?? c.key), name: displayName(c.values) }))),
      changed: cut(
        diff.changed.map((c) => {
          const car = byId.get(c.id);
          return {
            line: c.line,
            stocknum: car?.stocknum ?? c.key,
            name: car?.name ?? c.key,
            changes: c.changes.map((ch) => ({ field: ch.field, from: shown(ch.field, ch.from), to: shown(ch.field, ch.to) })),
          };
        }),
      ),
      removed: cut(
        diff.removed.map((r) => ({
          stocknum: byId.get(r.id)?.stocknum ?? r.key,
          name: byId.get(r.id)?.name ?? r.key,
          hiddenAfter: hiddenAfter(now, site.soldDays).toISOString(),
        })),
      ),
      skipped: cut(diff.skipped.map((s) => ({ line: s.line, stocknum: s.key, reason: s.reason }))),
      imageFailures: cut(report.imageFailures),
    };
    report.truncated = Object.values(lists).some((l) => l.cut);
    report.invalid = lists.invalid.list;
    report.new = lists.new.list;
    report.changed = lists.changed.list;
    report.removed = lists.removed.list;
    report.skipped = lists.skipped.list;
    report.imageFailures = lists.imageFailures.list;
  };

  const massRemoval = () =>
    `The feed would mark ${diff.removed.length} of the ${diff.removed.length + diff.changed.length + diff.unchanged.length} cars for sale sold: ` +
    "is the file cut short, or the wrong dealer's? Apply it only if that is right (--allow-mass-removal).";

  if (input.dryRun) {
    await compare(db);
    fill();
    if (isMassRemoval(diff!)) report.warnings.push(massRemoval());
    return record("dry_run", undefined);
  }

  let touched: number[] = [];
  let refused: string | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK}, ${site.id})`);
      await compare(tx);
      fill();
      if (isMassRemoval(diff) && !input.allowMassRemoval) {
        refused = massRemoval();
        return;
      }
      touched = await write(tx, diff, byId, site.id, scope, now, (done, total) => input.onProgress?.("apply", done, total));
      await recordPriceChanges(tx, site.id, priceChangesOf(diff, byId), { source: "feed", actor: input.actor, at: now });
      await record("applied", undefined, tx);
    });
  } catch (error) {
    input.log?.error({ err: dbErrorForLog(error), site: site.slug, mapping: mapping.name }, "stock feed apply failed");
    return record("failed", "The import failed and nothing was changed. Try again; if it fails again, tell the platform team.");
  }
  if (refused !== undefined) return record("refused", refused);

  // After the commit: a fresh updated_at, so every process's index pulls these cars even if it pulled past the
  // transaction's own timestamps while it ran; then this process at once.
  try {
    const at = new Date();
    for (let i = 0; i < touched.length; i += 5000) {
      await db
        .update(cars)
        .set({ updatedAt: at })
        .where(and(eq(cars.websiteId, site.id), inArray(cars.id, touched.slice(i, i + 5000))));
    }
    for (let i = 0; i < touched.length; i += 5000) await input.refreshCars?.(touched.slice(i, i + 5000));
  } catch (error) {
    input.log?.error(
      { err: dbErrorForLog(error), site: site.slug },
      "stock feed applied; refreshing the search index failed (the next pull catches up)",
    );
  }
  return report;
}

/** The price changes an apply writes: the dashboard's price history (server/stock/price-changes.ts). */
function priceChangesOf(diff: Pick<StockDiff, "changed">, byId: Map<number, CarRow>): PriceChange[] {
  return diff.changed.flatMap((change) => {
    const before = byId.get(change.id);
    if (!before || !("price" in change.set)) return [];
    return [{ carId: change.id, from: before.price, to: (change.set.price as number | null | undefined) ?? null }];
  });
}

/** Inserts, updates and marks sold in the transaction; answers every car id it touched. */
async function write(
  tx: Tx,
  diff: StockDiff,
  byId: Map<number, CarRow>,
  websiteId: number,
  scope: Scope,
  now: Date,
  progress: (done: number, total: number) => void,
): Promise<number[]> {
  const touched: number[] = [];
  const total = diff.added.length + diff.changed.length + diff.removed.length;
  let done = 0;
  const fallback = scope.defaultLocation ?? { id: 0, dealershipId: 0 };
  if (diff.added.length > 0) {
    const taken = new Set((await tx.select({ slug: cars.slug }).from(cars).where(eq(cars.websiteId, websiteId))).map((r) => r.slug));
    // Built a batch at a time: a 10,000-car feed never holds 10,000 insert rows at once.
    for (let i = 0; i < diff.added.length; i += INSERT_BATCH) {
      const rows = diff.added.slice(i, i + INSERT_BATCH).map((car) => {
        const row = newCarRow(car.values, websiteId, fallback, now);
        row.slug = carSlug(row, taken);
        return row;
      });
      const ids = await tx.insert(cars).values(rows).returning({ id: cars.id });
      touched.push(...ids.map((r) => r.id));
      done += ids.length;
      progress(done, total);
    }
  }
  for (const change of diff.changed) {
    const set: Record<string, unknown> = { ...change.set, updatedAt: now };
    const before = byId.get(change.id);
    if (before && ["year", "make", "model", "badge"].some((f) => f in change.set)) {
      set.name = displayName({ ...before, ...change.set });
    }
    await tx
      .update(cars)
      .set(set as Partial<NewCar>)
      .where(and(eq(cars.id, change.id), eq(cars.websiteId, websiteId)));
    touched.push(change.id);
    done += 1;
    if (done % 500 === 0) progress(done, total);
  }
  const removed = diff.removed.map((r) => r.id);
  for (let i = 0; i < removed.length; i += 5000) {
    await tx
      .update(cars)
      .set({ status: "sold", soldAt: now, updatedAt: now })
      .where(and(eq(cars.websiteId, websiteId), inArray(cars.id, removed.slice(i, i + 5000)), ne(cars.status, "sold")));
  }
  touched.push(...removed);
  progress(total, total);
  return touched;
}
