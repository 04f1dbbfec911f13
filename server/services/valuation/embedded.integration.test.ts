import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertSite } from "~/server/db/test-factories";
import { createEmbeddedValuation } from "./embedded";

const NOW = new Date("2026-11-25T00:00:00Z");

for (const kind of await databaseKinds()) {
  describe(`embedded valuation on ${kind}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.drop();
    });

    it("values from eligible listings of the same make and model across every dealer, and finds a listed rego", async () => {
      const db = database.db;
      const a = await insertSite(db, "val-a");
      const b = await insertSite(db, "val-b");
      const base = { make: "Mazda", model: "CX-5", badge: "Maxx" };
      for (const [i, owner] of [a, b, a, b, a, b].entries()) {
        await insertCar(db, owner, {
          ...base,
          year: 2022,
          km: 40_000 + i * 1000,
          price: 30_000 + i * 500,
          rego: i === 0 ? "MAZ123" : null,
        });
      }
      // Not eligible (001 §5), or not comparable: these would drag the estimate far down if counted.
      await insertCar(db, b, { ...base, year: 2022, km: 40_000, price: 200 });
      await insertCar(db, b, { ...base, year: 2022, km: 40_000, price: 1_000, reserved: true });
      await insertCar(db, b, { ...base, year: 2022, km: 40_000, price: 1_000, status: "sold", soldAt: NOW });
      await insertCar(db, b, { ...base, year: 2022, km: 40_000, price: 1_000, status: "coming_soon" });
      await insertCar(db, b, { ...base, year: 2022, km: 40_000, price: null });
      await insertCar(db, b, { ...base, model: "CX-3", year: 2022, km: 40_000, price: 1_000 });
      await insertCar(db, b, { ...base, year: 2012, km: 40_000, price: 1_000 });

      const embedded = createEmbeddedValuation(db);
      const v = await embedded.value(
        { year: 2022, make: "mazda", model: "cx-5", badge: "Maxx", km: 42_000, kind: "car", condition: "good" },
        NOW,
      );
      expect(v).not.toBeNull();
      expect(v!.comparables).toBe(6);
      expect(v!.estimate).toBeGreaterThan(28_000);
      expect(v!.estimate).toBeLessThan(33_000);
      expect(await embedded.lookupRego("maz123", "QLD")).toEqual({ year: 2022, make: "Mazda", model: "CX-5", badge: "Maxx" });
      expect(await embedded.lookupRego("NOPE99", "QLD")).toBeNull();
      expect(await embedded.value({ year: 2022, make: "Lotus", model: "Emira", km: 1000, kind: "car", condition: "good" }, NOW)).toBeNull();
    });
  });
}
