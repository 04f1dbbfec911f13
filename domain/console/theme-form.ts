/**
 * The console's theme form (issue 20): the template, the colours, the corners and the font from the safe list.
 * The colours are the theme tokens of domain/settings/theme.ts, checked with its contrast ratio: a pair the shopper
 * reads (text on a background) under 4.5:1 is refused with the ratio and what to change, never saved and adjusted.
 */
import { z } from "zod";
import type { FormValues } from "~/domain/forms/form-values";
import {
  contrastRatio,
  FONTS,
  MIN_TEXT_CONTRAST,
  TEMPLATE_CHOICE_MESSAGE,
  TEMPLATES,
  themeTokensSchema,
  type FontName,
  type ResolvedThemeTokens,
  type TemplateName,
} from "~/domain/settings/theme";
import { TEMPLATE_LAYOUTS } from "~/domain/settings/templates";

export const COLOUR_FIELDS = [
  { name: "brand", label: "Brand colour", help: "Header, buttons and highlights." },
  { name: "brandContrast", label: "Button text", help: "Text on the brand colour: buttons and the header." },
  { name: "accent", label: "Accent colour", help: "Links and badges (text on it is chosen for you)." },
  { name: "surface", label: "Page background" },
  { name: "surfaceAlt", label: "Panel background", help: "Cards, filters and alternate sections." },
  { name: "text", label: "Text" },
  { name: "muted", label: "Secondary text", help: "Notes, dates and small print." },
] as const;

export type ColourName = (typeof COLOUR_FIELDS)[number]["name"];

/** The pairs a shopper reads: [text, background]. */
export const CONTRAST_PAIRS: ReadonlyArray<readonly [ColourName, ColourName]> = [
  ["text", "surface"],
  ["text", "surfaceAlt"],
  ["muted", "surface"],
  ["muted", "surfaceAlt"],
  ["brandContrast", "brand"],
];

/** Each template's name and who it suits (its structure: domain/settings/templates.ts). */
export const TEMPLATE_LABELS = Object.fromEntries(TEMPLATES.map((t) => [t, TEMPLATE_LAYOUTS[t].label])) as Record<TemplateName, string>;

export const FONT_LABELS: Record<FontName, string> = {
  template: "The template's own",
  sans: "System sans-serif",
  humanist: "Humanist sans-serif",
  geometric: "Geometric sans-serif",
  serif: "Serif",
  rounded: "Rounded",
};

export const RADIUS_LABELS = { none: "Square", small: "Slightly rounded", round: "Round" } as const;

const labelOf = (name: ColourName) => COLOUR_FIELDS.find((f) => f.name === name)!.label;

export type ThemeChoice = { template: TemplateName; theme: ResolvedThemeTokens };

const themeFormSchema = z.object({
  template: z.enum(TEMPLATES, { error: TEMPLATE_CHOICE_MESSAGE }),
  theme: themeTokensSchema.extend({
    font: z.enum(FONTS as [FontName, ...FontName[]], { error: "Choose a font from the list." }),
    radius: z.enum(["none", "small", "round"], { error: "Choose the corners from the list." }),
  }),
});

/** Every readable pair under 4.5:1, as a message on its text colour's field. */
export function contrastProblems(theme: ResolvedThemeTokens): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [fg, bg] of CONTRAST_PAIRS) {
    const ratio = contrastRatio(theme[fg], theme[bg]);
    if (ratio < MIN_TEXT_CONTRAST) {
      problems[fg] ??=
        `${labelOf(fg)} on ${labelOf(bg).toLowerCase()} is ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1; ` +
        `text needs at least ${MIN_TEXT_CONTRAST}:1. Choose a darker or lighter colour.`;
    }
  }
  return problems;
}

export type ThemeFormResult = { ok: true; choice: ThemeChoice } | { ok: false; fieldErrors: Record<string, string> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Reads the posted theme form: the choice, or a message per field (a bad colour, a pair that reads badly). */
export function readThemeForm(values: FormValues): ThemeFormResult {
  const theme = Object.fromEntries(FORM_TOKENS.map((name) => [name, (one(values[name]) ?? "").trim().toLowerCase()]));
  const parsed = themeFormSchema.safeParse({ template: one(values.template), theme });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[issue.path.length - 1] ?? "template");
      fieldErrors[name] ??= issue.message === "must be a #rrggbb colour" ? "A colour as #rrggbb, e.g. #1f2937." : issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const problems = contrastProblems(parsed.data.theme);
  if (Object.keys(problems).length) return { ok: false, fieldErrors: problems };
  return { ok: true, choice: parsed.data };
}

const FORM_TOKENS = [...COLOUR_FIELDS.map((f) => f.name), "radius", "font"] as const;

/** The form's values for a stored choice (the logo and favicon have their own upload form). */
export function themeFormValues(choice: ThemeChoice): FormValues {
  return { template: choice.template, ...Object.fromEntries(FORM_TOKENS.map((k) => [k, String(choice.theme[k])])) };
}

/** The form's choice with the stored logo, favicon and hero picture kept (the colours form does not post them). */
export function keepBrandImages(choice: ThemeChoice, stored: ResolvedThemeTokens): ThemeChoice {
  return { ...choice, theme: { ...choice.theme, logo: stored.logo, favicon: stored.favicon, heroImage: stored.heroImage } };
}

/** The home hero's picture spans the page: narrower than this it looks soft on a desktop. */
export const HERO_MIN_WIDTH = 1280;
