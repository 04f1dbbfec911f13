import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CODE_MESSAGES, SEND_LIMIT_MESSAGES } from "~/domain/auth/code-rules";
import { signInCodes } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { checkCode, issueCode, pruneOldCodes } from "./sign-in-codes";
import { codeMessage, completeSignIn, requestSignInCode } from "./sign-in";
import { insertSite } from "~/server/db/test-factories";

const MIN = 60_000;
const T0 = new Date("2026-03-02T00:00:00Z");
const keys = { secret: "test-only-session-secret-0123456789abcdef" };
const at = (ms: number) => new Date(T0.getTime() + ms);
let phoneSeq = 10_000_000;
const freshPhone = () => `+614${phoneSeq++}`;
let ipSeq = 1;
/** Each test gets its own address, so the per-IP limit of one test never leaks into another. */
const freshIp = () => `10.0.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;

for (const kind of await databaseKinds()) {
  let database: TestDatabase;
  let siteId: number;
  let otherSiteId: number;
  let site: { id: number; slug: string; name: string };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    siteId = (await insertSite(database.db, "codes")).site.id;
    otherSiteId = (await insertSite(database.db, "codes-other")).site.id;
    site = (await insertSite(database.db, "flow")).site;
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe(`sign-in codes on ${kind}`, () => {
    const issue = (phone: string, now: Date, ip = freshIp(), websiteId = siteId) =>
      issueCode(database.db, keys, { websiteId, phone, ip, now });

    it("issues a random six-digit code, valid five minutes, stored only as a hash", async () => {
      const phone = freshPhone();
      const issued = await issue(phone, T0);
      if (!issued.ok) throw new Error("expected a code");
      expect(issued.code).toMatch(/^\d{6}$/);
      expect(issued.expiresAt.getTime() - T0.getTime()).toBe(5 * MIN);
      const [row] = await database.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(issued.code);
      const codes = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const again = await issue(freshPhone(), T0);
        if (again.ok) codes.add(again.code);
      }
      expect(codes.size).toBeGreaterThan(1);
    });

    it("allows 3 codes per phone in 10 minutes, then again once the window has passed", async () => {
      const phone = freshPhone();
      for (let i = 0; i < 3; i++) expect((await issue(phone, at(i * MIN))).ok).toBe(true);
      expect(await issue(phone, at(5 * MIN))).toEqual({ ok: false, limit: "phoneShort" });
      expect((await issue(phone, at(10 * MIN + 1))).ok).toBe(true);
      expect(SEND_LIMIT_MESSAGES.phoneShort).toMatch(/wait/);
    });

    it("counts the phone limit per site: the same phone on another site is another shopper", async () => {
      const phone = freshPhone();
      for (let i = 0; i < 3; i++) await issue(phone, at(i));
      expect((await issue(phone, at(4), freshIp(), otherSiteId)).ok).toBe(true);
    });

    it("allows 10 codes per phone a day", async () => {
      const phone = freshPhone();
      for (let i = 0; i < 10; i++) expect((await issue(phone, at(i * 11 * MIN))).ok, `code ${i + 1}`).toBe(true);
      expect(await issue(phone, at(10 * 11 * MIN + MIN))).toEqual({ ok: false, limit: "phoneDaily" });
      expect((await issue(phone, at(24 * 60 * MIN + 1))).ok).toBe(true);
    });

    it("allows 30 codes an hour from one IP address, across phones and sites", async () => {
      const ip = "198.51.100.7";
      for (let i = 0; i < 30; i++) {
        expect((await issue(freshPhone(), at(i * 1000), ip, i % 2 ? siteId : otherSiteId)).ok).toBe(true);
      }
      expect(await issue(freshPhone(), at(31_000), ip)).toEqual({ ok: false, limit: "ipHourly" });
      expect((await issue(freshPhone(), at(31_000), "198.51.100.8")).ok).toBe(true);
      expect((await issue(freshPhone(), at(60 * MIN + 1000), ip)).ok).toBe(true);
    });

    it("holds the phone limit when many requests race", async () => {
      const phone = freshPhone();
      const results = await Promise.all(Array.from({ length: 8 }, () => issue(phone, T0)));
      expect(results.filter((r) => r.ok)).toHaveLength(3);
    });

    it("accepts the right code once", async () => {
      const phone = freshPhone();
      const issued = await issue(phone, T0);
      if (!issued.ok) throw new Error("expected a code");
      expect(await checkCode(database.db, keys, { websiteId: siteId, phone, code: issued.code, now: at(MIN) })).toEqual({ ok: true });
      expect(await checkCode(database.db, keys, { websiteId: siteId, phone, code: issued.code, now: at(MIN) })).toEqual({
        ok: false,
        reason: "expired",
      });
    });

    it("refuses a code after five minutes", async () => {
      const phone = freshPhone();
      const issued = await issue(phone, T0);
      if (!issued.ok) throw new Error("expected a code");
      expect(await checkCode(database.db, keys, { websiteId: siteId, phone, code: issued.code, now: at(5 * MIN) })).toEqual({
        ok: false,
        reason: "expired",
      });
    });

    it("ends a code after 5 wrong tries, even if the right code follows", async () => {
      const phone = freshPhone();
      const issued = await issue(phone, T0);
      if (!issued.ok) throw new Error("expected a code");
      const wrong = issued.code === "000000" ? "111111" : "000000";
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(await checkCode(database.db, keys, { websiteId: siteId, phone, code: wrong, now: at(1000) }));
      expect(answers.slice(0, 4)).toEqual([4, 3, 2, 1].map((triesLeft) => ({ ok: false, reason: "wrong", triesLeft })));
      expect(answers[4]).toEqual({ ok: false, reason: "locked" });
      expect(await checkCode(database.db, keys, { websiteId: siteId, phone, code: issued.code, now: at(2000) })).toEqual({
        ok: false,
        reason: "locked",
      });
      expect(CODE_MESSAGES.locked).toMatch(/new code/);
    });

    it("never counts more than 5 wrong tries when they race", async () => {
      const phone = freshPhone();
      const issued = await issue(phone, T0);
      if (!issued.ok) throw new Error("expected a code");
      const wrong = issued.code === "000000" ? "111111" : "000000";
      await Promise.all(
        Array.from({ length: 9 }, () => checkCode(database.db, keys, { websiteId: siteId, phone, code: wrong, now: at(1000) })),
      );
      const [row] = await database.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
      expect(row.failedAttempts).toBe(5);
    });

    it("only the newest code of a phone counts, and only on its own site", async () => {
      const phone = freshPhone();
      const first = await issue(phone, T0);
      const second = await issue(phone, at(1000));
      if (!first.ok || !second.ok) throw new Error("expected codes");
      expect(await checkCode(database.db, keys, { websiteId: otherSiteId, phone, code: second.code, now: at(2000) })).toEqual({
        ok: false,
        reason: "expired",
      });
      if (first.code !== second.code) {
        expect((await checkCode(database.db, keys, { websiteId: siteId, phone, code: first.code, now: at(2000) })).ok).toBe(false);
      }
      expect(await checkCode(database.db, keys, { websiteId: siteId, phone, code: second.code, now: at(3000) })).toEqual({ ok: true });
    });

    it("prunes codes older than a day", async () => {
      const phone = freshPhone();
      await issue(phone, at(-25 * 60 * MIN));
      expect(await pruneOldCodes(database.db, T0)).toBeGreaterThanOrEqual(1);
      expect(await database.db.select().from(signInCodes).where(eq(signInCodes.phone, phone))).toEqual([]);
    });
  });

  describe(`sign-in flow on ${kind}`, () => {
    const log = { warn: vi.fn(), error: vi.fn() };

    it("texts the code and signs the shopper in with it", async () => {
      const sent: string[] = [];
      const phone = freshPhone();
      const result = await requestSignInCode(
        { db: database.db, keys, log, sendSms: async (m) => void sent.push(m.body) },
        { site, hostname: "flow.localhost", phone, ip: "203.0.113.9", now: T0 },
      );
      expect(result.ok).toBe(true);
      const code = /^(\d{6}) is your flow Motors sign-in code/.exec(sent[0])?.[1];
      expect(code).toBeTruthy();
      expect(sent[0].endsWith(`@flow.localhost #${code}`)).toBe(true);
      const done = await completeSignIn(database.db, keys, { websiteId: site.id, phone, code: code!, now: at(MIN) });
      expect(done).toMatchObject({ ok: true });
    });

    it("reports a limit and a failed delivery without throwing", async () => {
      const phone = freshPhone();
      const deps = { db: database.db, keys, log, sendSms: async () => undefined };
      for (let i = 0; i < 3; i++) await requestSignInCode(deps, { site, hostname: "h", phone, ip: "", now: T0 });
      expect(await requestSignInCode(deps, { site, hostname: "h", phone, ip: "", now: T0 })).toEqual({
        ok: false,
        reason: "limit",
        limit: "phoneShort",
      });
      const failing = { ...deps, sendSms: async () => Promise.reject(new Error("down")) };
      expect(await requestSignInCode(failing, { site, hostname: "h", phone: freshPhone(), ip: "", now: T0 })).toEqual({
        ok: false,
        reason: "delivery",
      });
      expect(JSON.stringify(log.error.mock.calls)).not.toMatch(/\+614\d{8}/);
    });
  });
}

describe("codeMessage", () => {
  it("puts the code first and ends with the WebOTP line", () => {
    expect(codeMessage("123456", "Harbour Toyota", "harbour-toyota.localhost")).toBe(
      "123456 is your Harbour Toyota sign-in code. It expires in 5 minutes. Never share it.\n\n@harbour-toyota.localhost #123456",
    );
  });
});
