/**
 * Feed imports as jobs claimed across processes (issue 19, ADR 054; the rules in domain/feeds/run-jobs.ts). A run is
 * a feed_imports row made before the work starts, so a dealer who leaves the page finds it again. Its status moves
 * uploaded (a console upload waiting for its mapping) → queued (with the mapping it runs with) → running → dry_run,
 * applied, refused or failed (runFeedImport writes the report into the same row). Every server process runs a
 * worker (createFeedRunWorker) that claims the oldest queued run with `for update skip locked`, one run per dealer at
 * a time (a unique index on running runs holds it), and works it with a heartbeat every few seconds and the progress
 * in its counts (rows read, pictures fetched of those queued, cars written). A run whose process stopped (silent
 * past FEED_RUN_STALE_MS) is claimed again and started over (an apply is one transaction: a stopped one changed
 * nothing, and an apply commits only while its worker still holds the run); after FEED_RUN_MAX_ATTEMPTS it is failed
 * with a message. The file of a run is kept under DATA_DIR/feed-runs/<dealer>/<run id>.feed (processes share
 * DATA_DIR) and read as a stream; an apply links the dry run's file; a scheduled run fetches its address first.
 */
import { link, mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { parseFeedMapping, type FeedMapping } from "~/domain/feeds/mapping";
import {
  abandonedMessage,
  FEED_RUN_HEARTBEAT_MS,
  FEED_RUN_MAX_ATTEMPTS,
  FEED_RUN_STALE_MS,
  LOST_FILE_MESSAGE,
  runProgress,
} from "~/domain/feeds/run-jobs";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { feedImports, websites } from "~/server/db/schema";
import { createClaimLoop } from "~/server/jobs/claim-loop";
import { fetchFeedFile } from "./fetch-feed";
import type { ResolveHost } from "./images";
import { createFeedImageStore } from "./images";
import { runFeedImport } from "./import-feed";

export { isActive } from "~/domain/feeds/run-jobs";

export type FeedRunRow = typeof feedImports.$inferSelect;

/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1000;

export type FeedRunDeps = {
  db: Db;
  dataDir: string;
  mediaDir: string;
  log: Logger;
  refreshCars?: (ids: number[]) => Promise<void>;
  /** Tests and a DMS on the dealer's own network: pictures and feeds from private addresses (never for the console). */
  allowPrivateHosts?: boolean;
  /** How host names of a scheduled feed's address are resolved (tests); the system's by default. */
  resolveHost?: ResolveHost;
  /** Progress is written at most this often (1 s; tests 0). */
  progressEveryMs?: number;
  /** Tests: after each progress write, while the run is still working. */
  onProgressSaved?: () => Promise<void>;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function runFile(dataDir: string, websiteId: number, runId: number): string {
  return path.join(dataDir, "feed-runs", String(websiteId), `${runId}.feed`);
}

/**
 * A console run's row before any work: an upload waiting for its mapping, or an apply waiting for its dry run's file
 * (the file is put under its id, then markRun queues it: a worker never claims a run without its file).
 */
export async function createRun(
  db: Db,
  values: { websiteId: number; source: string; actor: string; staffUserId?: number | null; dryRun: boolean; status: "uploaded" },
): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(feedImports)
    .values({
      websiteId: values.websiteId,
      mappingName: "",
      source: values.source.slice(0, 1000),
      actor: values.actor.slice(0, 254),
      staffUserId: values.staffUserId ?? null,
      dryRun: values.dryRun,
      status: values.status,
      startedAt: now,
      finishedAt: now,
    })
    .returning({ id: feedImports.id });
  return row.id;
}

/** A new queued run of a scheduled fetch (`fetchUrl`, fetched by the worker that claims it). */
export async function queueRun(
  db: Db | Tx,
  values: {
    websiteId: number;
    source: string;
    actor: string;
    staffUserId?: number | null;
    mapping: FeedMapping;
    dryRun: boolean;
    allowMassRemoval?: boolean;
    fetchUrl?: string;
    now?: Date;
  },
): Promise<number> {
  const now = values.now ?? new Date();
  const [row] = await db
    .insert(feedImports)
    .values({
      websiteId: values.websiteId,
      mappingName: values.mapping.name,
      mapping: values.mapping as unknown as Record<string, unknown>,
      source: values.source.slice(0, 1000),
      actor: values.actor.slice(0, 254),
      staffUserId: values.staffUserId ?? null,
      dryRun: values.dryRun,
      allowMassRemoval: values.allowMassRemoval ?? false,
      fetchUrl: values.fetchUrl ?? null,
      status: "queued",
      startedAt: now,
      finishedAt: now,
    })
    .returning({ id: feedImports.id });
  return row.id;
}

/** Moves an uploaded run of this dealer on: refused with its reason (a file that is no feed), or queued with its mapping. */
export async function markRun(
  db: Db,
  websiteId: number,
  runId: number,
  set: { status: "refused"; error: string } | { status: "queued"; mapping: FeedMapping; dryRun: boolean; allowMassRemoval?: boolean },
): Promise<void> {
  const values =
    set.status === "refused"
      ? set
      : {
          status: set.status,
          mappingName: set.mapping.name,
          mapping: set.mapping as unknown as Record<string, unknown>,
          dryRun: set.dryRun,
          allowMassRemoval: set.allowMassRemoval ?? false,
        };
  await db
    .update(feedImports)
    .set({ ...values, finishedAt: new Date() })
    .where(and(eq(feedImports.id, runId), eq(feedImports.websiteId, websiteId), eq(feedImports.status, "uploaded")));
}

/** One run of this dealer (another dealer's id finds nothing). */
export async function findRun(db: Db, websiteId: number, runId: number): Promise<FeedRunRow | null> {
  const [row] = await db
    .select()
    .from(feedImports)
    .where(and(eq(feedImports.websiteId, websiteId), eq(feedImports.id, runId)));
  return row ?? null;
}

/** The dealer's latest run (the import page shows it), or null. */
export async function latestRun(db: Db, websiteId: number): Promise<FeedRunRow | null> {
  const [row] = await db.select().from(feedImports).where(eq(feedImports.websiteId, websiteId)).orderBy(desc(feedImports.id)).limit(1);
  return row ?? null;
}

/** The dealer's latest runs, newest first (the import page's run log: console uploads and scheduled fetches). */
export async function recentRuns(db: Db, websiteId: number, limit = 10): Promise<FeedRunRow[]> {
  return db.select().from(feedImports).where(eq(feedImports.websiteId, websiteId)).orderBy(desc(feedImports.id)).limit(limit);
}

/** A run's progress as the console shows it (the import page, its JSON, the dashboard). */
export function runProgressOf(row: FeedRunRow) {
  return { id: row.id, source: row.source, dryRun: row.dryRun, ...runProgress(row) };
}

/** Keeps only the files of the dealer's runs named (the latest upload and its runs); the rest are let go. */
export async function pruneRunFiles(dataDir: string, websiteId: number, keep: number[]): Promise<void> {
  const folder = path.dirname(runFile(dataDir, websiteId, 0));
  const names = await readdir(folder).catch(() => [] as string[]);
  const kept = new Set(keep.map((id) => `${id}.feed`));
  await Promise.all(names.filter((n) => !kept.has(n)).map((n) => rm(path.join(folder, n), { force: true })));
}

/** Gives an apply run the dry run's file (a hard link: no copy). */
export async function shareRunFile(dataDir: string, websiteId: number, fromRun: number, toRun: number): Promise<void> {
  const to = runFile(dataDir, websiteId, toRun);
  await mkdir(path.dirname(to), { recursive: true });
  await link(runFile(dataDir, websiteId, fromRun), to);
}

const isUniqueViolation = (error: unknown) => dbErrorForLog(error).code === "23505";

/**
 * Fails every run whose processes kept stopping, then claims the oldest claimable run for `worker`: queued while its
 * dealer has no run running, or running but silent past `staleMs` with attempts left. Row locks are skipped by other
 * claimers, so two processes never claim one run; two runs of one dealer claimed at once meet the unique index of
 * running runs, and the later claim gives up.
 */
export async function claimFeedRun(db: Db, worker: string, options: { staleMs?: number } = {}): Promise<FeedRunRow | null> {
  const staleBefore = sql`now() - make_interval(secs => ${(options.staleMs ?? FEED_RUN_STALE_MS) / 1000})`;
  const silent = and(
    eq(feedImports.status, "running"),
    sql`coalesce(${feedImports.heartbeatAt}, ${feedImports.finishedAt}) < ${staleBefore}`,
  );
  await db
    .update(feedImports)
    .set({ status: "failed", error: abandonedMessage(FEED_RUN_MAX_ATTEMPTS), finishedAt: new Date() })
    .where(and(silent, gte(feedImports.attempts, FEED_RUN_MAX_ATTEMPTS)));
  const dealerIdle = sql`not exists (select 1 from ${feedImports} as busy where busy.website_id = ${feedImports.websiteId} and busy.status = 'running')`;
  try {
    return await db.transaction(async (tx) => {
      const [next] = await tx
        .select({ id: feedImports.id })
        .from(feedImports)
        .where(or(and(eq(feedImports.status, "queued"), dealerIdle), and(silent, lt(feedImports.attempts, FEED_RUN_MAX_ATTEMPTS))))
        .orderBy(feedImports.id)
        .limit(1)
        .for("update", { skipLocked: true });
      if (!next) return null;
      const [row] = await tx
        .update(feedImports)
        .set({ status: "running", claimedBy: worker, heartbeatAt: sql`now()`, attempts: sql`${feedImports.attempts} + 1` })
        .where(eq(feedImports.id, next.id))
        .returning();
      return row;
    });
  } catch (error) {
    // Another process claimed a run of the same dealer at the same moment: that one runs first.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Where a run is this worker's (a long-silent run may have been claimed by another). */
const heldBy = (run: FeedRunRow, worker: string) =>
  and(eq(feedImports.id, run.id), eq(feedImports.status, "running"), eq(feedImports.claimedBy, worker));

/**
 * Works a claimed run to its end: the file (fetched first for a scheduled run), the import with its progress and a
 * heartbeat, the report in the same row. Never throws: an unexpected error is a failed run.
 */
export async function processFeedRun(deps: FeedRunDeps, run: FeedRunRow, worker: string): Promise<void> {
  const { db, log } = deps;
  const held = heldBy(run, worker);
  const progress = { rows: 0, imagesFetched: 0, imagesToFetch: 0, written: 0, toWrite: 0 };
  // One write at a time (progress or heartbeat), each only while this worker holds the run, so one landing late never
  // overwrites the report; while an apply's transaction holds the row, at most one waits for it.
  let writing: Promise<unknown> | null = null;
  let lastWrite = 0;
  const save = (force = false) => {
    if (writing) return;
    const now = Date.now();
    if (!force && now - lastWrite < (deps.progressEveryMs ?? PROGRESS_EVERY_MS)) return;
    lastWrite = now;
    writing = db
      .update(feedImports)
      .set({ counts: { ...progress }, heartbeatAt: sql`now()` })
      .where(held)
      .then(() => deps.onProgressSaved?.())
      .catch((error: unknown) => log.warn({ err: dbErrorForLog(error) }, "feed run progress not saved"))
      .finally(() => {
        writing = null;
      });
  };
  const heartbeat = setInterval(() => save(true), FEED_RUN_HEARTBEAT_MS);
  heartbeat.unref();
  const end = (set: { status: "refused" | "failed"; error: string }) =>
    db
      .update(feedImports)
      .set({ ...set, finishedAt: new Date() })
      .where(held);
  const file = runFile(deps.dataDir, run.websiteId, run.id);
  try {
    const [site] = await db
      .select({ id: websites.id, slug: websites.slug, settings: websites.settings })
      .from(websites)
      .where(eq(websites.id, run.websiteId));
    if (!site) return;
    const mapping = parseFeedMapping(run.mapping ?? {});
    if (!mapping.ok)
      return void (await end({ status: "refused", error: `The mapping '${run.mappingName}' is not valid: map the columns again.` }));
    if (run.fetchUrl) {
      const fetched = await fetchFeedFile(run.fetchUrl, file, { allowPrivateHosts: deps.allowPrivateHosts, resolveHost: deps.resolveHost });
      if (!fetched.ok) return void (await end({ status: "refused", error: fetched.error }));
    } else if (!(await stat(file).catch(() => null))) {
      return void (await end({ status: "failed", error: LOST_FILE_MESSAGE }));
    }
    const ref = { id: site.id, slug: site.slug, soldDays: parseWebsiteSettings(site.settings).stock.soldDays };
    await runFeedImport({
      db,
      site: ref,
      mapping: mapping.mapping,
      file,
      importId: run.id,
      claimedBy: worker,
      source: run.source,
      actor: run.actor,
      staffUserId: run.staffUserId,
      dryRun: run.dryRun,
      allowMassRemoval: run.allowMassRemoval,
      images: createFeedImageStore({ db, mediaDir: deps.mediaDir, site: ref, localRoot: null, allowPrivateHosts: deps.allowPrivateHosts }),
      refreshCars: deps.refreshCars,
      log,
      onProgress: (phase, done, total) => {
        if (phase === "rows") progress.rows = done;
        else if (phase === "images") Object.assign(progress, { imagesFetched: done, imagesToFetch: total });
        else Object.assign(progress, { written: done, toWrite: total });
        save();
      },
      beforeApply: async () => {
        await writing;
        save(true);
        await writing;
      },
    });
  } catch (error) {
    log.error({ err: dbErrorForLog(error), run: run.id }, "feed run failed");
    await end({ status: "failed", error: "The import stopped and nothing was changed. Try again." }).catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
    await writing;
    if (run.fetchUrl) await rm(file, { force: true });
  }
}

/**
 * The worker every server process runs: claims a run every `intervalMs` (and at once when kicked by a request or the
 * schedule in this process), works one run at a time.
 */
export function createFeedRunWorker(deps: FeedRunDeps & { intervalMs?: number; staleMs?: number }) {
  return createClaimLoop({
    claim: (worker) => claimFeedRun(deps.db, worker, { staleMs: deps.staleMs }),
    work: (run, worker) => processFeedRun(deps, run, worker),
    log: deps.log,
    what: "feed runs",
    intervalMs: deps.intervalMs,
  });
}

export type FeedRunWorker = ReturnType<typeof createFeedRunWorker>;
