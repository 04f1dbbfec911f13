import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPriceComparisonShown } from "~/domain/vehicle/price-comparison";
import { cars, ppsrChecks } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { createStockIndex, type StockIndex } from "~/server/search/stock-index";
import { createEmbeddedQuoteService } from "~/server/services/finance-quote/embedded";
import { createPriceComparisonService } from "~/server/services/price-comparison";
import { createEmbeddedMarketData } from "~/server/services/price-comparison/embedded";
import { createSiteDirectory, type Site } from "~/server/tenancy/site-directory";
import { autogaugeCall, quoteCall, similarCarsCall, viewCall, viewerMediaCall } from "./api";
import { findSiteCar, findSitePageCar } from "./car-queries";
import { latestPpsrCheck } from "./ppsr-checks";
import { loadCarPage, similarCars } from "~/app/features/vehicle/car-page.server";
import { vehiclePageSeo } from "~/domain/vehicle/seo";
import { insertCar, insertSite } from "~/server/db/test-factories";
import type { Runtime } from "~/server/runtime";
import { publishStockChange } from "~/server/search/publish-stock";

const log = pino({ level: "silent" });
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 2);
const quoteBody = {
  selfAssessedCreditScore: "GREAT",
  purchasePrice: 32_990,
  loanTerm: 5,
  year: 2022,
  vin: "VIN1",
  nvic: "",
  whoIsHelping: "",
};

