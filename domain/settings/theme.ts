/**
 * White-label theming: a dealer's brand tokens become CSS variables; templates decide layout
 * and typography. Components only use the variables, never a dealer's colour.
 */
import { z } from "zod";

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour");

export const TEMPLATES = ["showroom", "boutique", "group"] as const;
/** What a form says when the template chosen is not one of these. */
export const TEMPLATE_CHOICE_MESSAGE = `Choose a template: ${TEMPLATES.slice(0, -1).join(", ")} or ${TEMPLATES.at(-1)}.`;
export type TemplateName = (typeof TEMPLATES)[number];

/**
 * The safe list of fonts: system font stacks only (nothing downloaded, so no third-party request, no layout shift and
 * nothing for the CSP to allow). "template" keeps the template's own typography.
 */
export const FONT_STACKS = {
  template: null,
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  serif: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
  rounded:
    'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, source-sans-pro, sans-serif',
} as const;
export type FontName = keyof typeof FONT_STACKS;
export const FONTS = Object.keys(FONT_STACKS) as FontName[];

/** A logo, favicon or hero picture uploaded in the console: stored under the media folder by its content's hash (server/console/settings-brand-images.ts). */
const brandImagePath = z.string().regex(/^\/media\/brand\/[a-z0-9-]{1,80}\/[a-f0-9]{32}\.(png|jpg)$/, "must be an uploaded brand image");
/** Or a logo drawn for a demo dealer, shipped with the app (public/logos/{slug}.svg). */
const shippedLogoPath = z.string().regex(/^\/logos\/[a-z0-9-]{1,80}\.svg$/, "must be an uploaded brand image");

export const themeTokensSchema = z
  .object({
    brand: colour,
    brandContrast: colour.default("#ffffff"),
    accent: colour,
    surface: colour.default("#ffffff"),
    surfaceAlt: colour.default("#f4f5f7"),
    text: colour.default("#16181d"),
    muted: colour.default("#4b5160"),
    radius: z.enum(["none", "small", "round"]).default("small"),
    font: z.enum(FONTS as [FontName, ...FontName[]]).default("template"),
    /** The header's logo picture (its stored size, so the page reserves its space); none shows the logo text. */
    logo: z
      .object({
        src: z.union([brandImagePath, shippedLogoPath]),
        width: z.number().int().min(1).max(960),
        height: z.number().int().min(1).max(320),
      })
      .strict()
      .nullable()
      .default(null),
    /** The browser tab's icon (a 64 px PNG); none keeps the platform's. */
    favicon: brandImagePath.nullable().default(null),
    /** The home page hero's picture (a JPEG, its stored size), behind a dark scrim; none keeps the template's plain hero. */
    heroImage: z
      .object({
        src: brandImagePath,
        width: z.number().int().min(1).max(4096),
        height: z.number().int().min(1).max(4096),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();

export type ThemeTokens = z.input<typeof themeTokensSchema>;
export type ResolvedThemeTokens = z.output<typeof themeTokensSchema>;

const RADIUS = { none: "0", small: "0.375rem", round: "1rem" } as const;

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
const WHITE = "#ffffff";
const INK = "#16181d";

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

/** The colour darkened (toward black) just enough to read on `background`. */
export function darkenToContrast(colour: string, background: string, min = MIN_TEXT_CONTRAST): string {
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  let result = colour;
  for (let step = 0; step < 40 && contrastRatio(result, background) < min; step++) {
    [r, g, b] = [r, g, b].map((c) => Math.round(c * 0.93));
    result = `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  }
  return result;
}

/**
 * The `:root` declarations for a dealer's tokens; values are validated colours, never free text.
 * A brand's own colours are kept for backgrounds; text on them, and text in them, is adjusted to stay readable
 * (4.5:1), so no dealer palette can make the site fail accessibility.
 */
export function themeCss(tokens: ThemeTokens): string {
  const t = themeTokensSchema.parse(tokens);
  const brandContrast = contrastRatio(t.brand, t.brandContrast) >= MIN_TEXT_CONTRAST ? t.brandContrast : readableOn(t.brand);
  const lowestSurface = contrastRatio(t.surfaceAlt, INK) < contrastRatio(t.surface, INK) ? t.surfaceAlt : t.surface;
  return (
    `:root{--brand:${t.brand};--brand-contrast:${brandContrast};--accent:${t.accent};` +
    `--accent-contrast:${readableOn(t.accent)};--accent-ink:${darkenToContrast(t.accent, lowestSurface)};` +
    `--brand-ink:${darkenToContrast(t.brand, lowestSurface)};` +
    `--surface:${t.surface};--surface-alt:${t.surfaceAlt};--text:${darkenToContrast(t.text, lowestSurface)};` +
    `--muted:${darkenToContrast(t.muted, lowestSurface)};--radius:${RADIUS[t.radius]}` +
    (FONT_STACKS[t.font] ? `;--font-body:${FONT_STACKS[t.font]};--font-heading:var(--font-body)` : "") +
    "}"
  );
}

/** The dark scrim over the hero's picture: white text on it stays readable whatever the picture shows. */
export const HERO_SCRIM_OPACITY = 0.6;

/** The lowest contrast of white text on a picture under a black scrim of `opacity`: a white picture's. */
export function worstScrimContrast(opacity: number): number {
  const grey = Math.round(255 * (1 - opacity))
    .toString(16)
    .padStart(2, "0");
  return contrastRatio(WHITE, `#${grey}${grey}${grey}`);
}
