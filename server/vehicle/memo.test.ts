import { describe, expect, it } from "vitest";
import { createMemo } from "./memo";

describe("memo", () => {
  it("loads once per key until the entry expires", async () => {
    let now = 0;
    let loads = 0;
    const memo = createMemo<number>(1000, { now: () => now });
    const load = async () => ++loads;
    expect(await memo.get("a", load)).toBe(1);
    expect(await memo.get("a", load)).toBe(1);
    expect(await memo.get("b", load)).toBe(2);
    now = 1000;
    expect(await memo.get("a", load)).toBe(3);
  });

  it("shares one load between concurrent callers and forgets failures", async () => {
    let loads = 0;
    const memo = createMemo<number>(1000);
    const [x, y] = await Promise.all([memo.get("k", async () => ++loads), memo.get("k", async () => ++loads)]);
    expect([x, y, loads]).toEqual([1, 1, 1]);
    await expect(memo.get("bad", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.get("bad", async () => 7)).toBe(7);
  });
});
