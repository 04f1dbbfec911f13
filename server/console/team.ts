/**
 * The team members shown on a location's team page (/teams/{location}), as the console's Content section edits them
 * (issue 20). Scoped by the dealer: another dealer's member is not found, and a member can only be put in one of the
 * dealer's own locations. Every write is one transaction with an audit entry and websites.updated_at moved (ADR 040).
 */
import { and, asc, eq } from "drizzle-orm";
import type { TeamMemberEdit } from "~/domain/teams/team-form";
import type { Db } from "~/server/db/client";
import { locations, staffMembers } from "~/server/db/schema";
import { audit, changes, touchSite, type Tx } from "./content";
import type { Actor } from "./settings-versions";

export async function listTeamMembers(db: Db, websiteId: number) {
  return db
    .select({
      id: staffMembers.id,
      locationId: staffMembers.locationId,
      name: staffMembers.name,
      role: staffMembers.role,
      department: staffMembers.department,
      sortOrder: staffMembers.sortOrder,
    })
    .from(staffMembers)
    .where(eq(staffMembers.websiteId, websiteId))
    .orderBy(asc(staffMembers.locationId), asc(staffMembers.sortOrder), asc(staffMembers.name))
    .limit(1000);
}

export async function findTeamMember(db: Db, websiteId: number, id: number) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, id), eq(staffMembers.websiteId, websiteId)))
    .limit(1);
  return row ?? null;
}

const NOT_OURS = { locationId: "Choose one of your locations." };

async function ownLocation(tx: Tx, websiteId: number, locationId: number) {
  const [row] = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.websiteId, websiteId)))
    .limit(1);
  return row ?? null;
}

export type TeamWrite = { ok: true; id: number; changed: boolean } | { ok: false; fieldErrors: Record<string, string> };

export async function createTeamMember(db: Db, websiteId: number, edit: TeamMemberEdit, actor: Actor): Promise<TeamWrite> {
  return db.transaction(async (tx): Promise<TeamWrite> => {
    const location = await ownLocation(tx, websiteId, edit.locationId);
    if (!location) return { ok: false, fieldErrors: NOT_OURS };
    const [row] = await tx
      .insert(staffMembers)
      .values({ websiteId, ...edit })
      .returning({ id: staffMembers.id });
    await audit(tx, websiteId, actor, "content.team.create", `Team member ${edit.name} at ${location.name} (#${row.id})`, null, edit);
    await touchSite(tx, websiteId);
    return { ok: true, id: row.id, changed: true };
  });
}

export async function saveTeamMember(db: Db, websiteId: number, id: number, edit: TeamMemberEdit, actor: Actor): Promise<TeamWrite | null> {
  return db.transaction(async (tx): Promise<TeamWrite | null> => {
    const [row] = await tx
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.id, id), eq(staffMembers.websiteId, websiteId)))
      .for("update");
    if (!row) return null;
    if (!(await ownLocation(tx, websiteId, edit.locationId))) return { ok: false, fieldErrors: NOT_OURS };
    const diff = changes(row, edit);
    if (diff.keys.length === 0) return { ok: true, id, changed: false };
    await tx.update(staffMembers).set(diff.after).where(eq(staffMembers.id, id));
    await audit(
      tx,
      websiteId,
      actor,
      "content.team.edit",
      `Team member ${row.name} (#${id}): ${diff.keys.join(", ")}`,
      diff.before,
      diff.after,
    );
    await touchSite(tx, websiteId);
    return { ok: true, id, changed: true };
  });
}

export async function deleteTeamMember(db: Db, websiteId: number, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.id, id), eq(staffMembers.websiteId, websiteId)))
      .for("update");
    if (!row) return false;
    await tx.delete(staffMembers).where(eq(staffMembers.id, id));
    const { id: _id, websiteId: _site, ...before } = row;
    await audit(tx, websiteId, actor, "content.team.delete", `Team member ${row.name} (#${id})`, before, null);
    await touchSite(tx, websiteId);
    return true;
  });
}
