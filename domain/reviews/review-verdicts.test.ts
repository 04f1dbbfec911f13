import { describe, expect, it } from "vitest";
import { reviewVerdicts } from "./review-verdicts";
import type { ReviewLike } from "./reviews";

const settings = { minimumRating: 4, hiddenReviewers: ["Spam Account"], hiddenReviewIds: ["bad-1"], fullQuantity: 3, listSize: 2 };
let n = 0;
const review = (extra: Partial<ReviewLike> = {}): ReviewLike => ({
  externalId: `r-${++n}`,
  reviewerName: "Sarah Mitchell",
  rating: 5,
  text: "Great experience.",
  publishedAt: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000),
  ...extra,
});

describe("reviewVerdicts", () => {
  it("says for each review whether the public site shows it (list or full list) and else why not", () => {
    const shown = [review(), review(), review(), review()];
    const others = [
      review({ text: null }),
      review({ text: "(Translated by Google) Good" }),
      review({ reviewerName: "spam account" }),
      review({ externalId: "bad-1" }),
      review({ rating: 1 }),
      review({ rating: 3 }),
    ];
    const verdicts = reviewVerdicts([...shown, ...others], settings);
    // Newest first: the two newest shown are the list, the third the full list, the oldest beyond it.
    expect(shown.map((r) => verdicts.get(r))).toEqual([
      { shown: false, reason: "older", message: "Not shown: older than the newest 3 shown." },
      { shown: "full" },
      { shown: "list" },
      { shown: "list" },
    ]);
    expect(others.map((r) => verdicts.get(r))).toEqual([
      { shown: false, reason: "no-text", message: "Not shown: it has no text." },
      { shown: false, reason: "translated", message: 'Not shown: machine-translated (its text says "Translated").' },
      { shown: false, reason: "reviewer-hidden", message: "Not shown: the reviewer spam account is hidden." },
      { shown: false, reason: "review-hidden", message: "Not shown: this review is hidden." },
      { shown: false, reason: "low-rating", message: "Not shown: 1 star, under 4." },
      { shown: false, reason: "low-rating", message: "Not shown: 3 stars, under 4." },
    ]);
  });
});
