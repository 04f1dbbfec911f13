/**
 * The console's Reviews page (issue 20, ADR 048): the dealer's reviews with what the public site does with each and
 * why (the public rules), an import (a CSV pasted, or a file of up to 4 MB sent as a stream, or Google Business Profile
 * when configured) shown as a dry run first and then applied, and hiding or showing a review or a reviewer. A file's
 * dry run keeps the checked text on the server (server/console/review-staging.ts) under a token the form carries, so
 * its import does not need the file again. Another dealer's review is a 404.
 */
import { data, type RouterContextProvider } from "react-router";
import { readReviewCsv, readReviewRecords, type ReviewImportPlan } from "~/domain/reviews/review-import";
import { reviewVerdicts } from "~/domain/reviews/review-verdicts";
import { STAGED_CSV_GONE_MESSAGE } from "~/domain/reviews/staged-csv";
import { isReviewerHidden } from "~/domain/reviews/reviews";
import { notFoundUnless, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { readStagedReviewCsv, removeStagedReviewCsv, stageReviewCsv } from "~/server/console/review-staging";
import { readReviewsForm } from "~/server/console/review-upload";
import {
  applyReviewImport,
  findConsoleReview,
  listConsoleReviews,
  moderateReviews,
  previewReviewImport,
  type Moderation,
} from "~/server/console/reviews";
import { readSiteLook, type Actor } from "~/server/console/settings-versions";
import { runtimeContext } from "~/server/http/router-context";
import { actorOf } from "./settings-page.server";

type Ctx = Readonly<RouterContextProvider>;

/** The most reviews the list shows (newest first). */
export const CONSOLE_REVIEWS_SHOWN = 300;

export async function loadReviews(context: Ctx) {
  const member = requireStaff(context, "reviews.moderate");
  const runtime = context.get(runtimeContext);
  const all = await listConsoleReviews(runtime.db, member.websiteId);
  const { settings } = await readSiteLook(runtime.db, member.websiteId);
  const verdicts = reviewVerdicts(all, settings.reviews);
  return {
    total: all.length,
    shownCount: [...verdicts.values()].filter((v) => v.shown !== false).length,
    settings: {
      minimumRating: settings.reviews.minimumRating,
      listSize: settings.reviews.listSize,
      fullQuantity: settings.reviews.fullQuantity,
    },
    hiddenReviewers: settings.reviews.hiddenReviewers,
    google: runtime.reviewSource.configured,
    reviews: all.slice(0, CONSOLE_REVIEWS_SHOWN).map((r) => ({
      id: r.id,
      externalId: r.externalId,
      source: r.source,
      reviewerName: r.reviewerName,
      rating: r.rating,
      text: r.text ?? "",
      publishedAt: r.publishedAt.toISOString(),
      verdict: verdicts.get(r)!,
      reviewHidden: settings.reviews.hiddenReviewIds.includes(r.externalId),
      reviewerHidden: isReviewerHidden(r.reviewerName, settings.reviews),
    })),
  };
}

export type ImportSummary = {
  applied: boolean;
  from: "csv" | "google";
  add: number;
  update: number;
  unchanged: number;
  bad: ReviewImportPlan["bad"];
  /** The first rows it would add or update, to check before applying. */
  sample: { line: number; externalId: string; reviewerName: string; rating: number; action: "add" | "update" }[];
};

export type ReviewsActionData = {
  ok?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  /** What was typed (the CSV, the Google location), kept for the apply step or a correction. */
  values?: Record<string, string>;
  summary?: ImportSummary;
};

const one = (form: Record<string, string | string[] | undefined>, name: string) => {
  const v = form[name];
  return ((Array.isArray(v) ? v[0] : v) ?? "").trim();
};

function summarise(plan: ReviewImportPlan, applied: boolean, from: ImportSummary["from"]): ImportSummary {
  return {
    applied,
    from,
    add: plan.add.length,
    update: plan.update.length,
    unchanged: plan.unchanged,
    bad: plan.bad.slice(0, 100),
    sample: [...plan.add.map((r) => ({ ...r, action: "add" as const })), ...plan.update.map((r) => ({ ...r, action: "update" as const }))]
      .sort((a, b) => a.line - b.line)
      .slice(0, 20)
      .map(({ line, externalId, reviewerName, rating, action }) => ({ line, externalId, reviewerName, rating, action })),
  };
}

const IMPORT_INTENTS = new Set(["csv-preview", "csv-apply", "google-preview", "google-apply"]);

/** A pasted CSV this small is sent back with the answer so that "Apply" works without pasting it again. */
const ECHO_MAX_CHARS = 64 * 1024;

function imported(plan: ReviewImportPlan, from: ImportSummary["from"], context: Ctx) {
  if (plan.add.length + plan.update.length > 0) context.get(runtimeContext).sites.invalidate();
  const summary = summarise(plan, true, from);
  return data<ReviewsActionData>({
    ok:
      summary.add + summary.update > 0
        ? `Imported: ${summary.add} added, ${summary.update} updated${summary.bad.length ? `, ${summary.bad.length} bad ${summary.bad.length === 1 ? "row" : "rows"} left out` : ""}. The public reviews show them now.`
        : "Nothing to import: every good row is here already.",
    summary,
  });
}

/** Google Business Profile's reviews (when configured): the same dry run and apply as a CSV's. */
async function googleImport(intent: string, location: string, context: Ctx, websiteId: number, actor: Actor) {
  const runtime = context.get(runtimeContext);
  const values = { location };
  const fetched = await runtime.reviewSource.fetchReviews(location);
  if (!fetched.ok) return data<ReviewsActionData>({ fieldErrors: { location: fetched.message }, values }, { status: 400 });
  const read = readReviewRecords(fetched.records);
  if (intent === "google-preview") {
    const plan = await previewReviewImport(runtime.db, websiteId, read);
    return data<ReviewsActionData>({ values, summary: summarise(plan, false, "google") });
  }
  const plan = await applyReviewImport(runtime.db, { websiteId, read, actor, from: `Google Business Profile ${location}` });
  return imported(plan, "google", context);
}

export async function reviewsAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "reviews.moderate");
  // This page's body comes as a stream (a CSV of a few MB): read here, within its caps (server/console/review-upload.ts).
  const read = await readReviewsForm(request);
  if (!read.ok) {
    return data<ReviewsActionData>(
      read.status === 413 ? { fieldErrors: { csv: read.message }, formError: read.message } : { formError: read.message },
      { status: read.status },
    );
  }
  const { fields: form, file } = read.form;
  const intent = one(form, "intent");
  const runtime = context.get(runtimeContext);
  const actor = actorOf(context, member);

  if (IMPORT_INTENTS.has(intent)) {
    requireStaff(context, "reviews.import");
    if (intent.startsWith("google")) return googleImport(intent, one(form, "location"), context, member.websiteId, actor);
    const owner = { websiteId: member.websiteId, staffUserId: member.id };
    // What the form holds wins: a chosen file, then a pasted CSV; with neither, the file its dry run checked (kept
    // on the server under the token of the form's hidden field, so the file is not sent again).
    const pasted = String((Array.isArray(form.csv) ? form.csv[0] : form.csv) ?? "");
    const token = one(form, "staged");
    let source: { kind: "file" | "staged"; name: string; text: string } | { kind: "pasted"; text: string };
    if (file) source = { kind: "file", name: file.name, text: file.text };
    else if (pasted.trim() || !token) source = { kind: "pasted", text: pasted };
    else {
      const kept = await readStagedReviewCsv(runtime.dataDir, owner, token);
      if (!kept)
        return data<ReviewsActionData>(
          { formError: STAGED_CSV_GONE_MESSAGE, fieldErrors: { file: STAGED_CSV_GONE_MESSAGE } },
          { status: 400 },
        );
      source = { kind: "staged", ...kept };
    }
    const values: Record<string, string> =
      source.kind === "pasted" ? { csv: pasted.length <= ECHO_MAX_CHARS ? pasted : "" } : { file: source.name };
    if (!source.text.trim())
      return data<ReviewsActionData>({ fieldErrors: { csv: "Paste the CSV, or choose its file." }, values }, { status: 400 });
    const csv = readReviewCsv(source.text);
    if (!csv.ok) return data<ReviewsActionData>({ fieldErrors: { csv: csv.error }, values }, { status: 400 });
    if (intent === "csv-preview") {
      const plan = await previewReviewImport(runtime.db, member.websiteId, csv);
      // A chosen file is kept for its import (a new one replaces the one checked before); a kept one keeps its token.
      if (source.kind === "file") {
        if (token) await removeStagedReviewCsv(runtime.dataDir, owner, token);
        values.staged = await stageReviewCsv(runtime.dataDir, owner, { name: source.name, text: source.text });
      } else if (source.kind === "staged") values.staged = token;
      return data<ReviewsActionData>({ values, summary: summarise(plan, false, "csv") });
    }
    const plan = await applyReviewImport(runtime.db, {
      websiteId: member.websiteId,
      read: csv,
      actor,
      from: source.kind === "pasted" ? "a CSV" : `the CSV file ${source.name || "(unnamed)"}`,
    });
    // Imported: the checked file is let go (or replaced by what the form held).
    if (token) await removeStagedReviewCsv(runtime.dataDir, owner, token);
    return imported(plan, "csv", context);
  }

  let change: Moderation;
  if (intent === "show-reviewer") {
    const name = one(form, "reviewer");
    const { settings } = await readSiteLook(runtime.db, member.websiteId);
    if (!name || !isReviewerHidden(name, settings.reviews))
      return data<ReviewsActionData>({ formError: "That reviewer is not hidden." }, { status: 400 });
    change = { kind: "show-reviewer", reviewerName: name };
  } else if (intent === "hide-review" || intent === "show-review" || intent === "hide-reviewer") {
    const raw = one(form, "review");
    if (!/^[1-9]\d{0,9}$/.test(raw)) throw data("This review was not found.", { status: 404 });
    const review = notFoundUnless(await findConsoleReview(runtime.db, member.websiteId, Number(raw)), "This review");
    change =
      intent === "hide-reviewer" ? { kind: intent, reviewerName: review.reviewerName } : { kind: intent, externalId: review.externalId };
  } else {
    return data<ReviewsActionData>({ formError: "Choose what to do and try again." }, { status: 400 });
  }
  const saved = await moderateReviews(runtime.db, member.websiteId, change, actor);
  if (saved.saved) runtime.sites.invalidate();
  const said: Record<Moderation["kind"], string> = {
    "hide-review": "Review hidden.",
    "show-review": "Review shown again (if the rules allow it).",
    "hide-reviewer": `Every review by ${"reviewerName" in change ? change.reviewerName : ""} hidden.`,
    "show-reviewer": `Reviews by ${"reviewerName" in change ? change.reviewerName : ""} shown again (if the rules allow them).`,
  };
  return data<ReviewsActionData>({ ok: saved.saved ? `${said[change.kind]} The public reviews follow now.` : "Nothing changed." });
}
