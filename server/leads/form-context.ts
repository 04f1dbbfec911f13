/** The form context (settings, offered locations and dealerships) for one website, from its rows. */
import { defaultTradeInKind } from "~/domain/valuation/vehicle";
import { siteDefaultState } from "~/domain/locations/australian-state";
import { asc, eq } from "drizzle-orm";
import type { FormContext } from "~/domain/forms";
import type { WebsiteSettings } from "~/domain/settings/schema";
import type { Db } from "~/server/db/client";
import { dealerships, locations } from "~/server/db/schema";

export type DealershipRow = typeof dealerships.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

/** Locations the form offers: visible ones not on the dealer's hidden list. */
export function offeredLocations(settings: WebsiteSettings, rows: LocationRow[]): LocationRow[] {
  const hidden = new Set(settings.locations.hiddenSlugs);
  return rows.filter((l) => l.visible && !hidden.has(l.slug));
}

/** A location sells vehicles unless it is a service centre or parts counter. */
export function locationSells(l: Pick<LocationRow, "locationType">): boolean {
  return l.locationType !== "service" && l.locationType !== "parts";
}

export function toFormContext(settings: WebsiteSettings, dealershipRows: DealershipRow[], locationRows: LocationRow[]): FormContext {
  return {
    settings: settings.forms,
    locations: offeredLocations(settings, locationRows).map((l) => ({
      id: l.id,
      name: l.name,
      slug: l.slug,
      dealershipId: l.dealershipId,
      sells: locationSells(l),
    })),
    dealerships: dealershipRows.map((d) => ({ id: d.id, slug: d.slug, name: d.name })),
    defaultState: siteDefaultState(settings),
    defaultTradeKind: defaultTradeInKind(settings.vehicleKinds),
    vehicleKinds: settings.vehicleKinds,
  };
}

export async function loadWebsiteRows(db: Db, websiteId: number): Promise<{ dealerships: DealershipRow[]; locations: LocationRow[] }> {
  const [d, l] = await Promise.all([
    db.select().from(dealerships).where(eq(dealerships.websiteId, websiteId)).orderBy(asc(dealerships.id)),
    db.select().from(locations).where(eq(locations.websiteId, websiteId)).orderBy(asc(locations.id)),
  ]);
  return { dealerships: d, locations: l };
}
