import { formPageMeta, siteNameOf } from "~/app/features/forms/route-helpers";
import { OfferCard } from "~/app/features/offers/offer-card";
import { loadSpecialOffersPage } from "~/app/features/offers/special-offers-page.server";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/special-offers";

export const loader = ({ context }: Route.LoaderArgs) => loadSpecialOffersPage(context);

export const meta: Route.MetaFunction = ({ matches }) =>
  formPageMeta("Special offers", matches, { description: `Current offers on vehicles, finance and servicing at ${siteNameOf(matches)}.` });

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Special offers</h1>
      {loaderData.offers.length === 0 ? (
        <p className="mt-6 text-muted">There are no offers right now. Check back soon.</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} settings={loaderData.offerSettings} singleManufacturer={site.settings.singleManufacturer} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
