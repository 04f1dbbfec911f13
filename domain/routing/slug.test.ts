import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "./slug";

describe("slug shape", () => {
  it.each(["2021-toyota-rav4-gx-abc123", "corolla", "about-us", "A.b_c~d", "x".repeat(200)])("accepts %j", (slug) => {
    expect(isSlug(slug)).toBe(true);
  });

  it.each([
    "",
    "\u0000",
    "corolla\u0000",
    "a\u0007b",
    "\ud800",
    "a\udc00b",
    "a b",
    "a/b",
    "../etc",
    "%00",
    "a?b",
    "a#b",
    "zoë",
    "🚗",
    "x".repeat(201),
    null,
    undefined,
    42,
  ])("refuses %j", (value) => {
    expect(isSlug(value)).toBe(false);
  });
});

describe("slugify", () => {
  it.each([
    ["Harley-Davidson", "harley-davidson"],
    ["BMW Motorrad", "bmw-motorrad"],
    ["Citroën C5 Aircross", "citroen-c5-aircross"],
    ["Corolla Cross e+", "corolla-cross-e-plus"],
    ["  LandCruiser 300 ", "landcruiser-300"],
    ["HiLux", "hilux"],
    ["--", ""],
  ])("%j → %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("splits camelCase words when asked, for identifiers", () => {
    expect(slugify("peopleMover", { splitCamelCase: true })).toBe("people-mover");
    expect(slugify("cabChassis", { splitCamelCase: true })).toBe("cab-chassis");
    expect(slugify("4x4xMORE Adventures", { splitCamelCase: true })).toBe("4x4x-more-adventures");
    expect(slugify("camper trailer", { splitCamelCase: true })).toBe("camper-trailer");
  });

  it("makes what isSlug accepts", () => {
    for (const name of ["Zoë's Üte", "Mercedes-Benz", "Ford Ranger XLT 3.2 (4x4)"]) expect(isSlug(slugify(name))).toBe(true);
  });
});
