import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFeedMapping, type FeedMapping } from "~/domain/feeds/mapping";
import { carPriceChanges, cars, feedImports, locations } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertSite, type Yard } from "~/server/db/test-factories";
import type { CarHit } from "~/server/search/search-documents";
import { createStockIndex } from "~/server/search/stock-index";
import { createSiteDirectory } from "~/server/tenancy/site-directory";
import { createFeedImageStore } from "./images";
import { runFeedImport, type FeedImportInput } from "./import-feed";
import { feedMappingNames, loadFeedMapping, saveFeedMapping } from "./mappings";

const log = pino({ level: "silent" });
const FEEDS = path.resolve("demo/feeds");
const NOW = new Date(Date.UTC(2026, 10, 27, 1));

function mappingFile(name: string, patch: Partial<FeedMapping> = {}): FeedMapping {
  const parsed = parseFeedMapping({ ...JSON.parse(readFileSync(path.join(FEEDS, `${name}.mapping.json`), "utf8")), ...patch });
  if (!parsed.ok) throw new Error(parsed.errors.join("; "));
  return parsed.mapping;
}

const CSV = readFileSync(path.join(FEEDS, "westside-dms-export.csv"), "utf8");
const CSV_MAPPING = mappingFile("westside-dms-export");
const csvBytes = (text: string) => new TextEncoder().encode(text);
/** The sample CSV with one line changed (found by its stock number) or left out. */
function csvWith(stocknum: string, change: ((line: string) => string) | null): string {
  return CSV.split("\n")
    .flatMap((line) => (line.startsWith(`${stocknum},`) ? (change ? [change(line)] : []) : [line]))
    .join("\n");
}

/** Every demo media file the samples name, as a tiny SVG in a media folder of the test's own. */
function mediaDirWithDemoFiles(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "feed-media-"));
  mkdirSync(path.join(dir, "demo"), { recursive: true });
  const names = new Set(
    [
      ...CSV.matchAll(/\/media\/demo\/([\w-]+\.svg)/g),
      ...readFileSync(path.join(FEEDS, "coastal-kia-mg-stock.xml"), "utf8").matchAll(/\/media\/demo\/([\w-]+\.svg)/g),
    ].map((m) => m[1]),
  );
  for (const name of names) writeFileSync(path.join(dir, "demo", name), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>');
  return dir;
}

