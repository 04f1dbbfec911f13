/**
 * The console's Locations pages on PGlite and PostgreSQL (issue 20) through their loaders and action: a save geocodes
 * the postcode with the embedded geocoder and stores the point, writes an audit entry and moves the site's
 * updated_at (what every process's site directory polls); the dates of other hours are a settings version and reach
 * the public location view; another dealer's location is a 404, sales are refused (403), bad input is a 400 with the
 * field's message and changes nothing.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import type { FormValues } from "~/domain/forms/form-values";
import { auditLog, locations, staffUsers, websites } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite, type Yard } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { readSiteLook } from "~/server/console/settings-versions";
import { createEmbeddedGeocoder } from "~/server/services/geocode/embedded";
import { createSiteDirectory, type SiteDirectory } from "~/server/tenancy/site-directory";
import { findPlace } from "~/app/features/forms/location-place";
import { loadLocation, loadLocations, locationAction, type LocationActionData } from "./locations.server";

type Thrown = { init?: { status?: number } | null; status?: number; data?: unknown };
type Answer = Required<LocationActionData>;

async function answer(work: () => Promise<unknown>): Promise<{ status: number; data: Answer }> {
  try {
    const out = (await work()) as Thrown;
    return { status: out?.init?.status ?? 200, data: (out?.data ?? out) as Answer };
  } catch (error) {
    const e = error as Thrown;
    return { status: e.init?.status ?? e.status ?? 500, data: e.data as Answer };
  }
}

const FORM: FormValues = {
  name: "Harbour Sales",
  visible: "on",
  locationType: "sales",
  locationSubtype: "used",
  manufacturers: "Toyota, Kia",
  street: "10 George St",
  suburb: "Sydney",
  city: "Sydney",
  state: "NSW",
  postcode: "2000",
  phone: "02 9999 0000",
  email: "sales@harbour.example",
  "open-1": "08:00",
  "close-1": "17:30",
  "open-6": "09:00",
  "close-6": "13:00",
  exceptions: "2099-12-25 closed Christmas Day\n2099-12-24 09:00-12:00 Christmas Eve",
};

for (const kind of await databaseKinds()) {
  describe(`console locations on ${kind}`, () => {
    let database: TestDatabase;
    let a: Yard;
    let b: Yard;
    let staffId: number;
    let sites: SiteDirectory;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await insertSite(database.db, "locations-a");
      b = await insertSite(database.db, "locations-b");
      [{ id: staffId }] = await database.db
        .insert(staffUsers)
        .values({ email: "owner@locations-a.example" })
        .returning({ id: staffUsers.id });
      sites = createSiteDirectory(database.db);
    });
    afterAll(async () => {
      await database?.drop();
    });

    function context(role: StaffRole) {
      const member: StaffMember = {
        id: staffId,
        email: "owner@locations-a.example",
        name: "",
        websiteId: a.site.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, { db: database.db, sites, geocoder: createEmbeddedGeocoder() } as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: a.site.slug },
        site: { id: a.site.id, name: a.site.name, slug: a.site.slug },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/locations" });
      return ctx;
    }
    const post = (id: number | string, fields: FormValues, role: StaffRole = "owner") => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
      const request = new Request(`http://locations-a.localhost/console/locations/${id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://locations-a.localhost" },
        body: body.toString(),
      });
      return answer(() => locationAction(request, context(role), String(id)));
    };
    const row = async (id: number) => (await database.db.select().from(locations).where(eq(locations.id, id)))[0];
    const stamp = async () => (await database.db.select({ at: websites.updatedAt }).from(websites).where(eq(websites.id, a.site.id)))[0].at;

    it("saves a location: geocoded from its postcode, audited, the site's updated_at moved, holiday hours on the public page", async () => {
      const before = await stamp();
      const saved = await post(a.location.id, FORM);
      expect(saved).toMatchObject({ status: 200, data: { ok: expect.stringContaining("Saved") } });
      const stored = await row(a.location.id);
      expect(stored).toMatchObject({
        name: "Harbour Sales",
        locationSubtype: "used",
        manufacturers: ["Toyota", "Kia"],
        city: "Sydney",
        address: { street: "10 George St", suburb: "Sydney", state: "NSW", postcode: "2000" },
        contactDetail: { phone: "02 9999 0000", email: "sales@harbour.example" },
      });
      // Sydney's postcode, from the embedded table (the test yard was in Brisbane).
      expect(stored.latitude).toBeCloseTo(-33.87, 0);
      expect(stored.longitude).toBeCloseTo(151.2, 0);
      expect(stored.openingHours.find((h) => h.day === 6)).toEqual({ day: 6, open: "09:00", close: "13:00" });
      expect((await stamp()).getTime()).toBeGreaterThan(before.getTime());
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "locations.edit"));
      expect(audit.subject).toContain("Location");
      const { settings } = await readSiteLook(database.db, a.site.id);
      expect(settings.locations.hoursExceptions[a.location.slug].map((e) => e.date)).toEqual(["2099-12-24", "2099-12-25"]);

      const site = (await sites.lookup(`${a.site.slug}.localhost`)).site!;
      const place = findPlace(site as never, a.location.slug);
      expect(place).toMatchObject({
        kind: "location",
        location: { name: "Harbour Sales", holidayHours: [{ hours: "09:00 – 12:00" }, { hours: "Closed" }] },
      });
      const page = await loadLocation(context("owner"), String(a.location.id));
      expect(page.values).toMatchObject({
        name: "Harbour Sales",
        "open-6": "09:00",
        exceptions: expect.stringContaining("2099-12-25 closed Christmas Day"),
      });
      expect((await post(a.location.id, FORM)).data.ok).toBe("Nothing changed.");
    });

    it("answers bad input 400 with the field's message and changes nothing", async () => {
      const before = await row(a.location.id);
      const bad = await post(a.location.id, { ...FORM, phone: "12", "close-1": "07:00", exceptions: "2099-02-30 closed" });
      expect(bad.status).toBe(400);
      expect(bad.data.fieldErrors).toMatchObject({
        phone: expect.stringContaining("Australian phone number"),
        "open-1": "Monday: The closing time must be after the opening time.",
        exceptions: expect.stringContaining("real date"),
      });
      const unknownPostcode = await post(a.location.id, { ...FORM, postcode: "0001" });
      expect(unknownPostcode.status).toBe(400);
      expect(unknownPostcode.data.fieldErrors.postcode).toContain("was not found");
      expect(await row(a.location.id)).toEqual(before);
    });

    it("answers another dealer's location and a junk id 404, and refuses sales 403", async () => {
      expect((await post(b.location.id, FORM)).status).toBe(404);
      expect((await post("junk", FORM)).status).toBe(404);
      expect((await answer(() => loadLocation(context("owner"), String(b.location.id)))).status).toBe(404);
      expect((await row(b.location.id)).name).not.toBe("Harbour Sales");
      expect((await post(a.location.id, FORM, "sales")).status).toBe(403);
      expect((await answer(() => loadLocations(context("sales")))).status).toBe(403);
      const list = await loadLocations(context("owner"));
      expect(list.locations.map((l) => l.id)).toEqual([a.location.id]);
    });
  });
}
