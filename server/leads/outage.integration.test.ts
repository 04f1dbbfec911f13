// The bench/leads scenario, smaller, so CI checks the bar: leads submitted while the target is down
// are all delivered once it is back, none lost and none twice.
import { describe, expect, it } from "vitest";
import { runOutageScenario } from "~/bench/leads/scenario";
import { databaseKinds, openTestDatabase } from "~/server/db/test-database";

for (const kind of await databaseKinds()) {
  describe(`target outage on ${kind}`, () => {
    it("delivers every lead exactly once after the target comes back", async () => {
      const database = await openTestDatabase(kind);
      try {
        // PGlite runs one statement at a time, so it gets fewer leads to keep the suite quick;
        // bench/leads/run.ts runs the full 1,000 on either.
        const count = kind === "pglite" ? 100 : 200;
        const result = await runOutageScenario({ db: database.db, leads: count, workers: 3, downRounds: 1 });
        expect(result).toMatchObject({
          stored: count,
          delivered: count,
          dead: 0,
          lost: 0,
          duplicated: 0,
          doubleSubmitsAnsweredAsDuplicate: result.doubleSubmits,
        });
        expect(result.refusedWhileDown).toBe(count);
      } finally {
        await database.drop();
      }
    });
  });
}
