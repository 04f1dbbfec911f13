/**
 * The console's Offers pages on PGlite and PostgreSQL (issue 20) through their loaders and actions: an offer created,
 * previewed, edited and deleted, each change audited with before and after and moving the site's updated_at (what
 * every process's site directory polls), and shown or not on the public offers by the public rules (visibleOffers).
 * Another dealer's offer (and a group offer, for anyone but the operator) is a 404; sales are refused (403) on every
 * action; bad input is a 400 with the field's message and changes nothing; a cross-site POST is a 403.
 */
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import type { FormValues } from "~/domain/forms/form-values";
import { auditLog, offers, staffUsers, websites } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite, type Yard } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { visibleOffers } from "~/server/offers/offer-queries";
import { createSiteDirectory, type SiteDirectory } from "~/server/tenancy/site-directory";
import { loadNewOffer, loadOffer, loadOffers, newOfferAction, offerAction, type OfferActionData } from "./offers.server";

type Thrown = { init?: { status?: number } | null; status?: number; data?: unknown; headers?: Headers };
type Answer = Required<OfferActionData>;

async function answer(work: () => Promise<unknown>): Promise<{ status: number; data: Answer; location?: string | null }> {
  try {
    const out = (await work()) as Thrown;
    return { status: out?.init?.status ?? 200, data: (out?.data ?? out) as Answer };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, data: {} as Answer, location: error.headers.get("location") };
    const e = error as Thrown;
    return { status: e.init?.status ?? e.status ?? 500, data: e.data as Answer };
  }
}

const LONG = `${"Three years of capped-price servicing on every new RAV4 bought this month. ".repeat(4)}Ends soon.`;
const FORM: FormValues = {
  name: "Free servicing",
  description: LONG,
  disclaimer: "At participating dealers.",
  category: "Service",
  manufacturer: "Toyota",
  modelName: "RAV4",
  modelOverrideUrl: "",
  startsOn: "",
  endsOn: "2099-12-31",
};

