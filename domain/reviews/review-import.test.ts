import { describe, expect, it } from "vitest";
import {
  planReviewImport,
  readReviewCsv,
  REVIEW_CSV_MAX_BYTES,
  REVIEW_CSV_MAX_ROWS,
  reviewCsvTooLargeMessage,
  type StoredReview,
} from "./review-import";

const CSV = [
  "Review ID,Reviewer,Rating,Comment,Create Time,Location",
  'g-1,Sarah Mitchell,5,"Great service, thanks!",2026-11-01,main-yard',
  "g-2,Tom Lee,FOUR,,2026-11-02T10:30:00Z,",
  "g-3,,7,Bad row,yesterday,",
  "g-1,Sarah Again,5,Repeated id,2026-11-03,",
].join("\n");

describe("readReviewCsv", () => {
  it("reads the columns by their usual names and lists each bad row with its line and every reason", () => {
    const read = readReviewCsv(CSV);
    if (!read.ok) throw new Error(read.error);
    expect(read.rows).toEqual([
      {
        line: 2,
        externalId: "g-1",
        reviewerName: "Sarah Mitchell",
        rating: 5,
        text: "Great service, thanks!",
        publishedAt: new Date("2026-11-01T00:00:00Z"),
        location: "main-yard",
        source: "google",
      },
      {
        line: 3,
        externalId: "g-2",
        reviewerName: "Tom Lee",
        rating: 4,
        text: null,
        publishedAt: new Date("2026-11-02T10:30:00Z"),
        location: null,
        source: "google",
      },
    ]);
    expect(read.bad).toEqual([
      {
        line: 4,
        externalId: "g-3",
        reasons: [
          "The reviewer's name is empty.",
          "The rating is not a whole number from 1 to 5.",
          "The date is not a date like 2026-11-28 (or 2026-11-28T10:30:00Z).",
        ],
      },
      { line: 5, externalId: "g-1", reasons: ["The review id g-1 is on line 2 already."] },
    ]);
  });

  it.each([
    ["", "The CSV is empty"],
    ["name,rating\nSam,5", "missing: review_id, date"],
    ['review_id,reviewer,rating,date\n"g-1,Sam,5,2026-01-01', "could not be read"],
  ])("refuses a file that is no reviews CSV with one message: %j", (text, message) => {
    const read = readReviewCsv(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain(message);
  });

  it("takes a file of a few MB (thousands of reviews) and refuses more rows than one import takes", () => {
    const line = (i: number) => `g-${i},Sam Citizen,5,"Friendly team, fair price and a quick handover: would buy here again.",2026-01-01`;
    const many = readReviewCsv(["id,name,stars,text,date", ...Array.from({ length: REVIEW_CSV_MAX_ROWS }, (_, i) => line(i))].join("\n"));
    expect(many.ok && many.rows.length).toBe(REVIEW_CSV_MAX_ROWS);
    const rows = Array.from({ length: REVIEW_CSV_MAX_ROWS + 1 }, (_, i) => `g-${i},Sam,5,Good,2026-01-01`);
    const read = readReviewCsv(["id,name,stars,text,date", ...rows].join("\n"));
    expect(read).toEqual({ ok: false, error: "The CSV has 20,001 reviews: import at most 20,000 at a time." });
  });

  it("says how large a CSV may be", () => {
    expect(REVIEW_CSV_MAX_BYTES).toBe(4 * 1024 * 1024);
    expect(reviewCsvTooLargeMessage()).toBe(
      "The CSV file is larger than 4 MB: split it into smaller files and import them one after another.",
    );
    expect(reviewCsvTooLargeMessage(6.25 * 1024 * 1024)).toBe(
      "The CSV file is 6.3 MB; at most 4 MB can be imported at once: split it into smaller files and import them one after another.",
    );
  });

  it("refuses an id with spaces and a text over 5000 characters", () => {
    const read = readReviewCsv(`id,name,rating,text,date\ng 1,Sam,5,${"x".repeat(5001)},2026-01-01`);
    expect(read.ok && read.bad[0].reasons).toEqual([
      "The review id has spaces or characters other than letters, digits and punctuation.",
      "The text is longer than 5000 characters.",
    ]);
  });
});

describe("planReviewImport", () => {
  const locations = [{ id: 7, slug: "main-yard" }];
  const read = readReviewCsv(CSV);
  if (!read.ok) throw new Error(read.error);

  it("adds every good row the first time, with the location's id", () => {
    const plan = planReviewImport(read, [], locations);
    expect(plan.add.map((r) => [r.externalId, r.locationId])).toEqual([
      ["g-1", 7],
      ["g-2", null],
    ]);
    expect(plan.update).toEqual([]);
    expect(plan.unchanged).toBe(0);
    expect(plan.bad.map((b) => b.line)).toEqual([4, 5]);
  });

  it("is idempotent: the same rows again add and change nothing; an edited row updates its review", () => {
    const stored: StoredReview[] = planReviewImport(read, [], locations).add.map((r, i) => ({ ...r, id: i + 1 }));
    expect(planReviewImport(read, stored, locations)).toMatchObject({ add: [], update: [], unchanged: 2 });
    const edited = readReviewCsv(CSV.replace("Great service, thanks!", "Great service!").replace(",main-yard", ","));
    if (!edited.ok) throw new Error(edited.error);
    const plan = planReviewImport(edited, stored, locations);
    // A row without a location keeps the review's.
    expect(plan.update).toEqual([
      expect.objectContaining({ id: 1, externalId: "g-1", text: "Great service!", locationId: 7, changed: ["text"] }),
    ]);
    expect(plan.unchanged).toBe(1);
  });

  it("lists a row naming a location the dealer does not have as bad", () => {
    const plan = planReviewImport(read, [], []);
    expect(plan.bad[0]).toEqual({ line: 2, externalId: "g-1", reasons: ["No location of this dealer has the slug main-yard."] });
    expect(plan.add.map((r) => r.externalId)).toEqual(["g-2"]);
  });
});
