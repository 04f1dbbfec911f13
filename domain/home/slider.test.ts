import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "~/domain/images/image-url";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { nextSlide, previousSlide, showingSlidePositions, slideCrop, SLIDE_MIN_WIDTH, SLIDE_WIDTHS, slideHeightAt } from "./slider";

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

  it("shows a slide only between its start and its end", () => {
    const slides = [
      { title: "always" },
      { title: "from December", startsAt: "2026-12-01T00:00:00+10:00" },
      { title: "until December", endsAt: "2026-12-01T00:00:00+10:00" },
      { title: "December only", startsAt: "2026-12-01T00:00:00+10:00", endsAt: "2027-01-01T00:00:00+10:00" },
    ];
    const titles = (at: string) => showingSlidePositions(slides, new Date(at)).map((i) => slides[i].title);
    expect(titles("2026-11-30T13:59:59Z")).toEqual(["always", "until December"]);
    expect(titles("2026-11-30T14:00:00Z")).toEqual(["always", "from December", "December only"]);
    expect(titles("2026-12-31T14:00:00Z")).toEqual(["always", "from December"]);
  });

  it("cuts an upload to the slider's shape from its centre, at most 1920 wide", () => {
    const standard = parseWebsiteSettings({}).promotionsSlider;
    expect(slideCrop(4000, 3000, standard)).toEqual({ left: 0, top: 937, width: 4000, height: 1125, outWidth: 1920, outHeight: 540 });
    expect(slideCrop(1920, 540, standard)).toEqual({ left: 0, top: 0, width: 1920, height: 540, outWidth: 1920, outHeight: 540 });
    // A very wide panorama: its height decides, the sides are cut.
    expect(slideCrop(6000, 540, standard)).toEqual({ left: 2040, top: 0, width: 1920, height: 540, outWidth: 1920, outHeight: 540 });
    const tall = parseWebsiteSettings({ promotionsSlider: { height: 790 } }).promotionsSlider;
    expect(slideCrop(1600, 1200, tall)).toMatchObject({ width: 1600, outWidth: 1600, outHeight: 658 });
  });

  it("refuses a picture narrower than a slide needs, saying the size to upload", () => {
    const standard = parseWebsiteSettings({}).promotionsSlider;
    expect(slideCrop(1000, 800, standard)).toEqual({
      problem: `is 1000 × 800 pixels: a slide is 1920 × 540 and shown up to 1920 wide, so upload a picture at least ${SLIDE_MIN_WIDTH} × 360 pixels.`,
    });
    // Wide enough, but so short that the slider's shape leaves too narrow a box.
    expect(slideCrop(3000, 300, standard)).toHaveProperty("problem");
  });
});