for (const kind of await databaseKinds()) {
  describe(`stock feed import on ${kind}`, () => {
    let database: TestDatabase;
    let mediaDir: string;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      mediaDir = mediaDirWithDemoFiles();
    });
    afterAll(async () => {
      await database?.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    });

    const priceChanges = (yard: Yard) =>
      database.db
        .select({
          stocknum: cars.stocknum,
          oldPrice: carPriceChanges.oldPrice,
          newPrice: carPriceChanges.newPrice,
          source: carPriceChanges.source,
          actor: carPriceChanges.actor,
        })
        .from(carPriceChanges)
        .innerJoin(cars, eq(cars.id, carPriceChanges.carId))
        .where(eq(carPriceChanges.websiteId, yard.site.id))
        .orderBy(asc(carPriceChanges.id));

    function run(yard: Yard, bytes: Uint8Array, extra: Partial<FeedImportInput> = {}) {
      const site = { id: yard.site.id, slug: yard.site.slug, soldDays: 3 };
      return runFeedImport({
        db: database.db,
        site,
        mapping: CSV_MAPPING,
        bytes,
        source: "westside-dms-export.csv",
        actor: "cli:test",
        dryRun: false,
        images: createFeedImageStore({ db: database.db, mediaDir, site, localRoot: FEEDS }),
        now: () => NOW,
        log,
        ...extra,
      });
    }

    const siteCars = (yard: Yard) => database.db.select().from(cars).where(eq(cars.websiteId, yard.site.id)).orderBy(asc(cars.stocknum));

    it("a dry run reports new cars and the bad row with its reason, and writes no car", async () => {
      const yard = await insertSite(database.db, "dry");
      const report = await run(yard, csvBytes(CSV), { dryRun: true });
      expect(report).toMatchObject({
        status: "dry_run",
        unit: "line",
        counts: { rows: 10, new: 9, changed: 0, removed: 0, invalid: 1, imagesToFetch: 2 },
      });
      expect(report.invalid).toEqual([{ line: 10, stocknum: "W1009", reasons: ["Price '$2O,990' is not an amount in dollars"] }]);
      expect(report.new.map((n) => n.name)).toContain("2021 Toyota RAV4 GX");
      expect(await siteCars(yard)).toEqual([]);
      const [row] = await database.db.select().from(feedImports).where(eq(feedImports.id, report.importId));
      expect(row).toMatchObject({
        websiteId: yard.site.id,
        dryRun: true,
        status: "dry_run",
        actor: "cli:test",
        mappingName: "westside-csv",
      });
      expect(row.counts).toMatchObject({ new: 9, invalid: 1 });
    });

    it("imports the feed, the bad row aside; the same feed again changes 0 rows; search in this and another process shows it", async () => {
      const yard = await insertSite(database.db, "west");
      const other = await createStockIndex(database.db, log);
      const here = await createStockIndex(database.db, log);
      const notified: number[] = [];
      here.onChange((ids) => notified.push(...ids));
      const sites = createSiteDirectory(database.db);
      const site = (await sites.lookup("west.localhost")).site!;

      const first = await run(yard, csvBytes(CSV), { refreshCars: (ids) => here.refreshCars(ids) });
      expect(first).toMatchObject({
        status: "applied",
        counts: { new: 9, changed: 0, removed: 0, invalid: 1, imagesFetched: 2, imageFailures: 0 },
      });
      const stock = await siteCars(yard);
      expect(stock.map((c) => c.stocknum)).toEqual(["W1001", "W1002", "W1003", "W1004", "W1005", "W1006", "W1007", "W1008", "W1010"]);
      const rav4 = stock[0];
      expect(rav4).toMatchObject({
        name: "2021 Toyota RAV4 GX",
        slug: "2021-toyota-rav4-gx-w1001",
        price: 33990,
        km: 45210,
        carType: "used",
        status: "in_stock",
        body: "suv",
        fuel: "petrol",
        transmission: "Automatic",
        drive: "FWD",
        rego: "1ABC234",
        dealershipId: yard.dealership.id,
        locationId: yard.location.id,
      });
      expect(rav4.images.map((i) => i.url)).toEqual([
        "/media/demo/suv-white-front34.svg",
        "/media/demo/suv-white-side.svg",
        "/media/demo/suv-white-rear34.svg",
      ]);
      const sportage = stock.find((c) => c.stocknum === "W1007")!;
      expect(sportage.carType).toBe("demo");
      expect(sportage.images).toHaveLength(2);
      for (const image of sportage.images) {
        expect(image.url).toMatch(/^\/media\/feeds\/west\/[0-9a-f]{32}\.jpg$/);
        expect(existsSync(path.join(mediaDir, image.url.slice("/media/".length)))).toBe(true);
      }
      expect(stock.find((c) => c.stocknum === "W1006")?.status).toBe("coming_soon");

      // This process sees it at once, and tells the page cache whose pages changed; another process on its next pull.
      const found = (index: typeof here) => index.search(site, { hitsPerPage: 50 }).hits.map((h) => (h as CarHit).stocknum);
      expect(found(here)).toHaveLength(9);
      expect(notified).toContain(yard.site.id);
      expect(await other.pullChanges()).toBe(9);
      expect(found(other).sort()).toEqual(stock.map((c) => c.stocknum));

      // The same file again: nothing changes, not even updated_at.
      const second = await run(yard, csvBytes(CSV), { refreshCars: (ids) => here.refreshCars(ids) });
      expect(second).toMatchObject({
        status: "applied",
        counts: { new: 0, changed: 0, removed: 0, unchanged: 9, invalid: 1, imagesFetched: 0 },
      });
      expect(await siteCars(yard)).toEqual(stock);
      expect(await other.pullChanges()).toBe(0);
      // A dry run of it says the same.
      expect((await run(yard, csvBytes(CSV), { dryRun: true })).counts).toMatchObject({ new: 0, changed: 0, removed: 0, imagesToFetch: 0 });

      // A price change is a change of that field only, seen by the other process.
      const cheaper = await run(yard, csvBytes(csvWith("W1001", (line) => line.replace('"$33,990"', '"$32,490"'))));
      expect(cheaper.counts).toMatchObject({ new: 0, changed: 1, removed: 0 });
      expect(cheaper.changed).toEqual([
        { line: 2, stocknum: "W1001", name: "2021 Toyota RAV4 GX", changes: [{ field: "price", from: 33990, to: 32490 }] },
      ]);
      expect(await other.pullChanges()).toBe(1);
      expect(other.search(site, { text: "W1001" }).hits.map((h) => (h as CarHit).price)).toEqual([32490]);
      // The price history (the console dashboard's price changes) has that change only, not the first import's prices.
      expect(await priceChanges(yard)).toEqual([
        { stocknum: "W1001", oldPrice: 33990, newPrice: 32490, source: "feed", actor: "cli:test" },
      ]);
    });

    it("marks a car missing from the feed sold (never deleted) for the dealer's sold days; back in the feed, it is for sale again", async () => {
      const yard = await insertSite(database.db, "gone");
      await run(yard, csvBytes(CSV));
      const report = await run(yard, csvBytes(csvWith("W1003", null)));
      expect(report.counts).toMatchObject({ new: 0, changed: 0, removed: 1, unchanged: 8 });
      expect(report.removed).toEqual([{ stocknum: "W1003", name: "2022 Hyundai i30 Active", hiddenAfter: "2026-11-30T01:00:00.000Z" }]);
      const i30 = (await siteCars(yard)).find((c) => c.stocknum === "W1003");
      expect(i30).toMatchObject({ status: "sold", soldAt: NOW });
      // Gone again: already sold, nothing to do.
      expect((await run(yard, csvBytes(csvWith("W1003", null)))).counts).toMatchObject({ removed: 0, changed: 0 });
      const back = await run(yard, csvBytes(CSV));
      expect(back.changed).toEqual([
        { line: 4, stocknum: "W1003", name: "2022 Hyundai i30 Active", changes: [{ field: "status", from: "sold", to: "in_stock" }] },
      ]);
      expect((await siteCars(yard)).find((c) => c.stocknum === "W1003")).toMatchObject({ status: "in_stock", soldAt: null });
    });

    it("a bad row for a car in stock changes nothing of it and does not sell it; the rest of the feed applies", async () => {
      const yard = await insertSite(database.db, "badrow");
      await run(yard, csvBytes(CSV));
      const before = await siteCars(yard);
      const feed = csvWith("W1002", (line) => line.replace('"$46,500"', '"forty grand"')).replace('"$24,990"', '"$23,990"');
      const report = await run(yard, csvBytes(feed));
      expect(report.invalid).toContainEqual({ line: 3, stocknum: "W1002", reasons: ["Price 'forty grand' is not an amount in dollars"] });
      expect(report.counts).toMatchObject({ changed: 1, removed: 0, invalid: 2 });
      const after = await siteCars(yard);
      expect(after.find((c) => c.stocknum === "W1002")).toEqual(before.find((c) => c.stocknum === "W1002"));
      expect(after.find((c) => c.stocknum === "W1003")?.price).toBe(23990);
      // A row with a column missing is reported by line and keeps its car too.
      const short = csvWith("W1004", (line) => line.split(",").slice(0, 5).join(","));
      const shortReport = await run(yard, csvBytes(short));
      expect(shortReport.invalid).toContainEqual({ line: 5, stocknum: "W1004", reasons: ["Has 5 columns; the header has 26"] });
      expect(shortReport.counts.removed).toBe(0);
    });

    it("a failing apply leaves the stock as it was: no new car, no change, none sold", async () => {
      const yard = await insertSite(database.db, "boom");
      await run(yard, csvBytes(CSV));
      const before = await siteCars(yard);
      // The database refuses one car half-way through the transaction (inserts come first, then updates).
      await database.db.execute(
        sql.raw(`create or replace function refuse_boom() returns trigger language plpgsql as $$
          begin if new.stocknum = 'BOOM' then raise exception 'refused by test'; end if; return new; end $$`),
      );
      await database.db.execute(sql.raw("create trigger refuse_boom before insert on cars for each row execute function refuse_boom()"));
      try {
        const feed = `${csvWith("W1003", null).replace('"$33,990"', '"$30,000"')}\n${CSV.split("\n")[1].replace("W1001", "BOOM").replace("JTMW43FV10D512301", "")}`;
        const report = await run(yard, csvBytes(feed), { log });
        expect(report).toMatchObject({
          status: "failed",
          error: "The import failed and nothing was changed. Try again; if it fails again, tell the platform team.",
        });
        expect(await siteCars(yard)).toEqual(before);
        expect(await priceChanges(yard)).toEqual([]);
        const [row] = await database.db.select().from(feedImports).where(eq(feedImports.id, report.importId));
        expect(row).toMatchObject({ status: "failed", dryRun: false });
      } finally {
        await database.db.execute(sql.raw("drop trigger refuse_boom on cars"));
      }
    });

    it("a feed for dealer A never touches dealer B's cars, even with the same stock numbers", async () => {
      const a = await insertSite(database.db, "tenant-a");
      const b = await insertSite(database.db, "tenant-b");
      const bCars = [
        await insertCar(database.db, b, { stocknum: "W1001", price: 1000 }),
        await insertCar(database.db, b, { stocknum: "B-ONLY" }),
      ];
      await insertCar(database.db, a, { stocknum: "A-OLD" });
      const report = await run(a, csvBytes(CSV));
      expect(report.counts).toMatchObject({ new: 9, removed: 1 });
      expect(await siteCars(b)).toEqual([...bCars].sort((x, y) => x.stocknum.localeCompare(y.stocknum)));
      expect((await siteCars(a)).find((c) => c.stocknum === "A-OLD")?.status).toBe("sold");
    });

    it("refuses a file it cannot read, a mapping naming a missing column, and a mass removal, each with a message", async () => {
      const yard = await insertSite(database.db, "refuse");
      expect(await run(yard, csvBytes(""))).toMatchObject({ status: "refused", error: "The feed file is empty." });
      const misspelt = { ...CSV_MAPPING, fields: { ...CSV_MAPPING.fields, price: "Prise" } };
      expect(await run(yard, csvBytes(CSV), { mapping: misspelt })).toMatchObject({
        status: "refused",
        error: expect.stringMatching(/^The mapping names what is not in the CSV's columns \(Stock No, VIN, .*\): price: 'Prise'\.$/),
      });
      const elsewhere = { ...CSV_MAPPING, dealership: "nowhere" };
      expect(await run(yard, csvBytes(CSV), { mapping: elsewhere })).toMatchObject({
        status: "refused",
        error: "The mapping's dealership 'nowhere' is not one of this dealer's (refuse-main).",
      });

      for (let i = 0; i < 30; i++) await insertCar(database.db, yard, { stocknum: `OLD${i}` });
      const dry = await run(yard, csvBytes(CSV), { dryRun: true });
      expect(dry.warnings).toEqual([expect.stringMatching(/^The feed would mark 30 of the 30 cars for sale sold/)]);
      expect(await run(yard, csvBytes(CSV))).toMatchObject({ status: "refused", error: expect.stringMatching(/--allow-mass-removal/) });
      expect((await siteCars(yard)).filter((c) => c.status === "sold")).toEqual([]);
      expect((await run(yard, csvBytes(CSV), { allowMassRemoval: true })).counts).toMatchObject({ new: 9, removed: 30 });
      const rows = await database.db
        .select({ status: feedImports.status })
        .from(feedImports)
        .where(eq(feedImports.websiteId, yard.site.id))
        .orderBy(asc(feedImports.id));
      expect(rows.map((r) => r.status)).toEqual(["refused", "refused", "refused", "dry_run", "refused", "applied"]);
    });

    it("fetches web pictures once through the bounded queue, refuses what is no picture, and private hosts unless allowed", async () => {
      const yard = await insertSite(database.db, "webpics");
      const jpeg = readFileSync(path.join(FEEDS, "photos/w1007-front.jpg"));
      const hits = new Map<string, number>();
      let active = 0;
      let peak = 0;
      const server: Server = createServer((req, res) => {
        hits.set(req.url ?? "", (hits.get(req.url ?? "") ?? 0) + 1);
        active += 1;
        peak = Math.max(peak, active);
        setTimeout(() => {
          active -= 1;
          if (req.url?.startsWith("/car")) res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
          else if (req.url === "/page.html") res.writeHead(200, { "content-type": "text/html" }).end("<html>not a picture</html>");
          else res.writeHead(404).end();
        }, 20);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const photos = [...Array.from({ length: 10 }, (_, i) => `${base}/car${i}.jpg`), `${base}/page.html`, `${base}/missing.jpg`].join(
          "|",
        );
        const feed = csvWith("W1001", (line) => line.replace(/,[^,]*$/, `,${photos}`));
        const site = { id: yard.site.id, slug: yard.site.slug };
        const images = () =>
          createFeedImageStore({ db: database.db, mediaDir, site, localRoot: FEEDS, allowPrivateHosts: true, concurrency: 3 });
        const first = await run(yard, csvBytes(feed), { images: images() });
        // Ten web addresses and W1007's two files beside the feed.
        expect(first.counts).toMatchObject({ new: 9, imagesFetched: 12, imageFailures: 2 });
        expect(first.imageFailures).toEqual([
          { ref: `${base}/page.html`, reason: "Not a picture (its content could not be read as one)" },
          { ref: `${base}/missing.jpg`, reason: "The server answered 404" },
        ]);
        expect(peak).toBeLessThanOrEqual(3);
        const rav4 = (await siteCars(yard)).find((c) => c.stocknum === "W1001")!;
        expect(rav4.images).toHaveLength(10);
        // Ten addresses of one photo: one stored file.
        expect(new Set(rav4.images.map((i) => i.url)).size).toBe(1);
        const second = await run(yard, csvBytes(feed), { images: images() });
        expect(second.counts).toMatchObject({ changed: 0, imagesFetched: 0, imageFailures: 2 });
        expect(hits.get("/car0.jpg")).toBe(1);
        // Without leave, a private address is never fetched (the console's uploads).
        const strict = createFeedImageStore({ db: database.db, mediaDir, site });
        const refused = await strict.resolve([`${base}/new.jpg`, "photos/w1007-front.jpg"]);
        expect(refused.failures).toEqual([
          { ref: `${base}/new.jpg`, reason: "The host 127.0.0.1 is a private address" },
          { ref: "photos/w1007-front.jpg", reason: "A file path is read only from the command line: give a web address" },
        ]);
        expect(hits.get("/new.jpg")).toBeUndefined();
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it("saves a dealer's mappings by name, replaces one saved again, and keeps each dealer's to itself", async () => {
      const a = await insertSite(database.db, "maps-a");
      const b = await insertSite(database.db, "maps-b");
      await saveFeedMapping(database.db, a.site.id, CSV_MAPPING);
      await saveFeedMapping(database.db, a.site.id, { ...CSV_MAPPING, removeMissing: false });
      await saveFeedMapping(database.db, a.site.id, mappingFile("coastal-kia-mg-stock"));
      expect(await feedMappingNames(database.db, a.site.id)).toEqual(["coastal-kia-mg-xml", "westside-csv"]);
      expect(await loadFeedMapping(database.db, a.site.id, "westside-csv")).toEqual({
        ok: true,
        mapping: { ...CSV_MAPPING, removeMissing: false },
      });
      expect(await loadFeedMapping(database.db, b.site.id, "westside-csv")).toBeNull();
      expect(await feedMappingNames(database.db, b.site.id)).toEqual([]);
    });

    it("imports the XML vehicle feed into its dealership's location named by each vehicle", async () => {
      const yard = await insertSite(database.db, "coast");
      await database.db
        .update(locations)
        .set({ slug: "maroochydore" })
        .where(and(eq(locations.id, yard.location.id)));
      const mapping = mappingFile("coastal-kia-mg-stock", { dealership: yard.dealership.slug });
      const bytes = readFileSync(path.join(FEEDS, "coastal-kia-mg-stock.xml"));
      const report = await run(yard, bytes, { mapping, source: "coastal-kia-mg-stock.xml" });
      expect(report).toMatchObject({ status: "applied", unit: "vehicle", counts: { new: 8, invalid: 0, imageFailures: 0 } });
      expect((await run(yard, bytes, { mapping })).counts).toMatchObject({ new: 0, changed: 0, removed: 0, unchanged: 8 });
      const carnival = (await siteCars(yard)).find((c) => c.stocknum === "KD24-0977");
      expect(carnival).toMatchObject({
        carType: "demo",
        body: "peopleMover",
        seats: 8,
        km: 4870,
        locationId: yard.location.id,
        standardEquipment: ["Dual sunroof", "Power sliding doors"],
      });
      const unknown = new TextEncoder().encode(bytes.toString("utf8").replace('code="maroochydore"', 'code="mooloolaba"'));
      const moved = await run(yard, unknown, { mapping, dryRun: true });
      expect(moved.invalid).toEqual([
        { line: 1, stocknum: "KN25-0141", reasons: ["Location 'mooloolaba' is not one of this dealer's locations"] },
      ]);
    });
  });
}
