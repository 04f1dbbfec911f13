/**
 * The sitemap page for people (/sitemap, issue 15): the pages sitemap.xml lists for crawlers, less the car pages,
 * grouped and named as a shopper reads them, with the stock's own shortcuts (condition, kind, make, body) to search.
 */
import { slugify } from "~/domain/routing/slug";
import { bodyLabel, vehicleKindLabel } from "~/domain/stock/labels";

export type SitemapLink = { href: string; label: string };
export type SitemapSection = { heading: string; links: SitemapLink[] };

export type SitemapPageInput = {
  /** The pages sitemap.xml lists besides the cars, each with its title where the page has one of its own. */
  pages: ReadonlyArray<{ path: string; title?: string }>;
  searchPath: string;
  /** What the stock holds: condition (new, used, demo), kinds, makes and bodies, each with cars. */
  stock: { carTypes: readonly string[]; vehicleKinds: readonly string[]; makes: readonly string[]; bodies: readonly string[] };
  /** "car", "caravan", "motorcycle" or "vehicle". */
  noun: string;
  locationsTitle: string;
};

const FIXED_LABELS: Record<string, string> = {
  "/": "Home",
  "/special-offers": "Special offers",
  "/dealer-locator": "Dealer locator",
  "/contact": "Contact us",
  "/finance": "Finance",
  "/trade-in": "Sell or trade in your vehicle",
  "/fleet": "Fleet sales",
  "/blog": "News and reviews",
  "/reviews": "Customer reviews",
  "/brands": "Our brands",
};

const CAR_TYPE_SEGMENTS: Array<[carType: string, segment: string, label: string]> = [
  ["new", "new-cars", "New"],
  ["used", "used-cars", "Used"],
  ["demo", "demo-cars", "Demo"],
];

/** "buyer-advice" → "Buyer advice". */
function humanise(slug: string): string {
  const words = decodeURIComponent(slug).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOf(path: string, title: string | undefined): string {
  if (title) return title;
  if (FIXED_LABELS[path]) return FIXED_LABELS[path];
  const parts = path.split("/").filter(Boolean);
  if (parts[0] === "brands") return humanise(parts[1]);
  if (parts[0] === "dealerships") return `${humanise(parts[1])} dealerships`;
  if (parts[1] === "overview") return `${humanise(parts[0])} overview`;
  if (parts[0] === "teams") return `Our team: ${humanise(parts[1])}`;
  return humanise(parts.at(-1) ?? "");
}

type SectionKey = "shop" | "offers" | "visit" | "services" | "about" | "news";

function sectionOf(path: string, searchPath: string): SectionKey {
  const first = path.split("/")[1] ?? "";
  if (path === "/" || path === searchPath) return "shop";
  if (first === "special-offers" || first === "offers") return "offers";
  if (first === "brands" || first === "dealerships" || path.endsWith("/overview")) return "offers";
  if (first === "dealer-locator" || first === "locations" || first === "contact") return "visit";
  if (first === "finance" || first === "trade-in" || first === "fleet") return "services";
  if (first === "blog") return "news";
  return "about";
}

const plural = (noun: string) => `${noun}s`;

export function sitemapSections(input: SitemapPageInput): SitemapSection[] {
  const searchPath = input.searchPath.replace(/(.)\/+$/, "$1");
  const nouns = plural(input.noun);
  const headings: Record<SectionKey, string> = {
    shop: `${nouns.charAt(0).toUpperCase()}${nouns.slice(1)} for sale`,
    offers: "Offers and brands",
    visit: input.locationsTitle,
    services: "Finance and trade-in",
    about: "About us",
    news: "News and reviews",
  };
  const sections = new Map<SectionKey, SitemapLink[]>(Object.keys(headings).map((k) => [k as SectionKey, []]));
  for (const page of input.pages) {
    if (page.path.startsWith("/cars/") || page.path === "/sitemap") continue;
    const label = page.path === searchPath ? `All ${nouns} for sale` : labelOf(page.path, page.title);
    sections.get(sectionOf(page.path, searchPath))!.push({ href: page.path, label });
  }
  // The stock's shortcuts to search, after the search page itself.
  const shop = sections.get("shop")!;
  const { stock } = input;
  if (stock.carTypes.length > 1) {
    for (const [carType, segment, label] of CAR_TYPE_SEGMENTS) {
      const href = `/search/${segment}`;
      if (stock.carTypes.includes(carType) && href !== searchPath) shop.push({ href, label: `${label} ${nouns}` });
    }
  }
  if (stock.vehicleKinds.length > 1) {
    for (const kind of ["caravan", "motorcycle"]) {
      if (stock.vehicleKinds.includes(kind)) shop.push({ href: `/search/${kind}s`, label: `${vehicleKindLabel(kind)}s` });
    }
  }
  for (const make of [...stock.makes].sort((a, b) => a.localeCompare(b))) {
    shop.push({ href: `/search/${slugify(make, { splitCamelCase: true })}`, label: `${make} ${nouns}` });
  }
  for (const body of [...stock.bodies].sort((a, b) => bodyLabel(a).localeCompare(bodyLabel(b)))) {
    shop.push({ href: `/search/${slugify(body, { splitCamelCase: true })}`, label: bodyLabel(body) });
  }
  return [...sections].filter(([, links]) => links.length > 0).map(([key, links]) => ({ heading: headings[key], links: dedupe(links) }));
}

function dedupe(links: SitemapLink[]): SitemapLink[] {
  const seen = new Set<string>();
  return links.filter((l) => !seen.has(l.href) && seen.add(l.href));
}
