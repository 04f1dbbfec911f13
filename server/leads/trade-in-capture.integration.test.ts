// Partial trade-in leads (001 §5) on both databases: kept while the shopper types, delivered after the delay when
// they do not finish, replaced by the finished form, and never two leads for one shopper's car, even under races.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTIAL_LEAD_DELAY_MS } from "~/domain/forms/trade-in-partial";
import type { LeadPayload } from "~/domain/leads/lead-record";
import type { Db } from "~/server/db/client";
import { leadDeliveries, leads, tradeInCaptures } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertLeadSite, newKey, type LeadSite } from "~/server/db/test-factories";
import type { DeliveryJob } from "./delivery-job";
import { createDeliveryWorker } from "./delivery-worker";
import { createEmbeddedGeocoder } from "~/server/services/geocode/embedded";
import { savePartialTradeIn, tradeInSubmitter } from "./trade-in-capture";

const T0 = new Date("2026-11-25T01:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

function typed(site: LeadSite, extra: Record<string, unknown> = {}) {
  return {
    first_name: "Jo",
    mobile: "0412 345 678",
    rego: "ABC123",
    regoState: "QLD",
    kms: "45000",
    location_id: String(site.locationIds[0]),
    ...extra,
  };
}
function finished(site: LeadSite, extra: Record<string, unknown> = {}) {
  return {
    ...typed(site),
    last_name: "Citizen",
    email: "jo@example.com",
    postcode: "4000",
    dealership_slug: site.dealershipSlugs[0],
    ...extra,
  };
}

for (const kind of await databaseKinds()) {
  describe(`trade-in lead capture on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let slugs = 0;
    const delivered: DeliveryJob[] = [];
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
    });
    afterAll(() => database?.drop());

    const newSite = () => insertLeadSite(db, `trade-${++slugs}`);
    const worker = (now: Date) => createDeliveryWorker({ db, now: () => now, deliver: async (job) => void delivered.push(job) });
    const submit = tradeInSubmitter();
    async function leadsOf(site: LeadSite) {
      return db.select().from(leads).where(eq(leads.websiteId, site.website.id));
    }

    it("keeps nothing until the form holds a name, a mobile or email and the car", async () => {
      const site = await newSite();
      const result = await savePartialTradeIn(db, { ...site, values: { first_name: "Jo", rego: "ABC123" }, formKey: newKey(), now: T0 });
      expect(result).toEqual({ ok: false, reason: "not-ready" });
      expect(await leadsOf(site)).toHaveLength(0);
    });

    it("delivers an unfinished trade-in after the delay, once, with what was typed", async () => {
      const site = await newSite();
      const formKey = newKey();
      const first = await savePartialTradeIn(db, { ...site, values: typed(site), formKey, now: T0 });
      expect(first).toMatchObject({ ok: true, state: "saved" });
      // A later change updates the same lead and restarts the delay.
      const second = await savePartialTradeIn(db, { ...site, values: typed(site, { email: "jo@example.com" }), formKey, now: at(60_000) });
      expect(second).toMatchObject({ ok: true, state: "saved", leadId: first.ok ? first.leadId : "" });
      const [lead] = await leadsOf(site);
      expect(lead.email).toBe("jo@example.com");
      expect((lead.payload as LeadPayload).partial).toBe(true);

      delivered.length = 0;
      await worker(at(PARTIAL_LEAD_DELAY_MS)).runOnce();
      expect(delivered).toHaveLength(0);
      await worker(at(60_000 + PARTIAL_LEAD_DELAY_MS)).runOnce();
      expect(delivered.map((j) => j.lead.id)).toEqual([lead.id]);
      expect(delivered[0].lead.payload.partial).toBe(true);
      expect(delivered[0].lead.payload.form).toMatchObject({ rego: "ABC123", kms: 45_000, mobile: "+61412345678" });
      expect(await leadsOf(site)).toHaveLength(1);
    });

    it("a finished submit replaces the partial lead before it is sent: one lead, delivered once, complete", async () => {
      const site = await newSite();
      const formKey = newKey();
      const partial = await savePartialTradeIn(db, { ...site, values: typed(site), formKey, now: T0 });
      const done = await submit(db, { ...site, kind: "trade-in", values: finished(site), idempotencyKey: formKey, now: at(120_000) });
      expect(done).toMatchObject({ ok: true, duplicate: false, leadId: partial.ok ? partial.leadId : "" });
      // The same submission again is the same lead.
      expect(
        await submit(db, { ...site, kind: "trade-in", values: finished(site), idempotencyKey: formKey, now: at(121_000) }),
      ).toMatchObject({
        ok: true,
        duplicate: true,
      });
      delivered.length = 0;
      await worker(at(130_000)).runOnce();
      expect(delivered).toHaveLength(1);
      expect(delivered[0].lead.payload.partial).toBe(false);
      expect(delivered[0].lead.payload.replacesPartial).toBeUndefined();
      expect(delivered[0].lead.name).toBe("Jo Citizen");
      expect(delivered[0].idempotencyKey).toBe(delivered[0].lead.id);
      // A save arriving late never turns the finished lead back into a partial one.
      expect(await savePartialTradeIn(db, { ...site, values: typed(site), formKey, now: at(140_000) })).toMatchObject({
        state: "complete",
      });
      await worker(at(140_000 + PARTIAL_LEAD_DELAY_MS)).runOnce();
      expect(delivered).toHaveLength(1);
      expect(await leadsOf(site)).toHaveLength(1);
    });

    it("a finished submit after the partial lead went out sends the same lead again as its replacement", async () => {
      const site = await newSite();
      const formKey = newKey();
      await savePartialTradeIn(db, { ...site, values: typed(site), formKey, now: T0 });
      delivered.length = 0;
      await worker(at(PARTIAL_LEAD_DELAY_MS + 1)).runOnce();
      expect(delivered).toHaveLength(1);
      const later = at(PARTIAL_LEAD_DELAY_MS + 3_600_000);
      await submit(db, { ...site, kind: "trade-in", values: finished(site), idempotencyKey: formKey, now: later });
      await worker(later).runOnce();
      expect(delivered).toHaveLength(2);
      expect(delivered[1].lead.id).toBe(delivered[0].lead.id);
      expect(delivered[1].lead.payload).toMatchObject({ partial: false, replacesPartial: true });
      expect(delivered[1].idempotencyKey).toBe(`${delivered[1].lead.id}-complete`);
      expect(await leadsOf(site)).toHaveLength(1);
    });

    it("one shopper's one car is one lead across forms; another car or another shopper is another lead", async () => {
      const site = await newSite();
      await savePartialTradeIn(db, { ...site, values: typed(site), formKey: newKey(), now: T0 });
      await savePartialTradeIn(db, { ...site, values: typed(site, { first_name: "Joanne" }), formKey: newKey(), now: T0 });
      await submit(db, { ...site, kind: "trade-in", values: finished(site), idempotencyKey: newKey(), now: T0 });
      expect(await leadsOf(site)).toHaveLength(1);
      await submit(db, { ...site, kind: "trade-in", values: finished(site, { rego: "XYZ789" }), idempotencyKey: newKey(), now: T0 });
      await submit(db, {
        ...site,
        kind: "trade-in",
        values: finished(site, { mobile: "0423 456 789" }),
        idempotencyKey: newKey(),
        now: T0,
      });
      expect(await leadsOf(site)).toHaveLength(3);
    });

    it("geocodes the postcode for Australia: a well-formed postcode with no place is refused with 'Invalid postcode'", async () => {
      const site = await newSite();
      const geocoding = tradeInSubmitter(undefined, createEmbeddedGeocoder());
      const refused = await geocoding(db, {
        ...site,
        kind: "trade-in",
        values: finished(site, { postcode: "0000" }),
        idempotencyKey: newKey(),
        now: T0,
      });
      expect(refused).toMatchObject({ ok: false, reason: "invalid", fieldErrors: { postcode: ["Invalid postcode"] } });
      const badFormat = await geocoding(db, {
        ...site,
        kind: "trade-in",
        values: finished(site, { postcode: "40a0" }),
        idempotencyKey: newKey(),
        now: T0,
      });
      expect(badFormat).toMatchObject({ ok: false, fieldErrors: { postcode: ["Invalid postcode. Please enter a 4-digit number."] } });
      expect(await leadsOf(site)).toHaveLength(0);
      const down = tradeInSubmitter(undefined, { name: "down", geocodePostcode: () => Promise.reject(new Error("timeout")) });
      expect(await down(db, { ...site, kind: "trade-in", values: finished(site), idempotencyKey: newKey(), now: T0 })).toMatchObject({
        ok: true,
      });
      expect(
        await geocoding(db, { ...site, kind: "trade-in", values: finished(site, { rego: "NEW123" }), idempotencyKey: newKey(), now: T0 }),
      ).toMatchObject({ ok: true });
    });

    it("saves and submits racing for one shopper's car make one lead (the database's unique keys decide)", async () => {
      const site = await newSite();
      const formKeys = [newKey(), newKey(), newKey()];
      const results = await Promise.all([
        ...Array.from({ length: 12 }, (_, i) =>
          savePartialTradeIn(db, { ...site, values: typed(site), formKey: formKeys[i % 3], now: T0 }),
        ),
        ...formKeys.map((k) => submit(db, { ...site, kind: "trade-in", values: finished(site), idempotencyKey: k, now: T0 })),
      ]);
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await leadsOf(site)).toHaveLength(1);
      const [captures] = await db.select({ n: count() }).from(tradeInCaptures).where(eq(tradeInCaptures.websiteId, site.website.id));
      expect(Number(captures.n)).toBe(1);
      const [lead] = await leadsOf(site);
      const rows = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id));
      expect(rows).toHaveLength(1);
    });
  });
}
