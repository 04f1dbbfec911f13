import { describe, expect, it } from "vitest";
import { isStagedCsvToken, STAGED_CSV_TTL_MS, stagedCsvExpired } from "./staged-csv";

describe("a kept review CSV", () => {
  it("is named by a 32-character base64url token and nothing else", () => {
    expect(isStagedCsvToken("AbCdEfGhIjKlMnOpQrStUvWxYz012-_9")).toBe(true);
    for (const bad of [
      "",
      "short",
      "AbCdEfGhIjKlMnOpQrStUvWxYz012-_9x",
      "../../../../etc/passwd/xxxxxxxxxx",
      "AbCdEfGhIjKlMnOpQrStUvWxYz012-_/",
    ])
      expect(isStagedCsvToken(bad), bad).toBe(false);
  });

  it("lasts an hour from when it was written", () => {
    const written = 1_000_000_000;
    expect(stagedCsvExpired(written, written)).toBe(false);
    expect(stagedCsvExpired(written, written + STAGED_CSV_TTL_MS - 1)).toBe(false);
    expect(stagedCsvExpired(written, written + STAGED_CSV_TTL_MS)).toBe(true);
    // Written well after now: the clock went back; it is not trusted.
    expect(stagedCsvExpired(written + 60 * 60 * 1000, written)).toBe(true);
    expect(stagedCsvExpired(written + 1000, written)).toBe(false);
  });
});
