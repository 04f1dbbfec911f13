/**
 * Onboarding a dealer (issue 20) on PGlite and PostgreSQL through the console's loaders and actions: the platform
 * operator creates a dealer (website, dealership, location, owner, invitation, audit) that answers at its slug host
 * at once; a taken slug is 409 and a reserved one 400 with the message; a failure inside the transaction leaves
 * nothing; an owner who is not the operator is refused with 403; a custom domain answers only once its TXT record is
 * verified (a fake resolver stands in for DNS).
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealerHostsAction, dealersAction, loadDealerHostsPage, loadDealersPage } from "~/app/features/console/onboarding.server";
import { OPERATOR_ONLY_MESSAGE, SLUG_MESSAGES, VERIFY_VALUE_PREFIX, newDealerSchema } from "~/domain/console/onboarding";
import type { Db } from "~/server/db/client";
import {
  auditLog,
  contentPages,
  dealerships,
  locations,
  staffMemberships,
  staffTokens,
  staffUsers,
  websiteHosts,
  websites,
} from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite, type Yard } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { createDbRateLimiter } from "~/server/leads/rate-limit";
import type { Runtime } from "~/server/runtime";
import { createEmbeddedGeocoder } from "~/server/services/geocode/embedded";
import { createSiteDirectory } from "~/server/tenancy/site-directory";
import { createDealer } from "./onboarding";
import type { TxtResolver } from "./onboarding-hosts";
import { staffContext, type StaffMember } from "./require-staff";
import { ensureStaffWithPassword } from "./staff-accounts";
import { createStaffMailer } from "./staff-mail";
import { acceptInvite } from "./staff-sign-in";

const keys = { secret: "test-only-session-secret-0123456789abcdef", secureCookies: false };
const silentLog = { warn() {}, info() {}, error() {} };
const PASSWORD = "a long test password";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function dealerForm(slug: string, ownerEmail = `owner@${slug}.example`) {
  return {
    name: `${slug} Cars`,
    slug,
    template: "boutique",
    locationName: `${slug} Newstead`,
    street: "1 Breakfast Creek Rd",
    suburb: "Newstead",
    state: "QLD",
    postcode: "4006",
    phone: "07 5550 1234",
    ownerEmail,
  };
}

type Thrown = { init?: { status?: number } | null; data?: unknown; status?: number };
async function thrown(fn: () => unknown): Promise<Thrown> {
  try {
    await fn();
  } catch (error) {
    return error as Thrown;
  }
  throw new Error("did not throw");
}

for (const kind of await databaseKinds()) {
  describe(`onboarding a dealer on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let dataDir: string;
    let home: Yard;
    let runtime: Runtime;
    let operator: StaffMember;
    let owner: StaffMember;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      dataDir = await mkdtemp(path.join(tmpdir(), "onboarding-"));
      home = await insertSite(db, "onboard-home");
      const operatorId = await ensureStaffWithPassword(db, {
        websiteId: null,
        email: "operator@platform.example",
        name: "Op",
        password: PASSWORD,
        role: "owner",
        platformOperator: true,
      });
      const ownerId = await ensureStaffWithPassword(db, {
        websiteId: home.site.id,
        email: "owner@onboard-home.example",
        name: "Own",
        password: PASSWORD,
        role: "owner",
      });
      const base = { name: "", websiteId: home.site.id, role: "owner" as const, hasTotp: false };
      operator = { ...base, id: operatorId, email: "operator@platform.example", platformOperator: true };
      owner = { ...base, id: ownerId, email: "owner@onboard-home.example", platformOperator: false };
      runtime = {
        db,
        config: { HTTPS: false, PLATFORM_DOMAIN: undefined },
        sessionKeys: keys,
        staffMail: createStaffMailer({ dataDir, from: "console@localhost" }),
        log: silentLog,
        geocoder: createEmbeddedGeocoder(),
        sites: createSiteDirectory(db),
      } as unknown as Runtime;
    }, 60_000);

    afterAll(async () => {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    function context(member: StaffMember | null) {
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: home.site.slug },
        site: { id: home.site.id, slug: home.site.slug },
      } as never);
      ctx.set(staffContext, { member, token: member ? "t" : null, path: "/console/dealers" });
      return ctx;
    }
    const post = (url: string, body: string, origin = "http://onboard-home.localhost:3000") =>
      new Request(url, { method: "POST", headers: { origin, "content-type": "application/x-www-form-urlencoded" }, body });
    const dealersPost = (fields: Record<string, string>, member: StaffMember | null = operator) =>
      dealersAction(post("http://onboard-home.localhost:3000/console/dealers", form(fields)), context(member)) as Promise<{
        data: { ok?: string; fieldErrors?: Record<string, string> };
        init: { status?: number } | null;
      }>;
    const hostsPost = (slug: string, fields: Record<string, string>, resolver: TxtResolver, member: StaffMember = operator) =>
      dealerHostsAction(
        post(`http://onboard-home.localhost:3000/console/dealers/${slug}`, form(fields)),
        context(member),
        slug,
        resolver,
      ) as Promise<{
        data: { ok?: string; formError?: string; fieldErrors?: Record<string, string> };
        init: { status?: number } | null;
      }>;
    const rowsOf = async (slug: string) => {
      const [site] = await db.select().from(websites).where(eq(websites.slug, slug));
      if (!site) return null;
      const count = async (
        table: typeof dealerships | typeof locations | typeof staffMemberships | typeof staffTokens | typeof auditLog | typeof contentPages,
      ) => (await db.select().from(table).where(eq(table.websiteId, site.id))).length;
      return {
        site,
        dealerships: await count(dealerships),
        locations: await count(locations),
        memberships: await count(staffMemberships),
        invitations: await count(staffTokens),
        audit: await count(auditLog),
        pages: await count(contentPages),
      };
    };

    it("creates a dealer that answers at its slug host at once, with its owner invited", async () => {
      // Looked up (and cached as no site) before it exists: the action drops the cache.
      expect((await runtime.sites.lookup("fresh-wheels.localhost:3000")).site).toBeNull();
      const answer = await dealersPost(dealerForm("fresh-wheels"));
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data.ok).toContain("http://fresh-wheels.localhost:3000");
      expect(answer.data.ok).toContain("An invitation went to owner@fresh-wheels.example");
      const rows = await rowsOf("fresh-wheels");
      expect(rows).toMatchObject({ dealerships: 1, locations: 1, memberships: 1, invitations: 1, pages: 3 });
      expect(rows!.site).toMatchObject({ name: "fresh-wheels Cars", template: "boutique" });
      const [audited] = await db.select().from(auditLog).where(eq(auditLog.action, "dealer.create"));
      expect(audited).toMatchObject({
        websiteId: rows!.site.id,
        staffUserId: operator.id,
        actor: operator.email,
        subject: `website:${rows!.site.id}`,
      });
      const [location] = await db.select().from(locations).where(eq(locations.websiteId, rows!.site.id));
      expect(location).toMatchObject({ name: "fresh-wheels Newstead", city: "Newstead", primary: true });
      expect(location.latitude).toBeLessThan(-27);

      const site = (await runtime.sites.lookup("fresh-wheels.localhost:3000")).site;
      expect(site).toMatchObject({
        slug: "fresh-wheels",
        template: "boutique",
        locations: [expect.objectContaining({ name: "fresh-wheels Newstead" })],
      });

      // The emailed invitation works: the owner chooses a password and is signed in as owner.
      const folder = path.join(dataDir, "mail", "fresh-wheels");
      const file = (await readdir(folder)).find((f) => f.startsWith("staff-invite-"))!;
      const text = (await readFile(path.join(folder, file), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      expect(text).toContain("http://fresh-wheels.localhost:3000/console/accept-invite?token=");
      const token = text.match(/token=([A-Za-z0-9_-]{40,60})/)![1];
      const deps = { db, keys, limiter: createDbRateLimiter(db, { limit: 1000 }), mailer: runtime.staffMail, log: silentLog };
      const accepted = await acceptInvite(deps, {
        site: { id: rows!.site.id, slug: "fresh-wheels", name: "fresh-wheels Cars" },
        token,
        name: "New Owner",
        password: PASSWORD,
        ip: "",
      });
      expect(accepted.ok && accepted.token).toBeTruthy();
    });

    it("refuses a taken slug with 409 and a reserved or malformed one with 400, each with its message", async () => {
      const taken = await dealersPost(dealerForm("fresh-wheels", "someone@else.example"));
      expect(taken.init?.status).toBe(409);
      expect(taken.data.fieldErrors).toEqual({ slug: SLUG_MESSAGES.taken });
      expect(await db.select().from(staffUsers).where(eq(staffUsers.email, "someone@else.example"))).toEqual([]);
      const reserved = await dealersPost(dealerForm("console"));
      expect(reserved.init?.status).toBe(400);
      expect(reserved.data.fieldErrors?.slug).toBe(SLUG_MESSAGES.reserved);
      const malformed = await dealersPost({ ...dealerForm("bad--slug"), postcode: "40" });
      expect(malformed.init?.status).toBe(400);
      expect(Object.keys(malformed.data.fieldErrors ?? {}).sort()).toEqual(["postcode", "slug"]);
      expect(await rowsOf("console")).toBeNull();
    });

    it("leaves nothing when the transaction fails after every row is written", async () => {
      const input = newDealerSchema.parse(dealerForm("half-made", "half@made.example"));
      await expect(
        createDealer(
          {
            db,
            keys,
            mailer: runtime.staffMail,
            log: silentLog,
            beforeCommit: async () => {
              throw new Error("disk full");
            },
          },
          input,
          { actor: { staffUserId: operator.id, email: operator.email, ip: "" }, addressOf: (slug) => `http://${slug}.localhost` },
        ),
      ).rejects.toThrow("disk full");
      expect(await rowsOf("half-made")).toBeNull();
      expect(await db.select().from(staffUsers).where(eq(staffUsers.email, "half@made.example"))).toEqual([]);
      expect(await db.select().from(staffTokens).where(eq(staffTokens.email, "half@made.example"))).toEqual([]);
      expect(await db.select().from(dealerships).where(eq(dealerships.slug, "half-made"))).toEqual([]);
    });

    it("refuses an owner who is not the platform operator with 403, on every page and action", async () => {
      for (const attempt of [
        () => loadDealersPage(new Request("http://onboard-home.localhost:3000/console/dealers"), context(owner)),
        () => dealersPost(dealerForm("owner-made"), owner),
        () =>
          loadDealerHostsPage(
            new Request("http://onboard-home.localhost:3000/console/dealers/onboard-home"),
            context(owner),
            "onboard-home",
          ),
        () => hostsPost("onboard-home", { intent: "attach", host: "www.owner-made.example" }, async () => [], owner),
      ]) {
        expect(await thrown(attempt)).toMatchObject({ init: { status: 403 }, data: OPERATOR_ONLY_MESSAGE });
      }
      expect(await rowsOf("owner-made")).toBeNull();
      expect(await db.select().from(websiteHosts).where(eq(websiteHosts.host, "www.owner-made.example"))).toEqual([]);
      // Signed out: sent to sign in.
      expect(
        await thrown(() => loadDealersPage(new Request("http://onboard-home.localhost:3000/console/dealers"), context(null))),
      ).toMatchObject({
        status: 302,
      });
    });

    it("serves a custom domain only once its TXT record is verified", async () => {
      const attached = await hostsPost("fresh-wheels", { intent: "attach", host: "HTTPS://WWW.FreshWheels.com.au/" }, async () => []);
      expect(attached.data.ok).toContain("www.freshwheels.com.au is attached");
      expect((await createSiteDirectory(db).lookup("www.freshwheels.com.au")).site).toBeNull();
      const page = await loadDealerHostsPage(
        new Request("http://onboard-home.localhost:3000/console/dealers/fresh-wheels"),
        context(operator),
        "fresh-wheels",
      );
      const [host] = page.hosts;
      expect(host).toMatchObject({ host: "www.freshwheels.com.au", verified: false });
      expect(host.records.map((r) => [r.type, r.name])).toEqual([
        ["CNAME", "www.freshwheels.com.au"],
        ["TXT", "_dealer-platform.www.freshwheels.com.au"],
      ]);
      expect(host.records[0].value).toBe("fresh-wheels.localhost");
      const txt = host.records[1].value;
      expect(txt.startsWith(VERIFY_VALUE_PREFIX)).toBe(true);

      // Another dealer cannot take it; a platform host is refused.
      expect((await hostsPost("onboard-home", { intent: "attach", host: "www.freshwheels.com.au" }, async () => [])).init?.status).toBe(
        409,
      );
      expect((await hostsPost("onboard-home", { intent: "attach", host: "x.localhost" }, async () => [])).init?.status).toBe(400);

      const asked: string[] = [];
      const missing: TxtResolver = async (name) => {
        asked.push(name);
        throw Object.assign(new Error("queryTxt ENODATA"), { code: "ENODATA" });
      };
      const notYet = await hostsPost("fresh-wheels", { intent: "verify", host: "www.freshwheels.com.au" }, missing);
      expect(notYet.init?.status).toBe(400);
      expect(notYet.data.formError).toContain("_dealer-platform.www.freshwheels.com.au");
      expect(asked).toEqual(["_dealer-platform.www.freshwheels.com.au"]);
      const wrong = await hostsPost("fresh-wheels", { intent: "verify", host: "www.freshwheels.com.au" }, async () => [
        [`${VERIFY_VALUE_PREFIX}not-it`],
      ]);
      expect(wrong.init?.status).toBe(400);
      expect((await runtime.sites.lookup("www.freshwheels.com.au")).site).toBeNull();
      // Another dealer's Verify of it reads as unknown.
      expect(
        (await hostsPost("onboard-home", { intent: "verify", host: "www.freshwheels.com.au" }, async () => [[txt]])).init?.status,
      ).toBe(404);

      const verified = await hostsPost("fresh-wheels", { intent: "verify", host: "www.freshwheels.com.au" }, async () => [
        ["v=spf1 -all"],
        [txt],
      ]);
      expect(verified.data.ok).toContain("verified");
      // The action dropped the cached "no site" of the host: it answers at once.
      expect((await runtime.sites.lookup("www.freshwheels.com.au")).site?.slug).toBe("fresh-wheels");
      expect((await db.select().from(auditLog).where(eq(auditLog.action, "domain.verify"))).length).toBe(1);
    });

    it("re-checks a verified domain (it stops answering once its TXT record is gone) and removes one", async () => {
      const host = "www.freshwheels.com.au";
      const [{ verificationToken }] = await db.select().from(websiteHosts).where(eq(websiteHosts.host, host));
      const txt = `${VERIFY_VALUE_PREFIX}${verificationToken}`;
      const kept = await hostsPost("fresh-wheels", { intent: "recheck", host }, async () => [[txt]]);
      expect(kept.data.ok).toContain("still holds its TXT record");
      // Another dealer's re-check or removal of it reads as unknown; an owner who is not the operator is refused.
      expect((await hostsPost("onboard-home", { intent: "recheck", host }, async () => [])).init?.status).toBe(404);
      expect((await hostsPost("onboard-home", { intent: "remove", host }, async () => [])).init?.status).toBe(404);
      for (const intent of ["recheck", "remove"])
        expect(await thrown(() => hostsPost("fresh-wheels", { intent, host }, async () => [], owner))).toMatchObject({
          init: { status: 403 },
          data: OPERATOR_ONLY_MESSAGE,
        });
      expect((await runtime.sites.lookup(host)).site?.slug).toBe("fresh-wheels");

      const [{ updatedAt: before }] = await db.select().from(websites).where(eq(websites.slug, "fresh-wheels"));
      const lapsed = await hostsPost("fresh-wheels", { intent: "recheck", host }, async () => []);
      expect(lapsed.init?.status).toBe(409);
      expect(lapsed.data.formError).toContain("stopped answering");
      expect((await runtime.sites.lookup(host)).site).toBeNull();
      const [{ updatedAt: after }] = await db.select().from(websites).where(eq(websites.slug, "fresh-wheels"));
      expect(after.getTime()).toBeGreaterThan(before.getTime());
      expect(
        await db.select({ before: auditLog.before, after: auditLog.after }).from(auditLog).where(eq(auditLog.action, "domain.recheck")),
      ).toEqual([{ before: { verified: true }, after: { verified: false } }]);
      // Put back, verified again; then removed: gone, audited, not answering.
      expect((await hostsPost("fresh-wheels", { intent: "verify", host }, async () => [[txt]])).data.ok).toContain("verified");
      expect((await runtime.sites.lookup(host)).site?.slug).toBe("fresh-wheels");
      const removed = await hostsPost("fresh-wheels", { intent: "remove", host }, async () => []);
      expect(removed.data.ok).toContain("is removed");
      expect(await db.select().from(websiteHosts).where(eq(websiteHosts.host, host))).toEqual([]);
      expect((await runtime.sites.lookup(host)).site).toBeNull();
      expect((await db.select().from(auditLog).where(eq(auditLog.action, "domain.remove"))).length).toBe(1);
      expect((await hostsPost("fresh-wheels", { intent: "remove", host }, async () => [])).init?.status).toBe(404);
    });
  });
}
