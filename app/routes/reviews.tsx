import { sitePageMeta } from "~/app/features/brands/page-meta";
import { ReviewsPage } from "~/app/features/reviews/reviews-page";
import { loadReviewsPage } from "~/app/features/reviews/reviews-page.server";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/reviews";

/** /reviews: the dealer's Google rating and a selection of recent reviews (?show=all lists the full quantity). */
export const loader = ({ context, request }: Route.LoaderArgs) => loadReviewsPage(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  sitePageMeta(
    matches,
    "Customer reviews",
    data?.summary
      ? `Rated ${data.summary.average.toFixed(1)} out of 5 from ${data.summary.count} Google reviews. Read what our customers say.`
      : "Read what our customers say.",
  );

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsPage data={loaderData} siteName={useSite().name} />;
}
