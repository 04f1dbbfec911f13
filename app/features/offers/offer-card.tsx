import { Link } from "~/app/ui/router-links";
import { offerPath, offerStartsExpanded, truncateText } from "~/domain/offers/offer-rules";
import type { Offer } from "~/server/offers/offer-queries";

type OfferSettings = { descriptionTruncate: number; disclaimerTruncate: number; viewMoreThreshold: number; startExpanded: boolean };

/** Long text shows truncated with a 'View more' that works without JavaScript. */
function Expandable({ text, limit, expanded, className }: { text: string; limit: number; expanded: boolean; className: string }) {
  const short = truncateText(text, limit);
  if (expanded || !short.truncated) return <p className={className}>{text}</p>;
  return (
    <details className={className}>
      <summary className="cursor-pointer list-none">
        {short.text} <span className="font-semibold text-accent-ink underline">View more</span>
      </summary>
      <p className="mt-1">{text}</p>
    </details>
  );
}

export function OfferCard({
  offer,
  settings,
  singleManufacturer,
}: {
  offer: Offer;
  settings: OfferSettings;
  singleManufacturer: string | null;
}) {
  const expanded = offerStartsExpanded(offer, settings);
  return (
    <article className="flex h-full flex-col rounded-brand border border-black/10 bg-surface p-5 shadow-sm">
      {offer.manufacturer && <p className="text-xs font-bold uppercase tracking-wide text-muted">{offer.manufacturer}</p>}
      <h2 className="mt-1 text-xl font-bold">
        <Link to={offerPath(offer, singleManufacturer)} className="hover:underline">
          {offer.name}
        </Link>
      </h2>
      <Expandable text={offer.description} limit={settings.descriptionTruncate} expanded={expanded} className="mt-3 text-sm" />
      {offer.disclaimer && (
        <Expandable text={offer.disclaimer} limit={settings.disclaimerTruncate} expanded={expanded} className="mt-3 text-xs text-muted" />
      )}
      {offer.modelName && (
        <Link
          to={
            offer.modelOverrideUrl ??
            `/search/new-used-and-demo-cars?make=${encodeURIComponent(offer.manufacturer ?? "")}&model=${encodeURIComponent(offer.modelName)}`
          }
          className="mt-auto pt-4 font-semibold text-accent-ink underline"
        >
          Shop the {offer.modelName}
        </Link>
      )}
    </article>
  );
}
