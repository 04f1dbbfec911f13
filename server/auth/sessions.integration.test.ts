import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  findSessionUser,
  pruneExpiredSessions,
  readSessionToken,
  SESSION_TTL_MS,
  setSessionCookie,
  userForPhone,
} from "./sessions";
import { insertSite } from "~/server/db/test-factories";

const T0 = new Date("2026-03-02T00:00:00Z");
/** Test keys: a fixed secret, cookies without the Secure flag (plain-HTTP test requests). */
const keys = { secret: "test-only-session-secret-0123456789abcdef", secureCookies: false };

for (const kind of await databaseKinds()) {
  describe(`sessions on ${kind}`, () => {
    let database: TestDatabase;
    let siteId: number;
    let otherSiteId: number;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      siteId = (await insertSite(database.db, "sess")).site.id;
      otherSiteId = (await insertSite(database.db, "sess-other")).site.id;
    });
    afterAll(async () => {
      await database?.drop();
    });

    it("identifies one user per phone and site", async () => {
      const a = await userForPhone(database.db, siteId, "+61400000001");
      expect(await userForPhone(database.db, siteId, "+61400000001")).toBe(a);
      expect(await userForPhone(database.db, otherSiteId, "+61400000001")).not.toBe(a);
    });

    it("stores only a hash of the token and finds the user until the session expires", async () => {
      const userId = await userForPhone(database.db, siteId, "+61400000002");
      const { token, expiresAt } = await createSession(database.db, keys, { websiteId: siteId, userId, now: T0 });
      expect(expiresAt.getTime() - T0.getTime()).toBe(SESSION_TTL_MS);
      const rows = await database.db.select().from(sessions).where(eq(sessions.userId, userId));
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).not.toBe(token);
      expect(await findSessionUser(database.db, keys, siteId, token, new Date(T0.getTime() + SESSION_TTL_MS - 1))).toEqual({
        id: userId,
        phone: "+61400000002",
        websiteId: siteId,
      });
      expect(await findSessionUser(database.db, keys, siteId, token, new Date(T0.getTime() + SESSION_TTL_MS))).toBeNull();
    });

    it("does not accept a session on another site, or an unknown token", async () => {
      const userId = await userForPhone(database.db, siteId, "+61400000003");
      const { token } = await createSession(database.db, keys, { websiteId: siteId, userId, now: T0 });
      expect(await findSessionUser(database.db, keys, otherSiteId, token, T0)).toBeNull();
      expect(await findSessionUser(database.db, keys, siteId, `${token}x`, T0)).toBeNull();
    });

    it("renews at sign-in: the browser's previous token stops working", async () => {
      const userId = await userForPhone(database.db, siteId, "+61400000004");
      const first = await createSession(database.db, keys, { websiteId: siteId, userId, now: T0 });
      const second = await createSession(database.db, keys, { websiteId: siteId, userId, previousToken: first.token, now: T0 });
      expect(second.token).not.toBe(first.token);
      expect(await findSessionUser(database.db, keys, siteId, first.token, T0)).toBeNull();
      expect(await findSessionUser(database.db, keys, siteId, second.token, T0)).not.toBeNull();
    });

    it("ends at sign-out, and expired rows are pruned", async () => {
      const userId = await userForPhone(database.db, siteId, "+61400000005");
      const { token } = await createSession(database.db, keys, { websiteId: siteId, userId, now: T0 });
      await deleteSession(database.db, keys, token);
      expect(await findSessionUser(database.db, keys, siteId, token, T0)).toBeNull();
      await createSession(database.db, keys, { websiteId: siteId, userId, now: new Date(T0.getTime() - 2 * SESSION_TTL_MS) });
      expect(await pruneExpiredSessions(database.db, T0)).toBeGreaterThanOrEqual(1);
    });
  });
}

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, site-wide, and reads back its token", async () => {
    const header = await setSessionCookie(keys, "abc123");
    expect(header).toMatch(/^dp_session=/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    const cookie = header.split(";")[0];
    expect(await readSessionToken(keys, new Request("http://x/", { headers: { cookie: `a=1; ${cookie}` } }))).toBe("abc123");
    expect(await readSessionToken(keys, new Request("http://x/"))).toBeNull();
    expect(await clearSessionCookie(keys)).toContain("Max-Age=0");
  });

  it("takes the __Host- prefix when Secure, and then ignores a plain-named cookie a sibling host could plant", async () => {
    const secure = { ...keys, secureCookies: true };
    const header = await setSessionCookie(secure, "tok456");
    expect(header).toMatch(/^__Host-dp_session=/);
    expect(header).toContain("Secure");
    expect(header).toContain("Path=/");
    expect(header).not.toMatch(/Domain=/i);
    const cookie = header.split(";")[0];
    expect(await readSessionToken(secure, new Request("https://x/", { headers: { cookie } }))).toBe("tok456");
    const planted = (await setSessionCookie(secure, "planted")).split(";")[0].replace("__Host-", "");
    expect(await readSessionToken(secure, new Request("https://x/", { headers: { cookie: planted } }))).toBeNull();
  });
});
