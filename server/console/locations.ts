/**
 * The console's Locations page (issue 20): a dealer's locations read and saved. A save geocodes the postcode through
 * the geocode service (embedded table by default, offline), writes the row, moves the site's `updated_at` (every
 * process's site directory polls it, ADR 040, so the public locator and location pages show the change within
 * seconds) and an audit entry in one transaction; the dates with other hours are saved through the settings' one
 * save path (`locations.hoursExceptions`, a version with history).
 */
import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, sql } from "drizzle-orm";
import type { LocationEdit } from "~/domain/locations/location-edit";
import { newLocationSlug } from "~/domain/locations/location-slug";
import type { Db } from "~/server/db/client";
import { dealerships, locations, websites } from "~/server/db/schema";
import type { Geocoder } from "~/server/services/geocode";
import { writeAudit } from "./audit";
import { readSiteLook, saveSettings, type Actor } from "./settings-versions";

export async function listConsoleLocations(db: Db, websiteId: number) {
  return db.select().from(locations).where(eq(locations.websiteId, websiteId)).orderBy(asc(locations.name));
}

/** One of this dealer's locations, or null (another dealer's id reads like an unknown one). */
export async function findConsoleLocation(db: Db, websiteId: number, id: number) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.websiteId, websiteId)))
    .limit(1);
  return row ?? null;
}

export type SaveLocationResult = { ok: true; changed: boolean } | { ok: false; fieldErrors: Record<string, string> };

const EDITED = [
  "name",
  "visible",
  "locationType",
  "locationSubtype",
  "manufacturers",
  "city",
  "address",
  "contactDetail",
  "openingHours",
] as const;

export async function saveLocation(
  db: Db,
  input: { websiteId: number; id: number; edit: LocationEdit; actor: Actor; geocoder: Geocoder },
): Promise<SaveLocationResult | null> {
  const { websiteId, id, edit, actor } = input;
  const point = await input.geocoder.geocodePostcode(edit.address.postcode);
  if (!point) return { ok: false, fieldErrors: { postcode: `The postcode ${edit.address.postcode} was not found: check it.` } };
  const changedRow = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(locations)
      .where(and(eq(locations.id, id), eq(locations.websiteId, websiteId)))
      .for("update");
    if (!row) return null;
    const next = {
      ...Object.fromEntries(EDITED.map((k) => [k, edit[k]])),
      // A fax number (not on the form) is kept.
      contactDetail: { ...(row.contactDetail.fax ? { fax: row.contactDetail.fax } : {}), ...edit.contactDetail },
      latitude: point.lat,
      longitude: point.lng,
    } as Partial<typeof locations.$inferInsert>;
    // Deep equality, not JSON text: a jsonb column gives its keys back in its own order.
    const changed = Object.keys(next).filter((k) => !isDeepStrictEqual(row[k as keyof typeof row], next[k as keyof typeof next]));
    if (changed.length === 0) return { changed: false };
    await tx.update(locations).set(next).where(eq(locations.id, id));
    await tx
      .update(websites)
      .set({ updatedAt: sql`now()` })
      .where(eq(websites.id, websiteId));
    await writeAudit(tx, {
      websiteId,
      staffUserId: actor.staffUserId,
      actor: actor.email,
      action: "locations.edit",
      subject: `Location ${row.name} (#${row.id}): ${changed.join(", ")}`.slice(0, 500),
      before: Object.fromEntries(changed.map((k) => [k, row[k as keyof typeof row]])),
      after: Object.fromEntries(changed.map((k) => [k, next[k as keyof typeof next]])),
      ip: actor.ip,
    });
    return { changed: true, slug: row.slug, name: row.name };
  });
  if (!changedRow) return null;
  const [row] = await db.select({ slug: locations.slug, name: locations.name }).from(locations).where(eq(locations.id, id));
  const exceptionsChanged = await saveHoursExceptions(db, websiteId, row, edit.exceptions, actor, "locations.edit");
  return { ok: true, changed: changedRow.changed || exceptionsChanged };
}

