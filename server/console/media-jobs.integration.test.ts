/**
 * Background photo uploads on PGlite and PostgreSQL (issue 19): a job is claimed by one worker only, also when two
 * processes (two connections on PostgreSQL) claim at once; a job left running by a process that stopped is resumed
 * at its first pending file (the files already added are not added twice, a file lost from disk is refused by name);
 * a job that kept stopping is failed with a message instead of staying running; and the progress page and its JSON
 * answer 404 to a staff member of another dealer.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMediaJob, mediaJobJson } from "~/app/features/console/media-jobs.server";
import { abandonedMessage, MEDIA_JOB_MAX_ATTEMPTS, type MediaJobFile } from "~/domain/console/media-jobs";
import { openDatabase, type Database } from "~/server/db/client";
import { cars, mediaJobs } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertLeadSite, type LeadSite } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { activeMediaJobs, claimMediaJob, createMediaJob, findMediaJob, jobFolder, processMediaJob, type MediaJobDeps } from "./media-jobs";
import { writeUploadedFile } from "./media-upload";
import { staffContext, type StaffMember } from "./require-staff";
import { testJpeg } from "./media-test-files";

const silentLog = { error() {}, warn() {}, info() {} } as unknown as MediaJobDeps["log"];
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

for (const kind of await databaseKinds()) {
  describe(`media jobs on ${kind}`, () => {
    let database: TestDatabase;
    let second: Database | null = null;
    let dataDir: string;
    let a: LeadSite;
    let b: LeadSite;
    let deps: MediaJobDeps;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      // Another process's connection on PostgreSQL; PGlite is one process.
      if (database.url) second = await openDatabase({ url: database.url });
      dataDir = await mkdtemp(path.join(tmpdir(), "media-jobs-"));
      a = await insertLeadSite(database.db, "jobs-a");
      b = await insertLeadSite(database.db, "jobs-b");
      deps = { db: database.db, dataDir, mediaDir: path.join(dataDir, "media"), log: silentLog };
    });
    afterAll(async () => {
      await second?.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    const pending = (n: number): MediaJobFile[] =>
      Array.from({ length: n }, (_, i) => ({ name: `p${i}.jpg`, file: `${i}.upload`, state: "pending" as const }));
    const job = (site: LeadSite, files: MediaJobFile[], folder = `f${Math.random().toString(36).slice(2)}`) =>
      createMediaJob(database.db, {
        websiteId: site.website.id,
        carId: site.carId,
        kind: "photos",
        folder,
        files,
        staffUserId: null,
        actor: "owner@x",
      });
    const clearQueue = () => database.db.update(mediaJobs).set({ status: "done" }).where(eq(mediaJobs.status, "queued"));

    it("claims each job once, also when two processes claim at the same time", async () => {
      await clearQueue();
      const ids = [await job(a, pending(1)), await job(a, pending(1)), await job(b, pending(1))];
      const other = second?.db ?? database.db;
      const claims = await Promise.all([
        claimMediaJob(database.db, "w1"),
        claimMediaJob(other, "w2"),
        claimMediaJob(database.db, "w1"),
        claimMediaJob(other, "w2"),
        claimMediaJob(database.db, "w1"),
      ]);
      const claimed = claims.filter((c) => c !== null).map((c) => c.id);
      expect(claimed.sort()).toEqual([...ids].sort());
      expect(claims.filter((c) => c === null)).toHaveLength(2);
      for (const id of ids) {
        const row = (await database.db.select().from(mediaJobs).where(eq(mediaJobs.id, id)))[0];
        expect(row).toMatchObject({ status: "running", attempts: 1 });
        expect(row.heartbeatAt).not.toBeNull();
      }
      // A job running in a live process is nobody else's.
      expect(await claimMediaJob(other, "w3")).toBeNull();
    });

    it("resumes a job left running by a stopped process at its first pending file", async () => {
      await clearQueue();
      const folder = "resume";
      const dir = jobFolder(dataDir, a.website.id, folder);
      await mkdir(dir, { recursive: true });
      const [car] = await database.db.select().from(cars).where(eq(cars.id, a.carId));
      const done = "/media/cars/jobs-a/already.jpg";
      await database.db
        .update(cars)
        .set({ images: [...car.images, { url: done, thumb: { url: done } }] })
        .where(eq(cars.id, a.carId));
      await writeUploadedFile({ content: [await testJpeg(640, 480, "#3366aa")] }, path.join(dir, "1.upload"));
      const files: MediaJobFile[] = [
        { name: "first.jpg", file: "0.upload", state: "added", url: done },
        { name: "second.jpg", file: "1.upload", state: "pending" },
        { name: "third.jpg", file: "2.upload", state: "pending" },
      ];
      const id = await job(a, files, folder);
      await database.db
        .update(mediaJobs)
        .set({ status: "running", claimedBy: "crashed", attempts: 1, heartbeatAt: minutesAgo(5) })
        .where(eq(mediaJobs.id, id));

      const claimed = await claimMediaJob(second?.db ?? database.db, "w-resume");
      expect(claimed).toMatchObject({ id, status: "running", attempts: 2, claimedBy: "w-resume" });
      await processMediaJob(deps, claimed!, "w-resume");

      const row = (await findMediaJob(database.db, a.website.id, id))!;
      expect(row.status).toBe("done");
      expect(row.files.map((f) => f.state)).toEqual(["added", "added", "refused"]);
      expect(row.files[2].message).toBe("third.jpg was lost before it was processed (the server restarted): upload it again.");
      const urls = (await database.db.select().from(cars).where(eq(cars.id, a.carId)))[0].images.map((i) => i.url);
      expect(urls.filter((u) => u === done)).toHaveLength(1);
      expect(urls.at(-1)).toBe(row.files[1].url);
      expect(urls).toHaveLength(car.images.length + 2);
    });

    it("stops when another claim took the job over, and fails a job that kept stopping with a message", async () => {
      await clearQueue();
      const taken = await job(a, pending(1));
      const mine = (await claimMediaJob(database.db, "slow"))!;
      await database.db.update(mediaJobs).set({ claimedBy: "someone-else" }).where(eq(mediaJobs.id, taken));
      await processMediaJob(deps, mine, "slow");
      expect((await findMediaJob(database.db, a.website.id, taken))!).toMatchObject({ status: "running", claimedBy: "someone-else" });

      const files: MediaJobFile[] = [{ name: "x.jpg", file: "", state: "added", url: "/media/x.jpg" }, ...pending(2)];
      const stuck = await job(a, files);
      await database.db
        .update(mediaJobs)
        .set({ status: "running", attempts: MEDIA_JOB_MAX_ATTEMPTS, heartbeatAt: minutesAgo(10) })
        .where(eq(mediaJobs.id, stuck));
      await database.db
        .update(mediaJobs)
        .set({ heartbeatAt: minutesAgo(10), attempts: MEDIA_JOB_MAX_ATTEMPTS })
        .where(eq(mediaJobs.id, taken));
      expect(await claimMediaJob(database.db, "w4")).toBeNull();
      const failed = (await findMediaJob(database.db, a.website.id, stuck))!;
      expect(failed).toMatchObject({ status: "failed", message: abandonedMessage(files) });
      expect(failed.finishedAt).not.toBeNull();
    });

    it("shows a job's progress to its dealer's staff only: another dealer's job id is a 404", async () => {
      const mine = await job(a, pending(2));
      const theirs = await job(b, pending(2));
      const context = () => {
        const member: StaffMember = {
          id: 1,
          email: "owner@jobs-a.example",
          name: "",
          websiteId: a.website.id,
          role: "owner",
          platformOperator: false,
          hasTotp: false,
        };
        const ctx = new RouterContextProvider();
        ctx.set(runtimeContext, { db: database.db } as unknown as Runtime);
        ctx.set(siteLookupContext, {
          match: { kind: "slug", slug: a.website.slug },
          site: { id: a.website.id, slug: a.website.slug, name: a.website.name },
        } as never);
        ctx.set(staffContext, { member, token: "t", path: "/console/uploads" });
        return ctx;
      };
      const status = async (work: () => Promise<unknown>) => {
        try {
          const out = await work();
          return out instanceof Response ? out.status : 200;
        } catch (error) {
          return (error as { init?: { status?: number } }).init?.status ?? 500;
        }
      };
      const json = await mediaJobJson(String(mine), context());
      expect(json.status).toBe(200);
      expect(await json.json()).toMatchObject({ id: mine, status: "queued", total: 2, done: 0 });
      expect((await loadMediaJob(String(mine), context())).job).toMatchObject({ id: mine, total: 2 });
      expect(await status(() => mediaJobJson(String(theirs), context()))).toBe(404);
      expect(await status(() => loadMediaJob(String(theirs), context()))).toBe(404);
      expect(await status(() => mediaJobJson("junk", context()))).toBe(404);
      // The dashboard's "Running now" lists the dealer's own unfinished uploads only.
      const active = (await activeMediaJobs(database.db, a.website.id)).map((j) => j.id);
      expect(active).toContain(mine);
      expect(active).not.toContain(theirs);
    });
  });
}
