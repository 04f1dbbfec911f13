import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cars } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { userForPhone, type SessionUser } from "~/server/auth/sessions";
import { insertCar, insertSite } from "~/server/db/test-factories";
import { CROSS_SITE_MESSAGE } from "~/server/http/same-origin";
import { handleWatchlistCall } from "./api";
import { listWatchlist, savedCarIds } from "./watchlist";

const HOST = "http://harbour.localhost:3000";
const PHONE = "+61412345678";

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${HOST}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

for (const kind of await databaseKinds()) {
  describe(`watchlist API on ${kind}`, () => {
    let database: TestDatabase;
    let websiteId: number;
    let user: SessionUser;
    let carId: number;
    let soldCarId: number;
    let hiddenCarId: number;
    let otherDealerCarId: number;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const mine = await insertSite(database.db, "harbour");
      const other = await insertSite(database.db, "coastal");
      websiteId = mine.site.id;
      user = { id: await userForPhone(database.db, websiteId, PHONE), phone: PHONE, websiteId };
      carId = (await insertCar(database.db, mine, { slug: "corolla" })).id;
      soldCarId = (await insertCar(database.db, mine, { slug: "camry", name: "2019 Toyota Camry", price: 22000 })).id;
      hiddenCarId = (await insertCar(database.db, mine, { slug: "hidden", shownOnWebsite: false })).id;
      otherDealerCarId = (await insertCar(database.db, other, { slug: "ranger" })).id;
    });
    afterAll(async () => {
      await database?.drop();
    });

    const call = async (op: "save" | "remove", request: Request, who: SessionUser | null = user) => {
      const response = await handleWatchlistCall(op, request, { db: database.db, websiteId, user: who });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as { success: boolean }) : null, headers: response.headers };
    };

    it("saves a car for the signed-in shopper and answers success", async () => {
      const res = await call("save", post("/api/watchlist/save-car", { phone_number: PHONE, car_id: carId }));
      expect(res).toMatchObject({ status: 200, body: { success: true } });
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await savedCarIds(database.db, websiteId, user.id)).toEqual([carId]);
    });

    it("keeps one entry when the same car is saved twice, even at once", async () => {
      await Promise.all([
        call("save", post("/x", { phone_number: PHONE, car_id: carId })),
        call("save", post("/x", { phone_number: "0412 345 678", car_id: String(carId) })),
      ]);
      const res = await call("save", post("/x", { phone_number: PHONE, car_id: carId }));
      expect(res.body).toEqual({ success: true });
      expect(await savedCarIds(database.db, websiteId, user.id)).toEqual([carId]);
    });

    it("removes a car, and removing it again still succeeds", async () => {
      await call("save", post("/x", { phone_number: PHONE, car_id: soldCarId }));
      expect((await call("remove", post("/x", { phone_number: PHONE, car_id: soldCarId }))).body).toEqual({ success: true });
      expect((await call("remove", post("/x", { phone_number: PHONE, car_id: soldCarId }))).body).toEqual({ success: true });
      expect(await savedCarIds(database.db, websiteId, user.id)).toEqual([carId]);
    });

    it("answers 401 without a session, before looking at the body", async () => {
      expect(await call("save", post("/x", { phone_number: PHONE, car_id: carId }), null)).toMatchObject({
        status: 401,
        body: { success: false },
      });
      expect((await call("remove", post("/x", "{nope"), null)).status).toBe(401);
    });

    it("answers 403 when phone_number is not the session's", async () => {
      const res = await call("save", post("/x", { phone_number: "0499 999 999", car_id: carId }));
      expect(res).toMatchObject({ status: 403, body: { success: false } });
      expect((await call("remove", post("/x", { phone_number: "+61499999999", car_id: carId }))).status).toBe(403);
    });

    it("answers 404 for a car of another dealer, a hidden car or an unknown car", async () => {
      for (const id of [otherDealerCarId, hiddenCarId, 999_999]) {
        expect(await call("save", post("/x", { phone_number: PHONE, car_id: id }))).toMatchObject({
          status: 404,
          body: { success: false },
        });
      }
      expect((await call("remove", post("/x", { phone_number: PHONE, car_id: otherDealerCarId }))).status).toBe(404);
    });

    it.each([
      ["not JSON", "{phone"],
      ["an array", "[]"],
      ["null", "null"],
      ["no car", { phone_number: PHONE }],
      ["no phone", { car_id: 1 }],
      ["a fractional car id", { phone_number: PHONE, car_id: 1.5 }],
      ["a negative car id", { phone_number: PHONE, car_id: -3 }],
      ["a huge car id", { phone_number: PHONE, car_id: 2 ** 40 }],
      ["a word for a car id", { phone_number: PHONE, car_id: "one" }],
      ["a phone that is no phone", { phone_number: "hello", car_id: 1 }],
      ["an object for the phone", { phone_number: { n: 1 }, car_id: 1 }],
    ])("answers 400 for %s", async (_label, body) => {
      expect(await call("save", post("/x", body as string | object))).toMatchObject({ status: 400, body: { success: false } });
    });

    it("refuses another site's page by Origin, or by Sec-Fetch-Site when there is no Origin", async () => {
      const res = await call("save", post("/x", { phone_number: PHONE, car_id: carId }, { Origin: "https://evil.example.com" }));
      expect(res).toMatchObject({ status: 403, body: { success: false, error: CROSS_SITE_MESSAGE } });
      for (const site of ["cross-site", "same-site"]) {
        expect((await call("remove", post("/x", { phone_number: PHONE, car_id: carId }, { "Sec-Fetch-Site": site }))).status, site).toBe(
          403,
        );
      }
      const form = new Request(`${HOST}/api/watchlist/save-car`, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "cross-site" },
        body: new URLSearchParams({ car_id: String(carId) }),
      });
      expect((await call("save", form)).status).toBe(403);
      expect((await call("save", post("/x", { phone_number: PHONE, car_id: carId }, { Origin: HOST }))).status).toBe(200);
      expect((await call("save", post("/x", { phone_number: PHONE, car_id: carId }, { "Sec-Fetch-Site": "same-origin" }))).status).toBe(
        200,
      );
    });

    it("answers 415 for a body that is neither JSON nor a form, and 413 for one over 16 KB, declared or not", async () => {
      expect(await call("save", post("/x", "car_id=1", { "Content-Type": "text/plain" }))).toMatchObject({
        status: 415,
        body: { success: false },
      });
      const big = JSON.stringify({ phone_number: PHONE, car_id: carId, pad: "x".repeat(17 * 1024) });
      expect((await call("save", post("/x", big))).status).toBe(413);
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      });
      const chunked = new Request(`${HOST}/x`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect((await call("save", chunked)).status).toBe(413);
    });

    it("takes a plain form post without JavaScript and redirects back to a same-site path", async () => {
      const form = (fields: Record<string, string>) =>
        new Request(`${HOST}/api/watchlist/save-car`, { method: "POST", body: new URLSearchParams(fields) });
      const saved = await call("save", form({ car_id: String(soldCarId), redirect: "/cars/camry" }));
      expect(saved.status).toBe(303);
      expect(saved.headers.get("location")).toBe("/cars/camry");
      expect(await savedCarIds(database.db, websiteId, user.id)).toContain(soldCarId);
      const evil = await call("remove", form({ car_id: String(soldCarId), redirect: "https://evil.example.com" }));
      expect(evil.headers.get("location")).toBe("/");
      const signedOut = await call("save", form({ car_id: String(carId), redirect: "/cars/corolla" }), null);
      expect(signedOut.status).toBe(303);
      const location = new URL(signedOut.headers.get("location")!, HOST);
      expect(location.pathname).toBe("/sign-in");
      expect(Object.fromEntries(location.searchParams)).toEqual({
        type: "watchlist",
        redirect: "/cars/corolla",
        back: "/cars/corolla",
        car_id: String(carId),
      });
    });

    it("lists saved cars with their current price and status, sold ones included", async () => {
      await call("save", post("/x", { phone_number: PHONE, car_id: soldCarId }));
      await database.db.update(cars).set({ status: "sold", soldAt: new Date(), price: 21000 }).where(eq(cars.id, soldCarId));
      const list = await listWatchlist(database.db, websiteId, user.id);
      expect(list.map((c) => c.id).sort()).toEqual([carId, soldCarId].sort());
      expect(list.find((c) => c.id === soldCarId)).toMatchObject({ status: "sold", price: 21000 });
      const stranger = await userForPhone(database.db, websiteId, "+61411111111");
      expect(await listWatchlist(database.db, websiteId, stranger)).toEqual([]);
    });
  });
}
