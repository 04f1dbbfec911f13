/**
 * The makes a dealer site shows on its brand pages (000 §2, 001 §2): the franchised makes from the dealer's data
 * (each dealership's makes, each location's manufacturers, the site's single manufacturer) first, then every other
 * make the site has visible stock of, each with its count. A brand is addressed by its slug; a slug that names
 * none of them is not found.
 */
import { slugify } from "~/domain/routing/slug";

export type Brand = {
  make: string;
  slug: string;
  /** Sold new here: a dealership or location names it, or the site is that make's. */
  franchised: boolean;
  /** Visible stock of the make (the search engine's stock rules). */
  count: number;
  /** The dealer's own logo for the make, when its settings name one. */
  logoUrl: string | null;
};

export type BrandSources = {
  singleManufacturer: string | null;
  dealerships: ReadonlyArray<{ makes: readonly string[] }>;
  locations: ReadonlyArray<{ manufacturers: readonly string[] }>;
  /** make → visible stock count. */
  stockCounts: Readonly<Record<string, number>>;
  /** make (any case) → logo URL, from the dealer's settings. */
  logos: Readonly<Record<string, string>>;
};

export const brandSlug = (make: string): string => slugify(make);

export function siteBrands(sources: BrandSources): Brand[] {
  const byKey = new Map<string, Brand>();
  const logoFor = (make: string) => Object.entries(sources.logos).find(([name]) => name.toLowerCase() === make.toLowerCase())?.[1] ?? null;
  const countFor = (make: string) =>
    Object.entries(sources.stockCounts)
      .filter(([name]) => name.toLowerCase() === make.toLowerCase())
      .reduce((sum, [, n]) => sum + n, 0);
  const add = (make: string, franchised: boolean) => {
    const name = make.trim();
    const slug = brandSlug(name);
    if (!slug) return;
    const known = byKey.get(slug);
    if (known) {
      known.franchised ||= franchised;
      return;
    }
    byKey.set(slug, { make: name, slug, franchised, count: countFor(name), logoUrl: logoFor(name) });
  };
  if (sources.singleManufacturer) add(sources.singleManufacturer, true);
  for (const d of sources.dealerships) for (const make of d.makes) add(make, true);
  for (const l of sources.locations) for (const make of l.manufacturers) add(make, true);
  for (const [make, count] of Object.entries(sources.stockCounts)) if (count > 0) add(make, false);
  return [...byKey.values()].sort(
    (a, b) => Number(b.franchised) - Number(a.franchised) || (a.franchised ? 0 : b.count - a.count) || a.make.localeCompare(b.make),
  );
}

/** The brand a URL segment names (its slug, any case), or null: the page answers 404. */
export function findBrand(brands: readonly Brand[], segment: string): Brand | null {
  const slug = segment.toLowerCase();
  return brands.find((b) => b.slug === slug) ?? null;
}

/** The group's dealerships that sell a make: the dealership's makes or one of its locations' manufacturers name it. */
export function dealershipsSelling<
  D extends { id: number; makes: readonly string[] },
  L extends { dealershipId: number; manufacturers: readonly string[] },
>(dealerships: readonly D[], locations: readonly L[], make: string): Array<{ dealership: D; locations: L[] }> {
  const is = (m: string) => m.toLowerCase() === make.toLowerCase();
  return dealerships
    .map((dealership) => {
      const own = locations.filter((l) => l.dealershipId === dealership.id);
      const selling = own.filter((l) => l.manufacturers.some(is));
      return { dealership, locations: selling.length > 0 ? selling : own, sells: dealership.makes.some(is) || selling.length > 0 };
    })
    .filter((d) => d.sells)
    .map(({ dealership, locations: ls }) => ({ dealership, locations: ls }));
}

/** A make's model range from the stock's model counts, most stocked first. */
export function modelRange(modelCounts: Readonly<Record<string, number>>): Array<{ model: string; count: number }> {
  return Object.entries(modelCounts)
    .filter(([, count]) => count > 0)
    .map(([model, count]) => ({ model, count }))
    .sort((a, b) => b.count - a.count || a.model.localeCompare(b.model));
}

/** The brand pages a sitemap lists: /brands, each brand's page and overview, and its dealerships where any sell it. */
export function brandSitemapPaths(brands: readonly Brand[], sellsMake: (make: string) => boolean): string[] {
  if (brands.length === 0) return [];
  return [
    "/brands",
    ...brands.flatMap((b) => [`/brands/${b.slug}`, `/${b.slug}/overview`, ...(sellsMake(b.make) ? [`/dealerships/${b.slug}`] : [])]),
  ];
}
