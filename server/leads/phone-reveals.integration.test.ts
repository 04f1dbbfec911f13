import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneReveals } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertDealership, insertSite } from "~/server/db/test-factories";
import { createSiteDirectory, type Site } from "~/server/tenancy/site-directory";
import { countPhoneReveals, leadReportCounts, recordPhoneReveal } from "./phone-reveals";
import { eq } from "drizzle-orm";
import { locations } from "~/server/db/schema";

const T0 = new Date(Date.UTC(2026, 10, 1));
const DAY = 86_400_000;

for (const kind of await databaseKinds()) {
  describe(`phone reveal log on ${kind}`, () => {
    let database: TestDatabase;
    let site: Site;
    let other: Site;
    let carId: number;
    let hiddenCarId: number;
    let otherCarId: number;
    let locationId: number;
    let hiddenLocationId: number;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const alpha = await insertSite(database.db, "alpha", { features: { phoneReveal: true }, contact: { phone: "(07) 5550 0000" } });
      await database.db
        .update(locations)
        .set({ contactDetail: { phone: "(07) 5550 4110" } })
        .where(eq(locations.id, alpha.location.id));
      const branch = await insertDealership(database.db, alpha.site, "north");
      await database.db.update(locations).set({ visible: false }).where(eq(locations.id, branch.location.id));
      carId = (await insertCar(database.db, alpha)).id;
      hiddenCarId = (await insertCar(database.db, alpha, { shownOnWebsite: false })).id;
      locationId = alpha.location.id;
      hiddenLocationId = branch.location.id;
      const bravo = await insertSite(database.db, "bravo", { contact: { phone: "(07) 5550 9999" } });
      otherCarId = (await insertCar(database.db, bravo)).id;
      const directory = createSiteDirectory(database.db);
      site = (await directory.lookup("alpha.localhost")).site!;
      other = (await directory.lookup("bravo.localhost")).site!;
    });
    afterAll(async () => {
      await database?.drop();
    });

    it("logs a reveal of a car with its site, car and time, and gives the car's location number", async () => {
      const reveal = await recordPhoneReveal(database.db, site, { kind: "car", carId }, T0);
      expect(reveal).toEqual({ phone: "(07) 5550 4110", masked: "(07) 5550 ••••" });
      const rows = await database.db.select().from(phoneReveals).where(eq(phoneReveals.carId, carId));
      expect(rows).toEqual([expect.objectContaining({ websiteId: site.id, carId, locationId, createdAt: T0 })]);
    });

    it("logs nothing for another site's car, a car not shown, a hidden location, or a dealer with reveal off", async () => {
      expect(await recordPhoneReveal(database.db, site, { kind: "car", carId: otherCarId }, T0)).toBeNull();
      expect(await recordPhoneReveal(database.db, site, { kind: "car", carId: hiddenCarId }, T0)).toBeNull();
      expect(await recordPhoneReveal(database.db, site, { kind: "location", locationId: hiddenLocationId }, T0)).toBeNull();
      expect(await recordPhoneReveal(database.db, other, { kind: "car", carId: otherCarId }, T0)).toBeNull();
      const rows = await database.db.select().from(phoneReveals);
      expect(rows).toHaveLength(1);
    });

    it("counts every reveal in the period for the lead report, per car and per location card", async () => {
      await recordPhoneReveal(database.db, site, { kind: "car", carId }, new Date(T0.getTime() + DAY));
      await recordPhoneReveal(database.db, site, { kind: "location", locationId }, new Date(T0.getTime() + 2 * DAY));
      await recordPhoneReveal(database.db, site, { kind: "car", carId }, new Date(T0.getTime() + 40 * DAY));
      const counts = await countPhoneReveals(database.db, site.id, T0, new Date(T0.getTime() + 30 * DAY));
      expect(counts).toEqual({ total: 3, byCar: [{ carId, count: 2 }], byLocation: [{ locationId, count: 1 }] });
      expect((await countPhoneReveals(database.db, other.id, T0, new Date(T0.getTime() + 30 * DAY))).total).toBe(0);
      const report = await leadReportCounts(database.db, site.id, T0, new Date(T0.getTime() + 30 * DAY));
      expect(report.phoneReveals.total).toBe(3);
      expect(report.leads).toEqual({});
    });
  });
}
