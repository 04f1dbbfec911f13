// Stock visibility (001 §5, issue 14) everywhere a shopper meets stock: a car shows when it is in stock, coming
// soon, or sold within the dealer's N days (default 3), and shown on the website. Search (the index behind the
// search page and /api/search), the sitemap (read from the database), similar cars and the brand pages must agree.
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBrandOverview, loadBrandPage, loadBrandsPage } from "~/app/features/brands/brands.server";
import { sitemapResponse } from "~/app/features/seo/sitemap.server";
import { similarCars } from "~/app/features/vehicle/car-page.server";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertSite } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import type { CarHit } from "~/server/search/search-documents";
import { createStockIndex, type StockIndex } from "~/server/search/stock-index";
import { createSiteDirectory, type Site } from "~/server/tenancy/site-directory";

const DAY = 86_400_000;
const log = pino({ level: "silent" });

for (const kind of await databaseKinds()) {
  describe(`stock visibility on ${kind}`, () => {
    let database: TestDatabase;
    let stock: StockIndex;
    let site: Site;
    let longer: Site;
    const slug: Record<string, string> = {};
    let like: { id: number; make: string; model: string; body: string };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const db = database.db;
      const yard = await insertSite(db, "shown");
      // The same sold car is still shown by a dealer that keeps sold cars for 7 days.
      const week = await insertSite(db, "week", { stock: { soldDays: 7 } });
      const now = Date.now();
      const add = async (name: string, values: Parameters<typeof insertCar>[2] = {}, at = yard) => {
        const car = await insertCar(db, at, values);
        slug[name] = car.slug;
        return car;
      };
      const reference = await add("inStock");
      like = { id: reference.id, make: reference.make, model: reference.model, body: reference.body };
      await add("comingSoon", { status: "coming_soon" });
      await add("soldYesterday", { status: "sold", soldAt: new Date(now - DAY) });
      await add("soldFiveDaysAgo", { status: "sold", soldAt: new Date(now - 5 * DAY) });
      await add("soldUndated", { status: "sold", soldAt: null });
      await add("hidden", { shownOnWebsite: false });
      // A make whose only car left the website: no brand page for it.
      await add("mazdaSoldLongAgo", {
        status: "sold",
        soldAt: new Date(now - 10 * DAY),
        make: "Mazda",
        model: "CX-5",
        name: "2020 Mazda CX-5",
      });
      await add("weekSoldFiveDaysAgo", { status: "sold", soldAt: new Date(now - 5 * DAY) }, week);
      stock = await createStockIndex(db, log);
      const sites = createSiteDirectory(db);
      site = (await sites.lookup("shown.localhost")).site!;
      longer = (await sites.lookup("week.localhost")).site!;
    });
    afterAll(() => database?.drop());

    const slugsOf = (...names: string[]) => names.map((n) => slug[n]).sort();

    function context(of: Site) {
      const provider = new RouterContextProvider();
      provider.set(runtimeContext, { db: database.db, stock, config: { HTTPS: false } } as unknown as Runtime);
      provider.set(siteLookupContext, { match: { kind: "slug", slug: of.slug }, site: of } as never);
      return provider;
    }

    it("search lists in stock, coming soon and sold within the dealer's days, shown on the website", () => {
      const hits = (of: Site) => (stock.search(of, { hitsPerPage: 100 }).hits as CarHit[]).map((h) => h.slug).sort();
      expect(hits(site)).toEqual(slugsOf("inStock", "comingSoon", "soldYesterday"));
      expect(hits(longer)).toEqual(slugsOf("weekSoldFiveDaysAgo"));
    });

    it("the sitemap lists the same cars", async () => {
      const carPaths = async (of: Site) => {
        const xml = await (await sitemapResponse(new Request(`http://${of.slug}.localhost/sitemap.xml`), context(of))).text();
        return [...xml.matchAll(/<loc>[^<]*\/cars\/([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
      };
      expect(await carPaths(site)).toEqual(slugsOf("inStock", "comingSoon", "soldYesterday"));
      expect(await carPaths(longer)).toEqual(slugsOf("weekSoldFiveDaysAgo"));
    });

    it("similar cars offer only cars a shopper can still buy: no sold, hidden or past-date car", () => {
      expect(similarCars({ stock }, site, like).map((c) => c.slug)).toEqual(slugsOf("comingSoon"));
    });

    it("brand pages count and show only visible stock, and a make with none has no page", async () => {
      const brands = loadBrandsPage(context(site)).brands;
      expect(brands.map((b) => [b.make, b.count])).toEqual([["Toyota", 3]]);
      const overview = await loadBrandOverview(context(site), "toyota");
      expect(overview.count).toBe(3);
      expect(overview.cars.map((c) => c.slug).sort()).toEqual(slugsOf("inStock", "comingSoon", "soldYesterday"));
      expect(loadBrandPage(context(site), "toyota").models).toEqual([expect.objectContaining({ model: "RAV4", count: 3 })]);
      expect(() => loadBrandPage(context(site), "mazda")).toThrow();
      const sitemap = await (await sitemapResponse(new Request("http://shown.localhost/sitemap.xml"), context(site))).text();
      expect(sitemap).toContain("/brands/toyota</loc>");
      expect(sitemap).not.toContain("/brands/mazda</loc>");
    });
  });
}
