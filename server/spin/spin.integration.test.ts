/**
 * Spin to win on both databases: one spin per shopper per campaign however many requests arrive at once, prize
 * stock never below zero, the prize delivered as a lead whose ADF validates against the ADF 1.0 DTD (xmllint).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdf } from "~/domain/leads/adf";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { spinCampaignSchema, type SpinCampaign } from "~/domain/spin/campaign";
import type { Db } from "~/server/db/client";
import { leadDeliveries, leads, spinEntries, spinPrizeAwards, users } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite, type Yard } from "~/server/db/test-factories";
import { toLeadRecord } from "~/server/leads/delivery-worker";
import { findSpinEntry, prizesAwarded, spinOnce, type SpinSite } from "./spin";

const DTD = fileURLToPath(new URL("../../domain/leads/adf-1.0.dtd", import.meta.url));

function campaign(id: string, prizes: SpinCampaign["prizes"]): SpinCampaign {
  return spinCampaignSchema.parse({
    id,
    name: "Summer Spin",
    startDate: "2026-01-01",
    endDate: "2026-12-31",
    timeZone: "Australia/Perth",
    terms: "One spin per person.",
    prizes,
  });
}

const NOW = new Date("2026-06-01T02:00:00Z");
const always = (value: number) => () => value;

for (const kind of await databaseKinds()) {
  describe(`spin to win on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let yard: Yard;
    let site: SpinSite;
    let shoppers = 0;

    async function shopper() {
      shoppers += 1;
      const [user] = await db
        .insert(users)
        .values({ websiteId: yard.site.id, phone: `+614000${String(shoppers).padStart(5, "0")}` })
        .returning();
      return { id: user.id, phone: user.phone };
    }

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      yard = await insertSite(db, "spinners");
      site = {
        id: yard.site.id,
        slug: yard.site.slug,
        name: yard.site.name,
        settings: parseWebsiteSettings({ contact: { phone: "(08) 5550 0000" } }),
        dealerships: [yard.dealership],
        locations: [yard.location],
      };
    });
    afterAll(() => database?.drop());

    it("50 spins at once by one shopper make one entry, at most one prize and one lead; every answer is that entry", async () => {
      const c = campaign("fifty-at-once", [{ id: "fuel", label: "$50 fuel card", description: "", oddsPercent: 100, stock: 100 }]);
      const user = await shopper();
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          spinOnce(db, { site, campaign: c, user, entry: { name: "Jo Citizen", terms: "on" }, now: NOW, random: Math.random }),
        ),
      );
      const ids = new Set(results.map((r) => r.entry.id));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      expect(results.every((r) => r.entry.prizeId === "fuel")).toBe(true);
      const [entries] = await db.select({ n: count() }).from(spinEntries).where(eq(spinEntries.campaignId, c.id));
      expect(Number(entries.n)).toBe(1);
      expect(await prizesAwarded(db, site.id, c.id)).toEqual({ fuel: 1 });
      const [leadRows] = await db
        .select({ n: count() })
        .from(leads)
        .where(eq(leads.idempotencyKey, `spin:${c.id}:${[...ids][0]}`));
      expect(Number(leadRows.n)).toBe(1);
    });

    it("a replayed spin after the first answers the first result, even when the random number would now win", async () => {
      const c = campaign("replay", [{ id: "tint", label: "Window tint", description: "", oddsPercent: 50, stock: 10 }]);
      const user = await shopper();
      const first = await spinOnce(db, { site, campaign: c, user, entry: { name: "Jo", terms: "on" }, now: NOW, random: always(0.9) });
      expect(first).toMatchObject({ duplicate: false, entry: { prizeId: null, leadId: null } });
      const again = await spinOnce(db, { site, campaign: c, user, entry: { name: "Jo", terms: "on" }, now: NOW, random: always(0) });
      expect(again).toMatchObject({ duplicate: true, entry: { id: first.entry.id, prizeId: null } });
      expect(await findSpinEntry(db, site.id, c.id, user.id)).toMatchObject({ id: first.entry.id });
      expect(await prizesAwarded(db, site.id, c.id)).toEqual({});
    });

    it("the database refuses a second entry for the same shopper and campaign whatever the application does", async () => {
      const user = await shopper();
      await db.insert(spinEntries).values({ websiteId: site.id, campaignId: "direct", userId: user.id, name: "Jo" });
      await expect(
        db.insert(spinEntries).values({ websiteId: site.id, campaignId: "direct", userId: user.id, name: "Jo" }),
      ).rejects.toThrow();
      // A new campaign is a new chance.
      await db.insert(spinEntries).values({ websiteId: site.id, campaignId: "direct-2", userId: user.id, name: "Jo" });
    });

    it("60 shoppers spinning at once for 5 prizes: exactly 5 win, the stock left is 0, never below", async () => {
      const c = campaign("scarce", [{ id: "service", label: "Free service", description: "", oddsPercent: 100, stock: 5 }]);
      const people = await Promise.all(Array.from({ length: 60 }, () => shopper()));
      const results = await Promise.all(
        people.map((user) => spinOnce(db, { site, campaign: c, user, entry: { name: "Sam", terms: "on" }, now: NOW, random: always(0.5) })),
      );
      expect(results.filter((r) => r.entry.prizeId === "service")).toHaveLength(5);
      expect(results.filter((r) => r.entry.prizeId === null)).toHaveLength(55);
      expect(await prizesAwarded(db, site.id, c.id)).toEqual({ service: 5 });
      await expect(
        db
          .update(spinPrizeAwards)
          .set({ awarded: -1 })
          .where(and(eq(spinPrizeAwards.campaignId, c.id), eq(spinPrizeAwards.prizeId, "service"))),
      ).rejects.toThrow();
    });

    it("a prize is stored as a lead through the pipeline, with a delivery, and its ADF validates against the DTD (the site's phone for a dealership without one)", async () => {
      const c = campaign("lead", [{ id: "fuel", label: "$50 fuel card", description: "", oddsPercent: 100, stock: 1 }]);
      const user = await shopper();
      const { entry } = await spinOnce(db, {
        site,
        campaign: c,
        user,
        entry: { name: "Jo Citizen", email: "jo@example.com", terms: "on" },
        now: NOW,
        random: always(0.2),
        sourceUrl: "https://spinners.example/spin-to-win",
      });
      expect(entry).toMatchObject({ prizeId: "fuel", prizeLabel: "$50 fuel card" });
      const [lead] = await db.select().from(leads).where(eq(leads.id, entry.leadId!));
      expect(lead).toMatchObject({
        kind: "enquiry",
        category: "Spin to Win",
        name: "Jo Citizen",
        email: "jo@example.com",
        phone: user.phone,
      });
      const deliveries = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id));
      expect(deliveries.map((d) => [d.target, d.status])).toEqual([["mail-folder", "pending"]]);
      const xml = buildAdf(toLeadRecord(lead));
      expect(xml).toContain("Spin to win prize: $50 fuel card");
      const run = spawnSync("xmllint", ["--noout", "--dtdvalid", DTD, "-"], { input: xml, encoding: "utf8" });
      expect(run.error).toBeUndefined();
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
    });
  });
}
