import { describe, expect, it } from "vitest";
import { emailSchema, isLocked, lockAfterFailure, LOCKOUT_MS, MAX_FAILED_SIGN_INS, passwordSchema, totpCodeSchema } from "./staff-rules";

const T0 = new Date("2026-11-27T08:00:00Z");

describe("staff sign-in rules", () => {
  it("lower-cases and trims an email, and refuses what is not one with a message", () => {
    expect(emailSchema.parse("  Owner@Harbour-Toyota.example ")).toBe("owner@harbour-toyota.example");
    expect(emailSchema.safeParse("").error?.issues[0].message).toBe("Enter your email address.");
    expect(emailSchema.safeParse("not-an-email").error?.issues[0].message).toMatch(/email address like/);
    expect(emailSchema.safeParse(`${"a".repeat(250)}@x.com`).error?.issues[0].message).toMatch(/too long/);
  });

  it("asks for a password of 12 to 200 characters", () => {
    expect(passwordSchema.safeParse("short").error?.issues[0].message).toBe("Use at least 12 characters.");
    expect(passwordSchema.safeParse("x".repeat(201)).error?.issues[0].message).toBe("Use at most 200 characters.");
    expect(passwordSchema.parse("a long enough one")).toBe("a long enough one");
  });

  it("reads a six-digit code with spaces, or none", () => {
    expect(totpCodeSchema.parse("123 456")).toBe("123456");
    expect(totpCodeSchema.parse("")).toBe("");
    expect(totpCodeSchema.safeParse("12345").success).toBe(false);
    expect(totpCodeSchema.safeParse("abcdef").success).toBe(false);
  });

  it("locks an account at the fifth wrong try in a row, for fifteen minutes", () => {
    expect(lockAfterFailure(MAX_FAILED_SIGN_INS - 1, T0)).toBeNull();
    const lock = lockAfterFailure(MAX_FAILED_SIGN_INS, T0);
    expect(lock?.getTime()).toBe(T0.getTime() + LOCKOUT_MS);
    expect(isLocked(lock, new Date(T0.getTime() + LOCKOUT_MS - 1))).toBe(true);
    expect(isLocked(lock, new Date(T0.getTime() + LOCKOUT_MS))).toBe(false);
    expect(isLocked(null, T0)).toBe(false);
  });
});
