/**
 * The console's Reviews page (issue 20, ADR 048): a dealer's reviews with the public rules' verdict, an import (a
 * CSV, or the Google Business Profile adapter) planned as a dry run and applied in one transaction, and moderation.
 * Applying writes the rows, moves the site's `updated_at` (every process's site directory polls it and drops its page
 * cache, ADR 040) and an audit entry; a review is unique by (site, source, id), so two imports of one file add it once.
 * Hiding a review or a reviewer is a change of the settings' lists (`reviews.hiddenReviewIds`, `hiddenReviewers`)
 * through their one save path: a version with history and revert, an audit entry, `updated_at` moved.
 */
import { and, eq, sql } from "drizzle-orm";
import { isReviewerHidden } from "~/domain/reviews/reviews";
import { planReviewImport, type BadReviewRow, type ReviewImportPlan, type ReviewImportRow } from "~/domain/reviews/review-import";
import type { Db } from "~/server/db/client";
import { locations, reviews, websites } from "~/server/db/schema";
import { siteReviews } from "~/server/reviews/review-queries";
import { writeAudit } from "./audit";
import { readSiteLook, saveSettings, type Actor } from "./settings-versions";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Reviews inserted per statement (a big CSV stays within PostgreSQL's 65,535 parameters: 8 a row). */
const INSERT_BATCH = 1000;

/** Reviews named one by one in an import's audit entry. */
const AUDIT_LISTED = 500;

export { siteReviews as listConsoleReviews };

/** One of this dealer's reviews, or null (another dealer's id reads like an unknown one). */
export async function findConsoleReview(db: Db, websiteId: number, id: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.websiteId, websiteId)))
    .limit(1);
  return row ?? null;
}

async function planFor(db: Db | Tx, websiteId: number, read: { rows: readonly ReviewImportRow[]; bad: readonly BadReviewRow[] }) {
  const existing = await db
    .select({
      id: reviews.id,
      source: reviews.source,
      externalId: reviews.externalId,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      text: reviews.text,
      publishedAt: reviews.publishedAt,
      locationId: reviews.locationId,
    })
    .from(reviews)
    .where(eq(reviews.websiteId, websiteId));
  const yards = await db.select({ id: locations.id, slug: locations.slug }).from(locations).where(eq(locations.websiteId, websiteId));
  return planReviewImport(read, existing, yards);
}

/** The dry run: what importing the rows would do, writing nothing. */
export function previewReviewImport(db: Db, websiteId: number, read: { rows: readonly ReviewImportRow[]; bad: readonly BadReviewRow[] }) {
  return planFor(db, websiteId, read);
}

/**
 * Applies the import: planned again inside the transaction, so it writes what it says; two imports of one file at once
 * add each review once (the unique index), the second finding them there.
 */
export async function applyReviewImport(
  db: Db,
  input: {
    websiteId: number;
    read: { rows: readonly ReviewImportRow[]; bad: readonly BadReviewRow[] };
    actor: Actor;
    from: string;
  },
): Promise<ReviewImportPlan> {
  return db.transaction(async (tx) => {
    const plan = await planFor(tx, input.websiteId, input.read);
    if (plan.add.length > 0) {
      // The unique index on (site, source, id) keeps a review from being stored twice: a row another import added since
      // this one was planned is left alone, and counted as unchanged (it is there, as the file says).
      const added = new Set<string>();
      for (let i = 0; i < plan.add.length; i += INSERT_BATCH) {
        const rows = await tx
          .insert(reviews)
          .values(plan.add.slice(i, i + INSERT_BATCH).map(({ line: _line, ...r }) => ({ ...r, websiteId: input.websiteId })))
          .onConflictDoNothing({ target: [reviews.websiteId, reviews.source, reviews.externalId] })
          .returning({ source: reviews.source, externalId: reviews.externalId });
        for (const r of rows) added.add(`${r.source}:${r.externalId}`);
      }
      const raced = plan.add.length - added.size;
      plan.add = plan.add.filter((r) => added.has(`${r.source}:${r.externalId}`));
      plan.unchanged += raced;
    }
    if (plan.add.length === 0 && plan.update.length === 0) return plan;
    for (const { id, line: _line, changed: _changed, ...r } of plan.update) await tx.update(reviews).set(r).where(eq(reviews.id, id));
    await tx
      .update(websites)
      .set({ updatedAt: sql`now()` })
      .where(eq(websites.id, input.websiteId));
    await writeAudit(tx, {
      websiteId: input.websiteId,
      staffUserId: input.actor.staffUserId,
      actor: input.actor.email,
      action: "reviews.import",
      subject: `Reviews imported from ${input.from}: ${plan.add.length} added, ${plan.update.length} updated, ${plan.bad.length} bad rows`,
      // The first AUDIT_LISTED of each list (a file may hold thousands); the subject has the counts.
      before: { updated: plan.update.slice(0, AUDIT_LISTED).map((r) => ({ id: r.id, externalId: r.externalId, changed: r.changed })) },
      after: {
        added: plan.add.slice(0, AUDIT_LISTED).map((r) => r.externalId),
        updated: plan.update.slice(0, AUDIT_LISTED).map((r) => r.externalId),
        bad: plan.bad.slice(0, AUDIT_LISTED).map((b) => b.line),
      },
      ip: input.actor.ip,
    });
    return plan;
  });
}

export type Moderation =
  { kind: "hide-review" | "show-review"; externalId: string } | { kind: "hide-reviewer" | "show-reviewer"; reviewerName: string };

/** Hides or shows a review or a reviewer: the settings' lists, saved as a version. `saved` false when already so. */
export async function moderateReviews(db: Db, websiteId: number, change: Moderation, actor: Actor) {
  const { settings } = await readSiteLook(db, websiteId);
  const lists = settings.reviews;
  let next = lists;
  let note: string;
  switch (change.kind) {
    case "hide-review":
      next = { ...lists, hiddenReviewIds: [...new Set([...lists.hiddenReviewIds, change.externalId])] };
      note = `Review ${change.externalId} hidden`;
      break;
    case "show-review":
      next = { ...lists, hiddenReviewIds: lists.hiddenReviewIds.filter((id) => id !== change.externalId) };
      note = `Review ${change.externalId} shown again`;
      break;
    case "hide-reviewer":
      next = isReviewerHidden(change.reviewerName, lists)
        ? lists
        : { ...lists, hiddenReviewers: [...lists.hiddenReviewers, change.reviewerName.trim()] };
      note = `Reviewer ${change.reviewerName} hidden`;
      break;
    case "show-reviewer":
      next = {
        ...lists,
        hiddenReviewers: lists.hiddenReviewers.filter((name) => !isReviewerHidden(name, { hiddenReviewers: [change.reviewerName] })),
      };
      note = `Reviewer ${change.reviewerName} shown again`;
      break;
  }
  return saveSettings(db, websiteId, { ...settings, reviews: next }, actor, { action: "reviews.moderate", note: note.slice(0, 300) });
}
