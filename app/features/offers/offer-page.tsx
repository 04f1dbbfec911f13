import { Link } from "react-router";
import { ButtonLink } from "~/app/ui/button";
import type { Offer } from "~/server/offers/offer-queries";

export function OfferPage({ offer, enquireLabel }: { offer: Offer; enquireLabel: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/special-offers" className="underline">
          Special offers
        </Link>{" "}
        / <span>{offer.name}</span>
      </nav>
      {offer.manufacturer && <p className="mt-4 text-sm font-bold uppercase text-muted">{offer.manufacturer}</p>}
      <h1 className="mt-1 text-3xl font-bold">{offer.name}</h1>
      <p className="mt-4 text-lg">{offer.description}</p>
      {offer.disclaimer && <p className="mt-6 text-sm text-muted">{offer.disclaimer}</p>}
      <ButtonLink to={`/contact?offer=${offer.id}`} className="mt-8 inline-block">
        {enquireLabel}
      </ButtonLink>
    </article>
  );
}
