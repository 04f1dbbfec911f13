/**
 * Which reviews a dealer site shows, and the rating it states (001 §5, §9; ADR 029).
 * Shown: text present and not machine-translated ("Translated"), reviewer not on the dealer's hidden list, review id
 * not excluded by the dealer, rating at least the minimum (4). Newest first, at most the list size (10) or the
 * full quantity (12).
 * The stated average and count are over every review but the moderated ones (hidden reviewers, excluded ids):
 * low ratings and reviews without text count, so the number is the one the shopper would find at the source.
 */
export type ReviewLike = {
  externalId: string;
  reviewerName: string;
  rating: number;
  text: string | null;
  publishedAt: Date;
};

export type ReviewSettings = {
  minimumRating: number;
  hiddenReviewers: readonly string[];
  hiddenReviewIds: readonly string[];
  fullQuantity: number;
  listSize: number;
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Moderated out by the dealer: a hidden reviewer (spam accounts) or an excluded review id. */
export function isModerated(review: Pick<ReviewLike, "externalId" | "reviewerName">, settings: ReviewSettings): boolean {
  return isReviewerHidden(review.reviewerName, settings) || settings.hiddenReviewIds.includes(review.externalId);
}

/** The reviewer is on the dealer's hidden list (names compared without case or surrounding spaces). */
export function isReviewerHidden(reviewerName: string, settings: Pick<ReviewSettings, "hiddenReviewers">): boolean {
  return settings.hiddenReviewers.some((name) => sameName(name, reviewerName));
}

/** Why the public rules leave a review out, in the order they are checked; null when they show it. */
export type ReviewExclusion = "no-text" | "translated" | "reviewer-hidden" | "review-hidden" | "low-rating";

export function reviewExclusion(review: ReviewLike, settings: ReviewSettings): ReviewExclusion | null {
  if (review.text === null || review.text.trim() === "") return "no-text";
  if (review.text.includes("Translated")) return "translated";
  if (isReviewerHidden(review.reviewerName, settings)) return "reviewer-hidden";
  if (settings.hiddenReviewIds.includes(review.externalId)) return "review-hidden";
  return review.rating >= settings.minimumRating ? null : "low-rating";
}

export function isReviewShown(review: ReviewLike, settings: ReviewSettings): boolean {
  return reviewExclusion(review, settings) === null;
}

/** The reviews to show, newest first: `listSize` of them, or `fullQuantity` when the whole list is asked for. */
export function shownReviews<R extends ReviewLike>(reviews: readonly R[], settings: ReviewSettings, options: { full?: boolean } = {}): R[] {
  return reviews
    .filter((r) => isReviewShown(r, settings))
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, options.full ? settings.fullQuantity : settings.listSize);
}

export type ReviewSummary = { average: number; count: number; shownCount: number };

/** The average (one decimal) and count over every unmoderated review; null when there are none. */
export function reviewSummary(reviews: readonly ReviewLike[], settings: ReviewSettings): ReviewSummary | null {
  const rated = reviews.filter((r) => !isModerated(r, settings) && r.rating >= 1 && r.rating <= 5);
  if (rated.length === 0) return null;
  const average = Math.round((rated.reduce((sum, r) => sum + r.rating, 0) / rated.length) * 10) / 10;
  return { average, count: rated.length, shownCount: reviews.filter((r) => isReviewShown(r, settings)).length };
}

/**
 * Whether the page may carry schema.org AggregateRating / Review markup for the dealer. Never: reviews of a
 * LocalBusiness shown on its own site are "self-serving" under Google's review-snippet rules, and the list shown is
 * a selection (4 stars and up), so marking it up would claim more than it is (ADR 029).
 */
export const DEALER_REVIEW_MARKUP = false;
