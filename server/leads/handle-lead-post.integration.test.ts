import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD } from "~/domain/forms";
import type { Db } from "~/server/db/client";
import { leads } from "~/server/db/schema";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { fallbackIdempotencyKey, handleLeadPost, type LeadPostDeps } from "./handle-lead-post";
import { createDbRateLimiter } from "./rate-limit";
import { readLeadBody } from "./request-guards";
import { enquiryValues, insertLeadSite, newKey, type LeadSite } from "~/server/db/test-factories";

const ORIGIN = "https://north.example.com.au";

function formPost(values: Record<string, unknown>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) body.append(k, String(v));
  return new Request(`${ORIGIN}/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
      referer: `${ORIGIN}/contact`,
      ...headers,
    },
    body,
  });
}

/** The lead forms' route reads the body once, then hands it to the pipeline. */
async function submit(request: Request, deps: LeadPostDeps) {
  return handleLeadPost(request, await readLeadBody(request), deps);
}

for (const kind of await databaseKinds()) {
  describe(`lead POST on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let site: LeadSite;
    let ipCounter = 0;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      site = await insertLeadSite(db, "north");
    });
    afterAll(() => database?.drop());

    function deps(overrides: Partial<LeadPostDeps> = {}): LeadPostDeps {
      ipCounter += 1;
      return { db, ...site, kind: "enquiry", limiter: createDbRateLimiter(db), ip: `198.51.100.${ipCounter}`, ...overrides };
    }

    async function leadTotal() {
      const [row] = await db.select({ n: count() }).from(leads).where(eq(leads.websiteId, site.website.id));
      return Number(row.n);
    }

    it("stores a valid enquiry and answers success with the event id and the success page", async () => {
      const outcome = await submit(formPost({ ...enquiryValues(site), [IDEMPOTENCY_KEY_FIELD]: newKey() }), deps());
      expect(outcome).toMatchObject({ ok: true, status: 200, duplicate: false, eventId: 22, redirectTo: "/success" });
      if (!outcome.ok) return;
      const [lead] = await db.select().from(leads).where(eq(leads.id, outcome.leadId));
      expect(lead.sourceUrl).toBe(`${ORIGIN}/contact`);
    });

    it("a double-clicked submit answers the same lead", async () => {
      const values = { ...enquiryValues(site), [IDEMPOTENCY_KEY_FIELD]: newKey() };
      const d = deps();
      const [a, b] = await Promise.all([submit(formPost(values), d), submit(formPost(values), d)]);
      if (!a.ok || !b.ok) throw new Error("expected success");
      expect(a.leadId).toBe(b.leadId);
      expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    });

    it("without a key, the same values in quick succession still make one lead", async () => {
      const values = enquiryValues(site, { message: `no key ${newKey()}` });
      const d = deps();
      const a = await submit(formPost(values), d);
      const b = await submit(formPost(values), d);
      if (!a.ok || !b.ok) throw new Error("expected success");
      expect(b).toMatchObject({ leadId: a.leadId, duplicate: true });
    });

    it("stores text with NUL bytes, control characters and lone surrogates cleaned out, never losing the lead", async () => {
      const key = newKey();
      const values = {
        ...enquiryValues(site),
        name: "Jo\u0000 Cit\u0007izen\ud800",
        message: "Line 1\r\nLine\u0000 2\tend\udc00\u009b",
        subcategory: "Sales\nX",
        [IDEMPOTENCY_KEY_FIELD]: key,
      };
      const request = new Request(`${ORIGIN}/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify(values),
      });
      expect(await submit(request, deps())).toMatchObject({ ok: true });
      const [lead] = await db.select().from(leads).where(eq(leads.idempotencyKey, key));
      expect(lead.name).toBe("Jo Citizen");
      expect(lead.subcategory).toBe("Sales X");
      expect((lead.payload as { form: { message: string } }).form.message).toBe("Line 1\r\nLine 2\tend");
    });

    it("stores a form post with NUL bytes cleaned out", async () => {
      const key = newKey();
      const outcome = await submit(
        formPost({ ...enquiryValues(site), name: "Jo\u0000Citizen", message: "Hi\u0000", [IDEMPOTENCY_KEY_FIELD]: key }),
        deps(),
      );
      expect(outcome).toMatchObject({ ok: true });
      const [lead] = await db.select().from(leads).where(eq(leads.idempotencyKey, key));
      expect(lead.name).toBe("JoCitizen");
      expect((lead.payload as { form: { message: string } }).form.message).toBe("Hi");
    });

    it("answers field errors and the summary for invalid values", async () => {
      const outcome = await submit(formPost({ name: "Jo" }), deps());
      expect(outcome).toMatchObject({ ok: false, status: 422, summary: { title: "Please fix the following errors:" } });
    });

    it("rejects a cross-site POST before storing anything", async () => {
      const before = await leadTotal();
      const outcome = await submit(
        formPost(enquiryValues(site), { origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
        deps(),
      );
      expect(outcome).toMatchObject({ ok: false, status: 403 });
      expect(await leadTotal()).toBe(before);
    });

    it("rejects an oversized body", async () => {
      const outcome = await submit(formPost(enquiryValues(site, { message: "x".repeat(40_000) })), deps());
      expect(outcome).toMatchObject({ ok: false, status: 413 });
    });

    it("refuses a filled honeypot with the generic error and stores nothing", async () => {
      const before = await leadTotal();
      const outcome = await submit(formPost({ ...enquiryValues(site), [HONEYPOT_FIELD]: "x" }), deps());
      expect(outcome).toEqual({ ok: false, status: 400, formError: "An error occurred when submitting this form" });
      expect(await leadTotal()).toBe(before);
    });

    it("limits submissions per IP with the clear message", async () => {
      const d = deps({ limiter: createDbRateLimiter(db, { limit: 2 }) });
      for (let i = 0; i < 2; i++) {
        expect((await submit(formPost({ ...enquiryValues(site), [IDEMPOTENCY_KEY_FIELD]: newKey() }), d)).ok).toBe(true);
      }
      const before = await leadTotal();
      const refused = await submit(formPost({ ...enquiryValues(site), [IDEMPOTENCY_KEY_FIELD]: newKey() }), d);
      expect(refused).toMatchObject({
        ok: false,
        status: 429,
        formError: "Too many submissions from your connection. Please wait a few minutes and try again.",
      });
      expect(await leadTotal()).toBe(before);
      // Another address is not affected.
      const other = await submit(formPost({ ...enquiryValues(site), [IDEMPOTENCY_KEY_FIELD]: newKey() }), { ...d, ip: "192.0.2.1" });
      expect(other.ok).toBe(true);
    });

    it("answers inline when the dealer shows the thank-you in place", async () => {
      const settings = { ...site.settings, forms: { ...site.settings.forms, successMode: "inline" as const } };
      const outcome = await submit(formPost({ ...enquiryValues(site), [IDEMPOTENCY_KEY_FIELD]: newKey() }), deps({ settings }));
      expect(outcome).toMatchObject({ ok: true, redirectTo: null });
    });
  });
}

// A real closed database makes submitLead throw (submit-lead.integration.test.ts); here, the answer to that.
describe("lead POST with the database unreachable", () => {
  it("answers the form error, never success, and logs the failure", async () => {
    const unreachable = new Proxy(
      {},
      {
        get() {
          throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        },
      },
    ) as Db;
    const logged: object[] = [];
    const outcome = await submit(
      formPost({ name: "Jo", email: "jo@example.com", phone: "0412345678", message: "Hi", [IDEMPOTENCY_KEY_FIELD]: newKey() }),
      {
        db: unreachable,
        website: { id: 1, slug: "gone", name: "Gone" },
        settings: DEFAULT_SETTINGS,
        kind: "enquiry",
        limiter: createDbRateLimiter(unreachable),
        ip: "203.0.113.1",
        log: { error: (obj) => void logged.push(obj) },
      },
    );
    expect(outcome).toEqual({ ok: false, status: 503, formError: "An error occurred when submitting this form" });
    expect(logged).toHaveLength(1);
  });
});

describe("fallback idempotency key", () => {
  const now = new Date("2025-01-01T00:03:00Z");
  it("is the same for the same values in the same ten minutes, whatever the field order", () => {
    expect(fallbackIdempotencyKey("enquiry", { a: "1", b: "2" }, now)).toBe(fallbackIdempotencyKey("enquiry", { b: "2", a: "1" }, now));
  });

  it("differs for other values, another form or a later window", () => {
    const key = fallbackIdempotencyKey("enquiry", { a: "1" }, now);
    expect(fallbackIdempotencyKey("enquiry", { a: "2" }, now)).not.toBe(key);
    expect(fallbackIdempotencyKey("test-drive", { a: "1" }, now)).not.toBe(key);
    expect(fallbackIdempotencyKey("enquiry", { a: "1" }, new Date(now.getTime() + 10 * 60_000))).not.toBe(key);
  });
});
