import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { toClientSettings, toVehiclePageSettings } from "./client-site";

const settings = parseWebsiteSettings({
  leads: { targets: [{ type: "email", to: "sales@dealer.example" }] },
  stock: { searchFilter: "make:Toyota" },
  access: { gates: { myGarage: false } },
  reviews: { hiddenReviewers: ["A. Rival"] },
  locations: { hoursExceptions: { nambour: [{ date: "2026-12-25", open: null, close: null }] } },
  features: { reportPlugins: { ppsrReport: true }, chat: { enabled: true } },
  search: { promoTiles: [{ position: 3, title: "Service special", href: "/service" }], textDebounceMs: 250 },
  promotionsSlider: { intervalMs: 4000 },
});

describe("toClientSettings: what every page's loader data carries of the dealer's settings", () => {
  const sent = JSON.stringify(toClientSettings(settings));

  it("leaves server-only settings on the server", () => {
    for (const secret of ["sales@dealer.example", "make:Toyota", "A. Rival", "2026-12-25", "Service special"]) {
      expect(sent).not.toContain(secret);
    }
    const client = toClientSettings(settings) as Record<string, unknown>;
    for (const key of ["leads", "stock", "access", "reviews", "locations", "promotionsSlider", "delivery", "dealerTexts"]) {
      expect(client).not.toHaveProperty(key);
    }
    expect(client.features).not.toHaveProperty("reportPlugins");
  });

  it("keeps what the browser's components read, as the dealer set it", () => {
    const client = toClientSettings(settings);
    expect(client.features.chat.enabled).toBe(true);
    expect(client.search).toEqual({
      defaultSearchPath: "/search/new-used-and-demo-cars",
      refreshPath: "/special-offers",
      defaultState: "qld",
      historySize: 5,
      makeFacetVisible: 7,
      priceSlider: settings.search.priceSlider,
      rangeSliderDefaultMax: 100000,
      textDebounceMs: 250,
      sliderDebounceMs: 300,
    });
    expect(client.finance).toEqual(settings.finance);
    expect(client.labels).toEqual(settings.labels);
  });

  it("leaves the vehicle page's own settings to the vehicle page's loader", () => {
    const client = toClientSettings(settings) as Record<string, unknown>;
    expect(client).not.toHaveProperty("vehiclePage");
    expect(client).not.toHaveProperty("warranty");
    // Likewise the offer cards' settings: the special offers page's loader sends them.
    expect(client).not.toHaveProperty("offers");
    const own = parseWebsiteSettings({
      vehiclePage: { thumbnailsAbove: 5, spinProviderUrl: "https://spin.example/{code}", tabs: { features: false } },
      warranty: { standardYears: 7 },
    });
    const sent = toVehiclePageSettings(own);
    expect(sent).toMatchObject({ thumbnailsAbove: 5, spinProviderUrl: "https://spin.example/{code}", warranty: { standardYears: 7 } });
    // The tabs are chosen on the server (server/vehicle/tabs.ts): the page receives the tabs themselves.
    expect(sent).not.toHaveProperty("tabs");
  });
});
