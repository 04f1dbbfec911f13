import { describe, expect, it } from "vitest";
import { parseConfig } from "~/server/config";
import { sessionKeys } from "./config";

const POSTGRES = "postgres://db.example/app";
/** Production on PostgreSQL needs the finance data key too (ADR 035); these tests are about the session. */
const FINANCE = { FINANCE_DATA_KEY: "0f".repeat(32) };

describe("session secret", () => {
  it("stops the boot of a production server on PostgreSQL without a long enough secret", () => {
    expect(() => parseConfig({ DATABASE_URL: POSTGRES })).toThrow(/SESSION_SECRET: is not set, and is required with DATABASE_URL/);
    expect(() => parseConfig({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: is too short/);
    expect(sessionKeys(parseConfig({ ...FINANCE, DATABASE_URL: POSTGRES, SESSION_SECRET: "s".repeat(32) })).secret).toBe("s".repeat(32));
  });

  it("has a development fallback outside production, and takes any secret there", () => {
    expect(sessionKeys(parseConfig({ NODE_ENV: "development", DATABASE_URL: POSTGRES })).secret.length).toBeGreaterThan(0);
    expect(sessionKeys(parseConfig({ NODE_ENV: "test", SESSION_SECRET: "mine" })).secret).toBe("mine");
  });

  it("is never made up for production (the embedded database's is generated into its data folder first)", () => {
    expect(() => sessionKeys(parseConfig({}))).toThrow(/SESSION_SECRET is not set/);
  });
});

describe("secure cookies", () => {
  const secret = { ...FINANCE, SESSION_SECRET: "s".repeat(32) };
  it("follow production on PostgreSQL and HTTPS on the embedded database, unless SESSION_COOKIE_SECURE says", () => {
    expect(sessionKeys(parseConfig({ ...secret, DATABASE_URL: POSTGRES })).secureCookies).toBe(true);
    expect(sessionKeys(parseConfig({ ...secret, DATABASE_URL: POSTGRES, NODE_ENV: "development" })).secureCookies).toBe(false);
    expect(sessionKeys(parseConfig({ ...secret })).secureCookies).toBe(false);
    expect(sessionKeys(parseConfig({ ...secret, HTTPS: "true" })).secureCookies).toBe(true);
    expect(sessionKeys(parseConfig({ ...secret, DATABASE_URL: POSTGRES, SESSION_COOKIE_SECURE: "false" })).secureCookies).toBe(false);
    expect(sessionKeys(parseConfig({ ...secret, NODE_ENV: "development", SESSION_COOKIE_SECURE: "true" })).secureCookies).toBe(true);
  });

  it("names a bad SESSION_COOKIE_SECURE", () => {
    expect(() => parseConfig({ SESSION_COOKIE_SECURE: "always" })).toThrow(/SESSION_COOKIE_SECURE/);
  });
});
