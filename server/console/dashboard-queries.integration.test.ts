/**
 * The dashboard's queries and page data on PGlite and PostgreSQL (issue 19): leads per day (in the dealer's time
 * zone) by kind and location, views and leads per car, days in stock, price changes and delivery health; and tenant
 * isolation: dealer A's dashboard counts none of dealer B's rows, though B has more of everything.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDashboard } from "~/app/features/console/dashboard-data.server";
import type { Db } from "~/server/db/client";
import { cars, carViews, leadDeliveries, leads, phoneReveals } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertLeadSite, newKey, type LeadSite } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { recordPriceChanges } from "~/server/stock/price-changes";
import { staffContext, type StaffMember } from "./require-staff";

/** Friday 27 November 2026, 12:00 in Brisbane (the test sites' default state is QLD). */
const NOW = new Date("2026-11-27T02:00:00Z");
const DAY = 24 * 60 * 60_000;
const ago = (days: number, ms = 0) => new Date(NOW.getTime() - days * DAY - ms);

async function addLead(db: Db, site: LeadSite, values: { kind?: string; at: Date; location?: number; car?: number | null }) {
  const [lead] = await db
    .insert(leads)
    .values({
      websiteId: site.website.id,
      idempotencyKey: newKey(),
      kind: values.kind ?? "enquiry",
      eventId: 1,
      locationId: values.location ?? site.locationIds[0],
      carId: values.car === undefined ? site.carId : values.car,
      name: "Jo Citizen",
      payload: { version: 1, form: {} },
      createdAt: values.at,
    })
    .returning({ id: leads.id });
  return lead.id;
}

async function addDelivery(db: Db, site: LeadSite, leadId: string, status: string, attempts: number, at: Date, target = "webhook") {
  await db.insert(leadDeliveries).values({
    leadId,
    websiteId: site.website.id,
    target,
    destination: target === "email" ? "sales@dash.example" : `https://crm.example/hooks/${newKey()}?token=secret`,
    status,
    attempts,
    createdAt: at,
  });
}

/** A site's data: `n` scales every count, so another dealer's rows would change the numbers asserted. */
async function fill(db: Db, site: LeadSite, n: number) {
  const yard = { site: { id: site.website.id }, dealership: { id: 0 }, location: { id: site.locationIds[0] } };
  const [{ dealershipId }] = await db.query.cars
    .findMany({ where: (c, { eq }) => eq(c.id, site.carId), columns: { dealershipId: true } })
    .then((r) => r);
  yard.dealership.id = dealershipId;
  // The factory's car arrived an hour before the test's clock (not the wall clock's now).
  await db
    .update(cars)
    .set({ arrivedAt: ago(0, 3_600_000) })
    .where(eq(cars.id, site.carId));
  const old = await insertCar(db, yard, { name: `Old ${site.website.slug}`, arrivedAt: ago(200), price: 20_000 });
  const mid = await insertCar(db, yard, { name: `Mid ${site.website.slug}`, arrivedAt: ago(40) });
  await insertCar(db, yard, { name: `Sold ${site.website.slug}`, arrivedAt: ago(400), status: "sold", soldAt: ago(1) });
  for (let i = 0; i < n; i += 1) {
    // 14:30 UTC on the 26th is already the 27th in Brisbane.
    const lead = await addLead(db, site, { at: new Date("2026-11-26T14:30:00Z") });
    await addDelivery(db, site, lead, "delivered", 1, ago(1));
    await addLead(db, site, { kind: "finance", at: ago(10), location: site.locationIds[1], car: mid.id });
    const dead = await addLead(db, site, { at: ago(20), car: null });
    await addDelivery(db, site, dead, "dead", 21, ago(20));
    await addDelivery(db, site, dead, "pending", 3, ago(20), "email");
    await addLead(db, site, { at: ago(120) }); // outside 90 days
    await db.insert(carViews).values([
      { carId: site.carId, websiteId: site.website.id, visitorHash: `a${i}`, day: "2026-11-27" },
      { carId: site.carId, websiteId: site.website.id, visitorHash: `b${i}`, day: "2026-11-20" },
      { carId: mid.id, websiteId: site.website.id, visitorHash: `c${i}`, day: "2026-11-26" },
      { carId: mid.id, websiteId: site.website.id, visitorHash: `d${i}`, day: "2026-09-01" }, // outside 30 days
    ]);
  }
  await db
    .insert(phoneReveals)
    .values({ websiteId: site.website.id, carId: site.carId, locationId: site.locationIds[0], createdAt: ago(2) });
  await recordPriceChanges(db, site.website.id, [{ carId: old.id, from: 22_000, to: 20_000 }], {
    source: "feed",
    actor: "cli:test",
    at: ago(3),
  });
  await recordPriceChanges(db, site.website.id, [{ carId: old.id, from: 20_000, to: 20_000 }], { source: "console", actor: "x@y.example" });
  await recordPriceChanges(db, site.website.id, [{ carId: mid.id, from: 30_000, to: 31_000 }], {
    source: "console",
    actor: "x@y.example",
    at: ago(60),
  });
  return { old, mid };
}

