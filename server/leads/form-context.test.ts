import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { siteFormContext } from "~/app/features/forms/site-form-context";
import { toClientSite } from "~/server/tenancy/client-site";
import type { Site } from "~/server/tenancy/site-directory";
import { type DealershipRow, type LocationRow, toFormContext } from "./form-context";

const location = (id: number, slug: string, visible = true) =>
  ({ id, slug, name: slug, visible, dealershipId: 1, websiteId: 1 }) as LocationRow;
const dealership = { id: 1, slug: "d", name: "D", websiteId: 1 } as DealershipRow;

describe("form context", () => {
  it("offers only visible locations not on the dealer's hidden list", () => {
    const settings = parseWebsiteSettings({ locations: { hiddenSlugs: ["secret-yard"] } });
    const ctx = toFormContext(settings, [dealership], [location(1, "sales"), location(2, "secret-yard"), location(3, "old", false)]);
    expect(ctx.locations.map((l) => l.slug)).toEqual(["sales"]);
    expect(ctx.dealerships).toEqual([{ id: 1, slug: "d", name: "D" }]);
    expect(ctx.settings).toBe(settings.forms);
  });

  it("is what the browser builds from the site every page carries: the same locations, dealerships and settings", () => {
    const settings = parseWebsiteSettings({ locations: { hiddenSlugs: ["secret-yard"] }, vehicleKinds: ["motorcycle", "car"] });
    const yard = (id: number, slug: string, locationType: string, visible = true) =>
      ({
        ...location(id, slug, visible),
        locationType,
        primary: false,
        city: "Town",
        address: { street: "1 Road", suburb: "Town", state: "QLD", postcode: "4000" },
        contactDetail: { phone: "07 5555 0000" },
      }) as LocationRow;
    const rows = [
      yard(4, "workshop", "service"),
      yard(1, "sales", "sales"),
      yard(2, "secret-yard", "sales"),
      yard(3, "old", "sales", false),
    ];
    const site = {
      slug: "s",
      name: "S",
      template: "showroom",
      theme: { brand: "#000", logo: null, favicon: null },
      settings,
      dealerships: [{ ...dealership, phone: null, abn: null, licenceNumber: null }],
      locations: rows,
    } as unknown as Site;
    const server = toFormContext(settings, [dealership], rows);
    const browser = siteFormContext(toClientSite(site));
    const byId = (ls: typeof server.locations) => [...ls].sort((a, b) => a.id - b.id);
    expect(byId(browser.locations)).toEqual(byId(server.locations));
    expect(browser.locations.find((l) => l.slug === "workshop")?.sells).toBe(false);
    expect(browser.dealerships).toEqual(server.dealerships);
    expect(browser.settings).toEqual(server.settings);
    expect([browser.defaultState, browser.defaultTradeKind, browser.vehicleKinds]).toEqual([
      server.defaultState,
      server.defaultTradeKind,
      server.vehicleKinds,
    ]);
  });
});