/** A location's dates with other hours, kept in the settings (`locations.hoursExceptions`) through their save path. */
async function saveHoursExceptions(
  db: Db,
  websiteId: number,
  row: { slug: string; name: string },
  exceptions: LocationEdit["exceptions"],
  actor: Actor,
  action: string,
): Promise<boolean> {
  const { settings } = await readSiteLook(db, websiteId);
  const current = settings.locations.hoursExceptions[row.slug] ?? [];
  if (isDeepStrictEqual(current, exceptions)) return false;
  const hoursExceptions = { ...settings.locations.hoursExceptions };
  if (exceptions.length === 0) delete hoursExceptions[row.slug];
  else hoursExceptions[row.slug] = exceptions;
  const saved = await saveSettings(db, websiteId, { ...settings, locations: { ...settings.locations, hoursExceptions } }, actor, {
    action,
    note: `Location ${row.name}: dates with other hours`,
  });
  return saved.saved;
}

/** The dealer's dealerships (a new location belongs to one). */
export async function listConsoleDealerships(db: Db, websiteId: number) {
  return db
    .select({ id: dealerships.id, name: dealerships.name })
    .from(dealerships)
    .where(eq(dealerships.websiteId, websiteId))
    .orderBy(asc(dealerships.id));
}

export type CreateLocationResult = { ok: true; id: number } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Adds a location to one of the dealer's dealerships: the postcode geocoded, a slug from the name unique within the
 * dealer, the row, `updated_at` and an audit entry in one transaction; its dates with other hours then as a save does.
 */
export async function createLocation(
  db: Db,
  input: { websiteId: number; dealershipId: number; edit: LocationEdit; actor: Actor; geocoder: Geocoder },
): Promise<CreateLocationResult> {
  const { websiteId, edit, actor } = input;
  const point = await input.geocoder.geocodePostcode(edit.address.postcode);
  if (!point) return { ok: false, fieldErrors: { postcode: `The postcode ${edit.address.postcode} was not found: check it.` } };
  const created = await db.transaction(async (tx) => {
    // The dealer's row locked: two adds of one name take two slugs.
    await tx.select({ id: websites.id }).from(websites).where(eq(websites.id, websiteId)).for("update");
    const [dealership] = await tx
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(and(eq(dealerships.id, input.dealershipId), eq(dealerships.websiteId, websiteId)));
    if (!dealership) return null;
    const taken = await tx.select({ slug: locations.slug }).from(locations).where(eq(locations.websiteId, websiteId));
    const values = {
      ...Object.fromEntries(EDITED.map((k) => [k, edit[k]])),
      websiteId,
      dealershipId: dealership.id,
      slug: newLocationSlug(
        edit.name,
        taken.map((t) => t.slug),
      ),
      latitude: point.lat,
      longitude: point.lng,
    } as typeof locations.$inferInsert;
    const [row] = await tx.insert(locations).values(values).returning({ id: locations.id, slug: locations.slug, name: locations.name });
    await tx
      .update(websites)
      .set({ updatedAt: sql`now()` })
      .where(eq(websites.id, websiteId));
    await writeAudit(tx, {
      websiteId,
      staffUserId: actor.staffUserId,
      actor: actor.email,
      action: "locations.create",
      subject: `Location ${row.name} (#${row.id}) added`.slice(0, 500),
      before: null,
      after: { ...Object.fromEntries(EDITED.map((k) => [k, edit[k]])), slug: row.slug, latitude: point.lat, longitude: point.lng },
      ip: actor.ip,
    });
    return row;
  });
  if (!created) return { ok: false, fieldErrors: { dealership: "Choose one of this dealer's dealerships." } };
  await saveHoursExceptions(db, websiteId, created, edit.exceptions, actor, "locations.create");
  return { ok: true, id: created.id };
}
