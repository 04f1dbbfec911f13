/** The PPSR searches dealers recorded for their cars (ppsr_checks): the newest one of a car, as the report rules read it. */
import { and, desc, eq } from "drizzle-orm";
import type { PpsrCheck } from "~/domain/vehicle/reports";
import type { Db } from "~/server/db/client";
import { ppsrChecks } from "~/server/db/schema";

export async function latestPpsrCheck(db: Db, websiteId: number, carId: number): Promise<PpsrCheck | null> {
  const [row] = await db
    .select()
    .from(ppsrChecks)
    .where(and(eq(ppsrChecks.websiteId, websiteId), eq(ppsrChecks.carId, carId)))
    .orderBy(desc(ppsrChecks.searchedAt))
    .limit(1);
  if (!row) return null;
  return {
    vin: row.vin,
    searchedAt: row.searchedAt.toISOString(),
    certificateNumber: row.certificateNumber,
    stolen: row.stolen,
    writtenOff: row.writtenOff,
    encumbered: row.encumbered,
  };
}
