import { describe, expect, it } from "vitest";
import { checkTotp, newTotpSecret, totpCode, totpUri } from "./totp";

const T0 = new Date("2026-11-27T08:00:10Z");

describe("TOTP", () => {
  it("matches the RFC 6238 test vector (SHA-1, 59 s → 287082 in 6 digits)", () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ.
    expect(totpCode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", new Date(59_000))).toBe("287082");
    expect(totpCode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", new Date(1_111_111_109_000))).toBe("081804");
  });

  it("accepts the code of now or one step either side, once", () => {
    const secret = newTotpSecret();
    const now = totpCode(secret, T0);
    const counter = checkTotp(secret, now, null, T0);
    expect(counter).toBe(Math.floor(T0.getTime() / 30_000));
    expect(checkTotp(secret, now, counter, T0)).toBeNull();
    expect(checkTotp(secret, totpCode(secret, new Date(T0.getTime() - 30_000)), null, T0)).toBe(counter! - 1);
    expect(checkTotp(secret, totpCode(secret, new Date(T0.getTime() - 90_000)), null, T0)).toBeNull();
    expect(checkTotp(secret, "12345", null, T0)).toBeNull();
  });

  it("names the dealer and the staff member in the app's entry", () => {
    expect(totpUri("JBSWY3DPEHPK3PXP", "jo@example.com", "Harbour Toyota")).toMatch(
      /^otpauth:\/\/totp\/Harbour%20Toyota:jo%40example\.com\?issuer=Harbour%20Toyota&secret=JBSWY3DPEHPK3PXP/,
    );
  });
});
