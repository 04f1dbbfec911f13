import { describe, expect, it } from "vitest";
import { CODE_MESSAGES, codeState, MAX_WRONG_TRIES, normaliseCode, SEND_LIMITS, sendLimitReached } from "./code-rules";

describe("sign-in code rules", () => {
  it("uses the issue's limits", () => {
    expect(SEND_LIMITS.phoneShort).toEqual({ max: 3, windowMs: 600_000 });
    expect(SEND_LIMITS.phoneDaily).toEqual({ max: 10, windowMs: 86_400_000 });
    expect(MAX_WRONG_TRIES).toBe(5);
  });

  it("allows a send under every limit and names the first limit reached", () => {
    expect(sendLimitReached({ phoneShort: 2, phoneDaily: 9, ipHourly: 29 })).toBeNull();
    expect(sendLimitReached({ phoneShort: 3, phoneDaily: 3, ipHourly: 0 })).toBe("phoneShort");
    expect(sendLimitReached({ phoneShort: 3, phoneDaily: 10, ipHourly: 0 })).toBe("phoneDaily");
    expect(sendLimitReached({ phoneShort: 0, phoneDaily: 0, ipHourly: 30 })).toBe("ipHourly");
  });

  it("accepts six digits, with spaces or a dash, and nothing else", () => {
    expect(normaliseCode("123456")).toBe("123456");
    expect(normaliseCode(" 123 456 ")).toBe("123456");
    expect(normaliseCode("123-456")).toBe("123456");
    for (const bad of ["12345", "1234567", "12345a", "", "１２３４５６", 123456, null]) {
      expect(normaliseCode(bad)).toBeNull();
    }
  });

  it("opens a code only while it is unused, unexpired and under the wrong-try limit", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const later = new Date(now.getTime() + 1000);
    expect(codeState({ expiresAt: later, usedAt: null, failedAttempts: 0 }, now)).toBe("open");
    expect(codeState({ expiresAt: later, usedAt: null, failedAttempts: 4 }, now)).toBe("open");
    expect(codeState({ expiresAt: later, usedAt: null, failedAttempts: 5 }, now)).toBe("locked");
    expect(codeState({ expiresAt: now, usedAt: null, failedAttempts: 0 }, now)).toBe("expired");
    expect(codeState({ expiresAt: later, usedAt: now, failedAttempts: 0 }, now)).toBe("used");
  });

  it("counts the remaining tries in its message", () => {
    expect(CODE_MESSAGES.wrong(4)).toContain("4 tries left");
    expect(CODE_MESSAGES.wrong(1)).toContain("1 try left");
  });
});
