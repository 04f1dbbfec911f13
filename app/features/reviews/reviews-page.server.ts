/** The reviews page's loader: the reviews the rules show, and the rating over every unmoderated review. */
import type { RouterContextProvider } from "react-router";
import { reviewSummary, shownReviews } from "~/domain/reviews/reviews";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { siteReviews } from "~/server/reviews/review-queries";

export async function loadReviewsPage(request: Request, context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const all = await siteReviews(context.get(runtimeContext).db, site.id);
  const settings = site.settings.reviews;
  const full = new URL(request.url).searchParams.get("show") === "all";
  const list = shownReviews(all, settings, { full });
  const locationNames = new Map(site.locations.map((l) => [l.id, l.name]));
  return {
    summary: reviewSummary(all, settings),
    full,
    more: !full && shownReviews(all, settings, { full: true }).length > list.length,
    reviews: list.map((r) => ({
      id: r.externalId,
      reviewerName: r.reviewerName,
      rating: r.rating,
      text: r.text ?? "",
      publishedAt: r.publishedAt.toISOString(),
      location: r.locationId === null ? null : (locationNames.get(r.locationId) ?? null),
    })),
  };
}

export type ReviewsPageData = Awaited<ReturnType<typeof loadReviewsPage>>;
