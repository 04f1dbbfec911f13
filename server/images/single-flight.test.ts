import { describe, expect, it } from "vitest";
import { createSingleFlight } from "./single-flight";

describe("createSingleFlight", () => {
  it("shares one in-flight job per key and forgets it once settled", async () => {
    const flights = createSingleFlight<number>();
    let calls = 0;
    let release!: (value: number) => void;
    const job = () => {
      calls++;
      return new Promise<number>((r) => (release = r));
    };
    const first = flights.run("a", job);
    const second = flights.run("a", job);
    const other = flights.run("b", async () => 7);
    expect([first.joined, second.joined, other.joined]).toEqual([false, true, false]);
    expect(calls).toBe(1);
    release(42);
    expect(await Promise.all([first.promise, second.promise, other.promise])).toEqual([42, 42, 7]);
    expect(flights.size).toBe(0);
    expect(flights.run("a", async () => 1).joined).toBe(false);
  });

  it("shares a failure with every waiter and lets the next call retry", async () => {
    const flights = createSingleFlight<number>();
    const first = flights.run("a", async () => {
      throw new Error("corrupt");
    });
    const second = flights.run("a", async () => 1);
    await expect(first.promise).rejects.toThrow("corrupt");
    await expect(second.promise).rejects.toThrow("corrupt");
    expect(await flights.run("a", async () => 2).promise).toBe(2);
  });
});
