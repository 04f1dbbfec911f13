// Finance applications on both databases: encrypted at rest, resumable, and one lead however often submitted.
import { randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationAnswers } from "~/domain/finance/application";
import type { Db } from "~/server/db/client";
import { financeApplications, leads, users } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertLeadSite, type LeadSite } from "~/server/db/test-factories";
import { loadWebsiteRows } from "~/server/leads/form-context";
import { createDraft, findDraft, saveDraft } from "./applications";
import { createFinanceDataCipher } from "./crypto";
import { submitApplication } from "./submit-application";

const answers: ApplicationAnswers = {
  personal: {
    first_name: "Marguerite",
    last_name: "Okonkwo-Smith",
    email: "marguerite@example.com",
    mobile: "+61412345678",
    date_of_birth: "1987-09-23",
    licence_number: "ZX981234",
    licence_state: "NSW",
    street: "17 Quandong Crescent",
    suburb: "Merewether",
    state: "NSW",
    postcode: "2291",
    years_at_address: 4,
    residency: "Australian citizen",
    living: "Renting",
    dependants: 2,
  },
};
const more: ApplicationAnswers = {
  employment: {
    employment_status: "Full-time",
    employer: "Hunter Valley Mining",
    occupation: "Surveyor",
    years_in_job: 6,
    months_in_job: 3,
  },
  finances: {
    income: 2345,
    income_frequency: "Weekly",
    other_income_monthly: 0,
    living_expenses_monthly: 1500,
    housing_monthly: 2100,
    other_loans_monthly: 0,
    credit_card_limits: 8000,
  },
  car: { loan_amount: 31_000, deposit: 4_000, term_years: 5, location: undefined, consent: true },
};

for (const kind of await databaseKinds()) {
  describe(`finance applications on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let site: LeadSite;
    let userId: number;
    const cipher = createFinanceDataCipher(randomBytes(32));

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      site = await insertLeadSite(db, "fin");
      [{ id: userId }] = await db.insert(users).values({ websiteId: site.website.id, phone: "+61412345678" }).returning({ id: users.id });
    });
    afterAll(() => database?.drop());

    it("stores no plaintext: the row's payload and every column hold none of the shopper's answers", async () => {
      const { application } = await createDraft(db, cipher, {
        websiteId: site.website.id,
        kind: "pre-approval",
        userId: null,
        carId: site.carId,
        answers,
        completed: ["personal"],
        now: new Date(),
      });
      const [row] = await db.select().from(financeApplications).where(eq(financeApplications.id, application.id));
      const stored = JSON.stringify(row);
      for (const value of [
        "Marguerite",
        "Okonkwo",
        "marguerite@example.com",
        "412345678",
        "1987-09-23",
        "ZX981234",
        "Quandong",
        "Merewether",
        "2291",
      ]) {
        // A value as short as a postcode as a whole word: the random token hash or ciphertext holds four given digits by
        // chance about once in 500 rows ("…6ff422915e…").
        if (value.length < 6) expect(stored).not.toMatch(new RegExp(`(?<![A-Za-z0-9])${value}(?![A-Za-z0-9])`));
        else expect(stored).not.toContain(value);
      }
      // And what the database itself would show a reader of the table:
      const [raw] = await db
        .execute<{ t: string }>(sql`select row_to_json(f)::text as t from finance_applications f where id = ${application.id}`)
        .then((r) => {
          const result = r as { rows: Array<{ t: string }> } | Array<{ t: string }>;
          return Array.isArray(result) ? result : result.rows;
        });
      expect(raw.t).not.toContain("Marguerite");
      expect(raw.t).toMatch(/"payload":"v1\.[0-9a-f]{8}\./);
    });

    it("resumes a draft by its browser token, claims it on sign-in, then resumes it by the account from another device", async () => {
      const { application, token } = await createDraft(db, cipher, {
        websiteId: site.website.id,
        kind: "application",
        userId: null,
        carId: null,
        answers,
        completed: ["personal"],
        now: new Date(),
      });
      const byToken = await findDraft(db, cipher, { websiteId: site.website.id, kind: "application", userId: null, token });
      expect(byToken?.answers.personal?.first_name).toBe("Marguerite");
      // Another site, another kind or a wrong token find nothing.
      expect(await findDraft(db, cipher, { websiteId: site.website.id + 999, kind: "application", userId: null, token })).toBeNull();
      expect(await findDraft(db, cipher, { websiteId: site.website.id, kind: "pre-approval", userId: null, token })).toBeNull();
      expect(
        await findDraft(db, cipher, { websiteId: site.website.id, kind: "application", userId: null, token: "x".repeat(43) }),
      ).toBeNull();

      const claimed = await findDraft(db, cipher, { websiteId: site.website.id, kind: "application", userId, token });
      expect(claimed?.id).toBe(application.id);
      await saveDraft(db, cipher, claimed!, {
        answers: { ...claimed!.answers, employment: more.employment },
        completed: ["personal", "employment"],
        carId: null,
        now: new Date(),
      });
      const elsewhere = await findDraft(db, cipher, { websiteId: site.website.id, kind: "application", userId, token: null });
      expect(elsewhere?.id).toBe(application.id);
      expect(elsewhere?.completedSteps).toEqual(["personal", "employment"]);
      expect(elsewhere?.answers.employment?.employer).toBe("Hunter Valley Mining");
      // A draft is another shopper's once claimed: their token alone no longer opens it for someone else signed in.
      expect(await findDraft(db, cipher, { websiteId: site.website.id, kind: "application", userId: userId + 1000, token })).toBeNull();
    });

    it("submits as exactly one finance lead, even when submitted twice at once, and marks the application submitted", async () => {
      const { application } = await createDraft(db, cipher, {
        websiteId: site.website.id,
        kind: "pre-approval",
        userId,
        carId: site.carId,
        answers: { ...answers, ...more },
        completed: ["personal", "employment", "finances", "car"],
        now: new Date(),
      });
      const rows = await loadWebsiteRows(db, site.website.id);
      const target = { id: site.website.id, slug: site.website.slug, name: site.website.name, settings: site.settings, ...rows };
      const car = { id: site.carId, name: "2021 Toyota RAV4", locationId: site.locationIds[1] };
      const before = await leadCount(db, site.website.id);
      const results = await Promise.all([1, 2, 3].map(() => submitApplication(db, { site: target, application, car, now: new Date() })));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await leadCount(db, site.website.id)).toBe(before + 1);
      const [lead] = await db
        .select()
        .from(leads)
        .where(eq(leads.idempotencyKey, `finance-application-${application.id}`));
      expect(lead).toMatchObject({ kind: "finance", name: "Marguerite Okonkwo-Smith", carId: site.carId });
      const message = String((lead.payload as { form: { message: string } }).form.message);
      expect(message).toContain("Loan: $31,000 over 5 years");
      // Identity details stay in the encrypted application only (ADR 035).
      for (const value of ["1987-09-23", "ZX981234", "Quandong", "Hunter Valley Mining"]) expect(JSON.stringify(lead)).not.toContain(value);
      const [row] = await db.select().from(financeApplications).where(eq(financeApplications.id, application.id));
      expect(row).toMatchObject({ status: "submitted", leadId: lead.id });
      expect(await findDraft(db, cipher, { websiteId: site.website.id, kind: "pre-approval", userId, token: null })).toBeNull();
    });
  });
}

async function leadCount(db: Db, websiteId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.websiteId, websiteId), eq(leads.kind, "finance")));
  return Number(row.n);
}
