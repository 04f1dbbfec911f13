import { and, count, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/domain/forms";
import type { Db } from "~/server/db/client";
import { leadDeliveries, leads } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { submitLead } from "./submit-lead";
import { enquiryValues, insertLeadSite, newKey, type LeadSite } from "~/server/db/test-factories";

async function leadCount(db: Db, websiteId: number) {
  const [row] = await db.select({ n: count() }).from(leads).where(eq(leads.websiteId, websiteId));
  return Number(row.n);
}

for (const kind of await databaseKinds()) {
  describe(`submitLead on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let north: LeadSite;
    let south: LeadSite;
    let webhooked: LeadSite;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      north = await insertLeadSite(db, "north");
      south = await insertLeadSite(db, "south");
      webhooked = await insertLeadSite(db, "hooked", {
        leads: {
          targets: [
            { type: "email", to: "sales@hooked.example" },
            { type: "webhook", url: "https://crm.example/hook" },
          ],
        },
      });
    });
    afterAll(() => database?.drop());

    it("stores the lead with its normalised fields and a mail-folder delivery when no target is configured", async () => {
      const result = await submitLead(db, {
        ...north,
        kind: "enquiry",
        values: enquiryValues(north, { category: "Careers Enquiry", car_id: String(north.carId) }),
        idempotencyKey: newKey(),
        sourceUrl: "https://north.example/cars/x",
        ip: "203.0.113.9",
      });
      expect(result).toMatchObject({ ok: true, duplicate: false, eventId: 51 });
      if (!result.ok) return;
      const [lead] = await db.select().from(leads).where(eq(leads.id, result.leadId));
      expect(lead).toMatchObject({
        websiteId: north.website.id,
        kind: "enquiry",
        eventId: 51,
        category: "General Enquiry",
        subcategory: "Career Enquiry",
        name: "Jo Citizen",
        email: "jo@example.com",
        phone: "+61412345678",
        carId: north.carId,
        locationId: north.locationIds[0],
        sourceUrl: "https://north.example/cars/x",
      });
      expect(lead.payload).toMatchObject({
        website: { slug: "north" },
        car: { id: north.carId, stocknum: "U1234", url: "https://north.example/cars/north-2021-toyota-rav4" },
        dealership: { slug: "north-main" },
        location: { id: north.locationIds[0] },
        ip: "203.0.113.9",
      });
      const deliveries = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, result.leadId));
      expect(deliveries.map((d) => [d.target, d.destination, d.status])).toEqual([["mail-folder", "mail/north", "pending"]]);
    });

    it("makes one delivery per configured target", async () => {
      const result = await submitLead(db, { ...webhooked, kind: "enquiry", values: enquiryValues(webhooked), idempotencyKey: newKey() });
      if (!result.ok) throw new Error("expected ok");
      const deliveries = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, result.leadId));
      expect(deliveries.map((d) => `${d.target} ${d.destination}`).sort()).toEqual([
        "email-adf sales@hooked.example",
        "webhook https://crm.example/hook",
      ]);
    });

    it("takes the dealership and location from the car for a photo request", async () => {
      const result = await submitLead(db, {
        ...north,
        kind: "request-photos",
        values: { name: "Jo", email: "jo@example.com", phone: "0412345678", car_id: north.carId },
        idempotencyKey: newKey(),
      });
      if (!result.ok) throw new Error("expected ok");
      const [lead] = await db.select().from(leads).where(eq(leads.id, result.leadId));
      expect(lead.locationId).toBe(north.locationIds[1]);
      expect(lead.payload).toMatchObject({ dealership: { slug: "north-coast" } });
    });

    it("stores a trade-in with the name and mobile from its own fields", async () => {
      const result = await submitLead(db, {
        ...north,
        kind: "trade-in",
        values: {
          first_name: "Jo",
          last_name: "Citizen",
          mobile: "0412 345 678",
          email: "jo@example.com",
          postcode: "4000",
          rego: "abc123",
          regoState: "QLD",
          kms: "85000",
          location_id: String(north.locationIds[0]),
          dealership_slug: north.dealershipSlugs[0],
        },
        idempotencyKey: newKey(),
      });
      if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
      const [lead] = await db.select().from(leads).where(eq(leads.id, result.leadId));
      expect(lead).toMatchObject({ name: "Jo Citizen", phone: "+61412345678", kind: "trade-in", eventId: 22 });
    });

    it("answers the form's errors and stores nothing for invalid values", async () => {
      const before = await leadCount(db, north.website.id);
      const result = await submitLead(db, { ...north, kind: "enquiry", values: { name: "Jo" }, idempotencyKey: newKey() });
      expect(result).toMatchObject({ ok: false, reason: "invalid", summary: { title: "Please fix the following errors:" } });
      if (result.ok || result.reason !== "invalid") return;
      expect(result.fieldErrors.email).toEqual(["Please enter a valid email address."]);
      expect(await leadCount(db, north.website.id)).toBe(before);
    });

    it("refuses a filled honeypot and stores nothing", async () => {
      const before = await leadCount(db, north.website.id);
      const result = await submitLead(db, {
        ...north,
        kind: "enquiry",
        values: enquiryValues(north, { [HONEYPOT_FIELD]: "buy cheap watches" }),
        idempotencyKey: newKey(),
      });
      expect(result).toEqual({ ok: false, reason: "spam" });
      expect(await leadCount(db, north.website.id)).toBe(before);
    });

    describe("idempotency", () => {
      it("a second submit with the same key returns the first lead and adds nothing", async () => {
        const key = newKey();
        const first = await submitLead(db, { ...north, kind: "enquiry", values: enquiryValues(north), idempotencyKey: key });
        const before = await leadCount(db, north.website.id);
        const second = await submitLead(db, {
          ...north,
          kind: "enquiry",
          values: enquiryValues(north, { message: "again" }),
          idempotencyKey: key,
        });
        if (!first.ok || !second.ok) throw new Error("expected ok");
        expect(second).toEqual({ ok: true, leadId: first.leadId, duplicate: true, eventId: first.eventId });
        expect(await leadCount(db, north.website.id)).toBe(before);
        const [row] = await db.select({ n: count() }).from(leadDeliveries).where(eq(leadDeliveries.leadId, first.leadId));
        expect(Number(row.n)).toBe(1);
      });

      it("concurrent submits with the same key make exactly one lead", async () => {
        const key = newKey();
        const results = await Promise.all(
          Array.from({ length: 6 }, () => submitLead(db, { ...north, kind: "enquiry", values: enquiryValues(north), idempotencyKey: key })),
        );
        const ids = new Set(results.map((r) => (r.ok ? r.leadId : "failed")));
        expect(ids.size).toBe(1);
        expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
        const [row] = await db
          .select({ n: count() })
          .from(leads)
          .where(and(eq(leads.websiteId, north.website.id), eq(leads.idempotencyKey, key)));
        expect(Number(row.n)).toBe(1);
      });

      it("the same key on another website is another lead", async () => {
        const key = newKey();
        const a = await submitLead(db, { ...north, kind: "enquiry", values: enquiryValues(north), idempotencyKey: key });
        const b = await submitLead(db, { ...south, kind: "enquiry", values: enquiryValues(south), idempotencyKey: key });
        if (!a.ok || !b.ok) throw new Error("expected ok");
        expect(a.leadId).not.toBe(b.leadId);
        expect(b.duplicate).toBe(false);
      });

      it("refuses to run without a usable key", async () => {
        await expect(submitLead(db, { ...north, kind: "enquiry", values: enquiryValues(north), idempotencyKey: "" })).rejects.toThrow(
          /idempotency key/,
        );
      });
    });

    describe("tenant scoping of ids", () => {
      it("rejects another website's car", async () => {
        const result = await submitLead(db, {
          ...north,
          kind: "enquiry",
          values: enquiryValues(north, { car_id: String(south.carId) }),
          idempotencyKey: newKey(),
        });
        expect(result).toMatchObject({
          ok: false,
          reason: "invalid",
          fieldErrors: { car_id: ["Please choose a vehicle from this site."] },
        });
      });

      it("rejects another website's location and dealership", async () => {
        const result = await submitLead(db, {
          ...north,
          kind: "enquiry",
          values: enquiryValues(north, { location: String(south.locationIds[0]), dealership_slug: south.dealershipSlugs[0] }),
          idempotencyKey: newKey(),
        });
        expect(result).toMatchObject({
          ok: false,
          fieldErrors: { location: ["Please select a location."], dealership_slug: ["Please select your preferred dealership."] },
        });
      });
    });

    it("rolls the lead back when a delivery row cannot be inserted", async () => {
      const before = await leadCount(db, north.website.id);
      await db.execute(sql`
        create function fail_lead_delivery() returns trigger language plpgsql as $$
        begin raise exception 'delivery insert refused'; end $$`);
      await db.execute(
        sql`create trigger fail_lead_delivery before insert on lead_deliveries for each row execute function fail_lead_delivery()`,
      );
      try {
        await expect(
          submitLead(db, { ...north, kind: "enquiry", values: enquiryValues(north), idempotencyKey: newKey() }),
        ).rejects.toThrow();
        expect(await leadCount(db, north.website.id)).toBe(before);
      } finally {
        await db.execute(sql`drop trigger fail_lead_delivery on lead_deliveries`);
        await db.execute(sql`drop function fail_lead_delivery()`);
      }
    });
  });

  describe(`submitLead with the database gone on ${kind}`, () => {
    it("throws, never answers success, when the database is closed", async () => {
      const database = await openTestDatabase(kind);
      const site = await insertLeadSite(database.db, "closing");
      await database.close();
      try {
        await expect(
          submitLead(database.db, { ...site, kind: "enquiry", values: enquiryValues(site), idempotencyKey: newKey() }),
        ).rejects.toThrow();
      } finally {
        if (kind === "postgres") await database.drop().catch(() => undefined);
      }
    });
  });
}

describe("submitLead with PostgreSQL unreachable", () => {
  it("throws, never answers success", async () => {
    const client = postgres("postgres://postgres@127.0.0.1:1/none", { max: 1, connect_timeout: 2, onnotice: () => {} });
    const db = drizzle(client) as unknown as Db;
    try {
      await expect(
        submitLead(db, {
          website: { id: 1, slug: "x", name: "X" },
          settings: (await import("~/domain/settings/schema")).DEFAULT_SETTINGS,
          kind: "enquiry",
          values: { name: "Jo", email: "jo@example.com", phone: "0412345678", message: "Hi", category: "General Enquiry" },
          idempotencyKey: newKey(),
        }),
      ).rejects.toThrow();
    } finally {
      await client.end({ timeout: 1 });
    }
  });
});
