import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { gateFor, signInPath } from "./gates";

const defaults = parseWebsiteSettings({});
const allGated = parseWebsiteSettings({
  access: {
    gates: { tradeIn: true, sellMyCar: true, checkout: true, finance: true },
    extraGatedPaths: [{ path: "/my-offers", type: "my-garage" }],
  },
});

describe("gateFor with the spec's defaults", () => {
  it.each([
    ["/personalised/finance", "car-finance"],
    ["/spin-to-win", "spin-to-win"],
    ["/online-payment", "online-payment"],
    ["/my-garage", "my-garage"],
  ])("gates %s as %s", (path, type) => {
    expect(gateFor(path, defaults)).toBe(type);
  });

  it.each([
    "/cars/trade-in",
    "/sell-my-car",
    "/cars/2021-mazda-cx-5/checkout",
    "/finance",
    "/",
    "/cars/2021-mazda-cx-5",
    "/search/used-cars",
  ])("leaves %s open", (path) => {
    expect(gateFor(path, defaults)).toBeNull();
  });
});

describe("gateFor with a dealer that gates everything", () => {
  it.each([
    ["/cars/trade-in", "trade-in"],
    ["/sell-my-car", "trade-in"],
    ["/cars/2021-mazda-cx-5/checkout", "checkout"],
    ["/cars/2021-mazda-cx-5/buy-online", "checkout"],
    ["/finance", "finance"],
    ["/my-offers", "my-garage"],
    ["/my-offers/2", "my-garage"],
  ])("gates %s as %s", (path, type) => {
    expect(gateFor(path, allGated)).toBe(type);
  });

  it("does not redirect a checkout route without a car slug", () => {
    expect(gateFor("/cars//checkout", allGated)).toBeNull();
    expect(gateFor("/checkout-journey", allGated)).toBeNull();
    expect(gateFor("/cars/checkout", allGated)).toBeNull();
  });

  it("matches the way the router does: any case, trailing slashes, escapes", () => {
    expect(gateFor("/My-Garage/", defaults)).toBe("my-garage");
    expect(gateFor("/spin%2Dto%2Dwin", defaults)).toBe("spin-to-win");
    expect(gateFor("/my-offersX", allGated)).toBeNull();
  });

  it("does not gate my-garage on a dealer without the garage feature", () => {
    expect(gateFor("/my-garage", parseWebsiteSettings({ features: { garage: false } }))).toBeNull();
  });

  it("gates the dealer's own finance path when finance is gated", () => {
    const settings = parseWebsiteSettings({ access: { gates: { finance: true } }, finance: { financePath: "/finance-pre-approval" } });
    expect(gateFor("/finance-pre-approval", settings)).toBe("finance");
    expect(gateFor("/finance", settings)).toBe("finance");
  });
});

describe("signInPath", () => {
  it("builds the spec's sign-in URL", () => {
    const url = new URL(signInPath("checkout", "/cars/x/checkout", "/cars/x"), "http://h");
    expect(url.pathname).toBe("/sign-in");
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: "checkout", redirect: "/cars/x/checkout", back: "/cars/x" });
  });
});
