/**
 * The console's stock feed import on PGlite and PostgreSQL, through the pages' loaders and actions as React Router
 * calls them: bad input (not a feed, too large, broken CSV, a mapping without a required field) is a sentence and a
 * 4xx with nothing applied; a good upload is mapped, dry-run as a job and applied (audited); sales are refused (403)
 * and another dealer's run is a 404.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import { parseFeedMapping } from "~/domain/feeds/mapping";
import { clientIpContext } from "~/server/auth/client-ip";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { auditLog, cars, staffUsers } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertLeadSite, type LeadSite } from "~/server/db/test-factories";
import { createFeedRunWorker, isActive, latestRun, queueRun, type FeedRunWorker } from "~/server/feeds/feed-runs";
import { saveFeedMapping } from "~/server/feeds/mappings";
import { FEED_MAX_BYTES } from "~/server/feeds/parse";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { importAction, loadImportPage, loadMappingPage, mappingAction } from "./feed-import.server";

type Answer = { status: number; body: { formError?: string } | null; location?: string };

async function answer(work: () => Promise<unknown>): Promise<Answer> {
  try {
    const out = (await work()) as { init?: { status?: number }; data?: unknown };
    return { status: out?.init?.status ?? 200, body: (out?.data ?? null) as Answer["body"] };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: null, location: error.headers.get("location") ?? undefined };
    const e = error as { init?: { status?: number }; status?: number };
    return { status: e.init?.status ?? e.status ?? 500, body: null };
  }
}

const SAMPLE = await readFile(path.resolve("demo/feeds/westside-dms-export.csv"));

for (const kind of await databaseKinds()) {
  describe(`stock feed import in the console on ${kind}`, () => {
    let database: TestDatabase;
    let dataDir: string;
    let a: LeadSite;
    let b: LeadSite;
    let staffId: number;
    let worker: FeedRunWorker;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      dataDir = await mkdtemp(path.join(tmpdir(), "console-import-"));
      // The process's worker: the actions queue runs and kick it; it claims and works them off the request.
      worker = createFeedRunWorker({ db: database.db, dataDir, mediaDir: path.join(dataDir, "media"), log: pino({ level: "silent" }) });
      a = await insertLeadSite(database.db, "import-a");
      b = await insertLeadSite(database.db, "import-b");
      [{ id: staffId }] = await database.db.insert(staffUsers).values({ email: "owner@import-a.example" }).returning({ id: staffUsers.id });
    });
    afterAll(async () => {
      await worker?.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    function context(site: LeadSite = a, role: StaffRole = "owner") {
      const member: StaffMember = {
        id: staffId,
        email: "owner@import-a.example",
        name: "",
        websiteId: site.website.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      const runtime = {
        db: database.db,
        dataDir,
        mediaDir: path.join(dataDir, "media"),
        stock: { refreshCars: async () => {} },
        feedRuns: worker,
        log: { error() {}, warn() {} },
      };
      ctx.set(runtimeContext, runtime as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: site.website.slug },
        site: { id: site.website.id, slug: site.website.slug, name: site.website.name, settings: { stock: { soldDays: 3 } } },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/stock/import" });
      ctx.set(clientIpContext, "203.0.113.9");
      return ctx;
    }

    const origin = (site: LeadSite) => `http://${site.website.slug}.localhost`;
    const upload = (name: string, bytes: Uint8Array, site = a) => {
      const form = new FormData();
      form.append("feed", new File([new Uint8Array(bytes)], name, { type: "text/csv" }));
      return new Request(`${origin(site)}/console/stock/import`, { method: "POST", headers: { origin: origin(site) }, body: form });
    };
    const post = (pathAndQuery: string, fields: Record<string, string>, site = a) =>
      new Request(`${origin(site)}${pathAndQuery}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: origin(site) },
        body: new URLSearchParams(fields).toString(),
      });
    const siteCars = (site: LeadSite) => database.db.select().from(cars).where(eq(cars.websiteId, site.website.id));
    async function finished(site: LeadSite) {
      await worker.idle();
      for (let i = 0; i < 200; i++) {
        const run = await latestRun(database.db, site.website.id);
        if (run && !isActive(run)) return run;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error("the run did not finish");
    }

    it("refuses what is no feed with a sentence and a 4xx, and applies nothing", async () => {
      const carsBefore = await siteCars(a);
      expect(await answer(() => importAction(upload("stock.pdf", Buffer.from("%PDF-1.4")), context()))).toMatchObject({
        status: 415,
        body: { formError: "stock.pdf is not a CSV or XML feed: export the stock from your DMS as .csv or .xml." },
      });
      expect(await answer(() => importAction(upload("stock.csv", Buffer.from('stock,year\n"A1,2020\n')), context()))).toMatchObject({
        status: 400,
        body: { formError: expect.stringMatching(/^The CSV could not be read: .*line 2/) },
      });
      expect(await answer(() => importAction(upload("stock.csv", new Uint8Array([0x50, 0x4b, 3, 4, 0])), context()))).toMatchObject({
        status: 400,
        body: { formError: "The feed file is a zip or a spreadsheet (.xlsx): export it as CSV or XML." },
      });
      expect(await answer(() => importAction(upload("stock.csv", new Uint8Array(FEED_MAX_BYTES + 1).fill(65)), context()))).toMatchObject({
        status: 413,
        body: { formError: expect.stringMatching(/larger than 50 MB: nothing was imported/) },
      });
      expect(await latestRun(database.db, a.website.id)).toMatchObject({ status: "refused" });
      expect(await siteCars(a)).toEqual(carsBefore);
    });

    it("maps the columns (a required field left out is a 400), dry-runs as a job, applies (audited) and the cars are there", async () => {
      const uploaded = await answer(() => importAction(upload("westside.csv", SAMPLE), context()));
      expect(uploaded.status).toBe(302);
      const mappingPath = uploaded.location!;
      expect(mappingPath).toMatch(/^\/console\/stock\/import\/mapping\?run=\d+$/);
      const page = await loadMappingPage(new Request(`${origin(a)}${mappingPath}`), context());
      expect(page.choices).toMatchObject({ "Stock No": "stocknum", Year: "year", Make: "make", Condition: "carType", Photos: "images" });
      const fields = Object.fromEntries(page.columns.map((c, i) => [`column-${i}`, page.choices[c] ?? ""]));

      const noMake = { ...fields, [`column-${page.columns.indexOf("Make")}`]: "" };
      expect(await answer(() => mappingAction(post(mappingPath, noMake), context()))).toMatchObject({
        status: 400,
        body: { formError: "Choose a column for Make: a car cannot be made without it." },
      });
      // Another dealer cannot see or map this upload; sales cannot import at all.
      expect((await answer(() => loadMappingPage(new Request(`${origin(b)}${mappingPath}`), context(b)))).status).toBe(404);
      expect((await answer(() => mappingAction(post(mappingPath, fields), context(a, "sales")))).status).toBe(403);

      expect(await answer(() => mappingAction(post(mappingPath, fields), context()))).toMatchObject({
        status: 302,
        location: "/console/stock/import",
      });
      const dry = await finished(a);
      expect(dry).toMatchObject({ status: "dry_run", mappingName: "console-csv", counts: { new: 9, invalid: 1, removed: 1 } });
      expect(await siteCars(a)).toHaveLength(1);
      const view = await loadImportPage(context());
      expect(view.run?.report?.invalid).toEqual([
        { line: 10, stocknum: "W1009", reasons: ["Price '$2O,990' is not an amount in dollars"] },
      ]);

      expect(
        (await answer(() => importAction(post("/console/stock/import", { intent: "apply", run: String(dry.id) }), context(b)))).status,
      ).toBe(404);
      expect(
        (await answer(() => importAction(post("/console/stock/import", { intent: "apply", run: String(dry.id) }), context(a, "sales"))))
          .status,
      ).toBe(403);
      expect(
        await answer(() => importAction(post("/console/stock/import", { intent: "apply", run: String(dry.id) }), context())),
      ).toMatchObject({
        status: 302,
      });
      expect(await finished(a)).toMatchObject({ status: "applied", dryRun: false, counts: { new: 9, removed: 1 } });
      expect(await siteCars(a)).toHaveLength(10);
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.websiteId, a.website.id), eq(auditLog.action, "stock.import.apply")));
      expect(audit).toMatchObject({ actor: "owner@import-a.example", after: { source: "westside.csv", dryRun: dry.id } });
      // The dry run was applied: it cannot be applied again.
      expect(
        (await answer(() => importAction(post("/console/stock/import", { intent: "apply", run: String(dry.id) }), context()))).status,
      ).toBe(409);
      expect(await siteCars(b)).toHaveLength(1);
    });

    it("an XML feed uses the dealer's saved XML mapping; without one it is a 400 that says so", async () => {
      const xml = await readFile(path.resolve("demo/feeds/coastal-kia-mg-stock.xml"));
      expect(await answer(() => importAction(upload("stock.xml", xml, b), context(b)))).toMatchObject({
        status: 400,
        body: { formError: "stock.xml is XML, and this dealer has no XML mapping saved: ask the platform team to set one up." },
      });
      const saved = parseFeedMapping({
        ...JSON.parse(await readFile(path.resolve("demo/feeds/coastal-kia-mg-stock.mapping.json"), "utf8")),
        dealership: undefined,
      });
      if (!saved.ok) throw new Error(saved.errors.join());
      await saveFeedMapping(database.db, b.website.id, saved.mapping);
      expect(await answer(() => importAction(upload("stock.xml", xml, b), context(b)))).toMatchObject({
        status: 302,
        location: "/console/stock/import",
      });
      expect(await finished(b)).toMatchObject({ status: "dry_run", mappingName: "coastal-kia-mg-xml", source: "stock.xml" });
    });

    it("refuses a new upload while a run of the dealer is going (its file stays)", async () => {
      const saved = parseFeedMapping(JSON.parse(await readFile(path.resolve("demo/feeds/westside-dms-export.mapping.json"), "utf8")));
      if (!saved.ok) throw new Error(saved.errors.join());
      await queueRun(database.db, { websiteId: b.website.id, source: "x.csv", actor: "a@b.example", mapping: saved.mapping, dryRun: true });
      expect(await answer(() => importAction(upload("westside.csv", SAMPLE, b), context(b)))).toMatchObject({
        status: 409,
        body: { formError: "An import is running: upload the next file when it has finished." },
      });
    });
  });
}
