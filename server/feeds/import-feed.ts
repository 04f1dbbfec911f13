/**
 * A stock feed run for one dealer (ADR 037): the file read as a stream through the dealer's mapping, every row
 * judged as it comes and kept as one compact text, the pictures resolved, the feed compared with the dealer's stock a
 * batch at a time, and then either a dry run's report or the changes applied in ONE transaction (new cars inserted, changed fields updated, cars missing from a full feed marked sold),
 * so a failure anywhere leaves the stock as it was. Every run is a feed_imports row. Applied changes reach the
 * public site in every process the way every stock change does: `updated_at` moves (search indexes pull it, and
 * their change listeners drop the dealer's cached pages; the sitemap reads the table) and this process re-reads the
 * cars at once (stock.refreshCars), both through server/search/publish-stock.ts.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import {
  byKey,
  diffStock,
  hiddenAfter,
  isMassRemovalOf,
  SOLD,
  type CurrentCar,
  type IncomingCar,
  type StockDiff,
} from "~/domain/feeds/diff";
import { FEED_FIELD_NAMES, mappedFields, normalRule, type FeedField, type FeedMapping } from "~/domain/feeds/mapping";
import { compileMapping, missingSources, readPath, readRow, stockKey, type FeedCar, type RecordUnit } from "~/domain/feeds/rows";
import { isSlug, slugify } from "~/domain/routing/slug";
import { withoutRepeatedWords } from "~/domain/stock/labels";
import type { CarImage } from "~/domain/vehicle/car-fields";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { cars, dealerships, feedImports, locations } from "~/server/db/schema";
import { publishStockChange } from "~/server/search/publish-stock";
import { recordPriceChanges, type PriceChange } from "~/server/stock/price-changes";
import type { FeedImageStore, ImageFailure } from "./images";
import { FeedError, openFeed, type FeedInput } from "./parse";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type CarRow = typeof cars.$inferSelect;
type NewCar = typeof cars.$inferInsert;

/** Held for the length of an apply, per dealer: two runs for one dealer never interleave. */
const FEED_LOCK = 72_707_037;
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
  /** The feed's bytes; or `file`, a file on disk read as a stream (an upload or a fetched feed). */
  bytes?: Uint8Array;
  file?: string;
  /** The run's feed_imports row when a job made it before the run (the console's queue): updated, not a new row. */
  importId?: number;
  /**
   * The worker that claimed `importId` (server/feeds/feed-runs.ts): the report is written, and an apply commits, only
   * while the run is still this worker's and running (a run taken over by another process after a long silence is
   * left to it).
   */
  claimedBy?: string;
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
  /** Rows read (total 0 until the end), pictures fetched, cars written. */
  onProgress?: (phase: "rows" | "images" | "apply", done: number, total: number) => void;
  /**
   * Awaited just before an apply's transaction, which holds the run's row until it commits: the progress so far is
   * written while others can still read it (a write queued behind the transaction would land after the report).
   */
  beforeApply?: () => Promise<void>;
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

/** What matching needs of each of the dealer's cars in scope (the feed's rows find them by stock number). */
type CurrentKey = { id: number; key: string; stocknum: string; name: string; status: string };

async function loadKeys(db: Db | Tx, websiteId: number, scope: Scope): Promise<CurrentKey[]> {
  const rows = await db
    .select({ id: cars.id, stocknum: cars.stocknum, name: cars.name, status: cars.status })
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), inArray(cars.dealershipId, scope.dealershipIds)));
  return rows.map((r) => ({ ...r, key: stockKey(r.stocknum) }));
}

/** These cars of the dealer: only what the comparison needs (the mapped columns), not whole rows. */
async function loadCurrent(db: Db | Tx, websiteId: number, ids: number[], fields: Set<FeedField>): Promise<CarRow[]> {
  if (ids.length === 0) return [];
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
    .where(and(eq(cars.websiteId, websiteId), inArray(cars.id, ids)))) as unknown as CarRow[];
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

/** A feed car kept between reading and writing: its row's values as one JSON text (10,000 cars in about 15 MB). */
type CompactCar = { key: string; line: number; place: { id: number; dealershipId: number } | null; json: string };

/** The run was claimed by another process (this one was silent too long): nothing is applied by this one. */
class RunTakenOver extends Error {}

