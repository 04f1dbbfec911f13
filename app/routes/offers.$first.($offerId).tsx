import { sitePageMeta } from "~/app/features/brands/page-meta";
import { siteFormContext } from "~/app/features/forms/site-form-context";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { loadOffer } from "~/app/features/offers/offer-detail.server";
import { OfferPage } from "~/app/features/offers/offer-page";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/offers.$first.($offerId)";

/** /offers/{offerId}, or /offers/{manufacturerSlug}/{offerId} on a multi-make site; the loader checks which applies. */
export const loader = ({ context, params, request }: Route.LoaderArgs) => loadOffer(request, context, params.offerId ?? params.first);

/** "Enquire Now": an enquiry lead carrying the offer (offer_id, checked and snapshotted by the lead pipeline). */
export const action = (args: Route.ActionArgs) => leadFormAction(args, "enquiry");
export const clientAction = leadClientAction("enquiry");
export const shouldRevalidate = skipRevalidateAfterPost;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? sitePageMeta(matches, data.offer.name, data.offer.description.slice(0, 155)) : [{ title: "Offer" }];

export default function OfferRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <OfferPage
      offer={loaderData.offer}
      ctx={siteFormContext(site)}
      enquireLabel={site.settings.labels.enquireButton}
      siteName={site.name}
    />
  );
}
