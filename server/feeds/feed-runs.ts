/**
 * Feed imports as jobs (issue 19): a run is a feed_imports row made before the work starts, so a dealer who leaves the
 * page finds it again. Its status moves uploaded (a console upload waiting for its mapping) → queued → running
 * (counts hold the progress: rows read, pictures fetched, cars written; finished_at is its heartbeat) → dry_run,
 * applied, refused or failed (runFeedImport writes the report into the same row). The file of a run is kept under
 * DATA_DIR/feed-runs/<dealer>/<run id>.feed and read as a stream; an apply links the dry run's file. The work runs in
 * this process, off the request: parsing streams, so it never holds the event loop for long.
 */
import { link, mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Logger } from "pino";
import type { FeedMapping } from "~/domain/feeds/mapping";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { feedImports } from "~/server/db/schema";
import { createFeedImageStore } from "./images";
import { runFeedImport } from "./import-feed";

export type FeedRunRow = typeof feedImports.$inferSelect;

/** A running job that has not moved for this long was stopped (the process ended): shown as interrupted. */
export const RUN_STALE_MS = 10 * 60_000;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1000;

export type FeedRunDeps = {
  db: Db;
  dataDir: string;
  mediaDir: string;
  log: Logger;
  refreshCars?: (ids: number[]) => Promise<void>;
  /** Tests and a DMS on the dealer's own network: pictures from private addresses (never for console uploads). */
  allowPrivateHosts?: boolean;
};

export function runFile(dataDir: string, websiteId: number, runId: number): string {
  return path.join(dataDir, "feed-runs", String(websiteId), `${runId}.feed`);
}

/** A new run row before any work: an upload waiting for its mapping, or a queued run. */
export async function createRun(
  db: Db,
  values: {
    websiteId: number;
    source: string;
    actor: string;
    staffUserId?: number | null;
    mappingName?: string;
    dryRun: boolean;
    status: "uploaded" | "queued";
  },
): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(feedImports)
    .values({
      websiteId: values.websiteId,
      mappingName: values.mappingName ?? "",
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

/** Moves a run of this dealer on: refused with its reason (a file that is no feed), or queued with its mapping. */
export async function markRun(
  db: Db,
  websiteId: number,
  runId: number,
  set: { status: "refused"; error: string } | { status: "queued"; mappingName: string; dryRun: boolean },
): Promise<void> {
  await db
    .update(feedImports)
    .set({ ...set, finishedAt: new Date() })
    .where(and(eq(feedImports.id, runId), eq(feedImports.websiteId, websiteId)));
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

/** Whether a run is still to finish: queued or running and heard from lately. */
export function isActive(row: Pick<FeedRunRow, "status" | "finishedAt">, now = new Date()): boolean {
  return (row.status === "queued" || row.status === "running") && now.getTime() - row.finishedAt.getTime() < RUN_STALE_MS;
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

export type FeedJob = {
  runId: number;
  site: { id: number; slug: string; soldDays: number };
  mapping: FeedMapping;
  source: string;
  actor: string;
  staffUserId?: number | null;
  dryRun: boolean;
  allowMassRemoval?: boolean;
};

/**
 * Runs a queued run to its end: status running with progress in its counts, then the report (runFeedImport updates
 * the same row). Never throws: an unexpected error is a failed run.
 */
export async function runJob(deps: FeedRunDeps, job: FeedJob): Promise<void> {
  const { db, log } = deps;
  const where = and(eq(feedImports.id, job.runId), eq(feedImports.websiteId, job.site.id));
  // Progress writes only touch a running row, so one landing late never overwrites the report.
  const progress = { rows: 0, imagesFetched: 0, imagesToFetch: 0, written: 0, toWrite: 0 };
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const save = (force = false) => {
    const now = Date.now();
    if (!force && now - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = now;
    writing = writing
      .then(() =>
        db
          .update(feedImports)
          .set({ counts: { ...progress }, finishedAt: new Date() })
          .where(and(where, eq(feedImports.status, "running"))),
      )
      .catch((error: unknown) => log.warn({ err: dbErrorForLog(error) }, "feed run progress not saved"));
  };
  try {
    await db
      .update(feedImports)
      .set({ status: "running", mappingName: job.mapping.name, dryRun: job.dryRun, finishedAt: new Date() })
      .where(where);
    await runFeedImport({
      db,
      site: job.site,
      mapping: job.mapping,
      file: runFile(deps.dataDir, job.site.id, job.runId),
      importId: job.runId,
      source: job.source,
      actor: job.actor,
      staffUserId: job.staffUserId ?? null,
      dryRun: job.dryRun,
      allowMassRemoval: job.allowMassRemoval ?? false,
      images: createFeedImageStore({
        db,
        mediaDir: deps.mediaDir,
        site: job.site,
        localRoot: null,
        allowPrivateHosts: deps.allowPrivateHosts,
      }),
      refreshCars: deps.refreshCars,
      log,
      onProgress: (phase, done, total) => {
        if (phase === "rows") progress.rows = done;
        else if (phase === "images") Object.assign(progress, { imagesFetched: done, imagesToFetch: total });
        else Object.assign(progress, { written: done, toWrite: total });
        save();
      },
    });
    await writing;
  } catch (error) {
    log.error({ err: dbErrorForLog(error), site: job.site.slug, run: job.runId }, "feed run failed");
    await writing;
    await db
      .update(feedImports)
      .set({ status: "failed", error: "The import stopped and nothing was changed. Try again.", finishedAt: new Date() })
      .where(and(where, inArray(feedImports.status, ["queued", "running"])))
      .catch(() => undefined);
  }
}

/** Starts a job without waiting for it (the request answers at once; the page polls the run). */
export function startJob(deps: FeedRunDeps, job: FeedJob): void {
  void runJob(deps, job);
}

/** Runs left queued or running by a process that ended long ago are marked failed (nothing was applied: one transaction). */
export async function failStaleRuns(db: Db, websiteId: number, now = new Date()): Promise<void> {
  await db
    .update(feedImports)
    .set({ status: "failed", error: "The import was interrupted (the server restarted) and nothing was changed. Start it again." })
    .where(
      and(
        eq(feedImports.websiteId, websiteId),
        inArray(feedImports.status, ["queued", "running"]),
        lt(feedImports.finishedAt, new Date(now.getTime() - RUN_STALE_MS)),
      ),
    );
}
