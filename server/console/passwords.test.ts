import { describe, expect, it, vi } from "vitest";
import { hashPassword, needsRehash, SCRYPT_PARAMS, TEST_SCRYPT_PARAMS, useTestPasswordCost, verifyPassword } from "./passwords";

describe("staff passwords", () => {
  it("stores scrypt with its parameters and a random salt, and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$1\\$`));
    expect(hash).not.toContain("correct");
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("never matches a missing, malformed or tampered hash", async () => {
    expect(await verifyPassword("anything at all", null)).toBe(false);
    expect(await verifyPassword("anything at all", "plain-text")).toBe(false);
    expect(await verifyPassword("anything at all", "scrypt$1073741824$8$1$c2FsdA$aGFzaA")).toBe(false);
    expect(needsRehash("scrypt$16384$8$1$c2FsdA$aGFzaA")).toBe(true);
  });

  it("hashes at the tests' lower cost only until restored, and verifies hashes of either cost meanwhile", async () => {
    const production = await hashPassword("correct horse battery");
    const restore = useTestPasswordCost();
    const cheap = await hashPassword("correct horse battery").catch((error: unknown) => {
      restore();
      throw error;
    });
    try {
      expect(cheap).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT_PARAMS.N}\\$8\\$1\\$`));
      expect(await verifyPassword("correct horse battery", cheap)).toBe(true);
      expect(await verifyPassword("correct horse battery", production)).toBe(true);
      expect(await verifyPassword("correct horse batterY", cheap)).toBe(false);
      expect(needsRehash(cheap)).toBe(false);
    } finally {
      restore();
    }
    expect(await hashPassword("correct horse battery")).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$`));
    expect(await verifyPassword("correct horse battery", cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
  });

  it("refuses the tests' lower cost outside tests", () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      expect(() => useTestPasswordCost()).toThrow("for tests only");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