for (const kind of await databaseKinds()) {
  describe(`console offers on ${kind}`, () => {
    let database: TestDatabase;
    let a: Yard;
    let b: Yard;
    let staffId: number;
    let sites: SiteDirectory;
    let bOffer: number;
    let groupOffer: number;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await insertSite(database.db, "offers-a", { singleManufacturer: "Toyota" });
      b = await insertSite(database.db, "offers-b", { singleManufacturer: "Toyota" });
      [{ id: staffId }] = await database.db.insert(staffUsers).values({ email: "owner@offers-a.example" }).returning({ id: staffUsers.id });
      [{ id: bOffer }] = await database.db
        .insert(offers)
        .values({ websiteId: b.site.id, name: "B's own offer" })
        .returning({ id: offers.id });
      [{ id: groupOffer }] = await database.db
        .insert(offers)
        .values({ websiteId: null, name: "Toyota group offer", manufacturer: "Toyota", manufacturerSlug: "toyota" })
        .returning({ id: offers.id });
      sites = createSiteDirectory(database.db);
    });
    afterAll(async () => {
      await database?.drop();
    });

    function context(role: StaffRole, operator = false) {
      const member: StaffMember = {
        id: staffId,
        email: "owner@offers-a.example",
        name: "",
        websiteId: a.site.id,
        role,
        platformOperator: operator,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, { db: database.db, sites } as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: a.site.slug },
        site: { id: a.site.id, name: a.site.name, slug: a.site.slug },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/offers" });
      return ctx;
    }
    const request = (path: string, fields: FormValues, origin = "http://offers-a.localhost") => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
      return new Request(`http://offers-a.localhost${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: body.toString(),
      });
    };
    const create = (fields: FormValues, role: StaffRole = "owner", operator = false) =>
      answer(() => newOfferAction(request("/console/offers/new", fields), context(role, operator)));
    const post = (id: number | string, fields: FormValues, role: StaffRole = "owner", operator = false) =>
      answer(() => offerAction(request(`/console/offers/${id}`, fields), context(role, operator), String(id)));
    const stamp = async (id = a.site.id) =>
      (await database.db.select({ at: websites.updatedAt }).from(websites).where(eq(websites.id, id)))[0].at;
    const publicOffers = async (slug: string) => {
      sites.invalidate();
      return (await visibleOffers(database.db, (await sites.lookup(`${slug}.localhost`)).site!)).map((o) => o.name);
    };

    it("creates an offer (audited, updated_at moved) that the public offers show, and lists it as live", async () => {
      const before = await stamp();
      const made = await create(FORM);
      expect(made.status).toBe(302);
      expect(made.location).toMatch(/^\/console\/offers\/\d+\?added=1$/);
      const id = Number(made.location!.split("/").at(-1)!.split("?")[0]);
      const [row] = await database.db.select().from(offers).where(eq(offers.id, id));
      expect(row).toMatchObject({ websiteId: a.site.id, name: "Free servicing", manufacturerSlug: "toyota", modelSlug: "rav4" });
      expect((await stamp()).getTime()).toBeGreaterThan(before.getTime());
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "offers.create"));
      expect(audit).toMatchObject({ websiteId: a.site.id, before: null, after: expect.objectContaining({ name: "Free servicing" }) });
      expect(await publicOffers("offers-a")).toContain("Free servicing");
      expect(await publicOffers("offers-b")).not.toContain("Free servicing");
      const list = await loadOffers(context("manager"));
      expect(list.offers.find((o) => o.id === id)).toMatchObject({
        schedule: "live",
        shownHere: true,
        editable: true,
        endsOn: "2099-12-31",
      });
      // The group offer reaches a Toyota dealer, read-only; B's own offer is not listed.
      expect(list.offers.find((o) => o.id === groupOffer)).toMatchObject({ group: true, editable: false });
      expect(list.offers.some((o) => o.id === bOffer)).toBe(false);
    });

    it("previews the public card's truncation without saving, and edits with the before and after audited", async () => {
      const [{ id }] = await database.db.select({ id: offers.id }).from(offers).where(eq(offers.name, "Free servicing"));
      const preview = await post(id, { ...FORM, intent: "preview", name: "Changed only in the preview" });
      expect(preview.status).toBe(200);
      expect(preview.data.preview.truncation.description).toMatchObject({ truncated: true, limit: 160 });
      expect(preview.data.preview.offer.name).toBe("Changed only in the preview");
      expect((await database.db.select().from(offers).where(eq(offers.id, id)))[0].name).toBe("Free servicing");
      const fresh = await create({ ...FORM, name: "Preview only", intent: "preview" });
      expect(fresh).toMatchObject({ status: 200, data: { preview: { offer: { name: "Preview only" } } } });
      expect(await database.db.select().from(offers).where(eq(offers.name, "Preview only"))).toHaveLength(0);

      const saved = await post(id, { ...FORM, name: "Free servicing for 3 years", startsOn: "2099-01-01" });
      expect(saved).toMatchObject({ status: 200, data: { ok: expect.stringContaining("Saved") } });
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "offers.edit"), eq(auditLog.websiteId, a.site.id)));
      expect(audit.before).toMatchObject({ name: "Free servicing", startsAt: null });
      expect(audit.after).toMatchObject({
        name: "Free servicing for 3 years",
        startsAt: expect.stringMatching(/^2098-12-31T1[34]:00:00.000Z$/),
      });
      // Scheduled: not on the public page yet.
      expect(await publicOffers("offers-a")).not.toContain("Free servicing for 3 years");
      expect((await loadOffer(context("owner"), String(id))).schedule).toBe("scheduled");
      expect((await post(id, { ...FORM, name: "Free servicing for 3 years", startsOn: "2099-01-01" })).data.ok).toBe("Nothing changed.");
    });

    it("answers bad input 400 with the field's message and changes nothing", async () => {
      const count = (await database.db.select().from(offers)).length;
      const bad = await create({ ...FORM, name: "", endsOn: "31/12/2099" });
      expect(bad.status).toBe(400);
      expect(bad.data.fieldErrors).toEqual({ name: "Enter the offer's name.", endsOn: "Enter the end as a date." });
      expect(bad.data.values.endsOn).toBe("31/12/2099");
      const js = await create({ ...FORM, modelOverrideUrl: "javascript:alert(1)" });
      expect(js.status).toBe(400);
      expect(js.data.fieldErrors.modelOverrideUrl).toContain("https://");
      const group = await create({ ...FORM, group: "on" });
      expect(group).toMatchObject({ status: 400, data: { fieldErrors: { group: "Only the platform operator can make a group offer." } } });
      expect((await database.db.select().from(offers)).length).toBe(count);
    });

    it("answers 404 for another dealer's offer and, to anyone but the operator, a group offer; junk ids too", async () => {
      for (const id of [bOffer, groupOffer]) {
        expect((await answer(() => loadOffer(context("owner"), String(id)))).status).toBe(404);
        expect((await post(id, FORM)).status).toBe(404);
        expect((await post(id, { intent: "delete" })).status).toBe(404);
      }
      for (const junk of ["abc", "0", "1e3", "99999999"]) expect((await post(junk, FORM)).status).toBe(404);
      expect((await database.db.select().from(offers).where(eq(offers.id, bOffer)))[0].name).toBe("B's own offer");
      expect((await database.db.select().from(offers).where(eq(offers.id, groupOffer)))[0].name).toBe("Toyota group offer");
    });

    it("refuses sales (403) on every page and action, and a cross-site POST (403)", async () => {
      const [{ id }] = await database.db.select({ id: offers.id }).from(offers).where(eq(offers.websiteId, a.site.id)).limit(1);
      expect((await answer(() => loadOffers(context("sales")))).status).toBe(403);
      expect((await answer(() => loadNewOffer(context("sales")))).status).toBe(403);
      expect((await answer(() => loadOffer(context("sales"), String(id)))).status).toBe(403);
      expect((await create(FORM, "sales")).status).toBe(403);
      expect((await post(id, FORM, "sales")).status).toBe(403);
      expect((await post(id, { intent: "delete" }, "sales")).status).toBe(403);
      const cross = await answer(() =>
        offerAction(request(`/console/offers/${id}`, { intent: "delete" }, "https://evil.example"), context("owner"), String(id)),
      );
      expect(cross.status).toBe(403);
      expect(await database.db.select().from(offers).where(eq(offers.id, id))).toHaveLength(1);
    });

    it("lets the operator edit a group offer's excluded dealers (by slug; an unknown slug is a 400) and the public rule applies", async () => {
      expect(await publicOffers("offers-b")).toContain("Toyota group offer");
      const unknown = await post(
        groupOffer,
        { ...FORM, name: "Toyota group offer", group: "on", excluded: "no-such-dealer" },
        "owner",
        true,
      );
      expect(unknown).toMatchObject({ status: 400, data: { fieldErrors: { excluded: "No dealer has the slug no-such-dealer." } } });
      const bBefore = await stamp(b.site.id);
      const saved = await post(groupOffer, { ...FORM, name: "Toyota group offer", group: "on", excluded: "offers-b" }, "owner", true);
      expect(saved.status).toBe(200);
      expect((await database.db.select().from(offers).where(eq(offers.id, groupOffer)))[0]).toMatchObject({
        websiteId: null,
        excludedWebsiteIds: [b.site.id],
      });
      expect((await stamp(b.site.id)).getTime()).toBeGreaterThan(bBefore.getTime());
      expect(await publicOffers("offers-b")).not.toContain("Toyota group offer");
      expect(await publicOffers("offers-a")).toContain("Toyota group offer");
      expect((await loadOffer(context("owner", true), String(groupOffer))).values.excluded).toBe("offers-b");
    });

    it("deletes an offer (audited with its state before) and the public offers no longer show it", async () => {
      const made = await create({ ...FORM, name: "Short-lived", endsOn: "" });
      const id = Number(made.location!.split("/").at(-1)!.split("?")[0]);
      expect(await publicOffers("offers-a")).toContain("Short-lived");
      const gone = await post(id, { intent: "delete" });
      expect(gone).toMatchObject({ status: 302, location: "/console/offers?deleted=Short-lived" });
      expect(await database.db.select().from(offers).where(eq(offers.id, id))).toHaveLength(0);
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "offers.delete"));
      expect(audit).toMatchObject({ before: expect.objectContaining({ name: "Short-lived" }), after: null });
      expect(await publicOffers("offers-a")).not.toContain("Short-lived");
    });
  });
}
