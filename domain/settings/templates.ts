/**
 * What a template is, beyond its tokens (ADR 049): the structure of a dealer site. Each template names its header
 * pattern, the sections of its home page in order, how the search page lays out its cards and which comes first on a
 * vehicle page. The site shell, home page, search results and vehicle page read these names in one place each
 * (site-shell/headers.tsx, home/home-sections.tsx, search/result-grid.tsx, vehicle/vehicle-page.tsx); the dealer's
 * promotions slider stays first on every home page (its first slide is the page's largest paint). The colours, corners and font stay the dealer's tokens on every template.
 */
import type { TemplateName } from "./theme";

/** Header patterns: a bar with every link, a centred logo under a utility bar, or a mega menu of brands and locations. */
export type HeaderPattern = "bar" | "centred" | "mega";

export const HOME_SECTIONS = ["promotions", "hero", "featured", "brands", "hours", "reviews", "locations", "offers"] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Search results: large cards three a row, a dense list of rows, or compact cards four a row. */
export type SearchLayout = "cards" | "list" | "compact";

/** The home page's search: a brand-coloured band, an editorial split with a featured picture, or a panel on ink. */
export type HeroStyle = "band" | "editorial" | "panel";

/** A vehicle page's desktop layout: the photos first with the price column beside them, or the name, price and actions in the left column (a phone shows the photos first on both). */
export type VehicleLayout = "gallery-first" | "summary-first";

export type TemplateLayout = {
  /** The console's name for it: the template and who it suits. */
  label: string;
  header: HeaderPattern;
  home: readonly HomeSection[];
  hero: HeroStyle;
  search: SearchLayout;
  vehicle: VehicleLayout;
  /** The footer: ink with white text, or the panel colour. */
  footer: "dark" | "light";
};

export const TEMPLATE_LAYOUTS: Record<TemplateName, TemplateLayout> = {
  showroom: {
    label: "Showroom (a single-franchise dealer: bar header, large cards)",
    header: "bar",
    hero: "band",
    home: ["promotions", "hero", "featured", "offers", "hours", "reviews"],
    search: "cards",
    vehicle: "gallery-first",
    footer: "dark",
  },
  boutique: {
    label: "Boutique (a used-car specialist: centred logo, dense list)",
    header: "centred",
    hero: "editorial",
    home: ["promotions", "hero", "hours", "reviews", "featured", "locations"],
    search: "list",
    vehicle: "summary-first",
    footer: "light",
  },
  group: {
    label: "Motor group (several dealerships and brands: mega menu)",
    header: "mega",
    hero: "panel",
    home: ["promotions", "hero", "brands", "featured", "locations", "hours", "offers", "reviews"],
    search: "compact",
    vehicle: "gallery-first",
    footer: "dark",
  },
};

export function templateLayout(template: string): TemplateLayout {
  return TEMPLATE_LAYOUTS[template as TemplateName] ?? TEMPLATE_LAYOUTS.showroom;
}

/** Whether a template's home page shows a section (its loader only loads what is shown). */
export function homeShows(template: string, section: HomeSection): boolean {
  return templateLayout(template).home.includes(section);
}

/** "1 location", "6 locations": the group template's counts of dealerships and locations. */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
