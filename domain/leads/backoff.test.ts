import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, MAX_RETRY_DELAY_MS, RETRY_DELAYS_MS, RETRY_WINDOW_MS, afterFailedAttempt } from "./backoff";

const minute = 60_000;
const hour = 60 * minute;

describe("retry backoff", () => {
  it("doubles from one minute", () => {
    expect(RETRY_DELAYS_MS.slice(0, 5)).toEqual([1, 2, 4, 8, 16].map((m) => m * minute));
  });

  it("never waits longer than 6 hours between attempts", () => {
    expect(Math.max(...RETRY_DELAYS_MS)).toBe(MAX_RETRY_DELAY_MS);
    expect(MAX_RETRY_DELAY_MS).toBe(6 * hour);
  });

  it("spans exactly 72 hours in total", () => {
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBe(RETRY_WINDOW_MS);
    expect(RETRY_WINDOW_MS).toBe(72 * hour);
    expect(RETRY_DELAYS_MS.every((d) => d > 0)).toBe(true);
  });

  it("is deterministic: the same attempt always waits the same time", () => {
    const now = new Date("2025-01-01T00:00:00Z");
    expect(afterFailedAttempt(3, now)).toEqual(afterFailedAttempt(3, now));
    expect(afterFailedAttempt(1, now)).toEqual({ kind: "retry", at: new Date(now.getTime() + minute), delayMs: minute });
  });

  it("dead-letters after the last retry fails", () => {
    const now = new Date("2025-01-01T00:00:00Z");
    expect(afterFailedAttempt(MAX_ATTEMPTS - 1, now).kind).toBe("retry");
    expect(afterFailedAttempt(MAX_ATTEMPTS, now)).toEqual({ kind: "dead" });
  });

  it("a target down the whole time is retried until 72 hours after the first attempt, then dead", () => {
    const start = new Date("2025-01-01T00:00:00Z").getTime();
    let now = start;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const decision = afterFailedAttempt(attempts, new Date(now));
      if (decision.kind === "dead") break;
      now = decision.at.getTime();
    }
    expect(now - start).toBe(RETRY_WINDOW_MS);
    expect(attempts).toBe(MAX_ATTEMPTS);
  });

  it("rejects a nonsense attempt count", () => {
    expect(() => afterFailedAttempt(0, new Date())).toThrow(RangeError);
  });
});
