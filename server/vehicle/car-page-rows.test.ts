import { describe, expect, it } from "vitest";
import { createCarPageRows } from "./car-page-rows";

describe("createCarPageRows", () => {
  it("loads a car once until its dealer's stock changes, then again", async () => {
    const store = createCarPageRows<string>();
    let loads = 0;
    const load = (value: string) => () => Promise.resolve(`${value}${++loads}`);
    expect(await store.get(1, "a", load("a"))).toBe("a1");
    expect(await store.get(1, "a", load("a"))).toBe("a1");
    expect(await store.get(2, "b", load("b"))).toBe("b2");
    store.dropWebsites([1]);
    expect(await store.get(1, "a", load("a"))).toBe("a3");
    expect(await store.get(2, "b", load("b"))).toBe("b2");
    store.clear();
    expect(await store.get(2, "b", load("b"))).toBe("b4");
  });

  it("expires an entry after its time and keeps only the most recently shown cars", async () => {
    let t = 0;
    const store = createCarPageRows<number>({ ttlMs: 100, maxEntries: 2, now: () => t });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await store.get(1, "a", load);
    t = 99;
    expect(await store.get(1, "a", load)).toBe(1);
    t = 100;
    expect(await store.get(1, "a", load)).toBe(2);
    await store.get(1, "b", load);
    await store.get(1, "a", load);
    await store.get(1, "c", load);
    expect(store.size()).toBe(2);
    // "b" was the least recently shown.
    expect(await store.get(1, "b", load)).toBe(5);
  });

  it("does not remember a failed load", async () => {
    const store = createCarPageRows<number>();
    await expect(store.get(1, "a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await store.get(1, "a", () => Promise.resolve(7))).toBe(7);
  });
});
