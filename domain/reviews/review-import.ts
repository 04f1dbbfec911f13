/**
 * Reviews imported from a CSV (issue 20, ADR 048): the first line names the columns (any case; spaces, dashes and
 * underscores ignored; a few names each, as exports write them), then one review a line. A row is checked with zod
 * and a bad one is listed with its line and every reason, never stored; the good ones are planned against what the
 * dealer has: a review is known by its source and id, so importing the same file again adds nothing (idempotent),
 * and a changed row (an edited review) updates it. The same plan is the dry run's preview and what applying writes.
 */
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { REVIEW_CSV_MAX_ROWS } from "./csv-limits";

/** The most reviews one import from an adapter (Google Business Profile) reads. */
export const REVIEW_IMPORT_MAX_ROWS = 2000;

export { REVIEW_CSV_MAX_BYTES, REVIEW_CSV_MAX_ROWS, reviewCsvTooLargeMessage } from "./csv-limits";

const COLUMNS = {
  externalId: ["reviewid", "id", "externalid"],
  reviewerName: ["reviewer", "reviewername", "name", "author"],
  rating: ["rating", "stars", "starrating"],
  text: ["text", "comment", "review", "reviewtext"],
  publishedAt: ["date", "publishedat", "published", "createtime", "created"],
  location: ["location", "locationslug"],
  source: ["source"],
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ["externalId", "reviewerName", "rating", "publishedAt"];

const STAR_WORDS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

const rowSchema = z.object({
  externalId: z
    .string()
    .trim()
    .min(1, "The review id is empty.")
    .max(200, "The review id is longer than 200 characters.")
    .regex(/^[\x21-\x7e]+$/, "The review id has spaces or characters other than letters, digits and punctuation."),
  reviewerName: z.string().trim().min(1, "The reviewer's name is empty.").max(120, "The reviewer's name is longer than 120 characters."),
  rating: z
    .string()
    .trim()
    .transform((v) => STAR_WORDS[v.toUpperCase().replace(/_STARS?$/, "")] ?? (/^[1-5]$/.test(v) ? Number(v) : NaN))
    .refine((n) => !Number.isNaN(n), "The rating is not a whole number from 1 to 5."),
  text: z
    .string()
    .max(5000, "The text is longer than 5000 characters.")
    .transform((v) => (v.trim() === "" ? null : v.trim())),
  publishedAt: z
    .string()
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: "The date is not a date like 2026-11-28 (or 2026-11-28T10:30:00Z).",
    })
    .transform((v) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v)),
  location: z
    .string()
    .trim()
    .toLowerCase()
    .max(200, "The location is longer than 200 characters.")
    .transform((v) => v || null),
  source: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v || "google")
    .refine((v) => /^[a-z0-9-]{1,30}$/.test(v), "The source is not one word (like google)."),
});

export type ReviewImportRow = z.output<typeof rowSchema> & { line: number };
export type BadReviewRow = { line: number; externalId: string; reasons: string[] };
export type ReadReviewCsv = { ok: true; rows: ReviewImportRow[]; bad: BadReviewRow[] } | { ok: false; error: string };

const normal = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");

