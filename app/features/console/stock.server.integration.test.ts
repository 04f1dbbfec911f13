/**
 * The console's stock pages on PGlite and PostgreSQL, through their loaders and actions as React Router calls them:
 * a staff member of dealer A gets 404 for every car id of dealer B (the page, an edit, a status change, a bulk action
 * naming it: nothing changes); the list searches the whole stock (hidden and sold cars too) with the search index;
 * an edit is audited with before and after and reaches a second process's index (its next pull) and this one's at
 * once; sales get the status-only change and are refused the rest (403); bad input is a 400 naming the field.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { auditLog, carPriceChanges, cars, staffUsers } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertSite, type Yard } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import type { CarHit } from "~/server/search/search-documents";
import { createStockIndex, type StockIndex } from "~/server/search/stock-index";
import { createSiteDirectory } from "~/server/tenancy/site-directory";
import { carAction, loadCar, loadStockList, newCarAction, stockListAction } from "./stock.server";

type Thrown = { init?: { status?: number }; status?: number; data?: unknown };
const log = pino({ level: "silent" });

async function answer(work: () => Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    const value = (await work()) as Thrown & { data?: unknown };
    return { status: value?.init?.status ?? 200, data: value?.data ?? value };
  } catch (error) {
    const e = error as Thrown & { headers?: Headers };
    return { status: e.init?.status ?? e.status ?? 500, data: e.data ?? e.headers?.get?.("location") };
  }
}
const statusOf = async (work: () => Promise<unknown>) => (await answer(work)).status;

const EDIT = {
  intent: "edit",
  price: "41990",
  priceType: "drive_away",
  status: "in_stock",
  shownOnWebsite: "on",
  tag: "",
  dealerComments: "Serviced.",
  externalVideoUrl: "",
  stocknum: "A-EDIT",
  vin: "",
  rego: "",
  year: "2021",
  make: "Toyota",
  model: "RAV4",
  badge: "GX",
  colour: "White",
  km: "40000",
  carType: "used",
  vehicleKind: "car",
  body: "suv",
  fuel: "petrol",
  transmission: "Automatic",
  drive: "AWD",
};

for (const kind of await databaseKinds()) {
  describe(`console stock pages on ${kind}`, () => {
    let database: TestDatabase;
    let a: Yard;
    let b: Yard;
    let stock: StockIndex;
    let other: StockIndex;
    const carsOfB: number[] = [];
    let edited: number;
    let hidden: number;
    let staffId: number;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const db = database.db;
      a = await insertSite(db, "stock-a");
      b = await insertSite(db, "stock-b");
      edited = (await insertCar(db, a, { stocknum: "A-EDIT", make: "Toyota", model: "RAV4", badge: "GX" })).id;
      hidden = (await insertCar(db, a, { stocknum: "A-HIDDEN", make: "Kia", model: "Sportage", shownOnWebsite: false })).id;
      await insertCar(db, a, {
        stocknum: "A-SOLD",
        make: "Mazda",
        model: "CX-5",
        status: "sold",
        soldAt: new Date(Date.now() - 90 * 86_400_000),
      });
      for (let i = 0; i < 3; i++) carsOfB.push((await insertCar(db, b, { make: "Ford", model: "Ranger", price: 50_000 })).id);
      [{ id: staffId }] = await db.insert(staffUsers).values({ email: "staff@stock-a.example" }).returning({ id: staffUsers.id });
      stock = await createStockIndex(db, log);
      other = await createStockIndex(db, log);
    });
    afterAll(() => database?.drop());

    function context(role: StaffRole) {
      const member: StaffMember = {
        id: staffId,
        email: "staff@stock-a.example",
        name: "",
        websiteId: a.site.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, { db: database.db, stock, log } as unknown as Runtime);
      ctx.set(siteLookupContext, { match: { kind: "slug", slug: a.site.slug }, site: { id: a.site.id, name: a.site.name } } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/stock" });
      return ctx;
    }
    const post = (fields: Record<string, string | string[]>, origin = "http://stock-a.localhost") => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
      return new Request("http://stock-a.localhost/console/stock/x", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: body.toString(),
      });
    };
    const list = (query = "") => loadStockList(new Request(`http://stock-a.localhost/console/stock${query}`), context("sales"));
    const priceOf = async (id: number) => (await database.db.select({ price: cars.price }).from(cars).where(eq(cars.id, id)))[0].price;

    it("answers 404 for every car id of another dealer, on the page and every action, and changes nothing", async () => {
      const location = String(a.location.id);
      for (const id of carsOfB) {
        const raw = String(id);
        expect(await statusOf(() => loadCar(raw, context("owner")))).toBe(404);
        expect(await statusOf(() => carAction(post({ ...EDIT, locationId: location }), raw, context("owner")))).toBe(404);
        expect(await statusOf(() => carAction(post({ intent: "status", status: "sold" }), raw, context("sales")))).toBe(404);
        expect(await statusOf(() => stockListAction(post({ bulk: "sold", car: [String(edited), raw] }), context("owner")))).toBe(404);
      }
      expect(await statusOf(() => loadCar("not-a-car", context("owner")))).toBe(404);
      const bCars = await database.db.select().from(cars).where(eq(cars.websiteId, b.site.id));
      expect(bCars.map((c) => [c.status, c.price])).toEqual(carsOfB.map(() => ["in_stock", 50_000]));
      // The bulk action naming a foreign car left dealer A's own car alone too (one transaction).
      expect((await database.db.select().from(cars).where(eq(cars.id, edited)))[0].status).toBe("in_stock");
      expect(await database.db.select().from(auditLog)).toEqual([]);
    });

    it("lists and searches the dealer's whole stock, hidden and long-sold cars too, and only theirs", async () => {
      const all = await list();
      expect(all.rows.map((r) => r.stocknum).sort()).toEqual(["A-EDIT", "A-HIDDEN", "A-SOLD"]);
      expect((await list("?q=sportage")).rows.map((r) => r.id)).toEqual([hidden]);
      expect((await list("?q=A-SOLD")).rows.map((r) => r.stocknum)).toEqual(["A-SOLD"]);
      expect((await list("?shown=no")).rows.map((r) => r.id)).toEqual([hidden]);
      expect((await list("?status=sold")).rows.map((r) => r.stocknum)).toEqual(["A-SOLD"]);
      expect((await list("?q=ranger")).rows).toEqual([]);
      expect(await statusOf(() => list("?status=gone"))).toBe(400);
    });

    it("saves an edit with its audit, and a second process's index shows the new price after its next pull", async () => {
      const saved = await answer(() => carAction(post({ ...EDIT, locationId: String(a.location.id) }), String(edited), context("manager")));
      expect(saved.status).toBe(200);
      expect(await priceOf(edited)).toBe(41_990);
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "car.update"));
      expect(entry).toMatchObject({
        subject: `car:${edited}`,
        actor: "staff@stock-a.example",
        before: { price: 38_000 },
        after: { price: 41_990 },
      });
      // The price history (the dashboard's price changes) names the change and who made it.
      expect(
        await database.db
          .select({
            oldPrice: carPriceChanges.oldPrice,
            newPrice: carPriceChanges.newPrice,
            source: carPriceChanges.source,
            actor: carPriceChanges.actor,
          })
          .from(carPriceChanges)
          .where(eq(carPriceChanges.carId, edited)),
      ).toEqual([{ oldPrice: 38_000, newPrice: 41_990, source: "console", actor: "staff@stock-a.example" }]);
      // This process: at once. The other process: its next pull (every 2 s in a running server).
      const site = (await createSiteDirectory(database.db).lookup("stock-a.localhost")).site!;
      const priceIn = (index: StockIndex) => (index.search(site, { text: "A-EDIT" }).hits[0] as CarHit | undefined)?.price;
      expect(priceIn(stock)).toBe(41_990);
      expect(priceIn(other)).toBe(38_000);
      expect(await other.pullChanges()).toBeGreaterThanOrEqual(1);
      expect(priceIn(other)).toBe(41_990);
    });

    it("refuses bad input with a 400 naming each field and keeping what was typed", async () => {
      const bad = await answer(() =>
        carAction(post({ ...EDIT, price: "cheap", make: "", locationId: String(b.location.id) }), String(edited), context("owner")),
      );
      expect(bad.status).toBe(400);
      expect(bad.data).toMatchObject({
        fieldErrors: { price: expect.stringContaining("whole dollars"), make: "Make is required." },
        values: { price: "cheap" },
      });
      // Another dealer's location is not one of this dealer's.
      const foreign = await answer(() => carAction(post({ ...EDIT, locationId: String(b.location.id) }), String(edited), context("owner")));
      expect(foreign).toMatchObject({ status: 400, data: { fieldErrors: { locationId: "Location: choose one of your locations." } } });
      expect(await statusOf(() => carAction(post({ intent: "delete" }), String(edited), context("owner")))).toBe(400);
      expect(await statusOf(() => stockListAction(post({ bulk: "sold" }), context("owner")))).toBe(400);
      expect(await priceOf(edited)).toBe(41_990);
    });

    it("gives sales the status change only, and refuses a cross-site post", async () => {
      const location = String(a.location.id);
      expect(await statusOf(() => carAction(post({ ...EDIT, price: "1", locationId: location }), String(edited), context("sales")))).toBe(
        403,
      );
      expect(await statusOf(() => stockListAction(post({ bulk: "hide", car: String(edited) }), context("sales")))).toBe(403);
      expect(await statusOf(() => newCarAction(post({ ...EDIT, stocknum: "NEW", locationId: location }), context("sales")))).toBe(403);
      expect(
        await statusOf(() =>
          carAction(post({ intent: "status", status: "sold" }, "http://evil.example"), String(edited), context("owner")),
        ),
      ).toBe(403);
      expect(
        await statusOf(() => carAction(post({ intent: "status", status: "sold", reserved: "on" }), String(edited), context("sales"))),
      ).toBe(200);
      const [car] = await database.db.select().from(cars).where(eq(cars.id, edited));
      expect([car.status, car.reserved, car.soldAt instanceof Date, car.price]).toEqual(["sold", true, true, 41_990]);
    });

    it("applies a bulk action to the selected cars in one go, each audited", async () => {
      const done = await answer(() => stockListAction(post({ bulk: "in_stock", car: [String(edited), String(hidden)] }), context("sales")));
      expect(done).toMatchObject({ status: 200, data: { ok: expect.stringContaining("1 car changed") } });
      const shown = await answer(() => stockListAction(post({ bulk: "show", car: [String(hidden)] }), context("owner")));
      expect(shown.status).toBe(200);
      const rows = await database.db.select().from(cars).where(eq(cars.websiteId, a.site.id));
      expect(rows.find((r) => r.id === edited)).toMatchObject({ status: "in_stock", soldAt: null });
      expect(rows.find((r) => r.id === hidden)).toMatchObject({ shownOnWebsite: true });
      const audits = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `car:${hidden}`));
      expect(audits.map((e) => [e.action, e.before, e.after])).toEqual([
        ["car.bulk.show", { shownOnWebsite: false }, { shownOnWebsite: true }],
      ]);
    });

    it("adds a car, audited, into this dealer's stock and search", async () => {
      const added = await answer(() =>
        newCarAction(
          post({ ...EDIT, stocknum: "A-NEW", make: "Hyundai", model: "Tucson", locationId: String(a.location.id) }),
          context("owner"),
        ),
      );
      expect(added.status).toBe(302);
      const [car] = await database.db.select().from(cars).where(eq(cars.stocknum, "A-NEW"));
      expect(added.data).toBe(`/console/stock/${car.id}?added=1`);
      expect(car).toMatchObject({ websiteId: a.site.id, dealershipId: a.dealership.id, name: "2021 Hyundai Tucson GX", price: 41_990 });
      expect(car.slug).toBe("2021-hyundai-tucson-gx-a-new");
      expect((await list("?q=tucson")).rows.map((r) => r.id)).toEqual([car.id]);
      // The same stock number twice is refused on the field.
      const again = await answer(() =>
        newCarAction(post({ ...EDIT, stocknum: "A-NEW", locationId: String(a.location.id) }), context("owner")),
      );
      expect(again).toMatchObject({ status: 400, data: { fieldErrors: { stocknum: "Stock number: another of your cars has A-NEW." } } });
    });
  });
}
