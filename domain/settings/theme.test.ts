import { describe, expect, it } from "vitest";
import { contrastRatio, darkenToContrast, HERO_SCRIM_OPACITY, readableOn, themeCss, themeTokensSchema, worstScrimContrast } from "./theme";

const declared = (css: string, name: string) => new RegExp(`--${name}:(#[0-9a-f]{6})`).exec(css)![1];

describe("theme tokens", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 1);
  });
  it("keeps every text colour readable whatever the dealer's palette", () => {
    const css = themeCss({ brand: "#f2a541", brandContrast: "#ffffff", accent: "#f2a541", surfaceAlt: "#f1f5f8", muted: "#9aa3ad" });
    expect(contrastRatio(declared(css, "accent"), declared(css, "accent-contrast"))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(declared(css, "brand"), declared(css, "brand-contrast"))).toBeGreaterThanOrEqual(4.5);
    for (const name of ["accent-ink", "brand-ink", "muted", "text"]) {
      expect(contrastRatio(declared(css, name), "#f1f5f8"), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(declared(css, name), "#ffffff"), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(declared(css, "accent")).toBe("#f2a541");
  });
  it("keeps a dealer's colours that already read well", () => {
    expect(darkenToContrast("#1f2933", "#ffffff")).toBe("#1f2933");
    expect(readableOn("#0b3d5c")).toBe("#ffffff");
    expect(readableOn("#f2a541")).toBe("#16181d");
    expect(declared(themeCss({ brand: "#c4161c", brandContrast: "#ffffff", accent: "#1f2933" }), "brand-contrast")).toBe("#ffffff");
  });
  it("sets the font from the safe list, and keeps the template's with the default", () => {
    expect(themeCss({ brand: "#112233", accent: "#2255aa" })).not.toContain("--font-body");
    expect(themeCss({ brand: "#112233", accent: "#2255aa", font: "serif" })).toMatch(
      /--font-body:"Iowan Old Style".*;--font-heading:var\(--font-body\)\}$/,
    );
    expect(() => themeCss({ brand: "#112233", accent: "#2255aa", font: "Comic;}body{" as never })).toThrow();
  });
  it("rejects a colour that is not #rrggbb", () => {
    expect(() => themeCss({ brand: "red", accent: "#000000" })).toThrow(/#rrggbb/);
    expect(() => themeCss({ brand: "#000000;}body{x:y", accent: "#000000" })).toThrow();
  });

  it("keeps white text readable on any hero picture under its scrim", () => {
    expect(worstScrimContrast(HERO_SCRIM_OPACITY)).toBeGreaterThanOrEqual(4.5);
    // The rule bites: a lighter scrim would not do on a white picture.
    expect(worstScrimContrast(0.4)).toBeLessThan(4.5);
  });

  it("takes a hero picture only as an upload of the site's own", () => {
    const base = { brand: "#123456", accent: "#654321" };
    const src = "/media/brand/harbour-toyota/0123456789abcdef0123456789abcdef.jpg";
    expect(themeTokensSchema.parse({ ...base, heroImage: { src, width: 1920, height: 1080 } }).heroImage).toEqual({
      src,
      width: 1920,
      height: 1080,
    });
    expect(themeTokensSchema.parse(base).heroImage).toBeNull();
    for (const bad of ["https://evil.example/a.jpg", "/media/brand/x/../a.jpg", "/media/content/x/0123456789abcdef0123456789abcdef.jpg"]) {
      expect(themeTokensSchema.safeParse({ ...base, heroImage: { src: bad, width: 1920, height: 1080 } }).success, bad).toBe(false);
    }
  });
});
