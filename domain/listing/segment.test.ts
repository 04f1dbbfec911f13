import { describe, expect, it } from "vitest";
import { resolveSegment } from "./segment";

const site = {
  dealerships: [{ slug: "coastal-kia", name: "Coastal Kia" }],
  makes: ["Kia", "Land Rover", "MG"],
  bodies: ["suv", "peopleMover"],
};

describe("search segment", () => {
  it("knows the default search and used cars", () => {
    expect(resolveSegment("new-used-and-demo-cars", site)).toEqual({ preset: null });
    expect(resolveSegment("used-cars", site)?.preset).toMatchObject({ facet: "car_type", value: "used" });
  });
  it("resolves a dealership slug, then a make, then a body", () => {
    expect(resolveSegment("coastal-kia", site)?.preset).toMatchObject({ facet: "dealership", value: "coastal-kia" });
    expect(resolveSegment("land-rover", site)?.preset).toMatchObject({ facet: "make", value: "Land Rover" });
    expect(resolveSegment("mg", site)?.preset).toMatchObject({ facet: "make", value: "MG" });
    expect(resolveSegment("suv", site)?.preset).toMatchObject({ facet: "body", value: "suv" });
    expect(resolveSegment("people-mover", site)?.preset).toMatchObject({ facet: "body", value: "peopleMover" });
  });
  it("rejects an unknown segment", () => {
    expect(resolveSegment("toyota", site)).toBeNull();
    expect(resolveSegment("../etc", site)).toBeNull();
  });
});
