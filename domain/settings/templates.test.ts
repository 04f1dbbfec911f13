import { describe, expect, it } from "vitest";
import { countOf, HOME_SECTIONS, homeShows, TEMPLATE_LAYOUTS, templateLayout } from "./templates";
import { TEMPLATES } from "./theme";

describe("template structure", () => {
  it("gives every template a layout, each different in header, search and home order", () => {
    expect(Object.keys(TEMPLATE_LAYOUTS).sort()).toEqual([...TEMPLATES].sort());
    const layouts = TEMPLATES.map((t) => TEMPLATE_LAYOUTS[t]);
    expect(new Set(layouts.map((l) => l.header)).size).toBe(TEMPLATES.length);
    expect(new Set(layouts.map((l) => l.search)).size).toBe(TEMPLATES.length);
    expect(new Set(layouts.map((l) => l.home.join(","))).size).toBe(TEMPLATES.length);
    expect(new Set(layouts.map((l) => l.vehicle))).toEqual(new Set(["gallery-first", "summary-first"]));
  });

  it("lists each home section at most once, every one a known section, each with a search box", () => {
    for (const layout of Object.values(TEMPLATE_LAYOUTS)) {
      expect(new Set(layout.home).size).toBe(layout.home.length);
      expect(layout.home.every((s) => HOME_SECTIONS.includes(s))).toBe(true);
      expect(layout.home).toContain("hero");
      expect(layout.home).toContain("hours");
    }
  });

  it("shows a dealer group's brands and locations, and falls back to the showroom for an unknown name", () => {
    expect(homeShows("group", "brands")).toBe(true);
    expect(homeShows("group", "locations")).toBe(true);
    expect(homeShows("showroom", "brands")).toBe(false);
    expect(templateLayout("neon")).toBe(TEMPLATE_LAYOUTS.showroom);
  });

  it("counts one dealership or location in the singular", () => {
    expect(countOf(1, "dealership")).toBe("1 dealership");
    expect(countOf(6, "location")).toBe("6 locations");
  });
});
