/** Staff accounts and their roles per dealer: made by the command-line script, the demo seed and invitations. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { StaffRole } from "~/domain/console/permissions";
import type { Db } from "~/server/db/client";
import { staffMemberships, staffUsers } from "~/server/db/schema";
import { hashPassword } from "./passwords";

type Tx = Pick<Db, "insert" | "select" | "update">;

/** The person of an email, made when new (without a password: they choose one through an emailed link). */
export async function staffUserForEmail(db: Tx, email: string, name = ""): Promise<{ id: number; created: boolean }> {
  const [made] = await db
    .insert(staffUsers)
    .values({ email, name })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning({ id: staffUsers.id });
  if (made) return { id: made.id, created: true };
  const [found] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  return { id: found.id, created: false };
}

/** Gives a person a role on a dealer (replacing the one they had there). */
export async function setMembership(db: Tx, staffUserId: number, websiteId: number, role: StaffRole): Promise<StaffRole | null> {
  const [before] = await db
    .select({ role: staffMemberships.role })
    .from(staffMemberships)
    .where(and(eq(staffMemberships.staffUserId, staffUserId), eq(staffMemberships.websiteId, websiteId)));
  await db
    .insert(staffMemberships)
    .values({ staffUserId, websiteId, role })
    .onConflictDoUpdate({ target: [staffMemberships.staffUserId, staffMemberships.websiteId], set: { role } });
  return (before?.role as StaffRole | undefined) ?? null;
}

/**
 * An owner for a dealer with a password (the command-line script and the demo seed): made or updated, so running it
 * twice changes nothing but the password. Returns the person's id.
 */
export async function ensureStaffWithPassword(
  db: Db,
  input: {
    websiteId: number | null;
    email: string;
    name: string;
    password: string;
    role: StaffRole;
    platformOperator?: boolean;
    totpSecret?: string | null;
  },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const { id } = await staffUserForEmail(tx, input.email, input.name);
    await tx
      .update(staffUsers)
      .set({
        passwordHash,
        name: input.name || sql`${staffUsers.name}`,
        failedSignIns: 0,
        lockedUntil: null,
        ...(input.platformOperator !== undefined && { platformOperator: input.platformOperator }),
        ...(input.totpSecret !== undefined && { totpSecret: input.totpSecret, totpLastCounter: null }),
      })
      .where(eq(staffUsers.id, id));
    if (input.websiteId !== null) await setMembership(tx, id, input.websiteId, input.role);
    return id;
  });
}

export type StaffListEntry = { id: number; email: string; name: string; role: string; hasPassword: boolean; hasTotp: boolean };

export async function listStaff(db: Db, websiteId: number): Promise<StaffListEntry[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffMemberships.role,
      passwordHash: staffUsers.passwordHash,
      totpSecret: staffUsers.totpSecret,
    })
    .from(staffMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, staffMemberships.staffUserId))
    .where(eq(staffMemberships.websiteId, websiteId))
    .orderBy(asc(staffUsers.email));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    hasPassword: r.passwordHash !== null,
    hasTotp: r.totpSecret !== null,
  }));
}
