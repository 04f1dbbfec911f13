import { describe, expect, it } from "vitest";
import { newLocationSlug } from "./location-slug";

describe("newLocationSlug", () => {
  it("makes the slug from the name, numbered when the dealer has it already", () => {
    expect(newLocationSlug("Northside Service Centre", [])).toBe("northside-service-centre");
    expect(newLocationSlug("Northside", ["northside"])).toBe("northside-2");
    expect(newLocationSlug("Northside", ["northside", "northside-2"])).toBe("northside-3");
  });
  it("names a location without letters or digits 'location', and keeps a long name's slug short", () => {
    expect(newLocationSlug("!!!", [])).toBe("location");
    expect(newLocationSlug(`${"a".repeat(59)} b`, []).length).toBeLessThanOrEqual(60);
    expect(newLocationSlug(`${"a".repeat(59)} b`, [])).not.toMatch(/-$/);
  });
});
