/**
 * The dealer console's server side on PGlite and PostgreSQL: staff sign-in (password, lockout, TOTP, emailed link,
 * reset, invitation), the one guard, and tenant isolation of every leads-inbox query: a staff member of dealer A
 * gets nothing (404 in the console) for every lead id of dealer B.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client";
import { auditLog, leadDeliveries, leads, phoneReveals, staffUsers } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertLeadSite, insertSite, newKey, type LeadSite } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { createDbRateLimiter } from "~/server/leads/rate-limit";
import type { Runtime } from "~/server/runtime";
import { listAudit } from "./audit";
import { DEMO_OWNER_PASSWORD, demoOwnerEmail, ensureDemoOwners } from "./demo-staff";
import { addLeadNote, countNewLeads, inboxRowsForExport, leadDetail, listInbox, replayLeadDelivery, setLeadStatus } from "./lead-inbox";
import { requireStaff, requireStaffPost, staffContext, type StaffMember } from "./require-staff";
import { ensureStaffWithPassword } from "./staff-accounts";
import { changePassword, disableTotp, enableTotp } from "./staff-account";
import { createStaffMailer } from "./staff-mail";
import { findStaffMember } from "./staff-sessions";
import {
  acceptInvite,
  inviteStaff,
  requestEmailLink,
  resetPassword,
  signInWithLink,
  signInWithPassword,
  type SignInDeps,
} from "./staff-sign-in";
import { newTotpSecret, totpCode } from "./totp";

const keys = { secret: "test-only-session-secret-0123456789abcdef", secureCookies: false };
const silentLog = { warn() {}, info() {} };
const PASSWORD = "a long test password";

async function insertLead(db: Db, site: LeadSite, deliveryStatus: "dead" | "delivered") {
  const [lead] = await db
    .insert(leads)
    .values({
      websiteId: site.website.id,
      idempotencyKey: newKey(),
      kind: "enquiry",
      eventId: 1,
      category: "General Enquiry",
      locationId: site.locationIds[0],
      carId: site.carId,
      name: "Jo Citizen",
      email: "jo@example.com",
      phone: "+61412345678",
      payload: { version: 1, website: { slug: site.website.slug, name: site.website.name }, form: { message: "=1+1 is it available?" } },
    })
    .returning({ id: leads.id });
  const [delivery] = await db
    .insert(leadDeliveries)
    .values({
      leadId: lead.id,
      websiteId: site.website.id,
      target: "webhook",
      destination: "https://crm.example/leads",
      status: deliveryStatus,
      attempts: 21,
    })
    .returning({ id: leadDeliveries.id });
  return { leadId: lead.id, deliveryId: delivery.id };
}

async function tokenFromMail(dataDir: string, slug: string, kind: string): Promise<string> {
  const folder = path.join(dataDir, "mail", slug);
  const files = (await readdir(folder))
    .filter((f) => f.startsWith(`staff-${kind}-`))
    .sort((a, b) => Number(b.match(/(\d+)\.eml$/)![1]) - Number(a.match(/(\d+)\.eml$/)![1]));
  const text = (await readFile(path.join(folder, files[0]), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return text.match(/token=([A-Za-z0-9_-]{40,60})/)![1];
}

for (const kind of await databaseKinds()) {
  describe(`dealer console on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let dataDir: string;
    let a: LeadSite;
    let b: LeadSite;
    let deps: SignInDeps;
    const siteA = () => ({ id: a.website.id, slug: a.website.slug, name: a.website.name });
    const siteB = () => ({ id: b.website.id, slug: b.website.slug, name: b.website.name });
    let ownerA: number;
    let leadsOfA: Array<{ leadId: string; deliveryId: number }>;
    let leadsOfB: Array<{ leadId: string; deliveryId: number }>;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      dataDir = await mkdtemp(path.join(tmpdir(), "console-"));
      a = await insertLeadSite(db, "console-a");
      b = await insertLeadSite(db, "console-b");
      deps = {
        db,
        keys,
        limiter: createDbRateLimiter(db, { limit: 1000 }),
        mailer: createStaffMailer({ dataDir, from: "console@localhost" }),
        log: silentLog,
      };
      ownerA = await ensureStaffWithPassword(db, {
        websiteId: a.website.id,
        email: "owner@a.example",
        name: "Owner A",
        password: PASSWORD,
        role: "owner",
      });
      await ensureStaffWithPassword(db, {
        websiteId: a.website.id,
        email: "sales@a.example",
        name: "Sales A",
        password: PASSWORD,
        role: "sales",
      });
      await ensureStaffWithPassword(db, {
        websiteId: b.website.id,
        email: "owner@b.example",
        name: "Owner B",
        password: PASSWORD,
        role: "owner",
      });
      leadsOfA = [await insertLead(db, a, "dead"), await insertLead(db, a, "delivered")];
      leadsOfB = [await insertLead(db, b, "dead"), await insertLead(db, b, "delivered"), await insertLead(db, b, "dead")];
      await db.insert(phoneReveals).values([
        { websiteId: a.website.id, carId: a.carId },
        { websiteId: b.website.id, carId: b.carId },
      ]);
    }, 120_000);
    afterAll(async () => {
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it("signs in with the right password only, and never on a dealer the person does not work for", async () => {
      const ok = await signInWithPassword(deps, {
        site: siteA(),
        email: "owner@a.example",
        password: PASSWORD,
        code: "",
        ip: "203.0.113.1",
      });
      expect(ok.ok).toBe(true);
      const member = await findStaffMember(db, keys, a.website.id, (ok as { token: string }).token);
      expect(member).toMatchObject({ id: ownerA, role: "owner", websiteId: a.website.id, platformOperator: false });
      // The same token is nobody on dealer B.
      expect(await findStaffMember(db, keys, b.website.id, (ok as { token: string }).token)).toBeNull();
      expect(
        await signInWithPassword(deps, { site: siteB(), email: "owner@a.example", password: PASSWORD, code: "", ip: "203.0.113.1" }),
      ).toEqual({
        ok: false,
        reason: "wrong",
      });
      expect(
        await signInWithPassword(deps, { site: siteA(), email: "nobody@a.example", password: PASSWORD, code: "", ip: "203.0.113.1" }),
      ).toEqual({
        ok: false,
        reason: "wrong",
      });
    }, 60_000);

    it("locks an account after five wrong passwords, and a reset by email unlocks it", async () => {
      await ensureStaffWithPassword(db, {
        websiteId: a.website.id,
        email: "locked@a.example",
        name: "",
        password: PASSWORD,
        role: "sales",
      });
      const attempt = (password: string) =>
        signInWithPassword(deps, { site: siteA(), email: "locked@a.example", password, code: "", ip: "203.0.113.2" });
      for (let i = 0; i < 4; i++) expect(await attempt("wrong password here")).toEqual({ ok: false, reason: "wrong" });
      expect(await attempt("wrong password here")).toEqual({ ok: false, reason: "locked" });
      expect(await attempt(PASSWORD)).toEqual({ ok: false, reason: "locked" });

      expect(
        await requestEmailLink(deps, {
          site: siteA(),
          origin: "http://console-a.localhost",
          email: "locked@a.example",
          purpose: "reset",
          ip: "203.0.113.2",
        }),
      ).toEqual({ ok: true });
      const token = await tokenFromMail(dataDir, "console-a", "reset");
      expect(await resetPassword(deps, { site: siteB(), token, password: "another long password", ip: "" })).toEqual({
        ok: false,
        reason: "token",
      });
      expect(await resetPassword(deps, { site: siteA(), token, password: "another long password", ip: "" })).toEqual({ ok: true });
      expect(await resetPassword(deps, { site: siteA(), token, password: "a third long password", ip: "" })).toEqual({
        ok: false,
        reason: "token",
      });
      expect((await attempt("another long password")).ok).toBe(true);
    }, 120_000);

    it("asks for the TOTP code when one is set up, and takes each code once", async () => {
      const secret = newTotpSecret();
      await ensureStaffWithPassword(db, {
        websiteId: a.website.id,
        email: "totp@a.example",
        name: "",
        password: PASSWORD,
        role: "manager",
        totpSecret: secret,
      });
      const now = new Date();
      const attempt = (code: string) =>
        signInWithPassword(deps, { site: siteA(), email: "totp@a.example", password: PASSWORD, code, ip: "203.0.113.3" });
      expect(await attempt("")).toEqual({ ok: false, reason: "code-needed" });
      expect(await attempt(totpCode(secret, new Date(now.getTime() - 10 * 60_000)))).toEqual({ ok: false, reason: "code-wrong" });
      const code = totpCode(secret, now);
      expect((await attempt(code)).ok).toBe(true);
      expect(await attempt(code)).toEqual({ ok: false, reason: "code-wrong" });
    }, 60_000);

    it("signs in once with an emailed link, which a GET never uses up", async () => {
      await requestEmailLink(deps, {
        site: siteA(),
        origin: "http://console-a.localhost",
        email: "sales@a.example",
        purpose: "sign-in",
        ip: "203.0.113.4",
      });
      const token = await tokenFromMail(dataDir, "console-a", "sign-in");
      expect(await signInWithLink(deps, { site: siteB(), token, code: "", ip: "" })).toEqual({ ok: false, reason: "token" });
      const signedIn = await signInWithLink(deps, { site: siteA(), token, code: "", ip: "" });
      expect(signedIn.ok).toBe(true);
      expect(await signInWithLink(deps, { site: siteA(), token, code: "", ip: "" })).toEqual({ ok: false, reason: "token" });
      // An address that is not staff here gets the same answer and no email.
      const before = (await readdir(path.join(dataDir, "mail", "console-a"))).length;
      expect(
        await requestEmailLink(deps, {
          site: siteA(),
          origin: "http://x",
          email: "owner@b.example",
          purpose: "sign-in",
          ip: "203.0.113.4",
        }),
      ).toEqual({ ok: true });
      expect((await readdir(path.join(dataDir, "mail", "console-a"))).length).toBe(before);
    }, 60_000);

    it("lets an owner invite someone, who chooses a password and is signed in with the role", async () => {
      expect(
        await inviteStaff(deps, {
          site: siteA(),
          origin: "http://console-a.localhost",
          inviter: { id: ownerA, email: "owner@a.example" },
          email: "new@a.example",
          role: "sales",
          ip: "",
        }),
      ).toEqual({ ok: true });
      const token = await tokenFromMail(dataDir, "console-a", "invite");
      expect(await acceptInvite(deps, { site: siteB(), token, name: "New", password: PASSWORD, ip: "" })).toEqual({
        ok: false,
        reason: "token",
      });
      const accepted = await acceptInvite(deps, { site: siteA(), token, name: "New Person", password: PASSWORD, ip: "" });
      expect(accepted.ok && accepted.token).toBeTruthy();
      expect(await findStaffMember(db, keys, a.website.id, accepted.ok ? accepted.token! : "")).toMatchObject({
        role: "sales",
        name: "New Person",
      });
      expect(await acceptInvite(deps, { site: siteA(), token, name: "Again", password: PASSWORD, ip: "" })).toEqual({
        ok: false,
        reason: "token",
      });
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, "new@a.example"));
      expect(user.passwordHash).toMatch(/^scrypt\$/);
    }, 60_000);

    it("makes a platform operator an owner on every dealer", async () => {
      await ensureStaffWithPassword(db, {
        websiteId: null,
        email: "ops@platform.example",
        name: "Ops",
        password: PASSWORD,
        role: "owner",
        platformOperator: true,
      });
      const onB = await signInWithPassword(deps, {
        site: siteB(),
        email: "ops@platform.example",
        password: PASSWORD,
        code: "",
        ip: "203.0.113.5",
      });
      expect(onB.ok).toBe(true);
      expect(await findStaffMember(db, keys, b.website.id, (onB as { token: string }).token)).toMatchObject({
        role: "owner",
        platformOperator: true,
      });
    }, 60_000);

    it("lets a staff member turn the authenticator on and off with codes, and change the password, ending other sessions", async () => {
      await ensureStaffWithPassword(db, { websiteId: a.website.id, email: "self@a.example", name: "", password: PASSWORD, role: "sales" });
      const signIn = (password: string, code = "") =>
        signInWithPassword(deps, { site: siteA(), email: "self@a.example", password, code, ip: "203.0.113.6" });
      const first = await signIn(PASSWORD);
      const second = await signIn(PASSWORD);
      if (!first.ok || !second.ok) throw new Error("not signed in");
      const me = { id: first.staffUserId, email: "self@a.example", websiteId: a.website.id };
      const secret = newTotpSecret();
      const now = new Date();
      expect(await enableTotp(db, me, { secret, code: "000000", ip: "", now })).toBe(false);
      expect(await enableTotp(db, me, { secret, code: totpCode(secret, now), ip: "", now })).toBe(true);
      expect(await signIn(PASSWORD)).toEqual({ ok: false, reason: "code-needed" });
      const later = new Date(now.getTime() + 30_000);
      expect(await disableTotp(db, me, { code: totpCode(secret, later), ip: "", now: later })).toBe(true);
      expect((await signIn(PASSWORD)).ok).toBe(true);

      expect(
        await changePassword(db, keys, me, { current: "not it at all", next: "a brand new password", keepToken: first.token, ip: "" }),
      ).toBe(false);
      expect(await changePassword(db, keys, me, { current: PASSWORD, next: "a brand new password", keepToken: first.token, ip: "" })).toBe(
        true,
      );
      expect(await findStaffMember(db, keys, a.website.id, first.token)).not.toBeNull();
      expect(await findStaffMember(db, keys, a.website.id, second.token)).toBeNull();
      expect((await signIn("a brand new password")).ok).toBe(true);
    }, 120_000);

    it("gives every dealer without staff a demo owner, once", async () => {
      const { site } = await insertSite(db, "console-demo");
      expect(await ensureDemoOwners(db)).toBe(1);
      expect(await ensureDemoOwners(db)).toBe(0);
      const signedIn = await signInWithPassword(deps, {
        site: { id: site.id, slug: site.slug, name: site.name },
        email: demoOwnerEmail("console-demo"),
        password: DEMO_OWNER_PASSWORD,
        code: "",
        ip: "203.0.113.7",
      });
      expect(signedIn.ok).toBe(true);
      expect(await findStaffMember(db, keys, site.id, signedIn.ok ? signedIn.token : "")).toMatchObject({ role: "owner" });
    }, 60_000);

    describe("the guard", () => {
      const member = (role: StaffMember["role"], websiteId: number): StaffMember => ({
        id: ownerA,
        email: "owner@a.example",
        name: "",
        websiteId,
        role,
        platformOperator: false,
        hasTotp: false,
      });
      function context(staff: StaffMember | null, forSite = a) {
        const ctx = new RouterContextProvider();
        ctx.set(runtimeContext, { db } as unknown as Runtime);
        ctx.set(siteLookupContext, { match: { kind: "slug", slug: forSite.website.slug }, site: { id: forSite.website.id } } as never);
        ctx.set(staffContext, { member: staff, token: staff ? "t" : null, path: "/console/leads?kind=chat" });
        return ctx;
      }
      const thrown = (fn: () => unknown) => {
        try {
          fn();
        } catch (error) {
          return error as { status?: number; data?: unknown; headers?: Headers };
        }
        throw new Error("did not throw");
      };

      it("sends a signed-out visitor to sign in, coming back to the page", () => {
        const answer = thrown(() => requireStaff(context(null), "leads.read")) as Response;
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/console/sign-in?redirect=%2Fconsole%2Fleads%3Fkind%3Dchat");
      });

      it("refuses a role without the permission with 403 and a sentence", () => {
        expect(requireStaff(context(member("sales", a.website.id)), "leads.update").role).toBe("sales");
        const refused = thrown(() => requireStaff(context(member("sales", a.website.id)), "leads.replay"));
        expect(refused).toMatchObject({ init: { status: 403 }, data: "Only an owner or a manager can resend a lead." });
      });

      it("takes a session of another dealer for nobody", () => {
        const answer = thrown(() => requireStaff(context(member("owner", a.website.id), b), "leads.read")) as Response;
        expect(answer.status).toBe(302);
      });

      it("refuses a cross-site POST before anything else", () => {
        const request = new Request("http://console-a.localhost/console/leads", {
          method: "POST",
          headers: { origin: "http://evil.example" },
        });
        expect(thrown(() => requireStaffPost(request, context(member("owner", a.website.id)), "leads.update"))).toMatchObject({
          init: { status: 403 },
        });
      });
    });

    describe("tenant isolation of the leads inbox", () => {
      const actorA = () => ({ id: ownerA, email: "owner@a.example", websiteId: a.website.id });

      it("lists only the dealer's own leads and phone reveals, and counts only its new leads", async () => {
        const { rows, total } = await listInbox(db, a.website.id, {});
        expect(total).toBe(2);
        expect(rows.map((r) => r.id).sort()).toEqual(leadsOfA.map((l) => l.leadId).sort());
        expect(rows.find((r) => r.id === leadsOfA[0].leadId)).toMatchObject({
          dead: 1,
          status: "new",
          car: expect.any(String),
          location: expect.any(String),
        });
        expect((await listInbox(db, a.website.id, { kind: "phone-reveal" })).total).toBe(1);
        expect(await countNewLeads(db, a.website.id)).toBe(2);
        const exported: string[] = [];
        for await (const batch of inboxRowsForExport(db, a.website.id, {})) exported.push(...batch.map((r) => r.id));
        expect(exported.sort()).toEqual(leadsOfA.map((l) => l.leadId).sort());
        // Filtering by another dealer's location finds nothing.
        expect((await listInbox(db, a.website.id, { location: b.locationIds[0] })).total).toBe(0);
      });

      it("finds, changes, notes and replays none of another dealer's leads", async () => {
        for (const { leadId, deliveryId } of leadsOfB) {
          expect(await leadDetail(db, a.website.id, leadId)).toBeUndefined();
          expect(await setLeadStatus(db, actorA(), { leadId, status: "won", ip: "" })).toBeUndefined();
          expect(await addLeadNote(db, actorA(), { leadId, body: "mine now", ip: "" })).toBeUndefined();
          expect(await replayLeadDelivery(db, actorA(), { leadId, deliveryId, ip: "" })).toBeUndefined();
          // Dealer A's lead with dealer B's delivery id replays nothing either.
          expect(await replayLeadDelivery(db, actorA(), { leadId: leadsOfA[0].leadId, deliveryId, ip: "" })).toBe("not-dead");
        }
        const deadOfB = await db.select().from(leadDeliveries).where(eq(leadDeliveries.websiteId, b.website.id));
        expect(deadOfB.filter((d) => d.status === "dead")).toHaveLength(2);
        expect(await countNewLeads(db, b.website.id)).toBe(3);
        expect((await leadDetail(db, b.website.id, leadsOfB[0].leadId))?.notes).toEqual([]);
      });

      it("sets a status, adds a note and replays a dead delivery of its own lead, each in the audit log with before and after", async () => {
        const { leadId, deliveryId } = leadsOfA[0];
        expect(await setLeadStatus(db, actorA(), { leadId, status: "contacted", ip: "203.0.113.9" })).toEqual({
          before: "new",
          after: "contacted",
        });
        expect(await addLeadNote(db, actorA(), { leadId, body: "Called, calling back Friday", ip: "" })).toMatchObject({
          id: expect.any(Number),
        });
        expect(await replayLeadDelivery(db, actorA(), { leadId, deliveryId, ip: "" })).toBe("replayed");
        expect(await replayLeadDelivery(db, actorA(), { leadId, deliveryId, ip: "" })).toBe("not-dead");
        const detail = await leadDetail(db, a.website.id, leadId);
        expect(detail).toMatchObject({ status: "contacted", notes: [{ body: "Called, calling back Friday", author: "owner@a.example" }] });
        expect(detail?.lead.deliveries[0]).toMatchObject({ id: deliveryId, status: "pending", attempts: 0 });
        expect(await countNewLeads(db, a.website.id)).toBe(1);
        expect((await listInbox(db, a.website.id, { status: "contacted" })).rows.map((r) => r.id)).toEqual([leadId]);

        const { rows } = await listAudit(db, a.website.id);
        expect(rows.find((r) => r.action === "lead.status")).toMatchObject({
          actor: "owner@a.example",
          subject: `lead:${leadId}`,
          before: { status: "new" },
          after: { status: "contacted" },
          ip: "203.0.113.9",
        });
        expect(rows.find((r) => r.action === "lead.replay")).toMatchObject({ after: { delivery: deliveryId, status: "pending" } });
        expect(rows.find((r) => r.action === "lead.note")).toBeTruthy();
        // Dealer B's log has none of dealer A's lead actions (only the refused sign-in there).
        const ofB = await db.select().from(auditLog).where(eq(auditLog.websiteId, b.website.id));
        expect(ofB.some((r) => r.actor === "owner@a.example" && r.action.startsWith("lead."))).toBe(false);
      });
    });
  });
}
