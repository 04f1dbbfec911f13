/**
 * A staff member's own account: turn the authenticator (TOTP) on with a code from the app, off with a current code,
 * and change the password with the current one. Each change is in the audit log; a password change ends the
 * person's other console sessions.
 */
import { eq } from "drizzle-orm";
import type { SessionKeys } from "~/server/auth/config";
import type { Db } from "~/server/db/client";
import { staffUsers } from "~/server/db/schema";
import { writeAudit } from "./audit";
import { hashPassword, verifyPassword } from "./passwords";
import { deleteOtherStaffSessions } from "./staff-sessions";
import { checkTotp } from "./totp";

type Member = { id: number; email: string; websiteId: number };

export async function enableTotp(
  db: Db,
  member: Member,
  input: { secret: string; code: string; ip: string; now?: Date },
): Promise<boolean> {
  if (!/^[A-Z2-7]{32}$/.test(input.secret)) return false;
  const now = input.now ?? new Date();
  const counter = checkTotp(input.secret, input.code, null, now);
  if (counter === null) return false;
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ totpSecret: input.secret, totpLastCounter: counter }).where(eq(staffUsers.id, member.id));
    await writeAudit(tx, {
      websiteId: member.websiteId,
      staffUserId: member.id,
      actor: member.email,
      action: "staff.totp-on",
      before: { totp: false },
      after: { totp: true },
      ip: input.ip,
      now,
    });
  });
  return true;
}

export async function disableTotp(db: Db, member: Member, input: { code: string; ip: string; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  const [user] = await db
    .select({ secret: staffUsers.totpSecret, last: staffUsers.totpLastCounter })
    .from(staffUsers)
    .where(eq(staffUsers.id, member.id));
  if (!user?.secret || checkTotp(user.secret, input.code, user.last, now) === null) return false;
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ totpSecret: null, totpLastCounter: null }).where(eq(staffUsers.id, member.id));
    await writeAudit(tx, {
      websiteId: member.websiteId,
      staffUserId: member.id,
      actor: member.email,
      action: "staff.totp-off",
      before: { totp: true },
      after: { totp: false },
      ip: input.ip,
      now,
    });
  });
  return true;
}

export async function changePassword(
  db: Db,
  keys: Pick<SessionKeys, "secret">,
  member: Member,
  input: { current: string; next: string; keepToken: string | null; ip: string },
): Promise<boolean> {
  const [user] = await db.select({ hash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, member.id));
  if (!user || !(await verifyPassword(input.current, user.hash))) return false;
  const passwordHash = await hashPassword(input.next);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, member.id));
    await deleteOtherStaffSessions(tx, keys, member.id, input.keepToken);
    await writeAudit(tx, {
      websiteId: member.websiteId,
      staffUserId: member.id,
      actor: member.email,
      action: "staff.password-changed",
      ip: input.ip,
    });
  });
  return true;
}
