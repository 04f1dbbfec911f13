import { count, eq, sql } from "drizzle-orm";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import {
  blogPosts,
  carPriceChanges,
  carViews,
  cars,
  contentPages,
  dealerships,
  financeLenders,
  leadDeliveries,
  leads,
  locations,
  offers,
  reviews,
  websiteHosts,
  websites,
} from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { demoDealers } from "~/demo/dealers";
import { drawDemoMedia, seedDemo } from "./seed-demo";
import { generateStock } from "~/demo/stock-generator";

const now = new Date("2025-07-15T10:00:00+10:00");
// One media folder for every database kind: the second seed finds the pictures already written.
const mediaDir = mkdtempSync(path.join(tmpdir(), "demo-seed-test-"));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

for (const kind of await databaseKinds()) {
  describe(`demo seed on ${kind}`, () => {
    let database: TestDatabase;
    let seeded: { websites: number; cars: number };
    const siteIds = new Map<string, number>();

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      seeded = await seedDemo(database.db, { mediaDir, now });
      for (const w of await database.db.select({ id: websites.id, slug: websites.slug }).from(websites)) siteIds.set(w.slug, w.id);
    });

    afterAll(async () => {
      await database?.drop();
    });

    const total = async (table: typeof cars | typeof websites | typeof dealerships | typeof locations | typeof websiteHosts) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return Number(row.n);
    };

    it("inserts every demo dealer and at least 2,500 vehicles", async () => {
      const dealers = demoDealers(now);
      expect(seeded.websites).toBe(dealers.length);
      expect(seeded.cars).toBeGreaterThanOrEqual(2500);
      expect(await total(websites)).toBe(dealers.length);
      expect(await total(cars)).toBe(seeded.cars);
      expect(await total(dealerships)).toBe(dealers.reduce((n, d) => n + d.dealerships.length, 0));
      expect(await total(locations)).toBe(dealers.reduce((n, d) => n + d.dealerships.reduce((k, x) => k + x.locations.length, 0), 0));
      expect(await total(websiteHosts)).toBe(dealers.reduce((n, d) => n + d.hosts.length, 0));
      expect([...siteIds.keys()]).toEqual(expect.arrayContaining(["harbour-toyota", "coastal-motor-group", "ridge-caravans-motorcycles"]));
    });

    it("stores settings every dealer's site parses, with the switches the brief asks for", async () => {
      const rows = await database.db
        .select({ slug: websites.slug, settings: websites.settings, template: websites.template })
        .from(websites);
      const bySlug = new Map(rows.map((r) => [r.slug, { ...r, parsed: parseWebsiteSettings(r.settings) }]));
      const harbour = bySlug.get("harbour-toyota")!;
      expect(harbour.template).toBe("showroom");
      expect(harbour.parsed.singleManufacturer).toBe("Toyota");
      expect(harbour.parsed.features.certifiedOnlyFilter).toBe(true);
      expect(harbour.parsed.onlineReservation).toMatchObject({ enabled: true, pathSegment: "checkout" });
      const coastal = bySlug.get("coastal-motor-group")!;
      expect(coastal.template).toBe("group");
      expect(coastal.parsed.features).toMatchObject({ fuelTags: true, viewsOnCards: true });
      expect(coastal.parsed.search.promoTiles.map((t) => t.position)).toEqual([8, 17]);
      expect(coastal.parsed.onlineReservation).toMatchObject({ enabled: true, pathSegment: "buy-online" });
      expect(coastal.parsed.access.gates.checkout).toBe(true);
      const ridge = bySlug.get("ridge-caravans-motorcycles")!;
      expect(ridge.parsed.vehicleKinds).toEqual(["caravan", "motorcycle"]);
      expect(ridge.parsed.features.financeWidgets).toBe(false);
      expect(ridge.parsed.stock.soldDays).toBe(7);
      const [host] = await database.db.select().from(websiteHosts).where(eq(websiteHosts.host, "harbour-toyota.example.com.au"));
      expect(host.websiteId).toBe(siteIds.get("harbour-toyota"));
    });

    it("gives every car a dealership and location of its own website, and new cars a franchised dealership", async () => {
      const mismatched = rowsOf<{ n: number }>(
        await database.db.execute(sql`
          select count(*)::int as n from cars c
          join dealerships d on d.id = c.dealership_id
          join locations l on l.id = c.location_id
          where d.website_id <> c.website_id or l.website_id <> c.website_id or l.dealership_id <> c.dealership_id`),
      );
      expect(mismatched[0].n).toBe(0);
      const unfranchised = rowsOf<{ n: number }>(
        await database.db.execute(sql`
          select count(*)::int as n from cars c join dealerships d on d.id = c.dealership_id
          where c.car_type <> 'used' and jsonb_array_length(d.makes) > 0 and not d.makes ? c.make`),
      );
      expect(unfranchised[0].n).toBe(0);
      const onService = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from cars c join locations l on l.id = c.location_id where l.location_type = 'service'`,
        ),
      );
      expect(onService[0].n).toBe(0);
    });

    it("stocks each dealer as described: Toyota new cars, several makes, caravans and motorcycles", async () => {
      const byType = rowsOf<{ slug: string; car_type: string; vehicle_kind: string; make: string; n: number }>(
        await database.db.execute(sql`
          select w.slug, c.car_type, c.vehicle_kind, c.make, count(*)::int as n
          from cars c join websites w on w.id = c.website_id group by 1, 2, 3, 4`),
      );
      const of = (slug: string) => byType.filter((r) => r.slug === slug);
      expect(
        of("harbour-toyota")
          .filter((r) => r.car_type !== "used")
          .every((r) => r.make === "Toyota"),
      ).toBe(true);
      expect(of("harbour-toyota").reduce((n, r) => n + r.n, 0)).toBeGreaterThanOrEqual(800);
      expect(
        new Set(
          of("coastal-motor-group")
            .filter((r) => r.car_type === "new")
            .map((r) => r.make),
        ).size,
      ).toBeGreaterThanOrEqual(7);
      expect(new Set(of("ridge-caravans-motorcycles").map((r) => r.vehicle_kind))).toEqual(new Set(["caravan", "motorcycle"]));
      const perDealership = rowsOf<{ dealership_id: number; n: number }>(
        await database.db.execute(
          sql`select dealership_id, count(*)::int as n from cars where website_id = ${siteIds.get("coastal-motor-group")} group by 1`,
        ),
      );
      expect(perDealership).toHaveLength(3);
    });

    it("has every status, sold dates within and beyond each dealer's sold days, and hidden cars", async () => {
      const statuses = rowsOf<{ status: string; n: number }>(
        await database.db.execute(sql`select status, count(*)::int as n from cars group by 1`),
      );
      expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(["in_stock", "coming_soon", "sold"]));
      const soldDays = rowsOf<{ d: number }>(
        await database.db.execute(
          sql`select distinct floor(extract(epoch from (${now.toISOString()}::timestamptz - sold_at)) / 86400)::int as d from cars where sold_at is not null order by 1`,
        ),
      );
      expect(soldDays.map((r) => r.d)).toEqual([0, 1, 2, 5, 10]);
      const hidden = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from cars where not shown_on_website`));
      expect(hidden[0].n).toBeGreaterThan(0);
      const fuels = rowsOf<{ fuel: string }>(await database.db.execute(sql`select distinct fuel from cars`));
      expect(fuels.map((f) => f.fuel)).toEqual(expect.arrayContaining(["petrol", "diesel", "electric", "hybrid", "phev"]));
    });

    it("stores the stock the generator makes for each dealer's seed (deterministic)", async () => {
      const harbour = demoDealers(now).find((d) => d.website.slug === "harbour-toyota")!;
      const expected = generateStock({ ...harbour.stock, now })
        .map((c) => c.slug)
        .sort();
      const stored = (
        await database.db
          .select({ slug: cars.slug })
          .from(cars)
          .where(eq(cars.websiteId, siteIds.get("harbour-toyota")!))
      )
        .map((c) => c.slug)
        .sort();
      expect(stored).toEqual(expected);
    });

    it("adds offers, lenders, reviews, blog posts and pages for every site", async () => {
      const allOffers = await database.db.select().from(offers);
      expect(allOffers.some((o) => o.websiteId === null)).toBe(true);
      const ids = new Set(siteIds.values());
      expect(allOffers.flatMap((o) => o.excludedWebsiteIds).every((id) => ids.has(id))).toBe(true);
      expect(allOffers.some((o) => o.excludedWebsiteIds.length > 0)).toBe(true);
      for (const id of ids) {
        const lenders = await database.db.select().from(financeLenders).where(eq(financeLenders.websiteId, id));
        expect(lenders.length).toBeGreaterThanOrEqual(2);
        const siteReviews = await database.db.select().from(reviews).where(eq(reviews.websiteId, id));
        expect(new Set(siteReviews.map((r) => r.rating)).size).toBe(5);
        const posts = await database.db.select().from(blogPosts).where(eq(blogPosts.websiteId, id));
        expect(posts.length).toBeGreaterThanOrEqual(5);
        const pages = await database.db.select().from(contentPages).where(eq(contentPages.websiteId, id));
        const privacy = pages.find((p) => p.slug === "privacy-policy")!;
        expect(privacy.body).toContain("within 7 days");
        expect(privacy.body).toContain("within 30 days");
      }
    });

    it("writes the shared pictures the stored cars point at and can draw the rest on request", async () => {
      expect(existsSync(path.join(mediaDir, "demo", "not-found.svg"))).toBe(true);
      const sample = await database.db
        .select({ images: cars.images, spin: cars.spinImages, interior: cars.interiorImages })
        .from(cars)
        .limit(300);
      const missing = sample
        .flatMap((c) => [...c.images.map((i) => i.url), ...c.spin, ...c.interior.map((i) => i.url)])
        .map((url) => url.replace(/^\/media\//, ""))
        .filter((rel) => !existsSync(path.join(mediaDir, rel)) && drawDemoMedia(rel) === null);
      expect(missing).toEqual([]);
    });

    it("seeds the dashboard's activity for every dealer: 90 days of leads by kind and location, deliveries, views, price changes", async () => {
      const since = new Date(now.getTime() - 90 * 24 * 3600_000);
      for (const [slug, id] of siteIds) {
        const perSite = await database.db
          .select({ kind: leads.kind, location: leads.locationId, first: sql<string>`min(${leads.createdAt})::text` })
          .from(leads)
          .where(eq(leads.websiteId, id))
          .groupBy(leads.kind, leads.locationId);
        expect(new Set(perSite.map((r) => r.kind)).size, slug).toBeGreaterThanOrEqual(4);
        expect(perSite.every((r) => new Date(r.first) >= since)).toBe(true);
        const own = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.websiteId, id));
        expect(perSite.every((r) => own.some((l) => l.id === r.location))).toBe(true);
        const [views] = await database.db.select({ n: count() }).from(carViews).where(eq(carViews.websiteId, id));
        expect(Number(views.n), slug).toBeGreaterThan(100);
      }
      const states = await database.db
        .select({ status: leadDeliveries.status, n: count() })
        .from(leadDeliveries)
        .groupBy(leadDeliveries.status);
      expect(Object.fromEntries(states.map((s) => [s.status, Number(s.n) > 0]))).toEqual({ delivered: true, dead: true });
      const [changes] = await database.db.select({ n: count() }).from(carPriceChanges);
      expect(Number(changes.n)).toBeGreaterThan(10);
      // The price changes end at each car's current price.
      const wrong = await database.db
        .select({ id: carPriceChanges.id })
        .from(carPriceChanges)
        .innerJoin(cars, eq(cars.id, carPriceChanges.carId))
        .where(sql`${cars.price} is distinct from ${carPriceChanges.newPrice}`);
      expect(wrong).toEqual([]);
    });

    it("does nothing the second time", async () => {
      const before = await total(cars);
      expect(await seedDemo(database.db, { mediaDir, now })).toEqual({ websites: 0, cars: 0 });
      expect(await total(cars)).toBe(before);
      expect(await total(websites)).toBe(siteIds.size);
    });
  });
}
