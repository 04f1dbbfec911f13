/** The staff of one of a site's locations, for its team page. */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { staffMembers } from "~/server/db/schema";
import type { StaffMember } from "~/domain/teams/team";

export async function locationStaff(db: Db, websiteId: number, locationId: number): Promise<StaffMember[]> {
  return db
    .select({
      id: staffMembers.id,
      name: staffMembers.name,
      role: staffMembers.role,
      department: staffMembers.department,
      phone: staffMembers.phone,
      email: staffMembers.email,
      photoUrl: staffMembers.photoUrl,
      sortOrder: staffMembers.sortOrder,
    })
    .from(staffMembers)
    .where(and(eq(staffMembers.websiteId, websiteId), eq(staffMembers.locationId, locationId)))
    .orderBy(asc(staffMembers.sortOrder), asc(staffMembers.id))
    .limit(200);
}

/** Location ids of the site that have at least one staff member (their team pages exist). */
export async function locationsWithStaff(db: Db, websiteId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ locationId: staffMembers.locationId })
    .from(staffMembers)
    .where(eq(staffMembers.websiteId, websiteId));
  return new Set(rows.map((r) => r.locationId));
}
