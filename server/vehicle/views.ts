/**
 * View counting for GET /api/cars/{slug}/view.json: a car_views row per car, visitor and day (unique),
 * and the car's counter raised only when that row is new. The counter update leaves updated_at alone,
 * so a view does not count as a change of the car (search refresh, page cache).
 */
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { viewDay } from "~/domain/vehicle/views";
import type { Db } from "~/server/db/client";
import { carViews, cars } from "~/server/db/schema";

/** A visitor is their address and browser, hashed with the day: nothing reversible is stored. */
export function visitorHash(ip: string, userAgent: string, day: string): string {
  return createHash("sha256").update(`${day}|${ip}|${userAgent}`).digest("base64url").slice(0, 32);
}

export async function recordView(
  db: Db,
  car: { id: number; websiteId: number },
  visitor: { ip: string; userAgent: string },
  now = Date.now(),
): Promise<number> {
  const day = viewDay(now);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(carViews)
      .values({ carId: car.id, websiteId: car.websiteId, visitorHash: visitorHash(visitor.ip, visitor.userAgent, day), day })
      .onConflictDoNothing()
      .returning({ carId: carViews.carId });
    if (inserted.length > 0) {
      const [row] = await tx
        .execute<{ views: number }>(sql`update ${cars} set views = views + 1 where id = ${car.id} returning views`)
        .then((r) => (r as unknown as { rows?: Array<{ views: number }> }).rows ?? (r as unknown as Array<{ views: number }>));
      return row.views;
    }
    const [row] = await tx
      .select({ views: cars.views })
      .from(cars)
      .where(and(eq(cars.id, car.id), eq(cars.websiteId, car.websiteId)));
    return row?.views ?? 0;
  });
}
