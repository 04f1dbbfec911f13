import { describe, expect, it } from "vitest";
import { FIXED_PAGE_SLUGS, isFixedPage, pageSlugProblem, postSlugProblem, slugFor, slugProblem } from "./content-slugs";

describe("content addresses", () => {
  it("makes the address from the title when none is typed, and lower-cases a typed one", () => {
    expect(slugFor("", "Our Story: 40 Years!")).toBe("our-story-40-years");
    expect(slugFor("  Winter-Sale ", "ignored")).toBe("winter-sale");
    expect(slugFor("", "x".repeat(100))).toHaveLength(80);
  });

  it("accepts lower-case words joined by single hyphens only", () => {
    expect(slugProblem("our-story")).toBeNull();
    expect(slugProblem("2026-news")).toBeNull();
    for (const bad of ["", "Our-Story", "our--story", "-story", "story-", "our story", "our/story", "../x", "ü", "a.b"]) {
      expect(slugProblem(bad), bad).toMatch(/\.$/);
    }
    expect(slugProblem("a".repeat(81))).toMatch(/80 characters/);
  });

  it("keeps the standard pages' and the vehicle tabs' addresses", () => {
    for (const slug of FIXED_PAGE_SLUGS) {
      expect(isFixedPage(slug)).toBe(true);
      expect(pageSlugProblem(slug, [])).toMatch(/standard pages/);
    }
    expect(pageSlugProblem("whats-included", ["whats-included"])).toMatch(/vehicle page/);
    expect(pageSlugProblem("our-story", ["whats-included"])).toBeNull();
  });

  it("refuses a post the address of a category's list", () => {
    expect(postSlugProblem("buyer-advice", ["Buyer Advice", "Vehicle Reviews"])).toMatch(/Buyer Advice/);
    expect(postSlugProblem("buying-advice-2026", ["Buyer Advice"])).toBeNull();
  });
});
