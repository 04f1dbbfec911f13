import { describe, expect, it } from "vitest";
import { parseConfig } from "~/server/config";
import { createMarketData } from "./index";

describe("price comparison configuration", () => {
  it("chooses the embedded comparison by default and the HTTP source when configured", () => {
    expect(createMarketData({} as never, parseConfig({})).name).toBe("embedded");
    const http = parseConfig({
      PRICE_COMPARISON_PROVIDER: "http",
      PRICE_COMPARISON_URL: "https://market.example/x",
      PRICE_COMPARISON_API_KEY: "secret-key",
    });
    expect(createMarketData({} as never, http).name).toBe("http");
  });

  it("names a bad or missing variable at boot", () => {
    expect(() => parseConfig({ PRICE_COMPARISON_PROVIDER: "http" })).toThrow(/PRICE_COMPARISON_URL[\s\S]*PRICE_COMPARISON_API_KEY/);
    expect(() => parseConfig({ PRICE_COMPARISON_PROVIDER: "autogauge" })).toThrow(/PRICE_COMPARISON_PROVIDER/);
    expect(() => parseConfig({ PRICE_COMPARISON_URL: "market" })).toThrow(/PRICE_COMPARISON_URL/);
  });
});
