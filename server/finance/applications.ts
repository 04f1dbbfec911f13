/**
 * Finance applications saved step by step (ADR 035). A draft is found by its signed-in shopper or by the hash
 * of its browser token (an HttpOnly cookie); the answers are encrypted with the runtime's cipher, bound to the
 * row's site and token hash. Submitting hands the application to the lead pipeline once (the lead's
 * idempotency key is the application's), then marks it submitted.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { ApplicationAnswers, ApplicationKind, StepId } from "~/domain/finance/application";
import type { Db } from "~/server/db/client";
import { cars, financeApplications } from "~/server/db/schema";
import type { FinanceDataCipher } from "./crypto";

export type StoredApplication = {
  id: number;
  websiteId: number;
  tokenHash: string;
  userId: number | null;
  carId: number | null;
  kind: ApplicationKind;
  status: "draft" | "submitted";
  completedSteps: StepId[];
  answers: ApplicationAnswers;
  leadId: string | null;
  submittedAt: Date | null;
};

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");
const aad = (websiteId: number, tokenHash: string) => `finance_application:${websiteId}:${tokenHash}`;

/** The application's public reference, as the shopper and the dealer quote it. */
export const applicationReference = (id: number) => `FA-${String(id).padStart(6, "0")}`;

function decrypt(row: typeof financeApplications.$inferSelect, cipher: FinanceDataCipher): StoredApplication {
  return {
    id: row.id,
    websiteId: row.websiteId,
    tokenHash: row.tokenHash,
    userId: row.userId,
    carId: row.carId,
    kind: row.kind as ApplicationKind,
    status: row.status as "draft" | "submitted",
    completedSteps: row.completedSteps as StepId[],
    answers: cipher.decrypt(row.payload, aad(row.websiteId, row.tokenHash)) as ApplicationAnswers,
    leadId: row.leadId,
    submittedAt: row.submittedAt,
  };
}

/**
 * The shopper's application of this kind: a signed-in shopper's latest draft, else the draft their browser's
 * token names (claimed for them when they have since signed in). Submitted ones are not resumed.
 */
export async function findDraft(
  db: Db,
  cipher: FinanceDataCipher,
  q: { websiteId: number; kind: ApplicationKind; userId: number | null; token: string | null },
): Promise<StoredApplication | null> {
  const draft = and(
    eq(financeApplications.websiteId, q.websiteId),
    eq(financeApplications.kind, q.kind),
    eq(financeApplications.status, "draft"),
  );
  if (q.token) {
    const [row] = await db
      .select()
      .from(financeApplications)
      .where(and(draft, eq(financeApplications.tokenHash, hashToken(q.token))))
      .limit(1);
    if (row && (row.userId === null || row.userId === q.userId)) {
      if (q.userId !== null && row.userId === null) {
        await db
          .update(financeApplications)
          .set({ userId: q.userId })
          .where(and(eq(financeApplications.id, row.id), isNull(financeApplications.userId)));
        row.userId = q.userId;
      }
      return decrypt(row, cipher);
    }
  }
  if (q.userId !== null) {
    const [row] = await db
      .select()
      .from(financeApplications)
      .where(and(draft, eq(financeApplications.userId, q.userId)))
      .orderBy(desc(financeApplications.updatedAt))
      .limit(1);
    if (row) return decrypt(row, cipher);
  }
  return null;
}

/** A new draft with its first answers; returns it and the browser token that names it. */
export async function createDraft(
  db: Db,
  cipher: FinanceDataCipher,
  input: {
    websiteId: number;
    kind: ApplicationKind;
    userId: number | null;
    carId: number | null;
    answers: ApplicationAnswers;
    completed: StepId[];
    now: Date;
  },
): Promise<{ application: StoredApplication; token: string }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const [row] = await db
    .insert(financeApplications)
    .values({
      websiteId: input.websiteId,
      tokenHash,
      userId: input.userId,
      carId: input.carId,
      kind: input.kind,
      completedSteps: input.completed,
      payload: cipher.encrypt(input.answers, aad(input.websiteId, tokenHash)),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return { application: decrypt(row, cipher), token };
}

/** Saves a draft's answers and completed steps (a submitted application is never changed). */
export async function saveDraft(
  db: Db,
  cipher: FinanceDataCipher,
  app: StoredApplication,
  update: { answers: ApplicationAnswers; completed: StepId[]; carId: number | null; now: Date },
): Promise<void> {
  await db
    .update(financeApplications)
    .set({
      payload: cipher.encrypt(update.answers, aad(app.websiteId, app.tokenHash)),
      completedSteps: update.completed,
      carId: update.carId,
      updatedAt: update.now,
    })
    .where(and(eq(financeApplications.id, app.id), eq(financeApplications.status, "draft")));
}

/** Marks the application submitted with its lead; false when it already was. */
export async function markSubmitted(db: Db, app: StoredApplication, leadId: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(financeApplications)
    .set({ status: "submitted", leadId, submittedAt: now, updatedAt: now })
    .where(and(eq(financeApplications.id, app.id), eq(financeApplications.status, "draft")))
    .returning({ id: financeApplications.id });
  return updated.length === 1;
}

/** The latest submitted application the browser token names (the confirmation page). */
export async function findSubmitted(db: Db, cipher: FinanceDataCipher, websiteId: number, token: string | null, userId: number | null) {
  const where = token
    ? and(eq(financeApplications.websiteId, websiteId), eq(financeApplications.tokenHash, hashToken(token)))
    : userId !== null
      ? and(eq(financeApplications.websiteId, websiteId), eq(financeApplications.userId, userId))
      : null;
  if (!where) return null;
  const [row] = await db
    .select()
    .from(financeApplications)
    .where(and(where, eq(financeApplications.status, "submitted")))
    .orderBy(desc(financeApplications.submittedAt))
    .limit(1);
  return row ? decrypt(row, cipher) : null;
}

/** A signed-in shopper's applications on one site, for the garage: only what is stored in clear. */
export async function listApplications(db: Db, websiteId: number, userId: number) {
  return db
    .select({
      id: financeApplications.id,
      kind: financeApplications.kind,
      status: financeApplications.status,
      completedSteps: financeApplications.completedSteps,
      updatedAt: financeApplications.updatedAt,
      submittedAt: financeApplications.submittedAt,
      carName: cars.name,
      carSlug: cars.slug,
    })
    .from(financeApplications)
    .leftJoin(cars, eq(cars.id, financeApplications.carId))
    .where(and(eq(financeApplications.websiteId, websiteId), eq(financeApplications.userId, userId)))
    .orderBy(desc(financeApplications.updatedAt));
}
