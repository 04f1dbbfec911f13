import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "~/domain/images/image-url";
import {
  BLOG_CARD_IMAGE_SIZE,
  FEATURED_NEWS_IMAGE_SIZE,
  categoryForSlug,
  categoryPath,
  featuredNews,
  orderedCategories,
} from "./categories";

describe("blog categories", () => {
  it("gives each category a path under /blog", () => {
    expect(categoryPath("Vehicle Reviews")).toBe("/blog/vehicle-reviews");
    expect(categoryPath("Buyer Advice")).toBe("/blog/buyer-advice");
    expect(categoryPath("4x4xMORE Adventures")).toBe("/blog/4x4xmore-adventures");
    expect(categoryPath("Parts & Accessories")).toBe("/blog/parts-accessories");
  });

  it("lists the spec's categories in its order, then the dealer's own by name, each once", () => {
    expect(orderedCategories(["Service", "Motoring Tips", "Vehicle Reviews", "Finance", "Motoring Tips", "Buyer Advice"])).toEqual([
      "Vehicle Reviews",
      "Buyer Advice",
      "Motoring Tips",
      "Finance",
      "Service",
    ]);
  });

  it("reads a path segment as a category of this dealer's posts, else as a post slug", () => {
    const categories = ["Vehicle Reviews", "Buyer Advice"];
    expect(categoryForSlug("vehicle-reviews", categories)).toBe("Vehicle Reviews");
    expect(categoryForSlug("Vehicle-Reviews", categories)).toBe("Vehicle Reviews");
    expect(categoryForSlug("motoring-tips", categories)).toBeNull();
    expect(categoryForSlug("new-vs-demo-vs-used", categories)).toBeNull();
  });

  it("sizes blog cards 375 square and featured news 80 px, both widths the image endpoint serves", () => {
    expect(BLOG_CARD_IMAGE_SIZE).toBe(375);
    expect(FEATURED_NEWS_IMAGE_SIZE).toBe(80);
    expect(IMAGE_WIDTHS).toContain(BLOG_CARD_IMAGE_SIZE);
    expect(IMAGE_WIDTHS).toContain(FEATURED_NEWS_IMAGE_SIZE);
  });

  it("features the newest other posts beside a post", () => {
    const posts = ["a", "b", "c", "d", "e", "f"].map((slug) => ({ slug }));
    expect(featuredNews(posts, "b").map((p) => p.slug)).toEqual(["a", "c", "d", "e"]);
  });
});
