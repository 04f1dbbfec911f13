import { describe, expect, it } from "vitest";
import { sitePageEntries } from "./sitemap";

const base = { searchPath: "/", financeHere: false, tradeIn: false, contentSlugs: [], blogPosts: [], locationSlugs: [] };

describe("sitemap: the dealer pages of 001 §2", () => {
  it("lists /fleet when the dealer has it on, and each blog category's path once", () => {
    const paths = sitePageEntries({ ...base, fleet: true, blogCategories: ["Vehicle Reviews", "Buyer Advice", "Vehicle Reviews"] }).map(
      (e) => e.path,
    );
    expect(paths).toContain("/fleet");
    expect(paths.filter((p) => p.startsWith("/blog/"))).toEqual(["/blog/vehicle-reviews", "/blog/buyer-advice"]);
    expect(sitePageEntries({ ...base, fleet: false }).map((e) => e.path)).not.toContain("/fleet");
  });
});
