import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { websites } from "./schema";
import { databaseKinds, openTestDatabase } from "./test-database";

for (const kind of await databaseKinds()) {
  describe(`database on ${kind}`, () => {
    it("runs the migrations and stores a website with empty settings", async () => {
      const database = await openTestDatabase(kind);
      try {
        const tables = await database.db.execute(
          sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        );
        const rows = (tables as unknown as { rows?: Array<{ n: number }> }).rows ?? (tables as unknown as Array<{ n: number }>);
        expect(rows[0].n).toBeGreaterThanOrEqual(18);
        const [site] = await database.db
          .insert(websites)
          .values({ slug: "x", name: "X", template: "showroom", theme: { brand: "#000000", accent: "#111111" } })
          .returning();
        expect(site.settings).toEqual({});
      } finally {
        await database.drop();
      }
    });
  });
}
