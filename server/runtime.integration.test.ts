import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";
import { openDatabase, type Db } from "./db/client";
import { websites } from "./db/schema";
import { createRuntime } from "./runtime";

/** What the planner knows of a table's size: -1 until it is first analysed (or vacuumed). */
async function plannedRows(db: Db, table: string): Promise<number> {
  const result = (await db.execute(sql`select reltuples::float8 as n from pg_class where relname = ${table}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0].n;
}

describe("the embedded database's planner statistics", () => {
  it("are gathered on demand: a table nothing analysed has none, and gets them", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "planner-"));
    const database = await openDatabase({ dataDir: dir });
    try {
      await database.db
        .insert(websites)
        .values(
          ["a", "b", "c"].map((slug) => ({ slug, name: slug, template: "showroom", theme: { brand: "#000000", accent: "#111111" } })),
        );
      expect(await plannedRows(database.db, "websites")).toBe(-1);
      await database.updatePlannerStatistics();
      expect(await plannedRows(database.db, "websites")).toBe(3);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are gathered when the server starts", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "planner-boot-"));
    const runtime = await createRuntime(parseConfig({ DATA_DIR: dir, SEED_DEMO: "false", LOG_LEVEL: "silent" }));
    try {
      expect(await plannedRows(runtime.database.db, "cars")).toBe(0);
    } finally {
      await runtime.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
