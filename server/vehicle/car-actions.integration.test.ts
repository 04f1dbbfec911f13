import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_POSTCODE, INVALID_POSTCODE_FORMAT } from "~/domain/vehicle/postcode";
import { leads } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { CROSS_SITE_MESSAGE } from "~/server/http/same-origin";
import { createDbRateLimiter } from "~/server/leads/rate-limit";
import { createEmbeddedGeocoder } from "~/server/services/geocode/embedded";
import { createSiteDirectory, type Site } from "~/server/tenancy/site-directory";
import { deliveryAction, leadAction, readCarPost } from "./car-actions";
import { insertCar, insertSite } from "~/server/db/test-factories";

const log = pino({ level: "silent" });
const NOW = Date.UTC(2026, 10, 21, 2);
const PAGE = "http://alpha.localhost/cars/x";

function post(values: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(PAGE, {
    method: "POST",
    headers: { origin: "http://alpha.localhost", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(values).toString(),
  });
}

describe("reading a vehicle page post", () => {
  it("reads the form once and names its intent", async () => {
    const request = post({ intent: "delivery", postcode: "4000" });
    expect(await readCarPost(request)).toEqual({ ok: true, intent: "delivery", values: { intent: "delivery", postcode: "4000" } });
    expect(request.bodyUsed).toBe(true);
    expect(await readCarPost(post({ intent: "test-drive", name: "Jo" }))).toMatchObject({ ok: true, intent: "test-drive" });
  });

  it("refuses another site's page with 403 before reading the body", async () => {
    for (const headers of [{ origin: "http://bravo.localhost" }, { origin: "null" }]) {
      const request = post({ intent: "delivery", postcode: "4000" }, headers);
      expect(await readCarPost(request)).toEqual({ ok: false, status: 403, message: CROSS_SITE_MESSAGE });
      expect(request.bodyUsed).toBe(false);
    }
    const fetchOnly = new Request(PAGE, {
      method: "POST",
      headers: { "sec-fetch-site": "same-site", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=delivery",
    });
    expect(await readCarPost(fetchOnly)).toMatchObject({ ok: false, status: 403 });
  });

  it("answers a body that is not a form with 415, an unreadable form with 400, a large one with 413", async () => {
    const json = new Request(PAGE, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ intent: "delivery" }),
    });
    expect(await readCarPost(json)).toMatchObject({ ok: false, status: 415 });
    const bare = new Request(PAGE, { method: "POST", body: new Uint8Array([0, 1, 2]) });
    expect(await readCarPost(bare)).toMatchObject({ ok: false, status: 415 });
    const broken = new Request(PAGE, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "garbage" });
    expect(await readCarPost(broken)).toMatchObject({ ok: false, status: 400, message: "The form data could not be read." });
    expect(await readCarPost(post({ intent: "enquiry", message: "x".repeat(40_000) }))).toMatchObject({ ok: false, status: 413 });
  });

  it("answers 400 for a missing or unknown intent", async () => {
    for (const values of [{}, { intent: "reserve" }, { intent: "__proto__" }] as Array<Record<string, string>>) {
      expect(await readCarPost(post(values)), JSON.stringify(values)).toMatchObject({
        ok: false,
        status: 400,
        message: "The form's intent must be one of delivery, enquiry, test-drive, request-photos.",
      });
    }
  });
});

for (const kind of await databaseKinds()) {
  describe(`vehicle page forms on ${kind}`, () => {
    let database: TestDatabase;
    let site: Site;
    let carId: number;
    const to = { lat: -27.45, lng: 153.04, name: "alpha main Yard" };
    const meta = () => ({ ip: "203.0.113.9", log, limiter: createDbRateLimiter(database.db), now: new Date(NOW) });

    /** What the route does: read the post once, then hand its values to the lead pipeline. */
    async function lead(request: Request) {
      const read = await readCarPost(request);
      if (!read.ok || read.intent === "delivery") throw new Error(`expected a lead post, got ${JSON.stringify(read)}`);
      return leadAction(request, read.values, database.db, site, read.intent, meta());
    }

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const alpha = await insertSite(database.db, "alpha");
      carId = (await insertCar(database.db, alpha, { slug: "alpha-rav4" })).id;
      site = (await createSiteDirectory(database.db).lookup("alpha.localhost")).site!;
    });
    afterAll(async () => {
      await database?.drop();
    });

    it("prices delivery to a good postcode and rejects bad ones", async () => {
      const geo = createEmbeddedGeocoder();
      const near = await deliveryAction(geo, site, to, "4000", log);
      expect(near).toMatchObject({ ok: true, postcode: "4000", quote: { kind: "free" } });
      const far = await deliveryAction(geo, site, to, "3000", log);
      expect(far).toMatchObject({ ok: true, quote: { kind: "priced" } });
      expect(await deliveryAction(geo, site, to, "40", log)).toEqual({ intent: "delivery", ok: false, error: INVALID_POSTCODE_FORMAT });
      expect(await deliveryAction(geo, site, to, "0000", log)).toEqual({ intent: "delivery", ok: false, error: INVALID_POSTCODE });
      expect(await deliveryAction(geo, site, to, "4000\u0000", log)).toMatchObject({ intent: "delivery", ok: false });
    });

    it("stores a valid enquiry about the car as a lead, once for a double submit", async () => {
      const values = {
        intent: "enquiry",
        name: "Sam Shopper",
        email: "sam@example.com",
        phone: "0412 345 678",
        message: "Is it available?",
        category: "General Enquiry",
        car_id: String(carId),
      };
      const first = await lead(post(values));
      const again = await lead(post(values));
      expect(first).toEqual({ status: 200, redirectTo: "/success", eventId: 22, body: { intent: "enquiry", ok: true } });
      expect(again.status).toBe(200);
      const stored = await database.db.select().from(leads).where(eq(leads.carId, carId));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ kind: "enquiry", name: "Sam Shopper", websiteId: site.id });
    });

    it("stores a lead with NUL bytes in its text cleaned out", async () => {
      const values = {
        intent: "test-drive",
        name: "Nul\u0000 Shopper",
        email: "nul@example.com",
        phone: "0412 345 678",
        message: "Sat\u0000urday?",
        car_id: String(carId),
      };
      expect(await lead(post(values))).toMatchObject({ status: 200 });
      const [stored] = await database.db.select().from(leads).where(eq(leads.email, "nul@example.com"));
      expect(stored.name).toBe("Nul Shopper");
    });

    it("answers field errors for an invalid test drive and stores nothing", async () => {
      const answer = await lead(post({ intent: "test-drive", name: "", email: "nope", phone: "1", car_id: String(carId) }));
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ ok: false, summary: { title: "Please fix the following errors:" } });
      expect(Object.keys((answer.body as { fieldErrors: object }).fieldErrors)).toEqual(expect.arrayContaining(["name", "email", "phone"]));
    });

    it("refuses a lead posted from another site's page in the pipeline too", async () => {
      const answer = await leadAction(
        post({ intent: "enquiry", name: "X" }, { origin: "http://bravo.localhost" }),
        { intent: "enquiry", name: "X" },
        database.db,
        site,
        "enquiry",
        meta(),
      );
      expect(answer).toMatchObject({ status: 403, body: { intent: "enquiry", ok: false, formError: CROSS_SITE_MESSAGE } });
    });
  });
}
