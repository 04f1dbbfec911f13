import { describe, expect, it } from "vitest";
import { parseConfig } from "~/server/config";
import { createValuationProvider } from "./index";

describe("valuation configuration", () => {
  it("chooses the embedded model by default and the hosted API when configured", () => {
    expect(createValuationProvider({} as never, parseConfig({})).name).toBe("embedded");
    const http = parseConfig({
      VALUATION_PROVIDER: "http",
      VALUATION_URL: "https://valuations.example/v2",
      VALUATION_API_KEY: "secret-key",
    });
    expect(createValuationProvider({} as never, http).name).toBe("http");
  });

  it("names a bad or missing variable at boot", () => {
    expect(() => parseConfig({ VALUATION_PROVIDER: "http" })).toThrow(/VALUATION_URL[\s\S]*VALUATION_API_KEY/);
    expect(() => parseConfig({ VALUATION_PROVIDER: "autograb" })).toThrow(/VALUATION_PROVIDER/);
    expect(() => parseConfig({ VALUATION_URL: "valuations" })).toThrow(/VALUATION_URL/);
    expect(() => parseConfig({ VALUATION_API_KEY: "short" })).toThrow(/VALUATION_API_KEY/);
  });
});