for (const kind of await databaseKinds()) {
  describe(`vehicle page on ${kind}`, () => {
    let database: TestDatabase;
    let siteA: Site;
    let siteB: Site;
    let stock: StockIndex;
    const ids: Record<string, number> = {};
    const slugs: Record<string, string> = {};
    /** The sites the given cars belong to (a card carries no dealership: issue 18's page budget). */
    const sitesOf = async (cards: Array<{ id: number }>) =>
      new Set(
        (
          await database.db
            .select({ websiteId: cars.websiteId })
            .from(cars)
            .where(
              inArray(
                cars.id,
                cards.map((c) => c.id),
              ),
            )
        ).map((r) => r.websiteId),
      );

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const db = database.db;
      const a = await insertSite(db, "alpha");
      const b = await insertSite(db, "bravo", { features: { priceComparison: true } });
      const add = async (name: string, owner: typeof a, values: Parameters<typeof insertCar>[2] = {}) => {
        const car = await insertCar(db, owner, { slug: `${name}-slug`, ...values });
        ids[name] = car.id;
        slugs[name] = car.slug;
      };
      await add("shown", a, { price: 36_000, year: 2021, km: 40_000 });
      for (const [i, price] of [34_000, 35_000, 36_500, 37_000, 38_000].entries())
        await add(`comp${i}`, i % 2 ? a : b, { price, year: 2021, km: 42_000 });
      await add("soldRecently", a, { status: "sold", soldAt: new Date(NOW - DAY) });
      await add("soldLongAgo", a, { status: "sold", soldAt: new Date(NOW - 10 * DAY) });
      await add("hidden", a, { shownOnWebsite: false });
      await add("noPrice", a, { price: null, make: "Lotus", model: "Emira" });
      await add("bravoCar", b, { make: "Mazda", model: "CX-5" });
      await add("spinning", a, {
        spinImages: ["/media/spin/0.jpg", "/media/spin/1.jpg", "/media/spin/2.jpg"],
        hotspots: [{ frame: 1, x: 40, y: 60, label: "LED headlights" }],
        interiorImages: [{ url: "/media/inside.jpg", thumb: { url: "/media/inside-thumb.jpg" } }],
      });
      const sites = createSiteDirectory(db);
      siteA = (await sites.lookup("alpha.localhost")).site!;
      siteB = (await sites.lookup("bravo.localhost")).site!;
      stock = await createStockIndex(db, log, { now: () => NOW });
    });
    afterAll(async () => {
      await database?.drop();
    });

    describe("page state", () => {
      it("shows this dealer's visible car with its location, tabs and similar cars from this dealer only", async () => {
        const result = await loadCarPage({ db: database.db, stock }, siteA, slugs.shown, NOW);
        expect(result.kind).toBe("car");
        if (result.kind !== "car") return;
        expect(result.data.car.id).toBe(ids.shown);
        expect(result.data.location.name).toBe("alpha main Yard");
        const seo = vehiclePageSeo(
          result.data,
          { name: siteA.name, noPriceText: siteA.settings.labels.noPriceText },
          "http://alpha.localhost",
        );
        expect(seo.canonical).toBe(`http://alpha.localhost/cars/${slugs.shown}`);
        expect(seo.jsonLd.offers?.price).toBe(36_000);
        // The page carries how many similar cars there are; their cards come from GET /api/cars/{slug}/similar.
        const similar = similarCars({ stock }, siteA, result.data.car, NOW);
        expect(result.data.similarCount).toBe(similar.length);
        expect(similar.length).toBeGreaterThan(0);
        expect(similar.every((c) => c.id !== ids.shown)).toBe(true);
        expect(await sitesOf(similar)).toEqual(new Set([siteA.id]));
      });

      it("shows a car sold within the sold days", async () => {
        expect((await loadCarPage({ db: database.db, stock }, siteA, slugs.soldRecently, NOW)).kind).toBe("car");
      });

      it("says gone, with this dealer's similar cars, for its own car sold long ago or hidden", async () => {
        for (const name of ["soldLongAgo", "hidden"]) {
          const gone = await loadCarPage({ db: database.db, stock }, siteA, slugs[name], NOW);
          expect(gone.kind, name).toBe("gone");
          if (gone.kind !== "gone") return;
          expect(gone.similar.length, name).toBeGreaterThan(0);
          expect(
            gone.similar.every((c) => c.id !== ids[name]),
            name,
          ).toBe(true);
          expect(await sitesOf(gone.similar), name).toEqual(new Set([siteA.id]));
        }
      });

      it("answers another dealer's car exactly like a slug that never existed", async () => {
        const foreign = await loadCarPage({ db: database.db, stock }, siteA, slugs.bravoCar, NOW);
        const unknown = await loadCarPage({ db: database.db, stock }, siteA, "never-existed", NOW);
        expect(foreign).toEqual({ kind: "not-found" });
        expect(foreign).toEqual(unknown);
        expect(JSON.stringify(foreign)).not.toMatch(/Mazda|CX-5/);
        expect((await loadCarPage({ db: database.db, stock }, siteB, slugs.bravoCar, NOW)).kind).toBe("car");
      });
    });

    describe("rows kept in memory (issue 18)", () => {
      it("shows a car from memory until its dealer's stock change is pulled, or its site changes", async () => {
        // Another process's runtime: its own index and site directory; the change is written and published elsewhere.
        const index = await createStockIndex(database.db, log, { now: () => NOW });
        const siteChanged: Array<() => void> = [];
        const sites = { onInvalidate: (listener: () => void) => siteChanged.push(listener) } as unknown as Runtime["sites"];
        const runtime = { db: database.db, stock: index, sites };
        const price = async () => {
          const page = await loadCarPage(runtime, siteA, slugs.comp1, NOW);
          return page.kind === "car" ? page.data.car.price : null;
        };
        expect(await price()).toBe(35_000);
        await database.db.update(cars).set({ price: 33_000 }).where(eq(cars.id, ids.comp1));
        await publishStockChange(database.db, siteA.id, [ids.comp1]);
        expect(await price()).toBe(35_000);
        expect(await index.pullChanges()).toBeGreaterThan(0);
        expect(await price()).toBe(33_000);
        // A change that moves only the website's updated_at (a location, say) reaches the site directory instead.
        await database.db.update(cars).set({ price: 32_000 }).where(eq(cars.id, ids.comp1));
        expect(await price()).toBe(33_000);
        siteChanged.forEach((listener) => listener());
        expect(await price()).toBe(32_000);
      });
    });

    describe("the page's rows in one query (issue 18)", () => {
      it("reads the car with its newest PPSR search, and its location and dealership, as the join and the PPSR query do", async () => {
        const searched = (day: number) => new Date(NOW - day * DAY + 123);
        const check = (day: number, certificateNumber: string, encumbered: boolean) => ({
          websiteId: siteA.id,
          carId: ids.comp1,
          vin: `VIN-${certificateNumber}`,
          searchedAt: searched(day),
          certificateNumber,
          stolen: false,
          writtenOff: day === 3,
          encumbered,
        });
        await database.db.insert(ppsrChecks).values([check(3, "OLDER", false), check(1, "NEWEST", true), check(2, "MIDDLE", false)]);
        // Every nullable column filled and every JSON column non-empty: the row read as one JSON text maps as drizzle's.
        const full = await insertCar(
          database.db,
          { site: { id: siteA.id }, dealership: siteA.dealerships[0], location: siteA.locations[0] },
          {
            slug: "every-column-filled",
            shownOnWebsite: false,
            nvic: "N1",
            rego: "ABC123",
            cylinders: 4,
            seats: 7,
            doors: 5,
            fuelConsumption: 7.3,
            images: [{ url: "/media/a.jpg", thumb: { url: "/media/a-thumb.jpg" } }],
            interiorImages: [{ url: "/media/b.jpg", thumb: { url: "/media/b-thumb.jpg" } }],
            videoUrl: "https://video.example/a.mp4",
            externalVideoUrl: "https://www.youtube.com/watch?v=abc",
            spinImages: ["/media/s1.jpg", "/media/s2.jpg"],
            spinCode: "SPIN1",
            hotspots: [{ frame: 1, x: 0.5, y: 0.5, label: "Wheel" }],
            walkaroundUrl: "https://walk.example/a",
            standardEquipment: ["Cruise control", 'Quote " and unicode é'],
            features: ["Tow bar"],
            specs: [{ group: "Engine", name: "Power", value: "150kW" }],
            dealerComments: "Line one\nLine two",
            youxWeeklyRepayment: 123,
            depositAmount: 500,
            soldAt: new Date(NOW - 12_345),
            reserved: true,
            certified: true,
          },
        );
        ids.full = full.id;
        slugs.full = full.slug;
        for (const name of ["comp1", "shown", "noPrice", "full"]) {
          const one = await findSitePageCar(database.db, siteA, slugs[name]);
          const joined = await findSiteCar(database.db, siteA.id, slugs[name]);
          expect(one.own, name).toEqual(joined);
          expect(one.ppsrCheck, name).toEqual(await latestPpsrCheck(database.db, siteA.id, ids[name]));
        }
        await database.db.delete(cars).where(eq(cars.id, full.id));
        expect((await findSitePageCar(database.db, siteA, slugs.comp1)).ppsrCheck).toEqual({
          vin: "VIN-NEWEST",
          searchedAt: searched(1).toISOString(),
          certificateNumber: "NEWEST",
          stolen: false,
          writtenOff: false,
          encumbered: true,
        });
        expect((await findSitePageCar(database.db, siteA, slugs.shown)).ppsrCheck).toBeNull();
        // Another dealer's car is not found; a site that does not list the car's location still gets the row (the join).
        expect(await findSitePageCar(database.db, siteA, slugs.bravoCar)).toEqual({ own: null, ppsrCheck: null });
        const bare = { ...siteA, locations: [], dealerships: [] };
        expect((await findSitePageCar(database.db, bare, slugs.shown)).own).toEqual(await findSiteCar(database.db, siteA.id, slugs.shown));
      });
    });

    describe("POST /api/youx/quote contract", () => {
      it("answers weeklyRepaymentAmount, advertisedRate and comparisonRate for a valid request", async () => {
        const answer = await quoteCall(quoteBody, siteA, createEmbeddedQuoteService(), log);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({
          weeklyRepaymentAmount: expect.any(Number),
          advertisedRate: expect.any(Number),
          comparisonRate: expect.any(Number),
        });
      });

      it("answers 400 for a bad request and 502 when the lender fails", async () => {
        expect((await quoteCall({ ...quoteBody, purchasePrice: 0 }, siteA, createEmbeddedQuoteService(), log)).status).toBe(400);
        expect(
          (await quoteCall({ ...quoteBody, selfAssessedCreditScore: "AMAZING" }, siteA, createEmbeddedQuoteService(), log)).status,
        ).toBe(400);
        expect((await quoteCall(null, siteA, createEmbeddedQuoteService(), log)).status).toBe(400);
        const failing = { name: "down", quote: async () => Promise.reject(new Error("lender down")) };
        expect(await quoteCall(quoteBody, siteA, failing, log)).toMatchObject({ status: 502, body: { error: "Quote unavailable" } });
      });
    });

    describe("GET /api/cars/{slug}/autogauge contract", () => {
      const service = () => createPriceComparisonService(database.db, createEmbeddedMarketData(database.db), { now: () => NOW });

      it("returns the six fields for a car with comparables across dealers", async () => {
        const answer = await autogaugeCall(database.db, siteA, slugs.shown, service(), log, NOW);
        expect(answer.status).toBe(200);
        expect(Object.keys(answer.body as object).sort()).toEqual([
          "confidence",
          "description",
          "fill",
          "listing_price",
          "market_range_max",
          "market_range_min",
        ]);
        expect(isPriceComparisonShown(answer.body)).toBe(true);
      });

      it("returns null fields (hidden block) without comparables or price", async () => {
        const answer = await autogaugeCall(database.db, siteA, slugs.noPrice, service(), log, NOW);
        expect(answer.status).toBe(200);
        expect(isPriceComparisonShown(answer.body)).toBe(false);
      });

      it("answers 404 for another dealer's or a gone car, and 503 when the source fails", async () => {
        expect((await autogaugeCall(database.db, siteA, slugs.bravoCar, service(), log, NOW)).status).toBe(404);
        expect((await autogaugeCall(database.db, siteA, slugs.soldLongAgo, service(), log, NOW)).status).toBe(404);
        const broken = { get: async () => Promise.reject(new Error("db down")) };
        expect((await autogaugeCall(database.db, siteA, slugs.shown, broken, log, NOW)).status).toBe(503);
      });
    });

    describe("GET /api/cars/{slug}/viewer: the spin and interior media, not in the page (issue 18)", () => {
      it("answers a shown car's spin frames, hotspots and interior photos; the page carries only how many", async () => {
        const answer = await viewerMediaCall(database.db, siteA, slugs.spinning, NOW);
        expect(answer).toMatchObject({
          status: 200,
          body: {
            spinImages: ["/media/spin/0.jpg", "/media/spin/1.jpg", "/media/spin/2.jpg"],
            hotspots: [{ frame: 1, x: 40, y: 60, label: "LED headlights" }],
            interiorImages: [{ url: "/media/inside.jpg", thumb: { url: "/media/inside-thumb.jpg" } }],
          },
        });
        const page = await loadCarPage({ db: database.db, stock }, siteA, slugs.spinning, NOW);
        if (page.kind !== "car") throw new Error(`expected the car page, got ${page.kind}`);
        expect(page.data.car).toMatchObject({ spinFrameCount: 3, interiorImageCount: 1 });
        expect(Object.keys(page.data.car)).not.toContain("spinImages");
        expect(Object.keys(page.data.car)).not.toContain("hotspots");
        expect(Object.keys(page.data.car)).not.toContain("interiorImages");
      });

      it("answers 404 for another dealer's, a hidden or a gone car, and a slug that is not one", async () => {
        for (const slug of [slugs.bravoCar, slugs.hidden, slugs.soldLongAgo, "../x", "%00"]) {
          expect((await viewerMediaCall(database.db, siteA, slug, NOW)).status, slug).toBe(404);
        }
      });
    });

    describe("GET /api/cars/{slug}/similar: the similar cars' cards, not in the page (issue 18)", () => {
      const pick = (site: Site) => (car: { id: number; make: string; model: string; body: string }) =>
        similarCars({ stock }, site, car, NOW);

      it("answers a shown car's similar cars, this dealer's only and never the car itself, cached briefly", async () => {
        const answer = await similarCarsCall(database.db, siteA, slugs.shown, pick(siteA), NOW);
        expect(answer.status).toBe(200);
        expect(answer.headers).toEqual({ "Cache-Control": "public, max-age=60" });
        const { cars: cards } = answer.body as { cars: Array<{ id: number }> };
        expect(cards.length).toBeGreaterThan(0);
        expect(cards.map((c) => c.id)).not.toContain(ids.shown);
        expect(await sitesOf(cards)).toEqual(new Set([siteA.id]));
        const page = await loadCarPage({ db: database.db, stock }, siteA, slugs.shown, NOW);
        if (page.kind !== "car") throw new Error(`expected the car page, got ${page.kind}`);
        expect(page.data.similarCount).toBe(cards.length);
        expect(Object.keys(page.data)).not.toContain("similar");
      });

      it("answers 404 for another dealer's, a hidden or a gone car, and a slug that is not one", async () => {
        for (const slug of [slugs.bravoCar, slugs.hidden, slugs.soldLongAgo, "../x", "%00"]) {
          expect((await similarCarsCall(database.db, siteA, slug, pick(siteA), NOW)).status, slug).toBe(404);
        }
      });
    });

    describe("GET /api/cars/{slug}/view.json contract", () => {
      const visitor = {
        ip: "203.0.113.7",
        userAgent:
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      };
      it("counts a view once per visitor per day (a crawler's not at all) and answers views and car_fields", async () => {
        const [before] = await database.db.select({ updatedAt: cars.updatedAt }).from(cars).where(eq(cars.id, ids.shown));
        const params = new URLSearchParams({ photos_count: "0", updated_at: before.updatedAt.toISOString(), website_id: String(siteA.id) });
        const first = await viewCall(database.db, siteA, slugs.shown, params, visitor, NOW);
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({ views: 1, car_fields: { id: ids.shown, status: "in_stock", photos_count: 0, changed: false } });
        expect((await viewCall(database.db, siteA, slugs.shown, params, visitor, NOW + 1000)).body).toMatchObject({ views: 1 });
        expect((await viewCall(database.db, siteA, slugs.shown, params, { ...visitor, ip: "203.0.113.8" }, NOW)).body).toMatchObject({
          views: 2,
        });
        expect((await viewCall(database.db, siteA, slugs.shown, params, visitor, NOW + DAY)).body).toMatchObject({ views: 3 });
        const crawler = { ip: "66.249.66.1", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
        expect((await viewCall(database.db, siteA, slugs.shown, params, crawler, NOW + DAY)).body).toMatchObject({ views: 3 });
        const [after] = await database.db.select({ updatedAt: cars.updatedAt }).from(cars).where(eq(cars.id, ids.shown));
        expect(after.updatedAt).toEqual(before.updatedAt);
      });

      it("says the caller's copy changed when its photo count differs", async () => {
        const answer = await viewCall(database.db, siteA, slugs.shown, new URLSearchParams({ photos_count: "7" }), visitor, NOW);
        expect(answer.body).toMatchObject({ car_fields: { changed: true } });
      });

      it("answers 404 for another dealer's car, a mismatched website_id or a gone car", async () => {
        expect((await viewCall(database.db, siteA, slugs.bravoCar, new URLSearchParams(), visitor, NOW)).status).toBe(404);
        expect(
          (await viewCall(database.db, siteA, slugs.shown, new URLSearchParams({ website_id: String(siteB.id) }), visitor, NOW)).status,
        ).toBe(404);
        expect((await viewCall(database.db, siteA, slugs.hidden, new URLSearchParams(), visitor, NOW)).status).toBe(404);
      });
    });
  });
}
