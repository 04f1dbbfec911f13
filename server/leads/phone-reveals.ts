/**
 * The phone-reveal log (000 §7): a "Show number" press on a car or a location card is stored with its site,
 * car or location and time, and answered with the number. The dealer's lead report counts them with
 * countPhoneReveals (and leadReportCounts beside the leads of each kind).
 */
import { and, count, eq, gte, lt } from "drizzle-orm";
import { maskedPhone, revealPhoneFor, summariseReveals, type RevealCounts, type RevealTarget } from "~/domain/leads/phone-reveal";
import { visibleLocations } from "~/domain/locations/visible-locations";
import type { Db } from "~/server/db/client";
import { cars, leads, phoneReveals } from "~/server/db/schema";

export type RevealSite = {
  id: number;
  settings: { features: { phoneReveal: boolean }; contact: { phone: string }; locations: { hiddenSlugs: string[] } };
  locations: Array<{
    id: number;
    slug: string;
    name: string;
    visible: boolean;
    primary: boolean;
    locationType: string;
    dealershipId: number;
    contactDetail: { phone?: string | null };
  }>;
  dealerships: Array<{ id: number; phone: string | null }>;
};

export type Reveal = { phone: string; masked: string };

/**
 * Logs one reveal and gives the number, or null when the dealer has phone reveal off, or the car is not this
 * site's shown car, or the location is not one of its shown locations (then nothing is logged).
 */
export async function recordPhoneReveal(db: Db, site: RevealSite, target: RevealTarget, now: Date = new Date()): Promise<Reveal | null> {
  if (!site.settings.features.phoneReveal) return null;
  const shown = visibleLocations(site.locations, site.settings.locations.hiddenSlugs);
  const dealershipPhone = (id: number) => site.dealerships.find((d) => d.id === id)?.phone;
  let phone: string | null;
  let row: typeof phoneReveals.$inferInsert;
  if (target.kind === "car") {
    const [car] = await db
      .select({ id: cars.id, shown: cars.shownOnWebsite, locationId: cars.locationId, dealershipId: cars.dealershipId })
      .from(cars)
      .where(and(eq(cars.websiteId, site.id), eq(cars.id, target.carId)))
      .limit(1);
    if (!car || !car.shown) return null;
    const location = site.locations.find((l) => l.id === car.locationId);
    phone = revealPhoneFor(location?.contactDetail.phone, dealershipPhone(car.dealershipId), site.settings.contact.phone);
    row = { websiteId: site.id, carId: car.id, locationId: car.locationId, createdAt: now };
  } else {
    const location = shown.find((l) => l.id === target.locationId);
    if (!location) return null;
    phone = revealPhoneFor(location.contactDetail.phone, dealershipPhone(location.dealershipId), site.settings.contact.phone);
    row = { websiteId: site.id, locationId: location.id, createdAt: now };
  }
  if (!phone) return null;
  await db.insert(phoneReveals).values(row);
  return { phone, masked: maskedPhone(phone) };
}

/** The reveals of a site in [from, to): total, per car and per location card. */
export async function countPhoneReveals(db: Db, websiteId: number, from: Date, to: Date): Promise<RevealCounts> {
  const groups = await db
    .select({ carId: phoneReveals.carId, locationId: phoneReveals.locationId, count: count() })
    .from(phoneReveals)
    .where(and(eq(phoneReveals.websiteId, websiteId), gte(phoneReveals.createdAt, from), lt(phoneReveals.createdAt, to)))
    .groupBy(phoneReveals.carId, phoneReveals.locationId);
  return summariseReveals(groups.map((g) => ({ ...g, count: Number(g.count) })));
}

/** The dealer's lead report for [from, to): leads of each kind, and the phone reveals beside them. */
export async function leadReportCounts(
  db: Db,
  websiteId: number,
  from: Date,
  to: Date,
): Promise<{ leads: Record<string, number>; phoneReveals: RevealCounts }> {
  const byKind = await db
    .select({ kind: leads.kind, count: count() })
    .from(leads)
    .where(and(eq(leads.websiteId, websiteId), gte(leads.createdAt, from), lt(leads.createdAt, to)))
    .groupBy(leads.kind);
  return {
    leads: Object.fromEntries(byKind.map((r) => [r.kind, Number(r.count)])),
    phoneReveals: await countPhoneReveals(db, websiteId, from, to),
  };
}
