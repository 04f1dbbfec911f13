import { describe, expect, it } from "vitest";
import { contrastRatio, themeTokensSchema } from "~/domain/settings/theme";
import { contrastProblems, keepBrandImages, readThemeForm, themeFormValues, type ThemeChoice } from "./theme-form";

const choice: ThemeChoice = {
  template: "boutique",
  theme: themeTokensSchema.parse({ brand: "#0b3d5c", accent: "#16a085", font: "serif", radius: "round" }),
};

describe("the theme form", () => {
  it("round-trips a theme: template, every colour, corners and font", () => {
    expect(readThemeForm(themeFormValues(choice))).toEqual({ ok: true, choice });
  });

  it("reads colours in any case and trims them", () => {
    const read = readThemeForm({ ...themeFormValues(choice), brand: " #0B3D5C " });
    expect(read.ok && read.choice.theme.brand).toBe("#0b3d5c");
  });

  it("refuses text under 4.5:1 on its background, with the ratio, on the text colour's field", () => {
    expect(contrastRatio("#9aa3ad", "#ffffff")).toBeLessThan(4.5);
    const read = readThemeForm({ ...themeFormValues(choice), muted: "#9aa3ad" });
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        muted: "Secondary text on page background is 2.55:1; text needs at least 4.5:1. Choose a darker or lighter colour.",
      },
    });
    const onBrand = readThemeForm({ ...themeFormValues(choice), brand: "#f2a541", brandContrast: "#ffffff" });
    expect(onBrand.ok ? {} : onBrand.fieldErrors).toHaveProperty(
      "brandContrast",
      expect.stringMatching(/^Button text on brand colour is \d\.\d\d:1/),
    );
  });

  it("accepts exactly 4.5:1 and checks every readable pair", () => {
    expect(contrastProblems(choice.theme)).toEqual({});
    const pale = { ...choice.theme, text: "#cccccc", muted: "#dddddd", brandContrast: "#0b3d5d" };
    expect(Object.keys(contrastProblems(pale)).sort()).toEqual(["brandContrast", "muted", "text"]);
  });

  it("refuses what is not on the lists or not a colour", () => {
    const read = readThemeForm({ ...themeFormValues(choice), template: "neon", font: "Comic Sans", brand: "red" });
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        template: "Choose a template: showroom, boutique or group.",
        brand: "A colour as #rrggbb, e.g. #1f2937.",
        font: "Choose a font from the list.",
      },
    });
  });

  it("keeps the stored logo, favicon and hero picture when the colours are saved", () => {
    const stored = themeTokensSchema.parse({
      brand: "#0b3d5c",
      accent: "#16a085",
      favicon: "/media/brand/a/0123456789abcdef0123456789abcdef.png",
      heroImage: { src: "/media/brand/a/fedcba9876543210fedcba9876543210.jpg", width: 1920, height: 1080 },
    });
    const kept = keepBrandImages(choice, stored);
    expect(kept.theme.heroImage).toEqual(stored.heroImage);
    expect(kept.theme.favicon).toBe(stored.favicon);
    expect(kept.theme.brand).toBe(choice.theme.brand);
  });
});
