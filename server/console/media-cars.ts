/**
 * A car's media in the database: its photos (cars.images, the hero first), its 360 spin frames (cars.spin_images,
 * in turning order) and its walkaround video (cars.walkaround_url). Every change is made in one transaction with the
 * car's row locked, scoped by the dealer (another dealer's car reads as no car: the console answers 404), and written
 * to the audit log in that transaction with the lists before and after.
 */
import { and, eq } from "drizzle-orm";
import type { CarImage } from "~/domain/vehicle/car-fields";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type CarMedia = { photos: string[]; spinFrames: string[]; video: string | null };

export type MediaCar = { id: number; name: string; slug: string; stocknum: string } & CarMedia;

/** Writes the audit entry inside the change's transaction (the feature passes auditAction). */
export type MediaAuditWriter = (
  tx: Tx,
  entry: { action: string; subject: string; before: Record<string, unknown>; after: Record<string, unknown> },
) => Promise<void>;

const columns = {
  id: cars.id,
  name: cars.name,
  slug: cars.slug,
  stocknum: cars.stocknum,
  images: cars.images,
  spinImages: cars.spinImages,
  walkaroundUrl: cars.walkaroundUrl,
};

function mediaOf(row: { images: CarImage[]; spinImages: string[]; walkaroundUrl: string | null }): CarMedia {
  return { photos: row.images.map((i) => i.url), spinFrames: [...row.spinImages], video: row.walkaroundUrl };
}

/** The dealer's car with its media, or null (another dealer's id reads exactly like an unknown one). */
export async function findMediaCar(db: Db, websiteId: number, carId: number): Promise<MediaCar | null> {
  const [row] = await db
    .select(columns)
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)))
    .limit(1);
  return row ? { id: row.id, name: row.name, slug: row.slug, stocknum: row.stocknum, ...mediaOf(row) } : null;
}

export type MediaChange = (current: CarMedia) => CarMedia | { refused: string };

/** The audit's view of what changed: only the parts that differ. */
function changed(before: CarMedia, after: CarMedia) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of ["photos", "spinFrames", "video"] as const) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

/**
 * Applies `change` to the car's media as it is now (the row locked): null when the dealer has no such car, a
 * refusal when the change does not fit the media any more (the page was stale), else the media before and after.
 * A change that changes nothing writes nothing.
 */
export async function changeCarMedia(
  db: Db,
  websiteId: number,
  carId: number,
  action: string,
  change: MediaChange,
  audit: MediaAuditWriter,
  now = new Date(),
): Promise<null | { refused: string } | { before: CarMedia; after: CarMedia }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(columns)
      .from(cars)
      .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)))
      .for("update");
    if (!row) return null;
    const before = mediaOf(row);
    const after = change(before);
    if ("refused" in after) return after;
    const diff = changed(before, after);
    if (Object.keys(diff.after).length === 0) return { before, after };
    // A photo kept keeps its stored entry (a feed's separate thumbnail stays with it).
    const kept = new Map(row.images.map((image) => [image.url, image]));
    await tx
      .update(cars)
      .set({
        images: after.photos.map((url) => kept.get(url) ?? { url, thumb: { url } }),
        spinImages: after.spinFrames,
        walkaroundUrl: after.video,
        updatedAt: now,
      })
      .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)));
    await audit(tx, { action, subject: `car ${row.id} (${row.stocknum}) ${row.name}`, ...diff });
    return { before, after };
  });
}
