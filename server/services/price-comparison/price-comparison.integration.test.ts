import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPriceComparisonShown } from "~/domain/vehicle/price-comparison";
import { priceComparisons } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertSite } from "~/server/db/test-factories";
import { createEmbeddedMarketData } from "./embedded";
import { createHttpMarketData } from "./http";
import { createPriceComparisonService } from "./index";
import type { MarketDataSource } from "./types";

const subjectOf = (car: {
  id: number;
  websiteId: number;
  price: number | null;
  year: number;
  km: number;
  make: string;
  model: string;
}) => ({ ...car, price: car.price ?? 0 });

for (const kind of await databaseKinds()) {
  describe(`price comparison on ${kind}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.drop();
    });

    it("compares with same make and model across every dealer, near in year and km, and caches the answer", async () => {
      {
        const db = database.db;
        const a = await insertSite(db, "a");
        const b = await insertSite(db, "b");
        const subject = await insertCar(db, a, { price: 36_000, year: 2021, km: 40_000 });
        for (const [price, owner] of [
          [34_000, a],
          [35_000, b],
          [36_500, b],
          [37_000, a],
          [38_000, b],
          [39_000, b],
        ] as const) {
          await insertCar(db, owner, { price, year: 2021, km: 42_000 });
        }
        // Not comparable: other model, far year, far km, no price.
        await insertCar(db, b, { model: "Corolla", price: 10_000 });
        await insertCar(db, b, { year: 2012, price: 5_000 });
        await insertCar(db, b, { km: 200_000, price: 5_000 });
        await insertCar(db, b, { price: null });

        let calls = 0;
        const embedded = createEmbeddedMarketData(db);
        const counting: MarketDataSource = { name: "counting", compare: (car) => (calls++, embedded.compare(car)) };
        let now = Date.UTC(2026, 10, 21);
        const service = createPriceComparisonService(db, counting, { now: () => now, ttlMs: 1000 });

        const result = await service.get(subjectOf(subject));
        expect(result).not.toBeNull();
        expect(result!.listing_price).toBe(36_000);
        expect(result!.market_range_min).toBeGreaterThan(30_000);
        expect(result!.market_range_max).toBeLessThan(42_000);
        expect(result!.description).toContain("6 comparable cars");
        expect(isPriceComparisonShown(result)).toBe(true);

        expect(await service.get(subjectOf(subject))).toEqual(result);
        expect(calls).toBe(1);
        const [row] = await db.select().from(priceComparisons).where(eq(priceComparisons.carId, subject.id));
        expect(row.payload).toEqual(result);

        // A new listing price, or an old answer, is computed again.
        expect((await service.get({ ...subjectOf(subject), price: 37_000 }))!.listing_price).toBe(37_000);
        expect(calls).toBe(2);
        now += 1001;
        await service.get({ ...subjectOf(subject), price: 37_000 });
        expect(calls).toBe(3);
      }
    });

    it("answers null for a car without enough comparables or without a price", async () => {
      {
        const a = await insertSite(database.db, "c");
        const lonely = await insertCar(database.db, a, { make: "Lotus", model: "Emira", price: 180_000 });
        const noPrice = await insertCar(database.db, a, { price: null });
        const service = createPriceComparisonService(database.db, createEmbeddedMarketData(database.db));
        expect(await service.get(subjectOf(lonely))).toBeNull();
        expect(await service.get(subjectOf(noPrice))).toBeNull();
      }
    });
  });
}

describe("market data configuration and HTTP adapter", () => {
  const car = { id: 1, websiteId: 1, price: 30_000, year: 2020, km: 50_000, make: "Mazda", model: "CX-5" };
  it("reshapes the provider's answer to the spec's fields", async () => {
    const source = createHttpMarketData({
      url: "https://market.example/v1/compare",
      apiKey: "secret-key",
      fetch: (async () =>
        new Response(
          JSON.stringify({ fill: 0.5, market_range_min: 28_000, market_range_max: 33_000, confidence: 0.7, description: "Fair" }),
        )) as unknown as typeof fetch,
    });
    expect(await source.compare(car)).toEqual({
      fill: 0.5,
      listing_price: 30_000,
      market_range_min: 28_000,
      market_range_max: 33_000,
      confidence: 0.7,
      description: "Fair",
    });
  });
  it("throws on provider failure", async () => {
    const source = createHttpMarketData({
      url: "https://market.example/x",
      apiKey: "secret-key",
      fetch: (async () => new Response("no", { status: 502 })) as unknown as typeof fetch,
    });
    await expect(source.compare(car)).rejects.toThrow(/502/);
  });
});
