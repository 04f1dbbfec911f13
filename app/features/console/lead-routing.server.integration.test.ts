/**
 * The console's lead routing page on PGlite and PostgreSQL (issue 20) through its loader and action: a target added is
 * a settings version with an audit entry and routes the next lead; bad input is a 400 with the field's message (a
 * private or plain-http webhook, a bad email, another dealer's location); sales are refused (403); a target named
 * wrongly is a 409; a test lead goes through the real deliverer (an email target with no SMTP: the site's mail folder)
 * marked as a test and is not stored as a lead.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import type { FormValues } from "~/domain/forms/form-values";
import { deliveryRows } from "~/domain/leads/targets";
import { TEST_LEAD_CATEGORY } from "~/domain/leads/routing";
import { auditLog, leadDeliveries, leads, staffUsers, websiteSettingsVersions } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { enquiryValues, insertDealership, insertLeadSite, insertSite, newKey, type Yard } from "~/server/db/test-factories";
import { submitLead } from "~/server/leads/submit-lead";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { readSiteLook } from "~/server/console/settings-versions";
import { createSiteDirectory, type SiteDirectory } from "~/server/tenancy/site-directory";
import { leadRoutingAction, loadLeadRouting, type LeadRoutingActionData } from "./lead-routing.server";

type Thrown = { init?: { status?: number } | null; status?: number; data?: unknown };

/** What the action answered (every field present, for the assertions' sake). */
type Answer = Required<LeadRoutingActionData>;

async function answer(work: () => Promise<unknown>): Promise<{ status: number; data: Answer }> {
  try {
    const out = (await work()) as Thrown;
    return { status: out?.init?.status ?? 200, data: (out?.data ?? out) as Answer };
  } catch (error) {
    const e = error as Thrown;
    return { status: e.init?.status ?? e.status ?? 500, data: e.data as Answer };
  }
}

