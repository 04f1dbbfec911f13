/**
 * White-label theming: a dealer's brand tokens become CSS variables; templates decide layout
 * and typography. Components only use the variables, never a dealer's colour.
 */
import { z } from "zod";

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour");

export const TEMPLATES = ["showroom", "boutique"] as const;
export type TemplateName = (typeof TEMPLATES)[number];

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
  })
  .strict();

export type ThemeTokens = z.input<typeof themeTokensSchema>;
export type ResolvedThemeTokens = z.output<typeof themeTokensSchema>;

const RADIUS = { none: "0", small: "0.375rem", round: "1rem" } as const;

/** The `:root` declarations for a dealer's tokens; values are validated colours, never free text. */
export function themeCss(tokens: ThemeTokens): string {
  const t = themeTokensSchema.parse(tokens);
  return (
    `:root{--brand:${t.brand};--brand-contrast:${t.brandContrast};--accent:${t.accent};` +
    `--surface:${t.surface};--surface-alt:${t.surfaceAlt};--text:${t.text};--muted:${t.muted};--radius:${RADIUS[t.radius]}}`
  );
}
