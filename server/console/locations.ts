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
import type { Db } from "~/server/db/client";
import { locations, websites } from "~/server/db/schema";
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
  const { settings } = await readSiteLook(db, websiteId);
  const current = settings.locations.hoursExceptions[row.slug] ?? [];
  let exceptionsChanged = false;
  if (!isDeepStrictEqual(current, edit.exceptions)) {
    const hoursExceptions = { ...settings.locations.hoursExceptions };
    if (edit.exceptions.length === 0) delete hoursExceptions[row.slug];
    else hoursExceptions[row.slug] = edit.exceptions;
    const saved = await saveSettings(db, websiteId, { ...settings, locations: { ...settings.locations, hoursExceptions } }, actor, {
      action: "locations.edit",
      note: `Location ${row.name}: dates with other hours`,
    });
    exceptionsChanged = saved.saved;
  }
  return { ok: true, changed: changedRow.changed || exceptionsChanged };
}
