import { ReviewsPage } from "~/app/features/console/reviews-page";
import { loadReviews, reviewsAction } from "~/app/features/console/reviews.server";
import type { Route } from "./+types/console.reviews";

export const loader = ({ context }: Route.LoaderArgs) => loadReviews(context);

/** Import reviews (a dry run, then apply), hide or show a review or a reviewer (owners and managers). */
export const action = ({ request, context }: Route.ActionArgs) => reviewsAction(request, context);

export function meta() {
  return [{ title: "Reviews | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleReviews({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsPage data={loaderData} answer={actionData} />;
}
