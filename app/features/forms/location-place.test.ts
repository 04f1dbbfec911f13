import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseWebsiteSettings } from "~/domain/settings/schema";
import { findLocation, findPlace, mapLinks } from "./location-place";

const hours = [1, 2, 3, 4, 5].map((day) => ({ day, open: "08:00", close: "17:00" }));
const loc = (
  id: number,
  slug: string,
  dealershipId: number,
  extra: Partial<{ visible: boolean; locationType: string; phone: string }> = {},
) => ({
  id,
  slug,
  name: `Location ${slug}`,
  visible: extra.visible ?? true,
  primary: false,
  locationType: extra.locationType ?? "sales",
  dealershipId,
  address: { street: "1 Main St", suburb: "Brisbane", state: "qld", postcode: "4000" },
  contactDetail: extra.phone ? { phone: extra.phone } : {},
  openingHours: hours,
  latitude: -27.47,
  longitude: 153.02,
});

const site = {
  settings: parseWebsiteSettings({ locations: { hiddenSlugs: ["secret"] } }),
  dealerships: [
    { id: 1, slug: "north-motors", name: "North Motors", phone: "07 1111 1111", email: "north@example.com" },
    { id: 2, slug: "south-motors", name: "South Motors", phone: null, email: null },
  ],
  locations: [
    loc(11, "north-sales", 1),
    loc(12, "north-service", 1, { locationType: "service", phone: "07 2222 2222" }),
    loc(21, "south", 2, { visible: false }),
    loc(22, "secret", 2),
  ],
};

describe("location places", () => {
  it("finds a shown location with its details, falling back to the dealership's phone", () => {
    const location = findLocation(site, "north-sales");
    expect(location).toMatchObject({
      id: 11,
      typeLabel: "Sales",
      phone: "07 1111 1111",
      email: "north@example.com",
      dealership: { slug: "north-motors" },
    });
    expect(location?.hours[0]).toEqual({ label: "Mon–Fri", hours: "08:00 – 17:00" });
    expect(findLocation(site, "north-service")?.phone).toBe("07 2222 2222");
  });

  it("does not find hidden locations (visible false, or on the dealer's hidden list)", () => {
    expect(findLocation(site, "south")).toBeNull();
    expect(findLocation(site, "secret")).toBeNull();
    expect(findPlace(site, "nope")).toBeNull();
  });

  it("finds a dealership by slug with its shown locations, and none when all are hidden", () => {
    const place = findPlace(site, "north-motors");
    expect(place?.kind).toBe("dealership");
    if (place?.kind !== "dealership") return;
    expect(place.locations.map((l) => l.slug)).toEqual(["north-sales", "north-service"]);
    expect(findPlace(site, "south-motors")).toBeNull();
  });

  it("links to a map at the dealer's zoom and map type, and to directions", () => {
    const links = mapLinks(-27.5, 153, DEFAULT_SETTINGS.map);
    const map = new URL(links.mapUrl);
    expect(map.searchParams.get("center")).toBe("-27.5,153");
    expect(map.searchParams.get("zoom")).toBe("10");
    expect(map.searchParams.get("basemap")).toBe("roadmap");
    expect(new URL(links.directionsUrl).searchParams.get("destination")).toBe("-27.5,153");
  });
});
