import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("TRUST_PROXY", () => {
  it("is off by default, and takes a hop count or the proxies' addresses", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
  });

  it("refuses true, which would believe any address a client writes into X-Forwarded-For", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: true would believe any X-Forwarded-For/);
    expect(() => parseEnv({ TRUST_PROXY: "1; drop" })).toThrow(/TRUST_PROXY/);
  });
});
