/**
 * Console sessions, apart from shoppers' (ADR 036 refining 010): their own table (`staff_sessions`) and cookie,
 * HttpOnly, SameSite=Lax, Path=/, Secure by the same rule as the shopper's cookie (SESSION_COOKIE_SECURE, else
 * HTTPS / production), named `__Host-…` when Secure. The token is 256 random bits, stored only as a keyed hash.
 * The cookie's name contains the shopper cookie's, so the page cache treats a signed-in staff member's requests as
 * personal too and never serves or stores them.
 */
import { and, eq, gt, lte, ne } from "drizzle-orm";
import { createCookie } from "react-router";
import { STAFF_SESSION_TTL_MS } from "~/domain/console/staff-rules";
import { isStaffRole, type StaffRole } from "~/domain/console/permissions";
import type { SessionKeys } from "~/server/auth/config";
import { keyedHash, newSessionToken } from "~/server/auth/hashing";
import { SESSION_COOKIE_NAME } from "~/server/auth/sessions";
import type { Db } from "~/server/db/client";
import { staffMemberships, staffSessions, staffUsers } from "~/server/db/schema";

export const STAFF_COOKIE_NAME = `${SESSION_COOKIE_NAME}_staff`;

const cookies = new Map<boolean, ReturnType<typeof createCookie>>();

function staffCookie(keys: Pick<SessionKeys, "secureCookies">) {
  const secure = keys.secureCookies;
  let cookie = cookies.get(secure);
  if (!cookie) {
    cookie = createCookie(secure ? `__Host-${STAFF_COOKIE_NAME}` : STAFF_COOKIE_NAME, {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: STAFF_SESSION_TTL_MS / 1000,
    });
    cookies.set(secure, cookie);
  }
  return cookie;
}

export async function readStaffToken(keys: Pick<SessionKeys, "secureCookies">, request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(STAFF_COOKIE_NAME)) return null;
  const value: unknown = await staffCookie(keys).parse(header);
  return typeof value === "string" && value.length > 0 && value.length < 200 ? value : null;
}

export const setStaffCookie = (keys: Pick<SessionKeys, "secureCookies">, token: string) => staffCookie(keys).serialize(token);
export const clearStaffCookie = (keys: Pick<SessionKeys, "secureCookies">) =>
  staffCookie(keys).serialize("", { maxAge: 0, expires: new Date(0) });

const tokenHash = (keys: Pick<SessionKeys, "secret">, token: string) => keyedHash(keys, "session", `staff:${token}`);

/** Starts a console session on one dealer; the browser's previous one and the person's expired ones are deleted. */
export async function createStaffSession(
  db: Db,
  keys: Pick<SessionKeys, "secret">,
  input: { websiteId: number; staffUserId: number; previousToken?: string | null; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  if (input.previousToken) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(keys, input.previousToken)));
  await db.delete(staffSessions).where(and(eq(staffSessions.staffUserId, input.staffUserId), lte(staffSessions.expiresAt, now)));
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
  await db
    .insert(staffSessions)
    .values({ tokenHash: tokenHash(keys, token), websiteId: input.websiteId, staffUserId: input.staffUserId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Who is signed in to the console: the person, and their role on this dealer (an operator's is owner). */
export type StaffMember = {
  id: number;
  email: string;
  name: string;
  websiteId: number;
  role: StaffRole;
  platformOperator: boolean;
  hasTotp: boolean;
};

/**
 * The staff member of a token on this dealer, or null when the token is unknown, expired, of another dealer, or the
 * person no longer has a role here (a removed membership ends their sessions at once).
 */
export async function findStaffMember(
  db: Db,
  keys: Pick<SessionKeys, "secret">,
  websiteId: number,
  token: string,
  now = new Date(),
): Promise<StaffMember | null> {
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      platformOperator: staffUsers.platformOperator,
      totpSecret: staffUsers.totpSecret,
      role: staffMemberships.role,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .leftJoin(staffMemberships, and(eq(staffMemberships.staffUserId, staffUsers.id), eq(staffMemberships.websiteId, websiteId)))
    .where(
      and(eq(staffSessions.tokenHash, tokenHash(keys, token)), eq(staffSessions.websiteId, websiteId), gt(staffSessions.expiresAt, now)),
    )
    .limit(1);
  if (!row) return null;
  const role: StaffRole | null = row.platformOperator ? "owner" : isStaffRole(row.role) ? row.role : null;
  if (!role) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    websiteId,
    role,
    platformOperator: row.platformOperator,
    hasTotp: row.totpSecret !== null,
  };
}

export async function deleteStaffSession(db: Db, keys: Pick<SessionKeys, "secret">, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(keys, token)));
}

/** Ends every console session of a person (a password reset, a removed membership). */
export async function deleteStaffSessionsOf(db: Db, staffUserId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffUserId, staffUserId));
}

/** Ends a person's console sessions but the one of this browser (a password change). */
export async function deleteOtherStaffSessions(
  db: Pick<Db, "delete">,
  keys: Pick<SessionKeys, "secret">,
  staffUserId: number,
  keepToken: string | null,
): Promise<void> {
  const keep = keepToken ? tokenHash(keys, keepToken) : "";
  await db.delete(staffSessions).where(and(eq(staffSessions.staffUserId, staffUserId), ne(staffSessions.tokenHash, keep)));
}
