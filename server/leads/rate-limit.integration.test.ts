import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadRateLimits } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { createDbRateLimiter, RATE_LIMIT_MESSAGE } from "./rate-limit";

for (const kind of await databaseKinds()) {
  describe(`lead rate limit on ${kind}`, () => {
    let database: TestDatabase;
    let ipCounter = 0;
    /** A fresh address per test, so tests sharing the database do not share windows. */
    const nextIp = () => `203.0.113.${++ipCounter}`;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database?.drop());

    it("allows the limit per window, then refuses with the time to wait", async () => {
      let now = 1_000_000;
      const limiter = createDbRateLimiter(database.db, { limit: 3, windowMs: 60_000, now: () => now });
      const ip = nextIp();
      for (let i = 0; i < 3; i++) expect(await limiter.hit(1, ip)).toEqual({ allowed: true, remaining: 2 - i });
      expect(await limiter.hit(1, ip)).toEqual({ allowed: false, retryAfterSeconds: 20 });
      now += 20_000;
      expect((await limiter.hit(1, ip)).allowed).toBe(true);
    });

    it("counts each address and each website separately", async () => {
      const limiter = createDbRateLimiter(database.db, { limit: 1, windowMs: 60_000, now: () => 0 });
      const [a, b] = [nextIp(), nextIp()];
      expect((await limiter.hit(1, a)).allowed).toBe(true);
      expect((await limiter.hit(1, a)).allowed).toBe(false);
      expect((await limiter.hit(1, b)).allowed).toBe(true);
      expect((await limiter.hit(2, a)).allowed).toBe(true);
    });

    it("shares one count between limiters, as between processes", async () => {
      const options = { limit: 2, windowMs: 60_000, now: () => 5_000 };
      const [first, second] = [createDbRateLimiter(database.db, options), createDbRateLimiter(database.db, options)];
      const ip = nextIp();
      expect((await first.hit(1, ip)).allowed).toBe(true);
      expect((await second.hit(1, ip)).allowed).toBe(true);
      expect((await first.hit(1, ip)).allowed).toBe(false);
      expect((await second.hit(1, ip)).allowed).toBe(false);
    });

    it("counts simultaneous submissions exactly", async () => {
      const limiter = createDbRateLimiter(database.db, { limit: 5, windowMs: 60_000, now: () => 7_000 });
      const ip = nextIp();
      const answers = await Promise.all(Array.from({ length: 12 }, () => limiter.hit(1, ip)));
      expect(answers.filter((a) => a.allowed)).toHaveLength(5);
    });

    it("prunes windows that have ended", async () => {
      let now = 10 * 3_600_000;
      const limiter = createDbRateLimiter(database.db, { limit: 1, windowMs: 60_000, now: () => now, pruneEvery: 1 });
      await limiter.hit(1, nextIp());
      now += 5 * 60_000;
      await limiter.hit(1, nextIp());
      const [{ rows }] = await database.db.select({ rows: count() }).from(leadRateLimits);
      expect(rows).toBe(1);
    });

    it("has the clear message", () => {
      expect(RATE_LIMIT_MESSAGE).toBe("Too many submissions from your connection. Please wait a few minutes and try again.");
    });
  });
}
