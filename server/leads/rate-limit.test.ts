import { describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGE, createMemoryRateLimiter } from "./rate-limit";

describe("lead rate limit (in memory)", () => {
  it("allows the limit per window, then refuses with the time to wait", async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) expect((await limiter.hit(1, "203.0.113.5")).allowed).toBe(true);
    const refused = await limiter.hit(1, "203.0.113.5");
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 20 });
    now += 20_000;
    expect((await limiter.hit(1, "203.0.113.5")).allowed).toBe(true);
  });

  it("counts each IP and each website separately", async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    expect((await limiter.hit(1, "203.0.113.5")).allowed).toBe(true);
    expect((await limiter.hit(1, "203.0.113.5")).allowed).toBe(false);
    expect((await limiter.hit(1, "203.0.113.6")).allowed).toBe(true);
    expect((await limiter.hit(2, "203.0.113.5")).allowed).toBe(true);
  });

  it("keeps its memory bounded under a flood of addresses", async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) await limiter.hit(1, `10.0.${i >> 8}.${i & 255}`);
    // The most recent address is still limited, so the limiter kept working.
    expect((await limiter.hit(1, "10.0.3.231")).allowed).toBe(false);
  });

  it("has the clear message", () => {
    expect(RATE_LIMIT_MESSAGE).toBe("Too many submissions from your connection. Please wait a few minutes and try again.");
  });
});
