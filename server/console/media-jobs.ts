/**
 * Bulk photo and spin-frame uploads as background jobs (issue 19; the rules in domain/console/media-jobs.ts). The
 * console's upload writes each file to DATA_DIR/media-jobs/<site>/<folder>/<n>.upload as it arrives and records a
 * queued job; a worker in every server process claims queued jobs (`for update skip locked`: one process per job) and
 * processes one file at a time: read from disk, sanitised (server/console/media-sanitise.ts), stored, and added to the
 * car in one transaction with the job's progress and an audit entry, so a process that stops mid-job leaves every
 * file either added and counted or still pending. A running job silent for MEDIA_JOB_STALE_MS is claimed again
 * and resumes at its first pending file; after MEDIA_JOB_MAX_ATTEMPTS it is failed with a message, never left
 * running. Processes share DATA_DIR (they share the media folder already).
 */
import { randomBytes } from "node:crypto";
import { open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import {
  abandonedMessage,
  jobProgress,
  MEDIA_JOB_MAX_ATTEMPTS,
  MEDIA_JOB_STALE_MS,
  nextPending,
  withOutcome,
  type MediaJobFile,
  type MediaJobKind,
  type MediaJobStatus,
} from "~/domain/console/media-jobs";
import { judgeVideoFile, MAX_PHOTOS, MAX_SPIN_FRAMES, MEDIA_EXTENSIONS, overLimitMessage } from "~/domain/console/photo-rules";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { cars, mediaJobs, websites } from "~/server/db/schema";
import { createClaimLoop } from "~/server/jobs/claim-loop";
import { publishStockChange } from "~/server/search/publish-stock";
import { writeAudit } from "./audit";
import { storeCarMediaFile, storeCarMediaFileFrom } from "./media-files";
import { sanitisePhoto } from "./media-sanitise";
import { scrubVideoLocationInFile } from "./media-video-location";

/** The first `n` bytes of a file on disk. */
async function readHead(file: string, n: number): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(n);
    const { bytesRead } = await handle.read(head, 0, n, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export type MediaJobRow = Omit<typeof mediaJobs.$inferSelect, "status" | "kind"> & { status: MediaJobStatus; kind: MediaJobKind };

/** Where a job's files wait: DATA_DIR/media-jobs/<site>/<folder>. */
export function jobFolder(dataDir: string, websiteId: number, folder: string): string {
  return path.join(dataDir, "media-jobs", String(websiteId), folder);
}

/** A fresh folder name for an upload that is arriving (the job row is written once it is whole). */
export function newJobFolder(): string {
  return randomBytes(12).toString("hex");
}

export async function createMediaJob(
  db: Db,
  values: {
    websiteId: number;
    carId: number;
    kind: MediaJobKind;
    folder: string;
    files: MediaJobFile[];
    staffUserId: number | null;
    actor: string;
  },
): Promise<number> {
  const pending = values.files.some((f) => f.state === "pending");
  const [row] = await db
    .insert(mediaJobs)
    .values({
      ...values,
      actor: values.actor.slice(0, 254),
      // An upload whose every file was refused on arrival has nothing left to do.
      status: pending ? "queued" : "done",
      finishedAt: pending ? null : new Date(),
    })
    .returning({ id: mediaJobs.id });
  return row.id;
}

/** The dealer's job (another dealer's id reads as none). */
export async function findMediaJob(db: Db, websiteId: number, jobId: number): Promise<MediaJobRow | null> {
  const [row] = await db
    .select()
    .from(mediaJobs)
    .where(and(eq(mediaJobs.id, jobId), eq(mediaJobs.websiteId, websiteId)));
  return (row as MediaJobRow | undefined) ?? null;
}

/** A car's latest jobs, newest first (the media page lists them). */
export async function recentMediaJobs(db: Db, websiteId: number, carId: number, limit = 3): Promise<MediaJobRow[]> {
  const rows = await db
    .select()
    .from(mediaJobs)
    .where(and(eq(mediaJobs.websiteId, websiteId), eq(mediaJobs.carId, carId)))
    .orderBy(desc(mediaJobs.id))
    .limit(limit);
  return rows as MediaJobRow[];
}

/** The dealer's uploads still to finish (the dashboard's "Running now"), newest first, with their car's name. */
export async function activeMediaJobs(db: Db, websiteId: number, limit = 10) {
  const rows = await db
    .select({ job: mediaJobs, carName: cars.name })
    .from(mediaJobs)
    .innerJoin(cars, and(eq(cars.id, mediaJobs.carId), eq(cars.websiteId, websiteId)))
    .where(and(eq(mediaJobs.websiteId, websiteId), inArray(mediaJobs.status, ["queued", "running"])))
    .orderBy(desc(mediaJobs.id))
    .limit(limit);
  return rows.map((r) => ({ ...mediaJobView(r.job as MediaJobRow), carName: r.carName }));
}

/** The JSON and the page's view of a job. */
export function mediaJobView(job: MediaJobRow) {
  return { id: job.id, carId: job.carId, ...jobProgress(job) };
}

export type MediaJobView = ReturnType<typeof mediaJobView>;

/**
 * Fails every job whose processes kept stopping, then claims the oldest claimable job for `worker`: queued, or running
 * but silent past `staleMs` with attempts left. Row locks skipped by other claimers, so two processes never claim one.
 */
export async function claimMediaJob(
  db: Db,
  worker: string,
  options: { staleMs?: number; dataDir?: string } = {},
): Promise<MediaJobRow | null> {
  const staleBefore = sql`now() - make_interval(secs => ${(options.staleMs ?? MEDIA_JOB_STALE_MS) / 1000})`;
  const silent = and(eq(mediaJobs.status, "running"), sql`${mediaJobs.heartbeatAt} < ${staleBefore}`);
  const abandoned = await db
    .update(mediaJobs)
    .set({ status: "failed", finishedAt: new Date() })
    .where(and(silent, gte(mediaJobs.attempts, MEDIA_JOB_MAX_ATTEMPTS)))
    .returning({ id: mediaJobs.id, websiteId: mediaJobs.websiteId, folder: mediaJobs.folder, files: mediaJobs.files });
  for (const job of abandoned) {
    await db
      .update(mediaJobs)
      .set({ message: abandonedMessage(job.files) })
      .where(eq(mediaJobs.id, job.id));
    if (options.dataDir) await rm(jobFolder(options.dataDir, job.websiteId, job.folder), { recursive: true, force: true });
  }
  const claimed = await db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: mediaJobs.id })
      .from(mediaJobs)
      .where(or(eq(mediaJobs.status, "queued"), and(silent, lt(mediaJobs.attempts, MEDIA_JOB_MAX_ATTEMPTS))))
      .orderBy(mediaJobs.id)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return null;
    const [row] = await tx
      .update(mediaJobs)
      .set({ status: "running", claimedBy: worker, heartbeatAt: sql`now()`, attempts: sql`${mediaJobs.attempts} + 1` })
      .where(eq(mediaJobs.id, next.id))
      .returning();
    return row;
  });
  return (claimed as MediaJobRow | null) ?? null;
}

