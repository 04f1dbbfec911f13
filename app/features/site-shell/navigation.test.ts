import { describe, expect, it } from "vitest";
import { websiteSettingsSchema } from "~/domain/settings/schema";
import { mainNavigation } from "./navigation";

const settings = (overrides: Record<string, unknown> = {}) => websiteSettingsSchema.parse(overrides);
const stockLinks = (nav: Array<{ label: string; href: string }>) =>
  nav.filter((l) => l.href.startsWith("/search")).map((l) => `${l.label} ${l.href}`);

describe("mainNavigation follows the stock", () => {
  it("names a dealer of new, used and demo cars 'New & Used', with used cars beside it", () => {
    const nav = mainNavigation(settings(), { carTypes: ["new", "used", "demo"], vehicleKinds: ["car"] });
    expect(stockLinks(nav)).toEqual(["New & Used /search/new-used-and-demo-cars", "Used Cars /search/used-cars"]);
  });

  it("offers a dealer of used cars only as 'Used Cars', never 'New & Used'", () => {
    const nav = mainNavigation(settings({ search: { defaultSearchPath: "/search/used-cars/" } }), {
      carTypes: ["used"],
      vehicleKinds: ["car"],
    });
    expect(stockLinks(nav)).toEqual(["Used Cars /search/used-cars"]);
  });

  it("names two conditions without new stock by both", () => {
    const nav = mainNavigation(settings(), { carTypes: ["used", "demo"], vehicleKinds: ["car"] });
    expect(stockLinks(nav)).toEqual(["Used & Demo /search/new-used-and-demo-cars"]);
  });

  it("links each kind of a dealer of several kinds, and trade-in says vehicle", () => {
    const nav = mainNavigation(settings({ vehicleKinds: ["caravan", "motorcycle"] }), {
      carTypes: ["new", "used"],
      vehicleKinds: ["caravan", "motorcycle"],
    });
    expect(stockLinks(nav)).toEqual(["Caravans /search/caravans", "Motorcycles /search/motorcycles"]);
    expect(nav.find((l) => l.href === "/trade-in")?.label).toBe("Sell Your Vehicle");
  });

  it("says caravan on a dealer of caravans only", () => {
    const nav = mainNavigation(settings({ vehicleKinds: ["caravan"] }), { carTypes: ["new"], vehicleKinds: ["caravan"] });
    expect(stockLinks(nav)).toEqual(["New Caravans /search/new-cars"]);
    expect(nav.find((l) => l.href === "/trade-in")?.label).toBe("Sell Your Caravan");
  });

  it("falls back on the dealer's switches while the stock is unknown or empty", () => {
    expect(stockLinks(mainNavigation(settings()))).toEqual(["New & Used /search/new-used-and-demo-cars"]);
  });
});
