/**
 * Server-side sessions: a random token in an HttpOnly, SameSite=Lax cookie (Secure in production), stored
 * only as a keyed hash in `sessions`. A session belongs to one site; a new one is issued at every sign-in.
 * Lifetimes: see docs/decisions/010-sessions-and-sign-in.md.
 */
import { and, eq, gt, lt, lte } from "drizzle-orm";
import { createCookie } from "react-router";
import type { Db } from "~/server/db/client";
import { sessions, users } from "~/server/db/schema";
import type { SessionKeys } from "./config";
import { keyedHash, newSessionToken } from "./hashing";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** The cookie's name; a Secure cookie takes the `__Host-` prefix (see `sessionCookie`). Also the page cache's "personal" marker. */
export const SESSION_COOKIE_NAME = "dp_session";
const HOST_ONLY_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

export type SessionUser = { id: number; phone: string; websiteId: number };

const cookies = new Map<boolean, ReturnType<typeof createCookie>>();

/**
 * One per Secure flag (the runtime's sessionKeys say which), built at first use. A Secure cookie is
 * named `__Host-…`: browsers then accept it only from this exact host over HTTPS, with Path=/ and no Domain,
 * so a sibling subdomain cannot plant or overwrite a shopper's session.
 */
export function sessionCookie(keys: Pick<SessionKeys, "secureCookies">) {
  const secure = keys.secureCookies;
  let cookie = cookies.get(secure);
  if (!cookie) {
    cookie = createCookie(secure ? HOST_ONLY_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME, {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: SESSION_TTL_MS / 1000,
    });
    cookies.set(secure, cookie);
  }
  return cookie;
}

export async function readSessionToken(keys: Pick<SessionKeys, "secureCookies">, request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(SESSION_COOKIE_NAME)) return null;
  const value: unknown = await sessionCookie(keys).parse(header);
  return typeof value === "string" && value.length > 0 && value.length < 200 ? value : null;
}

export const setSessionCookie = (keys: Pick<SessionKeys, "secureCookies">, token: string) => sessionCookie(keys).serialize(token);
export const clearSessionCookie = (keys: Pick<SessionKeys, "secureCookies">) =>
  sessionCookie(keys).serialize("", { maxAge: 0, expires: new Date(0) });

/** Upserts the shopper of this phone on this site and returns their id. */
export async function userForPhone(db: Db, websiteId: number, phone: string): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ websiteId, phone })
    .onConflictDoUpdate({ target: [users.websiteId, users.phone], set: { phone } })
    .returning({ id: users.id });
  return user.id;
}

/**
 * Starts a session for a user. The previous session of this browser (if any) is deleted, so a token seen
 * before sign-in is never a signed-in token (no session fixation); the user's expired sessions go too.
 */
export async function createSession(
  db: Db,
  keys: Pick<SessionKeys, "secret">,
  input: { websiteId: number; userId: number; previousToken?: string | null; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  if (input.previousToken) await db.delete(sessions).where(eq(sessions.tokenHash, keyedHash(keys, "session", input.previousToken)));
  await db.delete(sessions).where(and(eq(sessions.userId, input.userId), lte(sessions.expiresAt, now)));
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: keyedHash(keys, "session", token),
    websiteId: input.websiteId,
    userId: input.userId,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/** The signed-in user of a token on this site, or null when the token is unknown, expired or of another site. */
export async function findSessionUser(
  db: Db,
  keys: Pick<SessionKeys, "secret">,
  websiteId: number,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, phone: users.phone, websiteId: users.websiteId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, keyedHash(keys, "session", token)), eq(sessions.websiteId, websiteId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Db, keys: Pick<SessionKeys, "secret">, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, keyedHash(keys, "session", token)));
}

export async function pruneExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ userId: sessions.userId });
  return removed.length;
}
