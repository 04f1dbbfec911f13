import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite } from "~/server/db/test-factories";
import { createBoundedCache } from "./bounded-cache";
import { createSiteDirectory, KNOWN_SITE_CACHE_ENTRIES, UNKNOWN_HOST_CACHE_ENTRIES } from "./site-directory";

describe("bounded cache", () => {
  it("keeps at most its size, forgetting the least recently used", () => {
    const cache = createBoundedCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });
});

describe("site directory cache", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => database?.drop());

  it("remembers a bounded number of unknown hosts, and a flood of them never evicts a real site", async () => {
    await insertSite(database.db, "echo");
    let queries = 0;
    const counting = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop === "select") queries += 1;
        return Reflect.get(target, prop, receiver);
      },
    });
    const sites = createSiteDirectory(counting);
    expect((await sites.lookup("echo.localhost")).site?.slug).toBe("echo");
    for (let i = 0; i < 3_000; i += 1) {
      expect((await sites.lookup(`nobody-${i}.example.org`)).site).toBeNull();
      expect((await sites.lookup(`nobody-${i}.localhost`)).site).toBeNull();
    }
    const sizes = sites.cacheSizes();
    expect(sizes.unknown).toBeLessThanOrEqual(UNKNOWN_HOST_CACHE_ENTRIES);
    expect(sizes.known).toBeLessThanOrEqual(KNOWN_SITE_CACHE_ENTRIES);
    const before = queries;
    expect((await sites.lookup("echo.localhost")).site?.slug).toBe("echo");
    expect(queries).toBe(before);
  });
});
