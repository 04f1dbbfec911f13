import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseFinanceDataKey } from "./config";
import { createFinanceDataCipher, financeDataCipher } from "./crypto";

const answers = { first_name: "Alexandra", date_of_birth: "1990-04-12", licence_number: "12345678", net_income: 5200 };

describe("finance application encryption (ADR 035)", () => {
  const cipher = createFinanceDataCipher(randomBytes(32));

  it("round-trips the answers and keeps no plaintext in the stored text", () => {
    const text = cipher.encrypt(answers, "site:1:abc");
    expect(text).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    for (const value of ["Alexandra", "1990-04-12", "12345678", "5200", "first_name"]) expect(text).not.toContain(value);
    expect(cipher.decrypt(text, "site:1:abc")).toEqual(answers);
  });

  it("uses a fresh IV each time, so equal answers never look equal", () => {
    expect(cipher.encrypt(answers, "a")).not.toBe(cipher.encrypt(answers, "a"));
  });

  it("refuses another row's additional data, an altered text and another key", () => {
    const text = cipher.encrypt(answers, "site:1:abc");
    expect(() => cipher.decrypt(text, "site:2:abc")).toThrow();
    const parts = text.split(".");
    const body = Buffer.from(parts[4], "base64url");
    body[0] ^= 1;
    expect(() => cipher.decrypt([...parts.slice(0, 4), body.toString("base64url")].join("."), "site:1:abc")).toThrow();
    expect(() => createFinanceDataCipher(randomBytes(32)).decrypt(text, "site:1:abc")).toThrow(/not this server's key/);
  });

  it("takes a 32-byte key in base64, base64url or hex, and nothing else", () => {
    const key = randomBytes(32);
    expect(parseFinanceDataKey(key.toString("base64"))).toEqual(key);
    expect(parseFinanceDataKey(key.toString("base64url"))).toEqual(key);
    expect(parseFinanceDataKey(key.toString("hex"))).toEqual(key);
    expect(parseFinanceDataKey(randomBytes(16).toString("base64"))).toBeNull();
    expect(parseFinanceDataKey("not a key!")).toBeNull();
  });

  it("has a development key only outside production", () => {
    expect(financeDataCipher({ NODE_ENV: "development" }).keyId).toMatch(/^[0-9a-f]{8}$/);
    expect(() => financeDataCipher({ NODE_ENV: "production" })).toThrow(/FINANCE_DATA_KEY is not set/);
  });
});
