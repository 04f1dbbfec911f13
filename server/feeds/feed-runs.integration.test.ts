/**
 * Stock feed imports as jobs on PGlite and PostgreSQL (issue 19, ADR 054): a run is claimed by one worker only, also
 * when two processes (two connections on PostgreSQL) claim at once, and one run per dealer runs at a time; a run left
 * running by a process that stopped is started over by another (an apply half done changed nothing) or, after its
 * attempts, failed with a message; an apply whose run another process took over commits nothing; the progress is
 * written while it works; a run whose file is gone fails with a sentence.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFeedMapping, type FeedMapping } from "~/domain/feeds/mapping";
import { abandonedMessage, FEED_RUN_MAX_ATTEMPTS, LOST_FILE_MESSAGE } from "~/domain/feeds/run-jobs";
import { openDatabase, type Database } from "~/server/db/client";
import { cars, feedImports } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite } from "~/server/db/test-factories";
import {
  claimFeedRun,
  createFeedRunWorker,
  createRun,
  findRun,
  isActive,
  latestRun,
  markRun,
  processFeedRun,
  runFile,
  shareRunFile,
  type FeedRunDeps,
} from "./feed-runs";

const log = pino({ level: "silent" });
const CSV = readFileSync(path.resolve("demo/feeds/westside-dms-export.csv"));
const parsed = parseFeedMapping(JSON.parse(readFileSync(path.resolve("demo/feeds/westside-dms-export.mapping.json"), "utf8")));
if (!parsed.ok) throw new Error(parsed.errors.join());
const MAPPING: FeedMapping = parsed.mapping;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

for (const kind of await databaseKinds()) {
  describe(`feed runs as jobs on ${kind}`, () => {
    let database: TestDatabase;
    let second: Database | null = null;
    let dataDir: string;
    let deps: FeedRunDeps;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      // Another process's connection on PostgreSQL; PGlite is one process.
      if (database.url) second = await openDatabase({ url: database.url });
      dataDir = mkdtempSync(path.join(tmpdir(), "feed-runs-"));
      deps = { db: database.db, dataDir, mediaDir: path.join(dataDir, "media"), log };
    });
    afterAll(async () => {
      await second?.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** A console upload of the sample, queued with its mapping as the console queues it. */
    async function queued(websiteId: number, dryRun = true) {
      const runId = await createRun(database.db, { websiteId, source: "stock.csv", actor: "a@b.example", dryRun, status: "uploaded" });
      mkdirSync(path.dirname(runFile(dataDir, websiteId, runId)), { recursive: true });
      writeFileSync(runFile(dataDir, websiteId, runId), CSV);
      await markRun(database.db, websiteId, runId, { status: "queued", mapping: MAPPING, dryRun });
      return runId;
    }
    const clearQueue = () => database.db.update(feedImports).set({ status: "failed" }).where(eq(feedImports.status, "queued"));
    const siteCars = (websiteId: number) => database.db.select().from(cars).where(eq(cars.websiteId, websiteId));

    it("claims each run once, also when two processes claim at once, and one run per dealer at a time", async () => {
      await clearQueue();
      const a = (await insertSite(database.db, "claim-a")).site.id;
      const b = (await insertSite(database.db, "claim-b")).site.id;
      const [a1, a2, b1] = [await queued(a), await queued(a), await queued(b)];
      const other = second?.db ?? database.db;
      const claims = await Promise.all([
        claimFeedRun(database.db, "w1"),
        claimFeedRun(other, "w2"),
        claimFeedRun(database.db, "w1"),
        claimFeedRun(other, "w2"),
      ]);
      const claimed = claims.filter((c) => c !== null);
      // One run of dealer a (whichever claim won) and b's: the other run of a waits, at most one of a dealer runs.
      expect(claimed).toHaveLength(2);
      const ofA = claimed.find((c) => c.websiteId === a)!;
      const waiting = ofA.id === a1 ? a2 : a1;
      expect(claimed.map((c) => c.id).sort()).toEqual([ofA.id, b1].sort());
      expect([a1, a2]).toContain(ofA.id);
      for (const run of claimed)
        expect(await findRun(database.db, run.websiteId, run.id)).toMatchObject({ status: "running", attempts: 1 });
      expect(await findRun(database.db, a, waiting)).toMatchObject({ status: "queued", attempts: 0 });
      // A run in a live process is nobody else's; the waiting run is claimed once the first has ended.
      expect(await claimFeedRun(other, "w3")).toBeNull();
      await processFeedRun(deps, ofA, ofA.claimedBy!);
      expect(await findRun(database.db, a, ofA.id)).toMatchObject({ status: "dry_run", counts: { new: 9, invalid: 1 } });
      expect(await claimFeedRun(other, "w3")).toMatchObject({ id: waiting, status: "running", claimedBy: "w3" });
    });

    it("a dry run then an apply through a worker: reports in their own rows, progress written on the way, heartbeat kept", async () => {
      await clearQueue();
      const site = (await insertSite(database.db, "jobs")).site.id;
      const dryId = await queued(site);
      const worker = createFeedRunWorker(deps);
      await worker.idle();
      const dry = await findRun(database.db, site, dryId);
      expect(dry).toMatchObject({ status: "dry_run", dryRun: true, mappingName: "westside-csv", counts: { new: 9, invalid: 1 } });
      expect(dry?.report).toMatchObject({ invalid: [{ line: 10, stocknum: "W1009" }] });
      expect(dry?.claimedBy).toBe(worker.worker);
      expect(isActive(dry!)).toBe(false);
      expect(await siteCars(site)).toEqual([]);

      const applyId = await createRun(database.db, {
        websiteId: site,
        source: "stock.csv",
        actor: "a@b.example",
        dryRun: false,
        status: "uploaded",
      });
      await shareRunFile(dataDir, site, dryId, applyId);
      await markRun(database.db, site, applyId, { status: "queued", mapping: MAPPING, dryRun: false });
      // The progress as another process sees it while the run works (read at each of the run's own writes).
      const seen: Array<{ status: string; counts: Record<string, number> }> = [];
      const claim = (await claimFeedRun(database.db, "watched"))!;
      const watching = {
        ...deps,
        progressEveryMs: 0,
        onProgressSaved: async () => void seen.push((await findRun(database.db, site, applyId))!),
      };
      await processFeedRun(watching, claim, "watched");
      expect(await latestRun(database.db, site)).toMatchObject({ id: applyId, status: "applied", counts: { new: 9 } });
      expect(seen.length).toBeGreaterThan(0);
      expect(seen[0]).toMatchObject({ status: "running", counts: { rows: 10 } });
      expect(await siteCars(site)).toHaveLength(9);
    });

    it("starts over a run left running by a stopped process; fails one that kept stopping with a message", async () => {
      await clearQueue();
      const site = (await insertSite(database.db, "resume")).site.id;
      const runId = await queued(site, false);
      // A process claimed it and stopped mid-apply: its transaction rolled back, its heartbeat went quiet.
      await database.db
        .update(feedImports)
        .set({ status: "running", claimedBy: "crashed", attempts: 1, heartbeatAt: minutesAgo(5) })
        .where(eq(feedImports.id, runId));
      const claimed = await claimFeedRun(second?.db ?? database.db, "w-resume");
      expect(claimed).toMatchObject({ id: runId, status: "running", attempts: 2, claimedBy: "w-resume" });
      await processFeedRun(deps, claimed!, "w-resume");
      expect(await findRun(database.db, site, runId)).toMatchObject({ status: "applied", counts: { new: 9 } });
      expect(await siteCars(site)).toHaveLength(9);

      const stuck = await queued(site, false);
      await database.db
        .update(feedImports)
        .set({ status: "running", claimedBy: "crashed", attempts: FEED_RUN_MAX_ATTEMPTS, heartbeatAt: minutesAgo(5) })
        .where(eq(feedImports.id, stuck));
      expect(await claimFeedRun(database.db, "w4")).toBeNull();
      expect(await findRun(database.db, site, stuck)).toMatchObject({
        status: "failed",
        error: abandonedMessage(FEED_RUN_MAX_ATTEMPTS),
      });
      expect(await siteCars(site)).toHaveLength(9);
    });

    it("an apply whose run another process took over commits nothing and writes no report", async () => {
      await clearQueue();
      const site = (await insertSite(database.db, "taken")).site.id;
      const runId = await queued(site, false);
      const mine = (await claimFeedRun(database.db, "slow"))!;
      await database.db.update(feedImports).set({ claimedBy: "someone-else" }).where(eq(feedImports.id, runId));
      await processFeedRun(deps, mine, "slow");
      expect(await findRun(database.db, site, runId)).toMatchObject({ status: "running", claimedBy: "someone-else", report: {} });
      expect(await siteCars(site)).toEqual([]);
    });

    it("a run whose file is gone fails with a sentence; a run of another dealer is not found", async () => {
      await clearQueue();
      const a = (await insertSite(database.db, "jobs-a")).site.id;
      const b = (await insertSite(database.db, "jobs-b")).site.id;
      const runId = await queued(b);
      expect(await findRun(database.db, a, runId)).toBeNull();
      rmSync(runFile(dataDir, b, runId));
      await createFeedRunWorker(deps).idle();
      expect(await findRun(database.db, b, runId)).toMatchObject({ status: "failed", error: LOST_FILE_MESSAGE });
    });
  });
}
