/**
 * The leads inbox's pages on PGlite and PostgreSQL, through their loaders and action as React Router calls them:
 * a staff member of dealer A gets 404 for every lead id of dealer B (the page, a status change, a note, a resend),
 * a sales member is refused a resend (403), and a cross-site POST is refused before anything (403).
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { leadDeliveries, leadHandling, staffUsers } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { enquiryValues, insertLeadSite, newKey, type LeadSite } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { submitLead } from "~/server/leads/submit-lead";
import type { Runtime } from "~/server/runtime";
import { leadAction, loadInbox, loadLead } from "./leads.server";

type Thrown = { init?: { status?: number }; status?: number; data?: unknown };

async function statusOf(work: () => Promise<unknown>): Promise<number> {
  try {
    const answer = (await work()) as Thrown;
    return answer?.init?.status ?? 200;
  } catch (error) {
    const e = error as Thrown;
    return e.init?.status ?? e.status ?? 500;
  }
}

for (const kind of await databaseKinds()) {
  describe(`leads inbox pages on ${kind}`, () => {
    let database: TestDatabase;
    let a: LeadSite;
    let b: LeadSite;
    const leadsOfA: string[] = [];
    const leadsOfB: Array<{ leadId: string; deliveryId: number }> = [];
    let staffId: number;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await insertLeadSite(database.db, "inbox-a");
      b = await insertLeadSite(database.db, "inbox-b");
      [{ id: staffId }] = await database.db.insert(staffUsers).values({ email: "staff@a.example" }).returning({ id: staffUsers.id });
      const store = async (site: LeadSite) => {
        const stored = await submitLead(database.db, {
          website: site.website,
          settings: site.settings,
          kind: "enquiry",
          values: enquiryValues(site),
          idempotencyKey: newKey(),
        });
        if (!stored.ok) throw new Error("not stored");
        return stored.leadId;
      };
      for (let i = 0; i < 3; i++) {
        leadsOfA.push(await store(a));
        leadsOfB.push({ leadId: await store(b), deliveryId: 0 });
      }
      // Every delivery gave up: each lead has one to resend.
      await database.db.update(leadDeliveries).set({ status: "dead" });
      const deliveries = await database.db.select().from(leadDeliveries);
      for (const entry of leadsOfB) entry.deliveryId = deliveries.find((d) => d.leadId === entry.leadId)!.id;
    });
    afterAll(() => database?.drop());

    function context(role: StaffRole, forSite: LeadSite = a) {
      const member: StaffMember = {
        id: staffId,
        email: "staff@a.example",
        name: "",
        websiteId: a.website.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, { db: database.db } as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: forSite.website.slug },
        site: { id: forSite.website.id, name: forSite.website.name },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/leads" });
      return ctx;
    }
    const post = (fields: Record<string, string>, origin = "http://inbox-a.localhost") =>
      new Request("http://inbox-a.localhost/console/leads/x", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: new URLSearchParams(fields).toString(),
      });

    it("answers 404 for every lead id of another dealer, on the page and every action", async () => {
      for (const { leadId, deliveryId } of leadsOfB) {
        expect(await statusOf(() => loadLead(leadId, context("owner")))).toBe(404);
        expect(await statusOf(() => leadAction(post({ intent: "status", status: "won" }), leadId, context("owner")))).toBe(404);
        expect(await statusOf(() => leadAction(post({ intent: "note", note: "mine" }), leadId, context("owner")))).toBe(404);
        expect(await statusOf(() => leadAction(post({ intent: "replay", delivery: String(deliveryId) }), leadId, context("owner")))).toBe(
          404,
        );
      }
      expect(await database.db.select().from(leadHandling)).toEqual([]);
      const inbox = await loadInbox(new Request("http://inbox-a.localhost/console/leads"), context("owner"));
      expect(inbox.rows.map((r) => r.id).sort()).toEqual([...leadsOfA].sort());
      // Dealer A's own lead is found; an id that is no UUID is a 404 too.
      expect(await statusOf(() => loadLead(leadsOfA[0], context("sales")))).toBe(200);
      expect(await statusOf(() => loadLead("not-a-lead", context("owner")))).toBe(404);
    });

    it("refuses a resend to sales (403), a cross-site post (403) and bad input (400) with a message", async () => {
      expect(await statusOf(() => leadAction(post({ intent: "replay", delivery: "1" }), leadsOfA[0], context("sales")))).toBe(403);
      expect(
        await statusOf(() => leadAction(post({ intent: "status", status: "won" }, "http://evil.example"), leadsOfA[0], context("owner"))),
      ).toBe(403);
      expect(await statusOf(() => leadAction(post({ intent: "status", status: "closed" }), leadsOfA[0], context("owner")))).toBe(400);
      expect(await statusOf(() => loadInbox(new Request("http://inbox-a.localhost/console/leads?kind=spam"), context("owner")))).toBe(400);
      expect(await statusOf(() => leadAction(post({ intent: "status", status: "won" }), leadsOfA[0], context("sales")))).toBe(200);
    });
  });
}
