import { eq, isNull, or } from "drizzle-orm";
import { isOfferVisible } from "~/domain/offers/offer-rules";
import type { Db } from "~/server/db/client";
import { offers } from "~/server/db/schema";
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

/** The offers a site shows, by the visibility rules; never another dealer's own offers. */
export async function visibleOffers(db: Db, site: Site): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(or(eq(offers.websiteId, site.id), isNull(offers.websiteId)))
    .orderBy(offers.id);
  const context = { id: site.id, makes: siteMakes(site), excludedOfferAllowList: site.settings.offers.excludedOfferAllowList };
  const now = Date.now();
  return rows.filter((o) => isOfferVisible(o, context) && (!o.endsAt || o.endsAt.getTime() >= now));
}
