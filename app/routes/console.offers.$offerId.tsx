import { OfferFormPage } from "~/app/features/console/offers-pages";
import { loadOffer, offerAction } from "~/app/features/console/offers.server";
import type { Route } from "./+types/console.offers.$offerId";

export const loader = ({ context, params }: Route.LoaderArgs) => loadOffer(context, params.offerId);

/** Save, preview or delete the offer (owners and managers); another dealer's offer is a 404. */
export const action = ({ request, context, params }: Route.ActionArgs) => offerAction(request, context, params.offerId);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.name ?? "Offer"} | Console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleOffer({ loaderData, actionData }: Route.ComponentProps) {
  return <OfferFormPage data={loaderData} answer={actionData} />;
}
