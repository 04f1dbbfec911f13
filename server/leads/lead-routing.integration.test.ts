/**
 * Every kind of lead goes through the same routing rule on PGlite and PostgreSQL (issue 20): a shopper's form, a paid
 * reservation, a buy-online order, a spin-to-win prize and an /online-payment payment each get the deliveries of the
 * targets whose kinds and locations include it, and the site's mail folder when none does.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseWebsiteSettings, type WebsiteSettingsInput } from "~/domain/settings/schema";
import { spinCampaignSchema } from "~/domain/spin/campaign";
import type { Db } from "~/server/db/client";
import { leadDeliveries, reservations, users, websites } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { enquiryValues, insertCar, insertDealership, insertSite, newKey, type LeadSite, type Yard } from "~/server/db/test-factories";
import { insertPaymentLead, insertReservationLead } from "~/server/checkout/reservation-lead";
import { spinOnce } from "~/server/spin/spin";
import { submitLead } from "./submit-lead";

const NOW = new Date("2026-06-01T02:00:00Z");

for (const kind of await databaseKinds()) {
  describe(`routing every kind of lead on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let main: Yard;
    let east: Yard;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      main = await insertSite(db, "routed");
      east = await insertDealership(db, main.site, "east");
      const settings: WebsiteSettingsInput = {
        contact: { phone: "(08) 5550 0000" },
        leads: {
          targets: [
            { type: "email", to: "enquiries@routed.example", kinds: ["enquiry"] },
            { type: "email", to: "east-sales@routed.example", kinds: ["reservation", "buy-online"], locations: [east.location.slug] },
            { type: "email", to: "prizes@routed.example", kinds: ["spin-to-win"], locations: [main.location.slug] },
            { type: "email", to: "accounts@routed.example", kinds: ["online-payment"] },
          ],
        },
      };
      await db.update(websites).set({ settings }).where(eq(websites.id, main.site.id));
      [main.site] = await db.select().from(websites).where(eq(websites.id, main.site.id));
    });
    afterAll(() => database?.drop());

    const destinations = async (leadId: string) =>
      (await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId))).map((d) => d.destination).sort();

    async function reservationLead(yard: Yard, reservationKind: "reserve" | "buy") {
      const car = await insertCar(db, yard);
      const [reservation] = await db
        .insert(reservations)
        .values({
          websiteId: main.site.id,
          carId: car.id,
          depositAmount: 500,
          status: "held",
          kind: reservationKind,
          reference: `RS-${newKey()}`,
          heldUntil: new Date(NOW.getTime() + 48 * 3600_000),
          customer: { name: "Sam Shopper", email: "sam@example.com", phone: "+61412345678" },
        })
        .returning();
      return db.transaction((tx) =>
        insertReservationLead(tx, { reservation, car, site: main.site, location: yard.location, heldUntilText: "Friday", now: NOW }),
      );
    }

    it("an enquiry goes to the enquiry target only", async () => {
      const site: LeadSite = {
        website: { id: main.site.id, slug: main.site.slug, name: main.site.name },
        settings: parseWebsiteSettings(main.site.settings),
        dealershipSlugs: [east.dealership.slug],
        locationIds: [east.location.id],
        carId: 0,
      };
      const stored = await submitLead(db, { ...site, kind: "enquiry", values: enquiryValues(site), idempotencyKey: newKey(), now: NOW });
      if (!stored.ok) throw new Error(JSON.stringify(stored));
      expect(await destinations(stored.leadId)).toEqual(["enquiries@routed.example"]);
    });

    it("a reservation and a buy-online order go to the target of their kind and location, not to the enquiry target", async () => {
      expect(await destinations(await reservationLead(east, "reserve"))).toEqual(["east-sales@routed.example"]);
      expect(await destinations(await reservationLead(east, "buy"))).toEqual(["east-sales@routed.example"]);
      // At another location no target receives it: the site's mail folder does.
      expect(await destinations(await reservationLead(main, "reserve"))).toEqual(["mail/routed"]);
    });

    it("a spin-to-win prize goes to the prize target of its location", async () => {
      const [user] = await db.insert(users).values({ websiteId: main.site.id, phone: "+61400000001" }).returning();
      const campaign = spinCampaignSchema.parse({
        id: "routing-spin",
        name: "Routing Spin",
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        timeZone: "Australia/Perth",
        terms: "One spin per person.",
        prizes: [{ id: "fuel", label: "$50 fuel card", description: "", oddsPercent: 100, stock: 10 }],
      });
      const spun = await spinOnce(db, {
        site: {
          id: main.site.id,
          slug: main.site.slug,
          name: main.site.name,
          settings: parseWebsiteSettings(main.site.settings),
          dealerships: [main.dealership, east.dealership],
          locations: [{ ...main.location, primary: true }, east.location],
        },
        campaign,
        user: { id: user.id, phone: user.phone },
        entry: { name: "Jo Citizen", terms: "on" },
        now: NOW,
        random: () => 0,
      });
      expect(spun.entry.leadId).not.toBeNull();
      expect(await destinations(spun.entry.leadId!)).toEqual(["prizes@routed.example"]);
    });

    it("an online payment goes to the target of its kind", async () => {
      const paymentId = newKey();
      await db.transaction((tx) =>
        insertPaymentLead(tx, {
          websiteId: main.site.id,
          paymentId,
          reference: "INV-1",
          amountCents: 12_345,
          customer: { name: "Pat Payer", email: "pat@example.com" },
          now: NOW,
        }),
      );
      const rows = await db.select().from(leadDeliveries).where(eq(leadDeliveries.websiteId, main.site.id));
      const byLead = new Map<string, string[]>();
      for (const r of rows) byLead.set(r.leadId, [...(byLead.get(r.leadId) ?? []), r.destination]);
      expect([...byLead.values()].filter((d) => d.includes("accounts@routed.example"))).toEqual([["accounts@routed.example"]]);
    });
  });
}