for (const kind of await databaseKinds()) {
  describe(`console dashboard on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let a: LeadSite;
    let b: LeadSite;
    let carsOfA: Awaited<ReturnType<typeof fill>>;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      a = await insertLeadSite(db, "dash-a");
      b = await insertLeadSite(db, "dash-b", { search: { defaultState: "WA" } });
      carsOfA = await fill(db, a, 1);
      await fill(db, b, 3);
    }, 120_000);
    afterAll(async () => {
      await database?.drop();
    });

    function contextFor(site: LeadSite, role: StaffMember["role"] = "sales") {
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, { db } as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: site.website.slug },
        site: { id: site.website.id, slug: site.website.slug, settings: site.settings },
      } as never);
      const member = { id: 1, websiteId: site.website.id, role, email: "s@example.com", name: "S", platformOperator: false } as StaffMember;
      ctx.set(staffContext, { member, token: "t", path: "/console" });
      return ctx;
    }

    it("counts the dealer's leads per day in its time zone, by kind and by location, over 90 days", async () => {
      const data = await loadDashboard(contextFor(a), NOW);
      expect(data.timeZone).toBe("Australia/Brisbane");
      expect(data.today).toBe("2026-11-27");
      expect(data.leads.total).toBe(4); // enquiry today, finance, enquiry 20 days ago, a phone reveal
      const rows = data.leads.byKind.rows;
      expect(rows).toHaveLength(90);
      expect(rows.at(-1)).toMatchObject({ day: "2026-11-27", total: 1, counts: { Enquiry: 1 } });
      expect(rows.find((r) => r.day === "2026-11-26")!.total).toBe(0);
      expect(rows.find((r) => r.day === "2026-11-17")!.counts.Finance).toBe(1);
      expect(rows.find((r) => r.day === "2026-11-25")!.counts["Phone reveal"]).toBe(1);
      expect(data.leads.byKind.series).toEqual(["Enquiry", "Finance", "Phone reveal"]);
      expect(data.leads.byLocation.series).toEqual(["dash-a main Yard", "dash-a coast Yard"]);
      expect(rows.reduce((s, r) => s + r.total, 0)).toBe(4);
    });

    it("lists views (last 30 days) and leads per car, most viewed first", async () => {
      const data = await loadDashboard(contextFor(a), NOW);
      expect(data.engagement.totals).toEqual({ views: 3, enquiries: 2 });
      expect(data.engagement.cars.map((c) => [c.id, c.views, c.enquiries])).toEqual([
        [a.carId, 2, 1],
        [carsOfA.mid.id, 1, 1],
      ]);
    });

    it("buckets the unsold cars by days in stock and lists the oldest first", async () => {
      const data = await loadDashboard(contextFor(a), NOW);
      expect(data.stock.count).toBe(3);
      const count = (label: string) => data.stock.histogram.find((h) => h.label === label)!.count;
      expect(count("0–14 days")).toBe(1); // the factory's car arrived now
      expect(count("31–45 days")).toBe(1);
      expect(count("Over 180 days")).toBe(1);
      expect(data.stock.oldest.map((c) => [c.name, c.days])).toEqual([
        ["Old dash-a", 200],
        ["Mid dash-a", 40],
        ["2021 Toyota RAV4 GX", 0],
      ]);
    });

    it("lists the price changes of the last 30 days, a change to the same price not recorded", async () => {
      const data = await loadDashboard(contextFor(a), NOW);
      expect(data.prices.changes).toEqual([
        expect.objectContaining({ carId: carsOfA.old.id, oldPrice: 22_000, newPrice: 20_000, source: "feed", day: "2026-11-24" }),
      ]);
    });

    it("shows each lead target's delivered, retrying and dead-lettered deliveries over 7 and 30 days", async () => {
      const data = await loadDashboard(contextFor(a), NOW);
      // A webhook is named by its host: its path and query (a token) are not on the page.
      expect(JSON.stringify(data.deliveries)).not.toContain("secret");
      expect(data.deliveries.week).toEqual([
        { target: "Webhook to crm.example", total: 1, counts: { delivered: 1, retrying: 0, waiting: 0, dead: 0 }, deliveredShare: 1 },
      ]);
      expect(data.deliveries.month).toEqual([
        {
          target: "Email to sales@dash.example",
          total: 1,
          counts: { delivered: 0, retrying: 1, waiting: 0, dead: 0 },
          deliveredShare: null,
        },
        { target: "Webhook to crm.example", total: 2, counts: { delivered: 1, retrying: 0, waiting: 0, dead: 1 }, deliveredShare: 0.5 },
      ]);
    });

    it("counts dealer B's own rows on B's dashboard (three times A's), in B's time zone", async () => {
      const data = await loadDashboard(contextFor(b), NOW);
      expect(data.timeZone).toBe("Australia/Perth");
      expect(data.leads.total).toBe(3 * 3 + 1);
      // 14:30 UTC on the 26th is 22:30 on the 26th in Perth.
      expect(data.leads.byKind.rows.find((r) => r.day === "2026-11-26")!.counts.Enquiry).toBe(3);
      expect(data.leads.byKind.rows.at(-1)!.total).toBe(0);
      expect(data.engagement.totals).toEqual({ views: 9, enquiries: 6 });
      expect(data.stock.count).toBe(3);
      expect(data.deliveries.month.find((t) => t.target === "Webhook to crm.example")!.counts).toMatchObject({ delivered: 3, dead: 3 });
      expect(data.leads.byLocation.series.every((name) => name.startsWith("dash-b"))).toBe(true);
    });

    it("is open to every role and refuses a signed-out visitor", async () => {
      for (const role of ["owner", "manager", "sales"] as const)
        await expect(loadDashboard(contextFor(a, role), NOW)).resolves.toBeTruthy();
      const ctx = contextFor(a);
      ctx.set(staffContext, { member: null, token: null, path: "/console" });
      await expect(loadDashboard(ctx, NOW)).rejects.toMatchObject({ status: 302 });
    });
  });
}
