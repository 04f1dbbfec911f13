import { eq, isNull, or } from "drizzle-orm";
import { isOfferLive, isOfferVisible } from "~/domain/offers/offer-rules";
import type { Db } from "~/server/db/client";
import { dealerships, offers } from "~/server/db/schema";
import type { Site } from "~/server/tenancy/site-directory";

export type Offer = typeof offers.$inferSelect;

function siteMakes(site: Site): string[] {
  return [
    ...new Set([
      ...(site.settings.singleManufacturer ? [site.settings.singleManufacturer] : []),
      ...site.dealerships.flatMap((d) => d.makes),
    ]),
  ];
}

/** The offers a site shows at `now`, by the visibility and date rules; never another dealer's own offers. */
export async function visibleOffers(db: Db, site: Site, now = new Date()): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(or(eq(offers.websiteId, site.id), isNull(offers.websiteId)))
    .orderBy(offers.id);
  const context = { id: site.id, makes: siteMakes(site), excludedOfferAllowList: site.settings.offers.excludedOfferAllowList };
  return rows.filter((o) => isOfferVisible(o, context) && isOfferLive(o, now));
}

/**
 * One offer a site shows at `now` (visibility and dates), by id, for a lead that names it; undefined otherwise.
 * Reads the site's makes itself, so the lead pipeline needs nothing more than the site's id and settings.
 */
export async function findShownOffer(
  db: Db,
  website: { id: number; settings: Site["settings"] },
  offerId: number,
  now = new Date(),
): Promise<Offer | undefined> {
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId)).limit(1);
  if (!offer) return undefined;
  const rows = await db.select({ makes: dealerships.makes }).from(dealerships).where(eq(dealerships.websiteId, website.id));
  const makes = [
    ...new Set([...(website.settings.singleManufacturer ? [website.settings.singleManufacturer] : []), ...rows.flatMap((r) => r.makes)]),
  ];
  const context = { id: website.id, makes, excludedOfferAllowList: website.settings.offers.excludedOfferAllowList };
  return isOfferVisible(offer, context) && isOfferLive(offer, now) ? offer : undefined;
}
