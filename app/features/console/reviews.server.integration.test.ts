/**
 * The console's Reviews page on PGlite and PostgreSQL (issue 20) through its loader and action: a CSV's dry run
 * writes nothing and lists the bad rows with reasons; applying it writes the good rows, an audit entry and moves the
 * site's updated_at, and the public rules show them; a second import of the same file changes nothing. Hiding a
 * review or a reviewer is a settings version the public list follows, and the list says why a review is not shown.
 * Another dealer's review is a 404; sales are refused (403) on every action; a cross-site POST is a 403; the Google
 * import answers the embedded default's message, and a configured source's reviews go through the same plan.
 */
import { mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import type { FormValues } from "~/domain/forms/form-values";
import { shownReviews } from "~/domain/reviews/reviews";
import { STAGED_CSV_GONE_MESSAGE, STAGED_CSV_TTL_MS } from "~/domain/reviews/staged-csv";
import { auditLog, reviews, staffUsers, websites } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite, type Yard } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { stagedFile, stagedFolder } from "~/server/console/review-staging";
import { readSiteLook } from "~/server/console/settings-versions";
import { siteReviews } from "~/server/reviews/review-queries";
import { createEmbeddedReviewSource, NOT_CONFIGURED } from "~/server/services/reviews-source/embedded";
import type { ReviewSource } from "~/server/services/reviews-source/types";
import { createSiteDirectory, type SiteDirectory } from "~/server/tenancy/site-directory";
import { loadReviews, reviewsAction, type ReviewsActionData } from "./reviews.server";

type Thrown = { init?: { status?: number } | null; status?: number; data?: unknown };
type Answer = Required<ReviewsActionData>;

async function answer(work: () => Promise<unknown>): Promise<{ status: number; data: Answer }> {
  try {
    const out = (await work()) as Thrown;
    return { status: out?.init?.status ?? 200, data: (out?.data ?? out) as Answer };
  } catch (error) {
    const e = error as Thrown;
    return { status: e.init?.status ?? e.status ?? 500, data: e.data as Answer };
  }
}

const CSV = (yard: string) =>
  [
    "review_id,reviewer,rating,text,date,location",
    `csv-1,Priya Shah,5,"Smooth purchase, friendly team.",2026-11-01,${yard}`,
    "csv-2,Tom Lee,3,Fine I guess.,2026-11-02,",
    "csv-3,Ann Bad,9,Stars out of range,not a date,",
  ].join("\n");

const fakeGoogle: ReviewSource = {
  name: "google-business-profile",
  configured: true,
  fetchReviews: async (location) =>
    location === "accounts/1/locations/2"
      ? {
          ok: true,
          records: [
            {
              line: 1,
              values: {
                externalId: "g-9",
                reviewerName: "Google Person",
                rating: "FIVE",
                text: "Found it on Maps.",
                publishedAt: "2026-11-03T00:00:00Z",
                source: "google",
              },
            },
          ],
        }
      : { ok: false, message: "Google knows no such location." },
};

