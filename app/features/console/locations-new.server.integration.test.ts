/**
 * Adding a location in the console on PGlite and PostgreSQL (issue 20): the postcode geocoded by the embedded
 * geocoder, a slug from the name unique within the dealer, the row, an audit entry and the site's updated_at in one
 * transaction, the dates of other hours in the settings, and the public site directory lists it. Another dealer's
 * dealership is refused (400, nothing added); sales are refused (403); bad input is a 400 with the field's message.
 */
import { and, count, eq } from "drizzle-orm";
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
import { loadNewLocation, newLocationAction, type LocationActionData } from "./locations.server";

type Thrown = { init?: { status?: number } | null; status?: number; data?: unknown };

async function answer(
  work: () => Promise<unknown>,
): Promise<{ status: number; data: Required<LocationActionData>; location?: string | null }> {
  try {
    const out = (await work()) as Thrown;
    return { status: out?.init?.status ?? 200, data: (out?.data ?? out) as Required<LocationActionData> };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, data: {} as Required<LocationActionData>, location: error.headers.get("location") };
    const e = error as Thrown;
    return { status: e.init?.status ?? e.status ?? 500, data: e.data as Required<LocationActionData> };
  }
}

const FORM: FormValues = {
  name: "Northside Service",
  visible: "on",
  locationType: "service",
  locationSubtype: "",
  manufacturers: "Toyota",
  street: "5 Smith St",
  suburb: "Parramatta",
  city: "Sydney",
  state: "NSW",
  postcode: "2150",
  phone: "02 9999 0000",
  email: "",
  "open-1": "08:00",
  "close-1": "17:00",
  exceptions: "2099-12-25 closed Christmas Day",
};

for (const kind of await databaseKinds()) {
  describe(`adding a location in the console on ${kind}`, () => {
    let database: TestDatabase;
    let a: Yard;
    let b: Yard;
    let staffId: number;
    let sites: SiteDirectory;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await insertSite(database.db, "newloc-a");
      b = await insertSite(database.db, "newloc-b");
      [{ id: staffId }] = await database.db.insert(staffUsers).values({ email: "owner@newloc-a.example" }).returning({ id: staffUsers.id });
      sites = createSiteDirectory(database.db);
    });
    afterAll(async () => {
      await database?.drop();
    });

    function context(role: StaffRole) {
      const member: StaffMember = {
        id: staffId,
        email: "owner@newloc-a.example",
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
      ctx.set(staffContext, { member, token: "t", path: "/console/locations/new" });
      return ctx;
    }
    const post = (fields: FormValues, role: StaffRole = "owner") => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
      const request = new Request("http://newloc-a.localhost/console/locations/new", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://newloc-a.localhost" },
        body: body.toString(),
      });
      return answer(() => newLocationAction(request, context(role)));
    };
    const countOf = async (websiteId: number) =>
      (await database.db.select({ n: count() }).from(locations).where(eq(locations.websiteId, websiteId)))[0].n;

    it("offers the dealer's dealership on an empty form", async () => {
      const page = await loadNewLocation(context("manager"));
      expect(page).toMatchObject({
        id: null,
        dealerships: [{ id: a.dealership.id }],
        values: { visible: "on", locationType: "sales", state: "QLD" },
      });
    });

    it("adds a location: geocoded, slug from its name (numbered the second time), audited, updated_at moved, on the public site", async () => {
      const before = (await database.db.select({ at: websites.updatedAt }).from(websites).where(eq(websites.id, a.site.id)))[0].at;
      const made = await post({ ...FORM, dealership: String(a.dealership.id) });
      expect(made.status).toBe(302);
      expect(made.location).toMatch(/^\/console\/locations\/\d+\?added=1$/);
      const [row] = await database.db
        .select()
        .from(locations)
        .where(and(eq(locations.websiteId, a.site.id), eq(locations.slug, "northside-service")));
      expect(row).toMatchObject({ name: "Northside Service", dealershipId: a.dealership.id, locationType: "service", city: "Sydney" });
      // Parramatta's postcode, from the embedded table.
      expect(row.latitude).toBeCloseTo(-33.8, 0);
      const after = (await database.db.select({ at: websites.updatedAt }).from(websites).where(eq(websites.id, a.site.id)))[0].at;
      expect(after.getTime()).toBeGreaterThan(before.getTime());
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "locations.create"));
      expect(audit).toMatchObject({ before: null, after: expect.objectContaining({ slug: "northside-service" }) });
      expect((await readSiteLook(database.db, a.site.id)).settings.locations.hoursExceptions["northside-service"]).toEqual([
        expect.objectContaining({ date: "2099-12-25" }),
      ]);
      sites.invalidate();
      const site = (await sites.lookup("newloc-a.localhost")).site!;
      expect(site.locations.map((l) => l.slug)).toContain("northside-service");

      expect((await post({ ...FORM, dealership: String(a.dealership.id) })).status).toBe(302);
      expect(await database.db.select({ slug: locations.slug }).from(locations).where(eq(locations.name, "Northside Service"))).toEqual(
        expect.arrayContaining([{ slug: "northside-service" }, { slug: "northside-service-2" }]),
      );
    });

    it("refuses another dealer's dealership, an unknown postcode and bad fields (400 with messages), adding nothing", async () => {
      const before = await countOf(a.site.id);
      expect(await post({ ...FORM, dealership: String(b.dealership.id) })).toMatchObject({
        status: 400,
        data: { fieldErrors: { dealership: "Choose one of this dealer's dealerships." } },
      });
      expect(await post({ ...FORM, dealership: String(a.dealership.id), postcode: "0001" })).toMatchObject({
        status: 400,
        data: { fieldErrors: { postcode: expect.stringContaining("was not found") } },
      });
      const bad = await post({ ...FORM, dealership: "junk", name: "", "close-1": "07:00" });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.data.fieldErrors).sort()).toEqual(["dealership", "name", "open-1"]);
      expect(await countOf(a.site.id)).toBe(before);
      expect(await countOf(b.site.id)).toBe(1);
    });

    it("refuses sales (403) on the form and the action", async () => {
      expect((await answer(() => loadNewLocation(context("sales")))).status).toBe(403);
      expect((await post({ ...FORM, dealership: String(a.dealership.id) }, "sales")).status).toBe(403);
    });
  });
}
