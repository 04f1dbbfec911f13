import { describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES } from "~/domain/console/photo-rules";
import { CONTENT_FORM_LIMIT, contentBodyLimit } from "./content-images";
import { BRAND_IMAGE_MAX_BYTES, brandImageBodyLimit } from "./settings-brand-images";

describe("the transport's body caps of the Content and Theme pages", () => {
  it("lets a slide's photo through on the home promotions page, and the fleet page's two texts", () => {
    for (const path of ["/console/content/promotions", "/console/content/promotions.data"]) {
      expect(contentBodyLimit(path), path).toBe(PHOTO_MAX_BYTES + 64 * 1024);
    }
    for (const path of ["/console/content/fleet", "/console/content/fleet.data"])
      expect(contentBodyLimit(path), path).toBe(CONTENT_FORM_LIMIT);
    for (const path of ["/console/content/promotionsx", "/console/content/fleet/1", "/console/contents/fleet"]) {
      expect(contentBodyLimit(path), path).toBeNull();
    }
  });

  it("lets the hero's photo through on the theme page (the logo and favicon keep their own 2 MB cap)", () => {
    expect(brandImageBodyLimit("/console/theme")).toBeGreaterThanOrEqual(PHOTO_MAX_BYTES + 32 * 1024);
    expect(brandImageBodyLimit("/console/theme")).toBeGreaterThanOrEqual(2 * BRAND_IMAGE_MAX_BYTES);
    expect(brandImageBodyLimit("/console/themes")).toBeNull();
  });
});