/** Cars compared, inserted and updated a batch at a time: a 10,000-car feed never holds 10,000 rows of either side. */
const BATCH = 500;

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

  const heldByThisWorker =
    input.claimedBy === undefined ? undefined : and(eq(feedImports.status, "running"), eq(feedImports.claimedBy, input.claimedBy));
  const record = async (status: FeedImportStatus, error: string | undefined, tx: Db | Tx = db) => {
    report.status = status;
    if (error !== undefined) report.error = error;
    report.ms = Math.round(performance.now() - started);
    const outcome = {
      status,
      counts: report.counts,
      report: { ...report, importId: undefined },
      error: error ?? null,
      finishedAt: clock(),
    };
    if (input.importId !== undefined) {
      await tx
        .update(feedImports)
        .set(outcome)
        .where(and(eq(feedImports.id, input.importId), eq(feedImports.websiteId, site.id), heldByThisWorker));
      report.importId = input.importId;
      return report;
    }
    const [row] = await tx
      .insert(feedImports)
      .values({
        ...outcome,
        websiteId: site.id,
        mappingName: mapping.name,
        source: input.source.slice(0, 1000),
        actor: input.actor,
        staffUserId: input.staffUserId ?? null,
        dryRun: input.dryRun,
        startedAt,
      })
      .returning({ id: feedImports.id });
    report.importId = row.id;
    return report;
  };
  /** Keeps the first REPORT_LIST_MAX entries of a report list; the count is kept whole elsewhere. */
  const keep = <T>(list: T[], entry: () => T) => {
    if (list.length < REPORT_LIST_MAX) list.push(entry());
    else report.truncated = true;
  };

  // 1. The file, read as a stream: each row judged as it comes and kept as one compact text.
  const feedInput: FeedInput | undefined =
    input.file !== undefined ? { file: input.file } : input.bytes !== undefined ? { bytes: input.bytes } : undefined;
  if (!feedInput) throw new Error("runFeedImport needs the feed's bytes or file");
  const opened = await openFeed(feedInput, mapping);
  if (!opened.ok) return record("refused", opened.error);
  report.unit = opened.unit;
  const missing = missingSources(mapping, opened.sample);
  if (missing.length > 0 && opened.sample.length > 0) {
    opened.close();
    const where = opened.unit === "line" ? `the CSV's columns (${(opened.columns ?? []).join(", ")})` : "any vehicle";
    return record("refused", `The mapping names what is not in ${where}: ${missing.join("; ")}.`);
  }
  const scope = await loadScope(db, site.id, mapping.dealership);
  if (typeof scope === "string") {
    opened.close();
    return record("refused", scope);
  }
  const now = clock();
  const compiled = compileMapping(mapping);
  const fields = mappedFields(mapping);
  const stockPaths = normalRule(mapping.fields.stocknum)?.from ?? [];
  const brokenKey = (values: Record<string, unknown> | undefined) => {
    const found = values && stockPaths.flatMap((p) => readPath(values, p)).find((v) => v.trim() !== "");
    return found ? stockKey(found) : null;
  };
  /** Stock numbers of invalid rows: the feed still lists those cars, so they are left as they are. */
  const present = new Set<string>();
  const addInvalid = (line: number, stocknum: string | null, reasons: string[]) => {
    report.counts.invalid += 1;
    if (stocknum !== null) present.add(stocknum);
    keep(report.invalid, () => ({ line, stocknum, reasons }));
  };
  const firstLine = new Map<string, number>();
  const feedCars: CompactCar[] = [];
  const refs = new Set<string>();
  try {
    for await (const item of opened.items) {
      report.counts.rows += 1;
      if (report.counts.rows % BATCH === 0) input.onProgress?.("rows", report.counts.rows, 0);
      if (!item.ok) {
        addInvalid(item.broken.line, brokenKey(item.broken.values), [item.broken.reason]);
        continue;
      }
      const row = readRow(item.record, compiled, now);
      if (!row.ok) {
        addInvalid(row.line, row.key, row.reasons);
        continue;
      }
      const seen = firstLine.get(row.key);
      if (seen !== undefined) {
        addInvalid(row.line, row.key, [`Stock number ${row.car.stocknum} appears again (first at ${opened.unit} ${seen})`]);
        continue;
      }
      firstLine.set(row.key, row.line);
      let place: CompactCar["place"] = null;
      if (row.car.location != null) {
        place = scope.locationsByRef.get(row.car.location.toLowerCase()) ?? null;
        if (!place) {
          addInvalid(row.line, row.key, [`Location '${row.car.location}' is not one of this dealer's locations`]);
          continue;
        }
      }
      if (fields.has("images")) for (const ref of row.car.images ?? []) refs.add(ref);
      const { location: _location, ...values } = row.car;
      feedCars.push({ key: row.key, line: row.line, place, json: JSON.stringify(values) });
    }
  } catch (error) {
    if (error instanceof FeedError) return record("refused", error.message);
    throw error;
  }
  firstLine.clear();
  input.onProgress?.("rows", report.counts.rows, report.counts.rows);
  if (!scope.defaultLocation && feedCars.some((c) => !c.place)) return record("refused", "This dealer has no location to put new cars at.");

  // 2. Pictures: known ones only for a dry run; fetched (bounded) before an apply, never inside its transaction.
  const refList = [...refs];
  refs.clear();
  let urls: Map<string, string>;
  if (input.dryRun) {
    urls = await input.images.known(refList);
    report.counts.imagesToFetch = refList.filter((r) => !urls.has(r)).length;
  } else {
    const resolved = await input.images.resolve(refList, (done, total) => input.onProgress?.("images", done, total));
    urls = resolved.urls;
    report.counts.imagesFetched = resolved.fetched;
    report.counts.imageFailures = resolved.failures.length;
    report.imageFailures = resolved.failures.slice(0, REPORT_LIST_MAX);
    if (resolved.failures.length > REPORT_LIST_MAX) report.truncated = true;
  }
  // A dry run shows a picture still to fetch as a change (its address stands in for the stored picture).
  const pictureUrls = input.dryRun ? new Map(refList.map((r) => [r, urls.get(r) ?? r])) : urls;

  const toIncoming = (c: CompactCar): IncomingCar => {
    const car = JSON.parse(c.json) as FeedCar;
    const values: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === "location") {
        // A blank location leaves a car where it is (a new one goes to the default location).
        if (c.place) {
          values.locationId = c.place.id;
          values.dealershipId = c.place.dealershipId;
        }
      } else if (field === "images") values.images = asImages(car.images ?? [], pictureUrls);
      else values[field] = car[field];
    }
    return { key: c.key, line: c.line, values };
  };

  // 3. The comparison, and for an apply the writes, a batch at a time against the stock as it is (under the
  // dealer's lock for an apply). Which cars are sold is known from stock numbers alone, before anything is written.
  let massRemoval: string | undefined;
  const compare = async (tx: Db | Tx, apply: boolean): Promise<number[]> => {
    const keys = await loadKeys(tx, site.id, scope);
    const chosen = byKey(keys);
    const matched = new Set<number>();
    for (const c of feedCars) {
      const found = chosen.get(c.key);
      if (found) matched.add(found.id);
    }
    const removed: CurrentKey[] = [];
    for (const car of keys) {
      // Sold already, or listed in an invalid row (reported there): left as it is.
      if (matched.has(car.id) || car.status === SOLD || present.has(car.key)) continue;
      if (mapping.removeMissing) removed.push(car);
      else report.counts.unchanged += 1;
    }
    report.counts.removed = removed.length;
    const hidden = hiddenAfter(now, site.soldDays).toISOString();
    for (const car of removed) keep(report.removed, () => ({ stocknum: car.stocknum, name: car.name, hiddenAfter: hidden }));
    if (isMassRemovalOf(removed.length, matched.size)) {
      massRemoval =
        `The feed would mark ${removed.length} of the ${removed.length + matched.size} cars for sale sold: ` +
        "is the file cut short, or the wrong dealer's? Apply it only if that is right (--allow-mass-removal).";
      if (apply && !input.allowMassRemoval) return [];
    }
    const touched: number[] = [];
    const total = feedCars.length + removed.length;
    let taken: Set<string> | undefined;
    for (let i = 0; i < feedCars.length; i += BATCH) {
      const incoming = feedCars.slice(i, i + BATCH).map(toIncoming);
      const ids = incoming.flatMap((c) => {
        const found = chosen.get(c.key);
        return found ? [found.id] : [];
      });
      const rows = await loadCurrent(tx, site.id, ids, fields);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const current: CurrentCar[] = rows.map((c) => ({
        id: c.id,
        key: stockKey(c.stocknum),
        status: c.status,
        soldAt: c.soldAt,
        values: currentValues(c, fields),
      }));
      const part = diffStock({ incoming, current, removeMissing: false, present, now });
      report.counts.new += part.added.length;
      report.counts.changed += part.changed.length;
      report.counts.unchanged += part.unchanged.length;
      report.counts.skipped += part.skipped.length;
      for (const c of part.added)
        keep(report.new, () => ({ line: c.line, stocknum: String(c.values.stocknum ?? c.key), name: displayName(c.values) }));
      for (const c of part.changed) {
        const car = byId.get(c.id);
        keep(report.changed, () => ({
          line: c.line,
          stocknum: car?.stocknum ?? c.key,
          name: car?.name ?? c.key,
          changes: c.changes.map((ch) => ({ field: ch.field, from: shown(ch.field, ch.from), to: shown(ch.field, ch.to) })),
        }));
      }
      for (const s of part.skipped) keep(report.skipped, () => ({ line: s.line, stocknum: s.key, reason: s.reason }));
      if (!apply) continue;
      if (part.added.length > 0 && !taken) {
        taken = new Set((await tx.select({ slug: cars.slug }).from(cars).where(eq(cars.websiteId, site.id))).map((r) => r.slug));
      }
      touched.push(...(await writeBatch(tx as Tx, part, byId, site.id, scope, now, taken ?? new Set())));
      await recordPriceChanges(tx as Tx, site.id, priceChangesOf(part, byId), { source: "feed", actor: input.actor, at: now });
      input.onProgress?.("apply", touched.length, total);
    }
    if (apply) {
      const ids = removed.map((r) => r.id);
      for (let i = 0; i < ids.length; i += 5000) {
        await tx
          .update(cars)
          .set({ status: "sold", soldAt: now, updatedAt: now })
          .where(and(eq(cars.websiteId, site.id), inArray(cars.id, ids.slice(i, i + 5000)), ne(cars.status, "sold")));
      }
      touched.push(...ids);
      input.onProgress?.("apply", total, total);
    }
    return touched;
  };

  if (input.dryRun) {
    await compare(db, false);
    if (massRemoval !== undefined) report.warnings.push(massRemoval);
    return record("dry_run", undefined);
  }

  let touched: number[] = [];
  let refused: string | undefined;
  try {
    await input.beforeApply?.();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK}, ${site.id})`);
      if (input.importId !== undefined && heldByThisWorker) {
        // The run stays locked to this worker until the commit: no other process takes it over meanwhile.
        const [held] = await tx
          .select({ id: feedImports.id })
          .from(feedImports)
          .where(and(eq(feedImports.id, input.importId), heldByThisWorker))
          .for("update");
        if (!held) throw new RunTakenOver();
      }
      touched = await compare(tx, true);
      if (massRemoval !== undefined && !input.allowMassRemoval) {
        refused = massRemoval;
        return;
      }
      await record("applied", undefined, tx);
    });
  } catch (error) {
    if (error instanceof RunTakenOver) return report;
    input.log?.error({ err: dbErrorForLog(error), site: site.slug, mapping: mapping.name }, "stock feed apply failed");
    return record("failed", "The import failed and nothing was changed. Try again; if it fails again, tell the platform team.");
  }
  if (refused !== undefined) return record("refused", refused);

  // After the commit: published the way every stock change is (a fresh updated_at, this process's index at once).
  await publishStockChange(db, site.id, touched, { refreshCars: input.refreshCars, log: input.log });
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

/** Inserts and updates one batch in the transaction; answers the car ids it touched. */
async function writeBatch(
  tx: Tx,
  diff: StockDiff,
  byId: Map<number, CarRow>,
  websiteId: number,
  scope: Scope,
  now: Date,
  taken: Set<string>,
): Promise<number[]> {
  const touched: number[] = [];
  const fallback = scope.defaultLocation ?? { id: 0, dealershipId: 0 };
  if (diff.added.length > 0) {
    const rows = diff.added.map((car) => {
      const row = newCarRow(car.values, websiteId, fallback, now);
      row.slug = carSlug(row, taken);
      return row;
    });
    const ids = await tx.insert(cars).values(rows).returning({ id: cars.id });
    touched.push(...ids.map((r) => r.id));
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
  }
  return touched;
}
