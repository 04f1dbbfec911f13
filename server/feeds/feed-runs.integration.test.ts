import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFeedMapping, type FeedMapping } from "~/domain/feeds/mapping";
import { cars } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite } from "~/server/db/test-factories";
import { createRun, findRun, isActive, latestRun, runFile, runJob, shareRunFile, type FeedRunDeps } from "./feed-runs";

const log = pino({ level: "silent" });
const CSV = readFileSync(path.resolve("demo/feeds/westside-dms-export.csv"));
const parsed = parseFeedMapping(JSON.parse(readFileSync(path.resolve("demo/feeds/westside-dms-export.mapping.json"), "utf8")));
if (!parsed.ok) throw new Error(parsed.errors.join());
const MAPPING: FeedMapping = parsed.mapping;

for (const kind of await databaseKinds()) {
  describe(`feed runs as jobs on ${kind}`, () => {
    let database: TestDatabase;
    let dataDir: string;
    let deps: FeedRunDeps;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      dataDir = mkdtempSync(path.join(tmpdir(), "feed-runs-"));
      deps = { db: database.db, dataDir, mediaDir: path.join(dataDir, "media"), log };
    });
    afterAll(async () => {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function uploaded(websiteId: number) {
      const runId = await createRun(database.db, {
        websiteId,
        source: "stock.csv",
        actor: "a@b.example",
        dryRun: true,
        status: "uploaded",
      });
      mkdirSync(path.dirname(runFile(dataDir, websiteId, runId)), { recursive: true });
      writeFileSync(runFile(dataDir, websiteId, runId), CSV);
      return runId;
    }

    it("a dry run then an apply write their reports into their own rows, with the progress on the way; the file is streamed from disk", async () => {
      const yard = await insertSite(database.db, "jobs");
      const site = { id: yard.site.id, slug: yard.site.slug, soldDays: 3 };
      const dryId = await uploaded(site.id);
      await runJob(deps, { runId: dryId, site, mapping: MAPPING, source: "stock.csv", actor: "a@b.example", dryRun: true });
      const dry = await findRun(database.db, site.id, dryId);
      expect(dry).toMatchObject({ status: "dry_run", dryRun: true, mappingName: "westside-csv", counts: { new: 9, invalid: 1 } });
      expect(dry?.report).toMatchObject({ invalid: [{ line: 10, stocknum: "W1009" }] });
      expect(isActive(dry!)).toBe(false);
      expect(await database.db.select().from(cars).where(eq(cars.websiteId, site.id))).toEqual([]);

      const applyId = await createRun(database.db, {
        websiteId: site.id,
        source: "stock.csv",
        actor: "a@b.example",
        dryRun: false,
        status: "queued",
      });
      await shareRunFile(dataDir, site.id, dryId, applyId);
      await runJob(deps, { runId: applyId, site, mapping: MAPPING, source: "stock.csv", actor: "a@b.example", dryRun: false });
      expect(await latestRun(database.db, site.id)).toMatchObject({ id: applyId, status: "applied", counts: { new: 9 } });
      expect(await database.db.select().from(cars).where(eq(cars.websiteId, site.id))).toHaveLength(9);
    });

    it("a run of another dealer is not found; a missing file is a refused run, never a crash", async () => {
      const a = await insertSite(database.db, "jobs-a");
      const b = await insertSite(database.db, "jobs-b");
      const runId = await uploaded(a.site.id);
      expect(await findRun(database.db, b.site.id, runId)).toBeNull();
      const gone = await createRun(database.db, {
        websiteId: b.site.id,
        source: "x.csv",
        actor: "a@b.example",
        dryRun: true,
        status: "queued",
      });
      const site = { id: b.site.id, slug: b.site.slug, soldDays: 3 };
      await runJob(deps, { runId: gone, site, mapping: MAPPING, source: "x.csv", actor: "a@b.example", dryRun: true });
      expect(await findRun(database.db, b.site.id, gone)).toMatchObject({ status: "failed" });
    });
  });
}
