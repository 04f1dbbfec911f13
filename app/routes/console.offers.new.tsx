import { OfferFormPage } from "~/app/features/console/offers-pages";
import { loadNewOffer, newOfferAction } from "~/app/features/console/offers.server";
import type { Route } from "./+types/console.offers.new";

export const loader = ({ context }: Route.LoaderArgs) => loadNewOffer(context);

/** Adds an offer (audited), then opens it; 'Preview the card' answers the public card without saving. */
export const action = ({ request, context }: Route.ActionArgs) => newOfferAction(request, context);

export function meta() {
  return [{ title: "New offer | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleNewOffer({ loaderData, actionData }: Route.ComponentProps) {
  return <OfferFormPage data={loaderData} answer={actionData} />;
}
