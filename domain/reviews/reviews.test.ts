import { describe, expect, it } from "vitest";
import { DEALER_REVIEW_MARKUP, isReviewShown, reviewExclusion, reviewSummary, shownReviews, type ReviewLike } from "./reviews";

const settings = { minimumRating: 4, hiddenReviewers: ["Spam Account"], hiddenReviewIds: ["bad-1"], fullQuantity: 12, listSize: 10 };
let n = 0;
const review = (extra: Partial<ReviewLike> = {}): ReviewLike => ({
  externalId: `r-${++n}`,
  reviewerName: "Sarah Mitchell",
  rating: 5,
  text: "Great experience.",
  publishedAt: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000),
  ...extra,
});

describe("which reviews show", () => {
  it("leaves out reviews without text", () => {
    expect(isReviewShown(review({ text: null }), settings)).toBe(false);
    expect(isReviewShown(review({ text: "   " }), settings)).toBe(false);
  });
  it('leaves out text containing "Translated"', () => {
    expect(isReviewShown(review({ text: "(Translated by Google) Very good" }), settings)).toBe(false);
  });
  it("leaves out reviewers on the dealer's hidden list, whatever the case", () => {
    expect(isReviewShown(review({ reviewerName: "spam account" }), settings)).toBe(false);
  });
  it("leaves out the review id the dealer excludes", () => {
    expect(isReviewShown(review({ externalId: "bad-1" }), settings)).toBe(false);
  });
  it("shows only a rating of 4 and above", () => {
    expect(isReviewShown(review({ rating: 3 }), settings)).toBe(false);
    expect(isReviewShown(review({ rating: 4 }), settings)).toBe(true);
    expect(isReviewShown(review({ rating: 5 }), settings)).toBe(true);
  });
  it("names the first rule that leaves a review out (the console says why), null when shown", () => {
    expect(reviewExclusion(review({ text: null, rating: 1 }), settings)).toBe("no-text");
    expect(reviewExclusion(review({ text: "Translated by Google", reviewerName: "Spam Account" }), settings)).toBe("translated");
    expect(reviewExclusion(review({ reviewerName: " SPAM account ", externalId: "bad-1" }), settings)).toBe("reviewer-hidden");
    expect(reviewExclusion(review({ externalId: "bad-1", rating: 2 }), settings)).toBe("review-hidden");
    expect(reviewExclusion(review({ rating: 3 }), settings)).toBe("low-rating");
    expect(reviewExclusion(review(), settings)).toBeNull();
  });
  it("lists 10 by default and 12 as the full quantity, newest first", () => {
    const many = Array.from({ length: 20 }, () => review());
    expect(shownReviews(many, settings)).toHaveLength(10);
    expect(shownReviews(many, settings, { full: true })).toHaveLength(12);
    expect(shownReviews(many, settings)[0]).toBe(many[19]);
  });
});

describe("the stated rating", () => {
  it("averages every review but the moderated ones, low ratings and text-less ones included", () => {
    const all = [
      review({ rating: 5 }),
      review({ rating: 1 }),
      review({ rating: 4, text: null }),
      review({ rating: 5, reviewerName: "Spam Account" }),
      review({ rating: 1, externalId: "bad-1" }),
    ];
    expect(reviewSummary(all, settings)).toEqual({ average: 3.3, count: 3, shownCount: 1 });
  });
  it("is absent without reviews", () => {
    expect(reviewSummary([], settings)).toBeNull();
  });
  it("never marks the dealer's own reviews up as AggregateRating (self-serving under Google's rules)", () => {
    expect(DEALER_REVIEW_MARKUP).toBe(false);
  });
});