for (const kind of await databaseKinds()) {
  describe(`console reviews on ${kind}`, () => {
    let database: TestDatabase;
    let a: Yard;
    let b: Yard;
    let staffId: number;
    let otherStaffId: number;
    let dataDir: string;
    let sites: SiteDirectory;
    let bReview: number;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await insertSite(database.db, "reviews-a");
      b = await insertSite(database.db, "reviews-b");
      [{ id: staffId }] = await database.db
        .insert(staffUsers)
        .values({ email: "owner@reviews-a.example" })
        .returning({ id: staffUsers.id });
      [{ id: otherStaffId }] = await database.db
        .insert(staffUsers)
        .values({ email: "manager@reviews-a.example" })
        .returning({ id: staffUsers.id });
      dataDir = await mkdtemp(path.join(tmpdir(), "console-reviews-"));
      [{ id: bReview }] = await database.db
        .insert(reviews)
        .values({
          websiteId: b.site.id,
          externalId: "b-1",
          reviewerName: "B Person",
          rating: 5,
          text: "B's review",
          publishedAt: new Date(),
        })
        .returning({ id: reviews.id });
      sites = createSiteDirectory(database.db);
    });
    afterAll(async () => {
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    /** `as`: another staff member of the dealer, or a staff member of another dealer (b). */
    function context(role: StaffRole, reviewSource: ReviewSource = createEmbeddedReviewSource(), as: "self" | "colleague" | "b" = "self") {
      const member: StaffMember = {
        id: as === "colleague" ? otherStaffId : staffId,
        email: "owner@reviews-a.example",
        name: "",
        websiteId: as === "b" ? b.site.id : a.site.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, { db: database.db, sites, reviewSource, dataDir } as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: a.site.slug },
        site:
          as === "b" ? { id: b.site.id, name: b.site.name, slug: b.site.slug } : { id: a.site.id, name: a.site.name, slug: a.site.slug },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/reviews" });
      return ctx;
    }
    const post = (fields: FormValues, role: StaffRole = "owner", options: { origin?: string; source?: ReviewSource } = {}) => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
      const request = new Request("http://reviews-a.localhost/console/reviews", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: options.origin ?? "http://reviews-a.localhost" },
        body: body.toString(),
      });
      return answer(() => reviewsAction(request, context(role, options.source)));
    };
    const rowsOfA = async () => (await database.db.select({ n: count() }).from(reviews).where(eq(reviews.websiteId, a.site.id)))[0].n;
    const audits = async () => (await database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, "reviews.import")))[0].n;
    const stamp = async () => (await database.db.select({ at: websites.updatedAt }).from(websites).where(eq(websites.id, a.site.id)))[0].at;
    const publicNames = async () => {
      const { settings } = await readSiteLook(database.db, a.site.id);
      return shownReviews(await siteReviews(database.db, a.site.id), settings.reviews, { full: true }).map((r) => r.reviewerName);
    };
    const idOf = async (externalId: string) =>
      (
        await database.db
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.websiteId, a.site.id), eq(reviews.externalId, externalId)))
      )[0].id;

    it("checks a CSV as a dry run (bad rows with reasons, nothing written), then applies it once (idempotent)", async () => {
      const csv = CSV(a.location.slug);
      const dry = await post({ intent: "csv-preview", csv });
      expect(dry.status).toBe(200);
      expect(dry.data.summary).toMatchObject({ applied: false, add: 2, update: 0, unchanged: 0 });
      expect(dry.data.summary.bad).toEqual([
        {
          line: 4,
          externalId: "csv-3",
          reasons: ["The rating is not a whole number from 1 to 5.", "The date is not a date like 2026-11-28 (or 2026-11-28T10:30:00Z)."],
        },
      ]);
      expect(dry.data.values.csv).toBe(csv);
      expect(await rowsOfA()).toBe(0);

      const before = await stamp();
      const applied = await post({ intent: "csv-apply", csv });
      expect(applied).toMatchObject({ status: 200, data: { ok: expect.stringContaining("2 added, 0 updated, 1 bad row left out") } });
      expect(await rowsOfA()).toBe(2);
      expect((await stamp()).getTime()).toBeGreaterThan(before.getTime());
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "reviews.import"));
      expect(audit).toMatchObject({ websiteId: a.site.id, after: { added: ["csv-1", "csv-2"], updated: [], bad: [4] } });
      const [priya] = await database.db.select().from(reviews).where(eq(reviews.externalId, "csv-1"));
      expect(priya).toMatchObject({ websiteId: a.site.id, locationId: a.location.id, source: "google", rating: 5 });
      // The public rules: Tom's 3 stars are not shown.
      expect(await publicNames()).toEqual(["Priya Shah"]);

      const again = await post({ intent: "csv-apply", csv });
      expect(again.data.ok).toBe("Nothing to import: every good row is here already.");
      expect(await rowsOfA()).toBe(2);
      expect(await audits()).toBe(1);
    });

    it("lists every review with what the public site does with it and why not", async () => {
      const page = await loadReviews(context("manager"));
      expect(page).toMatchObject({ total: 2, shownCount: 1, google: false });
      expect(page.reviews.map((r) => [r.reviewerName, r.verdict])).toEqual([
        ["Tom Lee", { shown: false, reason: "low-rating", message: "Not shown: 3 stars, under 4." }],
        ["Priya Shah", { shown: "list" }],
      ]);
    });

    it("hides and shows a review and a reviewer through the settings (a version); the public list follows", async () => {
      const priya = await idOf("csv-1");
      const hidden = await post({ intent: "hide-review", review: String(priya) });
      expect(hidden).toMatchObject({ status: 200, data: { ok: expect.stringContaining("Review hidden") } });
      expect((await readSiteLook(database.db, a.site.id)).settings.reviews.hiddenReviewIds).toEqual(["csv-1"]);
      expect(await publicNames()).toEqual([]);
      const listed = (await loadReviews(context("owner"))).reviews.find((r) => r.id === priya)!;
      expect(listed).toMatchObject({ reviewHidden: true, verdict: { reason: "review-hidden" } });
      expect((await post({ intent: "hide-review", review: String(priya) })).data.ok).toBe("Nothing changed.");
      await post({ intent: "show-review", review: String(priya) });
      expect(await publicNames()).toEqual(["Priya Shah"]);

      await post({ intent: "hide-reviewer", review: String(priya) });
      expect((await readSiteLook(database.db, a.site.id)).settings.reviews.hiddenReviewers).toEqual(["Priya Shah"]);
      expect(await publicNames()).toEqual([]);
      expect((await post({ intent: "show-reviewer", reviewer: "Nobody Hidden" })).status).toBe(400);
      await post({ intent: "show-reviewer", reviewer: "priya shah" });
      expect(await publicNames()).toEqual(["Priya Shah"]);
      const moderated = await database.db.select().from(auditLog).where(eq(auditLog.action, "reviews.moderate"));
      expect(moderated.map((m) => m.subject)).toEqual([
        "Review csv-1 hidden",
        "Review csv-1 shown again",
        "Reviewer Priya Shah hidden",
        "Reviewer priya shah shown again",
      ]);
    });

    it("answers 400 with a message for an unreadable CSV, an empty one and an unknown intent", async () => {
      expect(await post({ intent: "csv-preview", csv: "name,rating\nSam,5" })).toMatchObject({
        status: 400,
        data: { fieldErrors: { csv: expect.stringContaining("missing: review_id, date") } },
      });
      expect(await post({ intent: "csv-apply", csv: "  " })).toMatchObject({
        status: 400,
        data: { fieldErrors: { csv: "Paste the CSV, or choose its file." } },
      });
      expect(await post({ intent: "explode" })).toMatchObject({ status: 400, data: { formError: "Choose what to do and try again." } });
      expect(await rowsOfA()).toBe(2);
    });

    it("answers 404 for another dealer's review and a junk id, changing nothing", async () => {
      for (const intent of ["hide-review", "show-review", "hide-reviewer"])
        for (const review of [String(bReview), "abc", "0", "99999999"])
          expect((await post({ intent, review })).status, `${intent} ${review}`).toBe(404);
      const { settings } = await readSiteLook(database.db, a.site.id);
      expect(settings.reviews).toMatchObject({ hiddenReviewIds: [], hiddenReviewers: [] });
      expect((await readSiteLook(database.db, b.site.id)).settings.reviews.hiddenReviewIds).toEqual([]);
    });

    it("refuses sales (403) on the page and every action, and a cross-site POST (403)", async () => {
      const priya = String(await idOf("csv-1"));
      expect((await answer(() => loadReviews(context("sales")))).status).toBe(403);
      for (const fields of <FormValues[]>[
        { intent: "csv-preview", csv: CSV(a.location.slug) },
        { intent: "csv-apply", csv: CSV(a.location.slug) },
        { intent: "google-apply", location: "accounts/1/locations/2" },
        { intent: "hide-review", review: priya },
        { intent: "show-review", review: priya },
        { intent: "hide-reviewer", review: priya },
        { intent: "show-reviewer", reviewer: "Priya Shah" },
      ])
        expect((await post(fields, "sales")).status, String(fields.intent)).toBe(403);
      expect((await post({ intent: "hide-review", review: priya }, "owner", { origin: "https://evil.example" })).status).toBe(403);
      expect((await readSiteLook(database.db, a.site.id)).settings.reviews.hiddenReviewIds).toEqual([]);
    });

    it("imports from Google only when a source is configured, through the same dry run and apply", async () => {
      expect(await post({ intent: "google-preview", location: "accounts/1/locations/2" })).toMatchObject({
        status: 400,
        data: { fieldErrors: { location: NOT_CONFIGURED } },
      });
      const source = fakeGoogle;
      expect((await post({ intent: "google-preview", location: "accounts/9/locations/9" }, "owner", { source })).status).toBe(400);
      const dry = await post({ intent: "google-preview", location: "accounts/1/locations/2" }, "owner", { source });
      expect(dry.data.summary).toMatchObject({ from: "google", applied: false, add: 1 });
      const applied = await post({ intent: "google-apply", location: "accounts/1/locations/2" }, "owner", { source });
      expect(applied.data.ok).toContain("1 added");
      expect(await publicNames()).toEqual(["Google Person", "Priya Shah"]);
      expect((await loadReviews(context("owner", source))).google).toBe(true);
    });

    /** The import form as the page sends it: multipart, with the chosen file (the transport streams this page's body). */
    const upload = (
      fields: Record<string, string>,
      file?: { name: string; text: string | Uint8Array<ArrayBuffer> },
      role: StaffRole = "owner",
      as: "self" | "colleague" | "b" = "self",
    ) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      if (file) body.append("file", new Blob([file.text], { type: "text/csv" }), file.name);
      const request = new Request("http://reviews-a.localhost/console/reviews", {
        method: "POST",
        headers: { origin: "http://reviews-a.localhost" },
        body,
      });
      return answer(() => reviewsAction(request, context(role, undefined, as)));
    };

    it("takes a CSV file of a few MB (far over the 64 KiB form body): a dry run, then the import, each review once", async () => {
      const padding = "Friendly team and a fair price; the handover was quick and the car was spotless. ".repeat(3);
      const lines = Array.from({ length: 10_000 }, (_, i) => `big-${i},Reviewer ${i},${1 + (i % 5)},"${padding}",2026-10-01`);
      const text = ["review_id,reviewer,rating,text,date", ...lines].join("\n");
      expect(text.length).toBeGreaterThan(2.5 * 1024 * 1024);
      const before = await rowsOfA();
      expect((await upload({ intent: "csv-preview" }, { name: "big.csv", text }, "sales")).status).toBe(403);
      const dry = await upload({ intent: "csv-preview", csv: "ignored,when a file is chosen" }, { name: "big.csv", text });
      expect(dry.status).toBe(200);
      expect(dry.data.summary).toMatchObject({ applied: false, add: 10_000, update: 0, bad: [] });
      // The checked file is kept on the server for the import, named by a token.
      expect(dry.data.values).toEqual({ file: "big.csv", staged: expect.stringMatching(/^[\w-]{32}$/) });
      expect(await rowsOfA()).toBe(before);
      const applied = await upload({ intent: "csv-apply" }, { name: "big.csv", text });
      expect(applied).toMatchObject({ status: 200, data: { ok: expect.stringContaining("10000 added, 0 updated") } });
      expect(await rowsOfA()).toBe(before + 10_000);
      const again = await upload({ intent: "csv-apply" }, { name: "big.csv", text });
      expect(again.data.ok).toBe("Nothing to import: every good row is here already.");
      expect(await rowsOfA()).toBe(before + 10_000);
    });

    /** A CSV file over 64 KiB (the largest a form or an answer carries) with `n` good reviews. */
    const bigCsv = (prefix: string, n: number) => {
      const padding = "Helpful staff, a clear price and the car was ready on the day we were told. ".repeat(12);
      const text = [
        "review_id,reviewer,rating,text,date",
        ...Array.from({ length: n }, (_, i) => `${prefix}-${i},${prefix} ${i},5,"${padding}",2026-10-02`),
      ].join("\n");
      expect(text.length).toBeGreaterThan(64 * 1024);
      return text;
    };
    const keptFiles = async (websiteId = a.site.id) => (await readdir(stagedFolder(dataDir, websiteId)).catch(() => [])).sort();

    it("keeps a checked file for its import: the import sends only the token, and the kept file is removed once imported", async () => {
      const text = bigCsv("kept", 400);
      const before = await rowsOfA();
      const dry = await upload({ intent: "csv-preview" }, { name: "kept.csv", text });
      expect(dry).toMatchObject({ status: 200, data: { summary: { applied: false, add: 400, bad: [] } } });
      const token = dry.data.values.staged;
      expect(dry.data.values).toEqual({ file: "kept.csv", staged: token });
      expect(await keptFiles()).toContain(`${token}.json`);
      expect(await rowsOfA()).toBe(before);

      // A second dry run without the file checks the kept one again, under the same token.
      const again = await upload({ intent: "csv-preview", staged: token });
      expect(again).toMatchObject({ status: 200, data: { values: { file: "kept.csv", staged: token }, summary: { add: 400 } } });

      // The page reloaded without JavaScript: the file field is empty, the form carries the token.
      const applied = await upload({ intent: "csv-apply", staged: token, csv: "" });
      expect(applied).toMatchObject({ status: 200, data: { ok: expect.stringContaining("400 added, 0 updated") } });
      expect(await rowsOfA()).toBe(before + 400);
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "reviews.import"), eq(auditLog.websiteId, a.site.id)))
        .orderBy(auditLog.id)
        .then((rows) => rows.slice(-1));
      expect(audit.subject).toContain("kept.csv");
      expect(await keptFiles()).not.toContain(`${token}.json`);

      // Used once: the same token again is a 400 that says to check the file again, and nothing changes.
      const twice = await upload({ intent: "csv-apply", staged: token });
      expect(twice).toMatchObject({
        status: 400,
        data: { formError: STAGED_CSV_GONE_MESSAGE, fieldErrors: { file: STAGED_CSV_GONE_MESSAGE } },
      });
      expect(await rowsOfA()).toBe(before + 400);
    });

    it("refuses another dealer's or another staff member's token, an expired one and a junk one (400), changing nothing", async () => {
      const text = bigCsv("foreign", 300);
      const before = await rowsOfA();
      const dry = await upload({ intent: "csv-preview" }, { name: "foreign.csv", text });
      const token = dry.data.values.staged;
      const gone = { status: 400, data: { formError: STAGED_CSV_GONE_MESSAGE } };

      expect(await upload({ intent: "csv-apply", staged: token }, undefined, "owner", "b")).toMatchObject(gone);
      expect(await upload({ intent: "csv-preview", staged: token }, undefined, "owner", "b")).toMatchObject(gone);
      expect(await upload({ intent: "csv-apply", staged: token }, undefined, "owner", "colleague")).toMatchObject(gone);
      for (const junk of ["nope", "../../../../../../../../etc/passwd", `${token}x`, "A".repeat(32)])
        expect(await upload({ intent: "csv-apply", staged: junk }), junk).toMatchObject(gone);
      // Sales may not import at all.
      expect((await upload({ intent: "csv-apply", staged: token }, undefined, "sales")).status).toBe(403);
      expect(await rowsOfA()).toBe(before);
      expect((await database.db.select({ n: count() }).from(reviews).where(eq(reviews.websiteId, b.site.id)))[0].n).toBe(1);
      // The refusals left the owner's kept file alone.
      expect(await keptFiles()).toContain(`${token}.json`);

      // An hour later it has expired: refused, and removed.
      const hourAgo = new Date(Date.now() - STAGED_CSV_TTL_MS - 1000);
      await utimes(stagedFile(dataDir, a.site.id, token), hourAgo, hourAgo);
      expect(await upload({ intent: "csv-apply", staged: token })).toMatchObject(gone);
      expect(await keptFiles()).not.toContain(`${token}.json`);
      expect(await rowsOfA()).toBe(before);
    });

    it("imports a file chosen after the check instead of the kept one, and lets the kept one go; expired files are swept", async () => {
      const before = await rowsOfA();
      const first = await upload({ intent: "csv-preview" }, { name: "first.csv", text: bigCsv("first", 200) });
      const token = first.data.values.staged;
      // Another dealer's file, expired long ago, is swept when a file is kept.
      const other = await upload({ intent: "csv-preview" }, { name: "b.csv", text: bigCsv("b-old", 100) }, "owner", "b");
      const old = new Date(Date.now() - 2 * STAGED_CSV_TTL_MS);
      await utimes(stagedFile(dataDir, b.site.id, other.data.values.staged), old, old);

      const second = await upload({ intent: "csv-preview", staged: token }, { name: "second.csv", text: bigCsv("second", 150) });
      expect(second).toMatchObject({ status: 200, data: { values: { file: "second.csv" }, summary: { add: 150 } } });
      expect(second.data.values.staged).not.toBe(token);
      expect(await keptFiles()).toContain(`${second.data.values.staged}.json`);
      expect(await keptFiles()).not.toContain(`${token}.json`);
      expect(await keptFiles(b.site.id)).toEqual([]);

      const third = await upload(
        { intent: "csv-apply", staged: second.data.values.staged },
        { name: "third.csv", text: bigCsv("third", 120) },
      );
      expect(third).toMatchObject({ status: 200, data: { ok: expect.stringContaining("120 added") } });
      expect(await rowsOfA()).toBe(before + 120);
      expect(await keptFiles()).not.toContain(`${second.data.values.staged}.json`);

      // A pasted CSV is imported as before, whatever token the form still carries.
      const pasted = ["review_id,reviewer,rating,date", "paste-1,Pat,5,2026-09-09"].join("\n");
      const dry = await upload({ intent: "csv-preview", csv: pasted, staged: token });
      expect(dry).toMatchObject({ status: 200, data: { values: { csv: expect.stringContaining("paste-1,Pat,5") }, summary: { add: 1 } } });
      expect((await upload({ intent: "csv-apply", csv: pasted })).data.ok).toContain("1 added");
    });

    it("refuses a file over 4 MB with a 413 that says to split it, and a file that is not UTF-8, writing nothing", async () => {
      const before = await rowsOfA();
      const huge = "review_id,reviewer,rating,date\n" + "x".repeat(4 * 1024 * 1024 + 10);
      const refused = await upload({ intent: "csv-apply" }, { name: "huge.csv", text: huge });
      expect(refused.status).toBe(413);
      expect(refused.data.fieldErrors.csv).toBe(
        "The CSV file is larger than 4 MB: split it into smaller files and import them one after another.",
      );
      const latin1 = new Uint8Array([...new TextEncoder().encode("review_id,reviewer,rating,date\nl-1,Ren"), 0xe9, 0x0a]);
      expect(await upload({ intent: "csv-apply" }, { name: "latin1.csv", text: latin1 })).toMatchObject({
        status: 400,
        data: { formError: expect.stringContaining("not UTF-8 text") },
      });
      expect(await rowsOfA()).toBe(before);
    });

    it("two imports of one file at once store each review once (the unique index), and the database refuses a second copy", async () => {
      const csv = ["review_id,reviewer,rating,date", "race-1,Ann,5,2026-09-01", "race-2,Bob,4,2026-09-02", "race-3,Cy,5,2026-09-03"].join(
        "\n",
      );
      const before = await rowsOfA();
      const both = await Promise.all([post({ intent: "csv-apply", csv }), post({ intent: "csv-apply", csv })]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      expect(both.reduce((n, r) => n + r.data.summary.add, 0)).toBe(3);
      expect(both.reduce((n, r) => n + r.data.summary.unchanged, 0)).toBe(3);
      expect(await rowsOfA()).toBe(before + 3);
      const copy = {
        websiteId: a.site.id,
        source: "google",
        externalId: "race-1",
        reviewerName: "Ann",
        rating: 5,
        publishedAt: new Date(),
      };
      await expect(database.db.insert(reviews).values(copy)).rejects.toThrow();
      // Another source's review, or another dealer's, may have the same id.
      await database.db.insert(reviews).values({ ...copy, source: "facebook" });
      await database.db.insert(reviews).values({ ...copy, websiteId: b.site.id });
    });
  });
}
