/**
 * What the public site does with each review, and why (the console's Reviews list, issue 20): the public rules
 * themselves (shownReviews, reviewExclusion), so the console cannot say other than the site does.
 */
import { reviewExclusion, shownReviews, type ReviewExclusion, type ReviewLike, type ReviewSettings } from "./reviews";

export type ReviewVerdict = { shown: "list" } | { shown: "full" } | { shown: false; reason: ReviewExclusion | "older"; message: string };

export function reviewVerdicts<R extends ReviewLike>(reviews: readonly R[], settings: ReviewSettings): Map<R, ReviewVerdict> {
  const list = new Set(shownReviews(reviews, settings));
  const full = new Set(shownReviews(reviews, settings, { full: true }));
  const messages: Record<ReviewExclusion, (r: R) => string> = {
    "no-text": () => "Not shown: it has no text.",
    translated: () => 'Not shown: machine-translated (its text says "Translated").',
    "reviewer-hidden": (r) => `Not shown: the reviewer ${r.reviewerName} is hidden.`,
    "review-hidden": () => "Not shown: this review is hidden.",
    "low-rating": (r) => `Not shown: ${r.rating} ${r.rating === 1 ? "star" : "stars"}, under ${settings.minimumRating}.`,
  };
  return new Map(
    reviews.map((r): [R, ReviewVerdict] => {
      if (list.has(r)) return [r, { shown: "list" }];
      if (full.has(r)) return [r, { shown: "full" }];
      const reason = reviewExclusion(r, settings);
      return reason
        ? [r, { shown: false, reason, message: messages[reason](r) }]
        : [r, { shown: false, reason: "older", message: `Not shown: older than the newest ${settings.fullQuantity} shown.` }];
    }),
  );
}
