import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS, imageSrcSet, imageUrl, snapImageWidth } from "./image-url";

describe("image url constants", () => {
  it("uses the spec defaults: width 640, quality 75", () => {
    expect(DEFAULT_IMAGE_WIDTH).toBe(640);
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
  });

  it("allows the default width and the spec's blog (375) and news (80) sizes, ascending", () => {
    expect(IMAGE_WIDTHS).toContain(DEFAULT_IMAGE_WIDTH);
    expect(IMAGE_WIDTHS).toContain(375);
    expect(IMAGE_WIDTHS).toContain(80);
    expect([...IMAGE_WIDTHS].sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);
  });
});

describe("snapImageWidth", () => {
  it("keeps allowed widths and rounds others up to the next allowed width", () => {
    expect(snapImageWidth(640)).toBe(640);
    expect(snapImageWidth(641)).toBe(750);
    expect(snapImageWidth(1)).toBe(80);
    expect(snapImageWidth(300)).toBe(320);
  });

  it("caps at the largest allowed width and falls back to the default for non-numbers", () => {
    expect(snapImageWidth(5000)).toBe(1920);
    expect(snapImageWidth(Number.NaN)).toBe(640);
    expect(snapImageWidth(Number.POSITIVE_INFINITY)).toBe(640);
  });
});

describe("imageUrl", () => {
  it("writes the default width, and the quality only when it is not the default, so one image has one URL", () => {
    expect(imageUrl("/media/demo/suv-red-front34.svg")).toBe("/media/demo/suv-red-front34.svg?w=640");
    expect(imageUrl("/media/demo/suv-red-front34.svg", { q: 75 })).toBe("/media/demo/suv-red-front34.svg?w=640");
  });

  it("writes w, q and fm in a fixed order", () => {
    expect(imageUrl("/media/demo/a.png", { fm: "webp", q: 60, w: 320 })).toBe("/media/demo/a.png?w=320&q=60&fm=webp");
  });

  it("snaps widths to the allow list and clamps quality to 1..100", () => {
    expect(imageUrl("/media/a.png", { w: 300, q: 0 })).toBe("/media/a.png?w=320&q=1");
    expect(imageUrl("/media/a.png", { w: 9999, q: 150 })).toBe("/media/a.png?w=1920&q=100");
    expect(imageUrl("/media/a.png", { q: 74.6 })).toBe("/media/a.png?w=640");
    expect(imageUrl("/media/a.png", { q: 76 })).toBe("/media/a.png?w=640&q=76");
  });

  it("percent-encodes path segments but keeps the slashes", () => {
    expect(imageUrl("/media/dealer one/car #1?.jpg")).toBe("/media/dealer%20one/car%20%231%3F.jpg?w=640");
  });

  it("returns external and non-media sources unchanged", () => {
    expect(imageUrl("https://cdn.example.com/a.jpg", { w: 320 })).toBe("https://cdn.example.com/a.jpg");
    expect(imageUrl("http://cdn.example.com/a.jpg")).toBe("http://cdn.example.com/a.jpg");
    expect(imageUrl("/assets/logo.svg")).toBe("/assets/logo.svg");
    expect(imageUrl("/media/")).toBe("/media/");
  });
});

describe("imageSrcSet", () => {
  it("lists one candidate per distinct allowed width, ascending, with the shared options", () => {
    expect(imageSrcSet("/media/a.png", [640, 300, 320, 1080], { fm: "avif" })).toBe(
      "/media/a.png?w=320&fm=avif 320w, /media/a.png?w=640&fm=avif 640w, /media/a.png?w=1080&fm=avif 1080w",
    );
  });

  it("is empty for sources the endpoint does not serve", () => {
    expect(imageSrcSet("https://cdn.example.com/a.jpg", [320, 640])).toBe("");
  });
});
