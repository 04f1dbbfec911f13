import { describe, expect, it } from "vitest";
import { MissingSessionSecretError, secureCookies, sessionSecret } from "./config";

describe("sign-in configuration", () => {
  it("requires a long SESSION_SECRET in production", () => {
    expect(() => sessionSecret({ NODE_ENV: "production" })).toThrow(MissingSessionSecretError);
    expect(() => sessionSecret({})).toThrow(/SESSION_SECRET is not set/);
    expect(() => sessionSecret({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/too short/);
    expect(sessionSecret({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) })).toBe("s".repeat(32));
  });

  it("has a development default outside production", () => {
    expect(sessionSecret({ NODE_ENV: "development" }).length).toBeGreaterThan(0);
    expect(sessionSecret({ NODE_ENV: "test", SESSION_SECRET: "mine" })).toBe("mine");
  });

  it("makes cookies Secure in production unless overridden", () => {
    expect(secureCookies({ NODE_ENV: "production" })).toBe(true);
    expect(secureCookies({ NODE_ENV: "development" })).toBe(false);
    expect(secureCookies({ NODE_ENV: "production", SESSION_COOKIE_SECURE: "false" })).toBe(false);
    expect(secureCookies({ NODE_ENV: "development", SESSION_COOKIE_SECURE: "true" })).toBe(true);
  });
});
