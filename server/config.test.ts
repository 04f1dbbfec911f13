import { describe, expect, it } from "vitest";
import { authVariables } from "./auth/config";
import { configVariables, parseConfig, serverVariables } from "./config";
import { financeDataVariables } from "./finance/config";
import { financeQuoteVariables } from "./services/finance-quote/config";
import { geocodeVariables } from "./services/geocode/config";
import { mapsVariables } from "./services/maps/config";
import { leadDeliveryVariables } from "./services/lead-delivery/config";
import { priceComparisonVariables } from "./services/price-comparison/config";
import { reviewsSourceVariables } from "./services/reviews-source/config";
import { valuationVariables } from "./services/valuation/config";
import { paymentsVariables } from "./services/payments/config";
import { smsVariables } from "./services/sms/config";

describe("the configuration", () => {
  it("has a default for every variable the server needs, and is frozen", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: ".data",
      MIGRATIONS_DIR: "server/db/migrations",
      SEED_DEMO: true,
      SHUTDOWN_TIMEOUT_MS: 10_000,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("ignores what is not one of its variables", () => {
    expect(parseConfig({ PATH: "/usr/bin", HOME: "/root" })).not.toHaveProperty("PATH");
  });

  it("names every bad variable of the server's own part", () => {
    for (const [variable, value] of Object.entries({
      PORT: "not-a-port",
      NODE_ENV: "staging",
      DATABASE_URL: "db",
      PLATFORM_DOMAIN: "Dealers.Example",
      SEED_DEMO: "yes",
      LOG_LEVEL: "loud",
      HTTPS: "on",
      LEAD_RATE_LIMIT: "0",
      SHUTDOWN_TIMEOUT_MS: "-1",
      WEB_CONCURRENCY: "0",
    })) {
      expect(() => parseConfig({ [variable]: value }), variable).toThrow(new RegExp(`^Invalid environment:\\n  ${variable}: `));
    }
  });

  it("runs one process on the embedded database, and several only on PostgreSQL", () => {
    expect(parseConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(() => parseConfig({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: the embedded database serves one process/);
    expect(
      parseConfig({
        WEB_CONCURRENCY: "4",
        DATABASE_URL: "postgres://db.internal/dealers",
        SESSION_SECRET: "x".repeat(32),
        FINANCE_DATA_KEY: "A".repeat(43) + "=",
      }).WEB_CONCURRENCY,
    ).toBe(4);
  });

  it("needs the finance data key in production on PostgreSQL, and only a 32-byte one (ADR 035)", () => {
    const pg = { DATABASE_URL: "postgres://db.internal/dealers", SESSION_SECRET: "x".repeat(32) };
    expect(() => parseConfig(pg)).toThrow(/FINANCE_DATA_KEY: is not set, and is required with DATABASE_URL/);
    expect(parseConfig({ ...pg, FINANCE_DATA_KEY: "0f".repeat(32) }).FINANCE_DATA_KEY).toBe("0f".repeat(32));
    expect(() => parseConfig({ FINANCE_DATA_KEY: "too-short" })).toThrow(/FINANCE_DATA_KEY: must be 32 bytes/);
    expect(parseConfig({ ...pg, NODE_ENV: "development" }).FINANCE_DATA_KEY).toBeUndefined();
  });

  it("is every part's variables, each variable in one part only", () => {
    // Composing would let a later part silently replace an earlier one's rules for a name both declare.
    const parts = [
      serverVariables,
      authVariables,
      smsVariables,
      paymentsVariables,
      leadDeliveryVariables,
      geocodeVariables,
      mapsVariables,
      financeQuoteVariables,
      financeDataVariables,
      priceComparisonVariables,
      valuationVariables,
      reviewsSourceVariables,
    ];
    const declared = parts.flatMap((part) => Object.keys(part.shape));
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(configVariables.shape).sort()).toEqual(declared.sort());
  });
});

describe("TRUST_PROXY", () => {
  it("is off by default, and takes a hop count or the proxies' addresses", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
  });

  it("refuses true, which would believe any address a client writes into X-Forwarded-For", () => {
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: true would believe any X-Forwarded-For/);
    expect(() => parseConfig({ TRUST_PROXY: "1; drop" })).toThrow(/TRUST_PROXY/);
  });
});