for (const kind of await databaseKinds()) {
  describe(`console lead routing on ${kind}`, () => {
    let database: TestDatabase;
    let a: Yard;
    let a2: Yard;
    let b: Yard;
    let staffId: number;
    let sites: SiteDirectory;
    const dataDir = mkdtempSync(path.join(tmpdir(), "lead-routing-"));

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await insertSite(database.db, "routing-a");
      a2 = await insertDealership(database.db, a.site, "east");
      b = await insertSite(database.db, "routing-b");
      [{ id: staffId }] = await database.db
        .insert(staffUsers)
        .values({ email: "owner@routing-a.example" })
        .returning({ id: staffUsers.id });
      sites = createSiteDirectory(database.db);
    });
    afterAll(async () => {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    function context(role: StaffRole, site: Yard = a) {
      const member: StaffMember = {
        id: staffId,
        email: "owner@routing-a.example",
        name: "",
        websiteId: site.site.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, {
        db: database.db,
        sites,
        dataDir,
        config: { LEAD_MAIL_FROM: "leads@platform.example", LEAD_WEBHOOK_TIMEOUT_MS: 2000 },
      } as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: site.site.slug },
        site: { id: site.site.id, name: site.site.name, slug: site.site.slug },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/lead-routing" });
      return ctx;
    }
    const post = (fields: FormValues) => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
      return new Request("http://routing-a.localhost/console/lead-routing", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://routing-a.localhost" },
        body: body.toString(),
      });
    };
    const act = (fields: FormValues, role: StaffRole = "owner", site: Yard = a) =>
      answer(() => leadRoutingAction(post(fields), context(role, site)));

    it("adds a target for one location and kind: a settings version, an audit entry, and the next lead routed by it", async () => {
      const added = await act({
        intent: "add",
        preset: "adf-email",
        destination: "Finance@Routing-A.example",
        locations: a2.location.slug,
        kinds: "finance",
      });
      expect(added).toMatchObject({ status: 200, data: { ok: expect.stringContaining("finance@routing-a.example") } });
      const { settings } = await readSiteLook(database.db, a.site.id);
      expect(settings.leads.targets).toEqual([
        {
          type: "email",
          to: "finance@routing-a.example",
          format: "adf",
          locations: [a2.location.slug],
          kinds: ["finance"],
          preset: "adf-email",
        },
      ]);
      const versions = await database.db.select().from(websiteSettingsVersions).where(eq(websiteSettingsVersions.websiteId, a.site.id));
      expect(versions.map((v) => v.note)).toContain("Lead routing: added email finance@routing-a.example");
      const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "leads.routing"));
      expect(audit).toHaveLength(1);
      expect(deliveryRows(settings.leads.targets, "routing-a", { kind: "finance", locationSlug: a2.location.slug })).toEqual([
        { target: "email-adf", destination: "finance@routing-a.example" },
      ]);
      expect(deliveryRows(settings.leads.targets, "routing-a", { kind: "finance", locationSlug: a.location.slug })).toEqual([
        { target: "mail-folder", destination: "mail/routing-a" },
      ]);
      const page = await loadLeadRouting(context("owner"));
      expect(page.targets).toMatchObject([
        { index: 0, destination: "finance@routing-a.example", format: "ADF/XML", routes: expect.stringContaining("Finance") },
      ]);
    });

    it.each([
      [{ preset: "json-webhook", destination: "http://crm.example.com/in" }, "destination", "https://"],
      [{ preset: "json-webhook", destination: "https://127.0.0.1/in" }, "destination", "private address"],
      [{ preset: "json-webhook", destination: "https://169.254.169.254/latest/meta-data" }, "destination", "private address"],
      [{ preset: "json-webhook", destination: "https://localhost:8080/in" }, "destination", "not a public address"],
      [{ preset: "adf-email", destination: "not an email" }, "destination", "Enter an email address"],
      [{ preset: "adf-email", destination: "x@y.example", locations: "someone-elses" }, "locations", "There is no location"],
      [{ preset: "nonsense", destination: "x@y.example" }, "preset", "Choose what the leads go to"],
    ])("refuses %j with a 400 and the field's message, saving nothing", async (fields, field, message) => {
      const before = (await readSiteLook(database.db, a.site.id)).settings.leads.targets;
      const refused = await act({ intent: "add", ...fields });
      expect(refused.status).toBe(400);
      expect(refused.data.fieldErrors[field]).toContain(message);
      expect((await readSiteLook(database.db, a.site.id)).settings.leads.targets).toEqual(before);
    });

    it("does not take another dealer's location", async () => {
      const refused = await act({ intent: "add", preset: "adf-email", destination: "x@y.example", locations: b.location.slug });
      expect(refused.status).toBe(400);
      expect(refused.data.fieldErrors.locations).toBe(`There is no location "${b.location.slug}".`);
    });

    it("refuses sales (403) on every action, and an unknown intent or a stale target", async () => {
      for (const intent of ["add", "edit", "remove", "test"])
        expect((await act({ intent, preset: "adf-email", destination: "s@y.example" }, "sales")).status).toBe(403);
      expect((await answer(() => loadLeadRouting(context("sales")))).status).toBe(403);
      expect((await act({ intent: "explode" })).status).toBe(400);
      expect((await act({ intent: "test", index: "0", destination: "other@routing-a.example" })).status).toBe(409);
      // Another dealer's page has its own (empty) list: a's target is not there to test.
      expect((await act({ intent: "test", index: "0", destination: "finance@routing-a.example" }, "owner", b)).status).toBe(409);
    });

    it("sends a test lead through the deliverer, marked as a test, not stored as a lead, and audited", async () => {
      const sent = await act({ intent: "test", index: "0", destination: "finance@routing-a.example" });
      expect(sent).toMatchObject({ status: 200, data: { test: { index: 0, ok: true, message: expect.stringContaining("Delivered") } } });
      const folder = path.join(dataDir, "mail", "routing-a");
      const files = readdirSync(folder);
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(folder, files[0]), "utf8");
      expect(eml).toContain("To: finance@routing-a.example");
      expect(eml).toContain("TEST LEAD");
      expect(TEST_LEAD_CATEGORY).toContain("TEST LEAD");
      expect(await database.db.select().from(leads).where(eq(leads.websiteId, a.site.id))).toEqual([]);
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "leads.routing.test"));
      expect(audit.after).toMatchObject({ result: "delivered" });
    });

    it("reports a webhook that cannot be reached as an error, in words", async () => {
      // A public address on a port nothing listens on, reached only through the public-only agent: the error is shown.
      await act({ intent: "add", preset: "json-webhook", destination: "https://nonexistent.invalid/hook?token=secret" });
      const page = await loadLeadRouting(context("owner"));
      const hook = page.targets.find((t) => t.type === "webhook")!;
      const sent = await act({ intent: "test", index: String(hook.index), destination: hook.destination });
      expect(sent.status).toBe(200);
      expect(sent.data.test).toMatchObject({ ok: false, message: expect.stringMatching(/^Not delivered: /) });
      expect(sent.data.test.message).not.toContain("secret");
    });

    it("delivers a stored lead to the targets of its location and kind only", async () => {
      const site = await insertLeadSite(database.db, "routing-c", {
        leads: {
          targets: [
            { type: "email", to: "all@routing-c.example" },
            { type: "email", to: "coast@routing-c.example", locations: ["routing-c-coast-yard"] },
            { type: "webhook", url: "https://crm.example.com/finance", kinds: ["finance"] },
          ],
        },
      });
      const destinations = async (index: 0 | 1) => {
        const stored = await submitLead(database.db, {
          website: site.website,
          settings: site.settings,
          kind: "enquiry",
          values: enquiryValues(site, { location: String(site.locationIds[index]), dealership_slug: site.dealershipSlugs[index] }),
          idempotencyKey: newKey(),
        });
        if (!stored.ok) throw new Error(JSON.stringify(stored));
        const rows = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, stored.leadId));
        return rows.map((r) => r.destination).sort();
      };
      expect(await destinations(0)).toEqual(["all@routing-c.example"]);
      expect(await destinations(1)).toEqual(["all@routing-c.example", "coast@routing-c.example"]);
    });

    it("removes a target as a new version", async () => {
      const removed = await act({ intent: "remove", index: "0", destination: "finance@routing-a.example" });
      expect(removed).toMatchObject({ status: 200, data: { ok: "Removed finance@routing-a.example." } });
      expect((await readSiteLook(database.db, a.site.id)).settings.leads.targets.map((t) => t.type)).toEqual(["webhook"]);
    });

    it("edits a target in place: address, format, preset, locations and kinds, as a version with an audit entry", async () => {
      const hook = "https://nonexistent.invalid/hook?token=secret";
      const edited = await act({
        intent: "edit",
        index: "0",
        current: hook,
        preset: "text-email",
        destination: "Sales@Routing-A.example",
        locations: a2.location.slug,
        kinds: ["enquiry", "reservation"],
      });
      expect(edited).toMatchObject({ status: 200, data: { ok: expect.stringContaining("sales@routing-a.example") } });
      const { settings } = await readSiteLook(database.db, a.site.id);
      expect(settings.leads.targets).toEqual([
        {
          type: "email",
          to: "sales@routing-a.example",
          format: "text",
          locations: [a2.location.slug],
          kinds: ["enquiry", "reservation"],
          preset: "text-email",
        },
      ]);
      const note = `Lead routing: changed webhook ${hook}: address ${hook} → sales@routing-a.example, format JSON → Plain text, preset json-webhook → text-email, locations, kinds of lead`;
      const versions = await database.db.select().from(websiteSettingsVersions).where(eq(websiteSettingsVersions.websiteId, a.site.id));
      expect(versions.map((v) => v.note)).toContain(note);
      const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "leads.routing"));
      expect(audit.map((e) => e.websiteId)).toEqual(audit.map(() => a.site.id));
      expect(audit.length).toBe(4);
      // The next reservation at that location goes there; an enquiry elsewhere does not.
      expect(deliveryRows(settings.leads.targets, "routing-a", { kind: "reservation", locationSlug: a2.location.slug })).toEqual([
        { target: "email-text", destination: "sales@routing-a.example" },
      ]);
      const page = await loadLeadRouting(context("owner"));
      expect(page.targets[0]).toMatchObject({
        destination: "sales@routing-a.example",
        format: "Plain text",
        edit: { preset: "text-email", locations: [a2.location.slug], kinds: ["enquiry", "reservation"] },
      });
      expect(page.kinds.map((k) => k.id)).toEqual(expect.arrayContaining(["reservation", "buy-online", "spin-to-win", "online-payment"]));
    });

    it("refuses a bad edit with the field's message and the form it belongs to, saving nothing", async () => {
      const before = (await readSiteLook(database.db, a.site.id)).settings.leads.targets;
      const current = "sales@routing-a.example";
      for (const [fields, field, message] of [
        [{ preset: "json-webhook", destination: "https://192.168.1.20/in" }, "destination", "private address"],
        [{ preset: "json-webhook", destination: "http://crm.example.com/in" }, "destination", "https://"],
        [{ preset: "adf-email", destination: "nope" }, "destination", "Enter an email address"],
        [{ preset: "adf-email", destination: current, locations: b.location.slug }, "locations", "There is no location"],
        [{ preset: "adf-email", destination: current, kinds: "spam" }, "kinds", 'There is no lead kind "spam"'],
      ] as const) {
        const refused = await act({ intent: "edit", index: "0", current, ...fields });
        expect(refused.status).toBe(400);
        expect(refused.data.editing).toBe(0);
        expect(refused.data.fieldErrors[field]).toContain(message);
      }
      // Changing nothing saves nothing.
      const same = await act({
        intent: "edit",
        index: "0",
        current,
        preset: "text-email",
        destination: current,
        locations: a2.location.slug,
        kinds: ["reservation", "enquiry"],
      });
      expect(same).toMatchObject({ status: 200, data: { ok: `Nothing changed for ${current}.` } });
      expect((await readSiteLook(database.db, a.site.id)).settings.leads.targets).toEqual(before);
    });

    it("refuses an edit onto another target's address, a stale target, another dealer's target and sales", async () => {
      await act({ intent: "add", preset: "adf-email", destination: "second@routing-a.example" });
      const duplicate = await act({
        intent: "edit",
        index: "1",
        current: "second@routing-a.example",
        preset: "text-email",
        destination: "sales@routing-a.example",
      });
      expect(duplicate.status).toBe(400);
      expect(duplicate.data.fieldErrors.destination).toBe("Leads already go there in this format.");
      // The same address in another format is a different target.
      const otherFormat = await act({
        intent: "edit",
        index: "1",
        current: "second@routing-a.example",
        preset: "adf-email",
        destination: "sales@routing-a.example",
      });
      expect(otherFormat.status).toBe(200);
      const fields = {
        intent: "edit",
        index: "0",
        current: "sales@routing-a.example",
        preset: "adf-email",
        destination: "x@routing-a.example",
      };
      expect((await act({ ...fields, current: "someone@routing-a.example" })).status).toBe(409);
      expect((await act({ ...fields, index: "7" })).status).toBe(409);
      // Dealer b has no such target: its list is its own.
      expect((await act(fields, "owner", b)).status).toBe(409);
      expect((await readSiteLook(database.db, b.site.id)).settings.leads.targets).toEqual([]);
      expect((await act(fields, "sales")).status).toBe(403);
      expect((await readSiteLook(database.db, a.site.id)).settings.leads.targets.map((t) => t.type === "email" && t.to)).toEqual([
        "sales@routing-a.example",
        "sales@routing-a.example",
      ]);
    });
  });
}
