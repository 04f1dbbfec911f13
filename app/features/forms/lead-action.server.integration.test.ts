// The form pages' action end to end on a real database: redirect to /success, errors with the input echoed
// for pages without JavaScript, the rate limit shared by every form, and the car lookup's site scoping.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD, SUBMIT_FAILED_MESSAGE } from "~/domain/forms";
import { clientIpContext } from "~/server/auth/client-ip";
import { CROSS_SITE_MESSAGE } from "~/server/http/same-origin";
import type { Db } from "~/server/db/client";
import { cars, leads } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { enquiryValues, insertLeadSite, newKey, type LeadSite } from "~/server/db/test-factories";
import { createDbRateLimiter, type RateLimiter } from "~/server/leads/rate-limit";
import type { Runtime } from "~/server/runtime";
import { createSiteDirectory, type Site } from "~/server/tenancy/site-directory";
import { findFormCar } from "./form-page.server";
import type { LeadFormAnswer } from "./lead-answer";
import { leadFormAction } from "./lead-action.server";
import { tradeInAction, tradeInLoader } from "./trade-in-route.server";

const silentLog = { error() {}, warn() {}, info() {} } as unknown as Runtime["log"];
let ipCounter = 0;

function post(path: string, values: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(values);
  return new Request(`http://north.localhost${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://north.localhost",
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body,
  });
}

type DataAnswer = { data: LeadFormAnswer; init: { status: number; headers: Record<string, string> } };

for (const kind of await databaseKinds()) {
  describe(`lead form action on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let testSite: LeadSite;
    let site: Site;
    let leadLimiter: RateLimiter;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      leadLimiter = createDbRateLimiter(db);
      testSite = await insertLeadSite(db, "north");
      await insertLeadSite(db, "south");
      await insertLeadSite(db, "notrade", { features: { tradeIn: false } });
      site = (await createSiteDirectory(db).lookup("north.localhost")).site!;
    });
    afterAll(() => database?.drop());

    function args(request: Request, ip = `203.0.113.${++ipCounter}`, forSite = site) {
      const context = new RouterContextProvider();
      context.set(runtimeContext, { db, log: silentLog, leadLimiter } as unknown as Runtime);
      context.set(siteLookupContext, { match: { kind: "slug", slug: forSite.slug }, site: forSite } as never);
      context.set(clientIpContext, ip);
      return { request, context };
    }

    async function run(
      request: Request,
      leadKind: Parameters<typeof leadFormAction>[1] = "enquiry",
      ip?: string,
      successParams?: Record<string, string>,
    ) {
      try {
        return { answer: (await leadFormAction(args(request, ip), leadKind, successParams)) as unknown as DataAnswer };
      } catch (thrown) {
        if (thrown instanceof Response) return { redirect: thrown };
        throw thrown;
      }
    }

    it("stores a lead and redirects to the success page with the form and its event id", async () => {
      const values = { ...(enquiryValues(testSite) as Record<string, string>), [IDEMPOTENCY_KEY_FIELD]: newKey() };
      const { redirect } = await run(post("/contact", values), "enquiry", undefined, { car_id: "some-car" });
      expect(redirect?.status).toBe(302);
      expect(redirect?.headers.get("location")).toBe("/success?form=enquiry&event_id=22&car_id=some-car");
      const [row] = await db.select({ n: count() }).from(leads).where(eq(leads.idempotencyKey, values[IDEMPOTENCY_KEY_FIELD]));
      expect(Number(row.n)).toBe(1);
    });

    it("tracks a careers lead with the careers event id", async () => {
      const { category: _c, ...values } = enquiryValues(testSite) as Record<string, string>;
      const { redirect } = await run(post("/careers", { ...values, [IDEMPOTENCY_KEY_FIELD]: newKey() }), "careers");
      expect(redirect?.headers.get("location")).toBe("/success?form=careers&event_id=51");
    });

    it("answers 422 with field errors and the shopper's input, but not the honeypot or the key", async () => {
      const { answer } = await run(
        post("/contact", {
          name: "",
          email: "jo@example.com",
          phone: "12",
          message: "Hi",
          [IDEMPOTENCY_KEY_FIELD]: newKey(),
          [HONEYPOT_FIELD]: "",
        }),
      );
      expect(answer?.init.status).toBe(422);
      const body = answer!.data;
      expect(body.ok).toBe(false);
      if (body.ok) return;
      expect(body.fieldErrors?.name).toEqual(["Please enter your name."]);
      expect(body.fieldErrors?.phone).toEqual(["Please enter a valid Australian phone number."]);
      expect(body.summary?.title).toBe("Please fix the following errors:");
      expect(body.values).toEqual({ name: "", email: "jo@example.com", phone: "12", message: "Hi" });
      expect(answer!.init.headers["Cache-Control"]).toBe("no-store");
    });

    it("refuses a post from another site's page with 403 and stores nothing", async () => {
      const before = await db.select({ n: count() }).from(leads);
      const values = { ...(enquiryValues(testSite) as Record<string, string>), [IDEMPOTENCY_KEY_FIELD]: newKey() };
      const refusals: Array<Record<string, string>> = [
        { origin: "http://south.localhost" },
        { origin: "null" },
        { origin: "", "sec-fetch-site": "cross-site" },
      ];
      for (const headers of refusals) {
        const request = post("/contact", values, headers);
        if (headers.origin === "") request.headers.delete("origin");
        const { answer } = await run(request);
        expect(answer?.init.status).toBe(403);
        expect(answer?.data).toMatchObject({ ok: false, formError: CROSS_SITE_MESSAGE });
      }
      expect(await db.select({ n: count() }).from(leads)).toEqual(before);
    });

    it("answers a body that is not a form or JSON with 415, and an oversized one with 413", async () => {
      const text = new Request("http://north.localhost/contact", {
        method: "POST",
        headers: { "content-type": "text/plain", origin: "http://north.localhost" },
        body: "name=Jo",
      });
      expect((await run(text)).answer?.init.status).toBe(415);
      const big = post("/contact", { ...(enquiryValues(testSite) as Record<string, string>), message: "x".repeat(40_000) });
      expect((await run(big)).answer).toMatchObject({
        init: { status: 413 },
        data: { ok: false, formError: "The request body is too large: at most 32 KB." },
      });
    });

    it("answers a filled honeypot with the generic form error and stores nothing", async () => {
      const before = await db.select({ n: count() }).from(leads);
      const { answer } = await run(
        post("/contact", {
          ...(enquiryValues(testSite) as Record<string, string>),
          [HONEYPOT_FIELD]: "http://spam",
          [IDEMPOTENCY_KEY_FIELD]: newKey(),
        }),
      );
      expect(answer?.init.status).toBe(400);
      expect(answer?.data).toMatchObject({ ok: false, formError: SUBMIT_FAILED_MESSAGE });
      expect(await db.select({ n: count() }).from(leads)).toEqual(before);
    });

    it("shares one rate limit between the forms: the 11th post in ten minutes from one address is refused", async () => {
      const ip = `198.51.100.${++ipCounter}`;
      for (let i = 0; i < 10; i++) {
        const { answer } = await run(post("/contact", { name: "" }), "enquiry", ip);
        expect(answer?.init.status).toBe(422);
      }
      const { answer } = await run(post("/trade-in", { first_name: "" }), "trade-in", ip);
      expect(answer?.init.status).toBe(429);
      expect(Number(answer?.init.headers["Retry-After"])).toBeGreaterThan(0);
      expect(answer?.data).toMatchObject({ ok: false, form: "trade-in" });
    });

    it("finds the car a form is about by id or slug, only on its own site and only when shown", async () => {
      const south = (await createSiteDirectory(db).lookup("south.localhost")).site!;
      const [car] = await db.select().from(cars).where(eq(cars.id, testSite.carId));
      expect(await findFormCar(db, site.id, String(car.id))).toEqual({ id: car.id, slug: car.slug, name: car.name });
      expect(await findFormCar(db, site.id, car.slug)).toEqual({ id: car.id, slug: car.slug, name: car.name });
      expect(await findFormCar(db, south.id, String(car.id))).toBeNull();
      expect(await findFormCar(db, site.id, null)).toBeNull();
      for (const junk of ["\u0000", `${car.slug}\u0000`, "\ud800", "a b", "../x", "%00", "x".repeat(201)]) {
        expect(await findFormCar(db, site.id, junk), JSON.stringify(junk)).toBeNull();
      }
      await db.update(cars).set({ shownOnWebsite: false }).where(eq(cars.id, car.id));
      expect(await findFormCar(db, site.id, car.slug)).toBeNull();
    });

    it("has no trade-in pages for a dealer without trade-in, and refuses their posts", async () => {
      const notrade = (await createSiteDirectory(db).lookup("notrade.localhost")).site!;
      const get = new Request("http://notrade.localhost/trade-in");
      const thrown = await tradeInLoader(args(get, undefined, notrade)).catch((e: unknown) => e);
      expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
      const refused = await Promise.resolve()
        .then(() => tradeInAction(args(post("/trade-in", { first_name: "A" }), undefined, notrade)))
        .catch((e: unknown) => e);
      expect((refused as { init?: { status?: number } }).init?.status).toBe(404);
      const open = await tradeInLoader(args(new Request("http://north.localhost/trade-in")));
      expect(open).toMatchObject({ car: null, noun: "car" });
    });
  });
}
