import { describe, expect, it } from "vitest";
import { brandSitemapPaths, brandSlug, dealershipsSelling, findBrand, modelRange, siteBrands } from "./brands";

const sources = {
  singleManufacturer: null,
  dealerships: [{ makes: ["Kia", "MG"] }, { makes: ["Mazda"] }],
  locations: [{ manufacturers: ["Kia", "Chery"] }],
  stockCounts: { Kia: 40, MG: 0, Mazda: 12, Toyota: 7, Honda: 9 },
  logos: { kia: "/media/logos/kia.svg" },
};

describe("siteBrands", () => {
  it("lists the franchised makes first (by name), then every other make with visible stock, most stocked first", () => {
    expect(siteBrands(sources).map((b) => [b.make, b.franchised, b.count])).toEqual([
      ["Chery", true, 0],
      ["Kia", true, 40],
      ["Mazda", true, 12],
      ["MG", true, 0],
      ["Honda", false, 9],
      ["Toyota", false, 7],
    ]);
  });
  it("takes logos from the dealer's settings whatever the case, and none otherwise", () => {
    const brands = siteBrands(sources);
    expect(brands.find((b) => b.make === "Kia")?.logoUrl).toBe("/media/logos/kia.svg");
    expect(brands.find((b) => b.make === "Mazda")?.logoUrl).toBeNull();
  });
  it("names a single-manufacturer site's make even before any stock, and lists a make once", () => {
    const brands = siteBrands({ ...sources, singleManufacturer: "Toyota", dealerships: [{ makes: ["Toyota", "toyota"] }], locations: [] });
    expect(brands.filter((b) => b.slug === "toyota")).toHaveLength(1);
    expect(brands[0]).toMatchObject({ make: "Toyota", franchised: true, count: 7 });
  });
  it("leaves out makes with no stock that no dealership sells", () => {
    expect(siteBrands({ ...sources, dealerships: [], locations: [] }).map((b) => b.make)).toEqual(["Kia", "Mazda", "Honda", "Toyota"]);
  });
});

describe("findBrand", () => {
  const brands = siteBrands(sources);
  it("finds a brand by slug in any case; an unknown slug is not found", () => {
    expect(findBrand(brands, "kia")?.make).toBe("Kia");
    expect(findBrand(brands, "MG")?.make).toBe("MG");
    expect(findBrand(brands, "ferrari")).toBeNull();
    expect(findBrand(brands, "search")).toBeNull();
  });
  it("slugs makes as stock slugs are made", () => {
    expect(brandSlug("Mercedes-Benz")).toBe("mercedes-benz");
    expect(brandSlug("Harley-Davidson")).toBe("harley-davidson");
  });
});

describe("dealershipsSelling", () => {
  const dealerships = [
    { id: 1, makes: ["Kia", "MG"] },
    { id: 2, makes: ["Ford"] },
    { id: 3, makes: [] as string[] },
  ];
  const locations = [
    { id: 10, dealershipId: 1, manufacturers: ["Kia", "MG"] },
    { id: 11, dealershipId: 1, manufacturers: ["Kia", "MG", "Mazda"] },
    { id: 20, dealershipId: 2, manufacturers: ["Ford", "Chery"] },
    { id: 21, dealershipId: 2, manufacturers: ["Ford"] },
    { id: 30, dealershipId: 3, manufacturers: [] as string[] },
  ];
  it("lists the dealerships whose makes or locations name the make, with the locations that sell it", () => {
    expect(dealershipsSelling(dealerships, locations, "kia").map((d) => [d.dealership.id, d.locations.map((l) => l.id)])).toEqual([
      [1, [10, 11]],
    ]);
    expect(dealershipsSelling(dealerships, locations, "Chery").map((d) => [d.dealership.id, d.locations.map((l) => l.id)])).toEqual([
      [2, [20]],
    ]);
    expect(dealershipsSelling(dealerships, locations, "Ford")[0].locations.map((l) => l.id)).toEqual([20, 21]);
    expect(dealershipsSelling(dealerships, locations, "Ferrari")).toEqual([]);
  });
});

describe("modelRange", () => {
  it("lists stocked models, most stocked first", () => {
    expect(modelRange({ RAV4: 12, HiLux: 30, Yaris: 0, Camry: 12 })).toEqual([
      { model: "HiLux", count: 30 },
      { model: "Camry", count: 12 },
      { model: "RAV4", count: 12 },
    ]);
  });
});

describe("brandSitemapPaths", () => {
  it("lists /brands, each brand's page and overview, and the dealerships page of makes a dealership sells", () => {
    const brands = siteBrands({ ...sources, dealerships: [{ makes: ["Kia"] }], locations: [], stockCounts: { Kia: 3, Honda: 2 } });
    expect(brandSitemapPaths(brands, (make) => make === "Kia")).toEqual([
      "/brands",
      "/brands/kia",
      "/kia/overview",
      "/dealerships/kia",
      "/brands/honda",
      "/honda/overview",
    ]);
    expect(brandSitemapPaths([], () => true)).toEqual([]);
  });
});
