import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cars, websites } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { createSiteDirectory } from "~/server/tenancy/site-directory";
import { insertCar, insertSite } from "~/server/db/test-factories";
import type { CarHit } from "./search-documents";
import { createStockIndex } from "./stock-index";

const log = pino({ level: "silent" });

for (const kind of await databaseKinds()) {
  describe(`stock index on ${kind}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => database?.drop());

    it("shows a status change, a new car and a dealer's filter without a restart, and notifies whose stock changed", async () => {
      const db = database.db;
      const a = await insertSite(db, "alpha");
      const b = await insertSite(db, "bravo");
      const kept = await insertCar(db, a, { name: "2020 Mazda CX-5 Maxx", make: "Mazda", model: "CX-5" });
      const selling = await insertCar(db, a, { name: "2019 Kia Sportage SX", make: "Kia", model: "Sportage" });
      await insertCar(db, b, { make: "Ford", model: "Ranger" });
      const sites = createSiteDirectory(db);
      const stock = await createStockIndex(db, log);
      const changed: number[][] = [];
      stock.onChange((ids) => changed.push([...ids]));
      const siteA = (await sites.lookup("alpha.localhost")).site!;
      const ids = () =>
        stock
          .search(siteA, {})
          .hits.map((h) => (h as CarHit).id)
          .sort();

      expect(ids()).toEqual([kept.id, selling.id].sort());

      // Sold long ago: past the dealer's sold days, so it leaves search.
      await db
        .update(cars)
        .set({ status: "sold", soldAt: new Date(Date.now() - 30 * 86_400_000) })
        .where(eq(cars.id, selling.id));
      const added = await insertCar(db, a, { name: "2022 MG ZS Vibe", make: "MG", model: "ZS" });
      expect(await stock.pullChanges()).toBe(2);
      expect(ids()).toEqual([kept.id, added.id].sort());
      expect(changed).toEqual([[siteA.id]]);
      expect(await stock.pullChanges()).toBe(0);

      // The dealer's own search filter applies on top of visibility.
      await db
        .update(websites)
        .set({ settings: { stock: { searchFilter: "NOT make:MG" } } })
        .where(eq(websites.id, siteA.id));
      sites.invalidate();
      const filtered = (await sites.lookup("alpha.localhost")).site!;
      expect(stock.search(filtered, {}).hits.map((h) => (h as CarHit).make)).toEqual(["Mazda"]);
    });

    it("reads one column of one row when nothing changed since the last pull, and the cars when something did", async () => {
      const a = await insertSite(database.db, "echo");
      const car = await insertCar(database.db, a, { make: "Mazda", model: "BT-50" });
      // The width of every select the index makes, through a database that counts them.
      const widths: number[] = [];
      const db = new Proxy(database.db, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (property !== "select") return value;
          return (fields?: Record<string, unknown>) => {
            widths.push(fields ? Object.keys(fields).length : Infinity);
            return value.call(target, fields);
          };
        },
      });
      const stock = await createStockIndex(db, log);
      widths.length = 0;
      expect(await stock.pullChanges()).toBe(0);
      expect(widths).toEqual([1]);

      await database.db
        .update(cars)
        .set({ price: 30_000, updatedAt: new Date(Date.now() + 1000) })
        .where(eq(cars.id, car.id));
      widths.length = 0;
      expect(await stock.pullChanges()).toBe(1);
      expect(widths).toHaveLength(2);
      expect(widths[0]).toBe(1);
      expect(widths[1]).toBeGreaterThan(1);
    });

    it("drops a car deleted from the database at the next reconcile, and notifies its dealer only", async () => {
      const db = database.db;
      const a = await insertSite(db, "charlie");
      const b = await insertSite(db, "delta");
      const gone = await insertCar(db, a, { make: "Mazda", model: "CX-3" });
      const stays = await insertCar(db, a, { make: "Kia", model: "Rio" });
      const other = await insertCar(db, b, { make: "Ford", model: "Puma" });
      const sites = createSiteDirectory(db);
      const stock = await createStockIndex(db, log);
      const changed: number[][] = [];
      stock.onChange((ids) => changed.push([...ids]));
      const site = async (host: string) => (await sites.lookup(host)).site!;
      const ids = async (host: string) =>
        stock
          .search(await site(host), {})
          .hits.map((h) => (h as CarHit).id)
          .sort();
      expect(await ids("charlie.localhost")).toEqual([gone.id, stays.id].sort());

      await db.delete(cars).where(eq(cars.id, gone.id));
      expect(await stock.pullChanges()).toBe(0);
      expect(await ids("charlie.localhost")).toContain(gone.id);
      expect(await stock.reconcileDeletions()).toBe(1);
      expect(await ids("charlie.localhost")).toEqual([stays.id]);
      expect(await ids("delta.localhost")).toEqual([other.id]);
      expect(changed).toEqual([[(await site("charlie.localhost")).id]]);
      expect(await stock.reconcileDeletions()).toBe(0);
    });
  });
}