export type MediaJobDeps = {
  db: Db;
  dataDir: string;
  mediaDir: string;
  log: Logger;
  refreshCars?: (ids: number[]) => Promise<void>;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The job's row locked if `worker` still holds it (another claim took it over after a long silence otherwise). */
async function lockOwned(tx: Tx, job: MediaJobRow, worker: string) {
  const [row] = await tx
    .select({ files: mediaJobs.files })
    .from(mediaJobs)
    .where(and(eq(mediaJobs.id, job.id), eq(mediaJobs.status, "running"), eq(mediaJobs.claimedBy, worker)))
    .for("update");
  return row ?? null;
}

async function finish(db: Db, job: MediaJobRow, worker: string, set: { status: "done" | "failed"; message?: string }) {
  await db
    .update(mediaJobs)
    .set({ ...set, finishedAt: new Date(), heartbeatAt: new Date() })
    .where(and(eq(mediaJobs.id, job.id), eq(mediaJobs.status, "running"), eq(mediaJobs.claimedBy, worker)));
}

/** Sanitises and stores one waiting file: its stored address, or why it was refused. */
async function prepareFile(
  deps: MediaJobDeps,
  job: MediaJobRow,
  site: { slug: string },
  file: MediaJobFile,
): Promise<{ refused: string } | { url: string }> {
  const source = path.join(jobFolder(deps.dataDir, job.websiteId, job.folder), file.file);
  const lost = { refused: `${file.name} was lost before it was processed (the server restarted): upload it again.` };
  if (job.kind === "video") {
    // A video stays on disk: its type read from its first bytes, its filming position zeroed in place, then copied.
    const head = await readHead(source, 64).catch(() => null);
    if (!head) return lost;
    const verdict = judgeVideoFile(file.name, head);
    if (!verdict.ok) return { refused: verdict.message };
    if ((verdict.type === "mp4" || verdict.type === "mov") && (await scrubVideoLocationInFile(source)) === null) {
      return { refused: `${file.name} was not added: its metadata is too large to remove where it was filmed.` };
    }
    return { url: await storeCarMediaFileFrom(deps.mediaDir, site, job.carId, source, MEDIA_EXTENSIONS[verdict.type]) };
  }
  const bytes = await readFile(source).catch(() => null);
  if (!bytes) return lost;
  const photo = await sanitisePhoto(file.name, bytes);
  if (!photo.ok) return { refused: photo.message };
  return { url: await storeCarMediaFile(deps.mediaDir, site, job.carId, photo.bytes, photo.extension) };
}

/**
 * Processes the claimed job's pending files in order; each file's outcome, the car's new list, the heartbeat and an
 * audit entry are one transaction. Stops without a word when the job is no longer this worker's.
 */
export async function processMediaJob(deps: MediaJobDeps, job: MediaJobRow, worker: string): Promise<void> {
  const { db, log } = deps;
  const [site] = await db.select({ slug: websites.slug }).from(websites).where(eq(websites.id, job.websiteId));
  if (!site) return;
  let files = job.files;
  try {
    for (let index = nextPending(files); index !== -1; index = nextPending(files)) {
      const prepared = await prepareFile(deps, job, site, files[index]);
      const outcome = await db.transaction(async (tx) => {
        const owned = await lockOwned(tx, job, worker);
        if (!owned) return "lost" as const;
        const [car] = await tx
          .select({
            id: cars.id,
            name: cars.name,
            stocknum: cars.stocknum,
            images: cars.images,
            spinImages: cars.spinImages,
            walkaroundUrl: cars.walkaroundUrl,
          })
          .from(cars)
          .where(and(eq(cars.id, job.carId), eq(cars.websiteId, job.websiteId)))
          .for("update");
        if (!car) return "no-car" as const;
        if (job.kind === "video") {
          // A car has one walkaround video: a new one replaces it.
          const result = "refused" in prepared ? { refused: prepared.refused } : { added: prepared.url };
          if ("added" in result) {
            await tx
              .update(cars)
              .set({ walkaroundUrl: result.added, updatedAt: new Date() })
              .where(and(eq(cars.id, car.id), eq(cars.websiteId, job.websiteId)));
            await writeAudit(tx, {
              websiteId: job.websiteId,
              staffUserId: job.staffUserId,
              actor: job.actor,
              action: "stock.media.video-upload",
              subject: `car ${car.id} (${car.stocknum}) ${car.name}`,
              before: { video: car.walkaroundUrl },
              after: { video: result.added },
            });
          }
          const updated = withOutcome(owned.files, index, result);
          await tx
            .update(mediaJobs)
            .set({ files: updated, heartbeatAt: sql`now()` })
            .where(eq(mediaJobs.id, job.id));
          return { files: updated, added: "added" in result };
        }
        const photos = job.kind === "photos";
        const current = photos ? car.images.map((i) => i.url) : car.spinImages;
        const name = owned.files[index].name;
        let result: { added: string } | { refused: string };
        if ("refused" in prepared) result = { refused: prepared.refused };
        else if (current.includes(prepared.url)) result = { refused: `${name} was not added again: the car has it already.` };
        else if (current.length >= (photos ? MAX_PHOTOS : MAX_SPIN_FRAMES))
          result = { refused: overLimitMessage(name, photos ? MAX_PHOTOS : MAX_SPIN_FRAMES, photos ? "photos" : "spin frames") };
        else result = { added: prepared.url };
        if ("added" in result) {
          const next = [...current, result.added];
          await tx
            .update(cars)
            .set(
              photos
                ? { images: [...car.images, { url: result.added, thumb: { url: result.added } }], updatedAt: new Date() }
                : { spinImages: next, updatedAt: new Date() },
            )
            .where(and(eq(cars.id, car.id), eq(cars.websiteId, job.websiteId)));
          const key = photos ? "photos" : "spinFrames";
          await writeAudit(tx, {
            websiteId: job.websiteId,
            staffUserId: job.staffUserId,
            actor: job.actor,
            action: photos ? "stock.media.photos-upload" : "stock.media.spin-upload",
            subject: `car ${car.id} (${car.stocknum}) ${car.name}`,
            before: { [key]: current },
            after: { [key]: next },
          });
        }
        const updated = withOutcome(owned.files, index, result);
        await tx
          .update(mediaJobs)
          .set({ files: updated, heartbeatAt: sql`now()` })
          .where(eq(mediaJobs.id, job.id));
        return { files: updated, added: "added" in result };
      });
      if (outcome === "lost") return;
      if (outcome === "no-car") {
        await finish(db, job, worker, { status: "failed", message: "The car was deleted while its upload was processed." });
        break;
      }
      files = outcome.files;
      if (outcome.added) {
        await publishStockChange(db, job.websiteId, [job.carId], { refreshCars: deps.refreshCars, log });
      }
    }
    await finish(db, job, worker, { status: "done" });
  } catch (error) {
    log.error({ err: dbErrorForLog(error), job: job.id }, "media job stopped");
    await finish(db, job, worker, {
      status: "failed",
      message: "Processing the upload stopped with an error. The photos added so far are kept; upload the rest again.",
    }).catch(() => undefined);
  }
  await rm(jobFolder(deps.dataDir, job.websiteId, job.folder), { recursive: true, force: true });
}

/**
 * The worker every server process runs: looks for a claimable job every `intervalMs` (and at once when kicked by an
 * upload in this process), processes one job at a time.
 */
export function createMediaJobWorker(deps: MediaJobDeps & { intervalMs?: number; staleMs?: number }) {
  return createClaimLoop({
    claim: (worker) => claimMediaJob(deps.db, worker, { staleMs: deps.staleMs, dataDir: deps.dataDir }),
    work: (job, worker) => processMediaJob(deps, job, worker),
    log: deps.log,
    what: "media jobs",
    intervalMs: deps.intervalMs,
  });
}

export type MediaJobWorker = ReturnType<typeof createMediaJobWorker>;
