import { describe, expect, it } from "vitest";
import { colourFamily, colourFamilyCounts, paintsForColours } from "./colour-family";

describe("colourFamily", () => {
  it.each([
    ["Glacier White", "White"],
    ["Soul Red Crystal", "Red"],
    ["Silver Grey", "Silver"],
    ["Ice Silver", "Silver"],
    ["White & Black Checkerplate", "White"],
    ["Lime Green / Ebony", "Green"],
    ["Crystal Pearl", "White"],
    ["Graphite", "Grey"],
    ["Gun Metallic", "Grey"],
    ["Sting-Gray", "Grey"],
    ["Platinum Quartz", "Silver"],
    ["Desert Sand", "Beige"],
    ["Digital Teal", "Blue"],
    ["Equinox Bronze", "Brown"],
    ["Gravity Gold Matte", "Gold"],
    ["Turmeric Yellow", "Yellow"],
    ["Atomic Rush", "Other"],
    ["", "Other"],
  ])("%s is %s", (paint, family) => {
    expect(colourFamily(paint)).toBe(family);
  });
});

describe("paintsForColours", () => {
  const paints = ["Glacier White", "Pearl White", "Jet Black", "Soul Red Crystal", "Crystal Pearl"];
  it("expands a family to its paints and keeps a paint name as given", () => {
    expect(paintsForColours(["White"], paints).sort()).toEqual(["Crystal Pearl", "Glacier White", "Pearl White", "White"]);
    expect(paintsForColours(["Jet Black", "Red"], paints).sort()).toEqual(["Jet Black", "Red", "Soul Red Crystal"]);
  });
  it("keeps a family with no paint in stock, so it matches nothing rather than everything", () => {
    expect(paintsForColours(["Purple"], paints)).toEqual(["Purple"]);
  });
});

describe("colourFamilyCounts", () => {
  const byPaint = { "Glacier White": 5, "Pearl White": 2, "Jet Black": 4, "Atomic Rush": 9, "Soul Red Crystal": 0 };
  it("sums paints by family, largest first and Other last, leaving out empty families", () => {
    expect(colourFamilyCounts(byPaint, [])).toEqual([
      ["White", 7],
      ["Black", 4],
      ["Other", 9],
    ]);
  });
  it("keeps what is selected: an empty family, and a paint name from an older link as itself", () => {
    expect(colourFamilyCounts(byPaint, ["Red", "Jet Black"])).toEqual([
      ["White", 7],
      ["Black", 4],
      ["Jet Black", 4],
      ["Red", 0],
      ["Other", 9],
    ]);
  });
});
