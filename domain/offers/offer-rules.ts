/** Offer rules (001 §5, §9). */
export type OfferLike = {
  id: number;
  websiteId: number | null;
  manufacturer: string | null;
  manufacturerSlug: string | null;
  excludedWebsiteIds: number[];
  description: string;
  disclaimer: string;
};

/**
 * A site sees its own offers and manufacturer offers for the makes it sells, except offers that exclude
 * it, unless the dealer's allow list names that offer.
 */
export function isOfferVisible(
  offer: OfferLike,
  site: { id: number; makes: readonly string[]; excludedOfferAllowList: readonly number[] },
): boolean {
  const owned = offer.websiteId === site.id;
  const syndicated =
    offer.websiteId === null &&
    offer.manufacturer !== null &&
    site.makes.some((m) => m.toLowerCase() === offer.manufacturer!.toLowerCase());
  if (!owned && !syndicated) return false;
  return !offer.excludedWebsiteIds.includes(site.id) || site.excludedOfferAllowList.includes(offer.id);
}

/**
 * An offer is live from its start to its end, both included; an offer without a start (or an end) is live from
 * (or until) always. An offer seeded to start in ten days is not live today.
 */
export function isOfferLive(offer: { startsAt: Date | null; endsAt: Date | null }, now: Date): boolean {
  if (offer.startsAt && now.getTime() < offer.startsAt.getTime()) return false;
  if (offer.endsAt && now.getTime() > offer.endsAt.getTime()) return false;
  return true;
}

/** /offers/{id} on a single-manufacturer site, else /offers/{manufacturerSlug}/{id}. */
export function offerPath(offer: Pick<OfferLike, "id" | "manufacturerSlug">, singleManufacturer: string | null): string {
  return singleManufacturer || !offer.manufacturerSlug ? `/offers/${offer.id}` : `/offers/${offer.manufacturerSlug}/${offer.id}`;
}

export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  return { text: `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`, truncated: true };
}

/** Description and disclaimer start expanded when each is within the threshold, or by dealer setting. */
export function offerStartsExpanded(
  offer: Pick<OfferLike, "description" | "disclaimer">,
  settings: { viewMoreThreshold: number; startExpanded: boolean },
): boolean {
  return (
    settings.startExpanded ||
    (offer.description.length <= settings.viewMoreThreshold && offer.disclaimer.length <= settings.viewMoreThreshold)
  );
}
