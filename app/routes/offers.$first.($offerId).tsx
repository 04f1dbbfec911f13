import { loadOffer } from "~/app/features/offers/offer-detail.server";
import { OfferPage } from "~/app/features/offers/offer-page";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/offers.$first.($offerId)";

/** /offers/{offerId}, or /offers/{manufacturerSlug}/{offerId} on a multi-make site; the loader checks which applies. */
export const loader = ({ context, params, request }: Route.LoaderArgs) => loadOffer(request, context, params.offerId ?? params.first);

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.offer.name ?? "Offer" }];

export default function OfferRoute({ loaderData }: Route.ComponentProps) {
  return <OfferPage offer={loaderData.offer} enquireLabel={useSite().settings.labels.enquireButton} />;
}