/** Reads the CSV text: rows checked one by one; a file that is no reviews CSV answers one message. */
export function readReviewCsv(text: string): ReadReviewCsv {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 64 * 1024 }) as string[][];
  } catch (error) {
    return { ok: false, error: `The CSV could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (records.length === 0) return { ok: false, error: "The CSV is empty: paste or choose a file with a header line and reviews." };
  const header = records[0].map(normal);
  const index = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((column) => [
      column,
      header.findIndex((h) => (COLUMNS[column] as readonly string[]).includes(h)),
    ]),
  ) as Record<Column, number>;
  const missing = REQUIRED.filter((column) => index[column] < 0);
  if (missing.length > 0)
    return {
      ok: false,
      error: `The first line must name the columns; missing: ${missing.map((c) => COLUMNS[c][0].replace("reviewid", "review_id")).join(", ")}.`,
    };
  if (records.length - 1 > REVIEW_CSV_MAX_ROWS)
    return {
      ok: false,
      error: `The CSV has ${(records.length - 1).toLocaleString("en-AU")} reviews: import at most ${REVIEW_CSV_MAX_ROWS.toLocaleString("en-AU")} at a time.`,
    };
  return {
    ok: true,
    ...readReviewRecords(
      records.slice(1).map((record, i) => ({
        line: i + 2,
        values: Object.fromEntries(
          (Object.keys(COLUMNS) as Column[]).map((c) => [c, index[c] >= 0 ? (record[index[c]] ?? "") : ""]),
        ) as ReviewRecord["values"],
      })),
    ),
  };
}

/** A review as text, from a CSV line or an adapter (Google Business Profile): `line` is its place in the source. */
export type ReviewRecord = { line: number; values: Partial<Record<Column, string>> };

/** Checks each record with the one row schema: good rows, and bad ones with every reason (an id seen before too). */
export function readReviewRecords(records: readonly ReviewRecord[]): { rows: ReviewImportRow[]; bad: BadReviewRow[] } {
  const rows: ReviewImportRow[] = [];
  const bad: BadReviewRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, values } of records) {
    const raw = Object.fromEntries((Object.keys(COLUMNS) as Column[]).map((c) => [c, values[c] ?? ""]));
    const parsed = rowSchema.safeParse(raw);
    const externalId = String(raw.externalId).trim();
    if (!parsed.success) {
      bad.push({ line, externalId, reasons: [...new Set(parsed.error.issues.map((issue) => issue.message))] });
      continue;
    }
    const key = `${parsed.data.source}:${parsed.data.externalId}`;
    const first = seen.get(key);
    if (first !== undefined) {
      bad.push({ line, externalId, reasons: [`The review id ${externalId} is on line ${first} already.`] });
      continue;
    }
    seen.set(key, line);
    rows.push({ ...parsed.data, line });
  }
  return { rows, bad };
}

export type StoredReview = {
  id: number;
  source: string;
  externalId: string;
  reviewerName: string;
  rating: number;
  text: string | null;
  publishedAt: Date;
  locationId: number | null;
};

export type PlannedReview = Omit<StoredReview, "id"> & { line: number };
export type ReviewImportPlan = {
  add: PlannedReview[];
  update: (PlannedReview & { id: number; changed: string[] })[];
  unchanged: number;
  bad: BadReviewRow[];
};

/**
 * What importing the rows would do to the dealer's reviews: add the new, update the changed, leave the rest; a row
 * naming a location the dealer does not have is bad. Pure: the dry run shows it, applying writes it.
 */
export function planReviewImport(
  read: { rows: readonly ReviewImportRow[]; bad: readonly BadReviewRow[] },
  existing: readonly StoredReview[],
  locations: readonly { id: number; slug: string }[],
): ReviewImportPlan {
  const known = new Map(existing.map((r) => [`${r.source}:${r.externalId}`, r]));
  const plan: ReviewImportPlan = { add: [], update: [], unchanged: 0, bad: [...read.bad] };
  for (const row of read.rows) {
    const location = row.location === null ? null : locations.find((l) => l.slug === row.location);
    if (location === undefined) {
      plan.bad.push({ line: row.line, externalId: row.externalId, reasons: [`No location of this dealer has the slug ${row.location}.`] });
      continue;
    }
    const next: PlannedReview = {
      line: row.line,
      source: row.source,
      externalId: row.externalId,
      reviewerName: row.reviewerName,
      rating: row.rating,
      text: row.text,
      publishedAt: row.publishedAt,
      locationId: location?.id ?? null,
    };
    const stored = known.get(`${row.source}:${row.externalId}`);
    if (!stored) {
      plan.add.push(next);
      continue;
    }
    // A row naming no location keeps the one the review has.
    if (row.location === null) next.locationId = stored.locationId;
    const changed: string[] = (["reviewerName", "rating", "text", "locationId"] as const).filter((k) => stored[k] !== next[k]);
    if (stored.publishedAt.getTime() !== next.publishedAt.getTime()) changed.push("publishedAt");
    if (changed.length === 0) plan.unchanged += 1;
    else plan.update.push({ ...next, id: stored.id, changed });
  }
  plan.bad.sort((a, b) => a.line - b.line);
  return plan;
}
