import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "~/domain/images/image-url";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { nextSlide, previousSlide, SLIDE_WIDTHS, slideHeightAt } from "./slider";

describe("promotions slider", () => {
  it("is 1920 by 540, or 790 high on a dealer override", () => {
    const standard = parseWebsiteSettings({}).promotionsSlider;
    expect([standard.width, standard.height]).toEqual([1920, 540]);
    expect(slideHeightAt(1366, standard)).toBeCloseTo(384.2, 1);
    const tall = parseWebsiteSettings({ promotionsSlider: { height: 790 } }).promotionsSlider;
    expect(slideHeightAt(1920, tall)).toBe(790);
  });

  it("offers the picture at widths the image endpoint serves, up to 1920", () => {
    for (const w of SLIDE_WIDTHS) expect(IMAGE_WIDTHS).toContain(w);
    expect(Math.max(...SLIDE_WIDTHS)).toBe(1920);
  });

  it("wraps around at both ends", () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it("rejects a slide without a title or with a link off the site", () => {
    expect(() => parseWebsiteSettings({ promotionsSlider: { slides: [{ imageUrl: "/media/a.svg", title: "", href: "/" }] } })).toThrow();
    expect(() =>
      parseWebsiteSettings({ promotionsSlider: { slides: [{ imageUrl: "/media/a.svg", title: "Sale", href: "https://evil.example" }] } }),
    ).toThrow();
  });
});
