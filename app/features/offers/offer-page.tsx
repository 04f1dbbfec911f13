/** One offer: its text, disclaimer and an "Enquire Now" form that tells the dealer which offer it was. */
import { Link } from "~/app/ui/router-links";
import { LeadForm } from "~/app/features/forms/lead-form";
import { ButtonLink } from "~/app/ui/button";
import type { FormContext } from "~/domain/forms/context";
import type { Offer } from "~/server/offers/offer-queries";

export function OfferPage({
  offer,
  ctx,
  enquireLabel,
  siteName,
}: {
  offer: Offer;
  ctx: FormContext;
  enquireLabel: string;
  siteName: string;
}) {
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
      {offer.endsAt && (
        <p className="mt-2 text-sm text-muted">
          Ends{" "}
          {new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" }).format(
            new Date(offer.endsAt),
          )}
        </p>
      )}
      <p className="mt-4 text-lg">{offer.description}</p>
      {offer.disclaimer && <p className="mt-6 text-sm text-muted">{offer.disclaimer}</p>}
      <ButtonLink to="#enquire" className="mt-8 inline-block">
        {enquireLabel}
      </ButtonLink>
      <section
        id="enquire"
        aria-labelledby="enquire-heading"
        className="mt-10 scroll-mt-24 rounded-brand border border-black/10 bg-surface p-5"
      >
        <h2 id="enquire-heading" className="text-xl font-bold">
          Enquire about this offer
        </h2>
        <p className="mt-1 text-sm text-muted">We'll reply about “{offer.name}”.</p>
        <div className="mt-4">
          <LeadForm kind="enquiry" ctx={ctx} siteName={siteName} submitLabel={enquireLabel} hidden={{ offer_id: String(offer.id) }} />
        </div>
      </section>
    </article>
  );
}
