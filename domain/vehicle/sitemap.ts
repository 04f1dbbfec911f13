/** sitemap.xml and robots.txt for one dealer site. */
import { categoryPath } from "~/domain/blog/categories";

export type SitemapEntry = { path: string; lastmod?: Date };

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The protocol allows 50,000 URLs per file. */
export const SITEMAP_LIMIT = 50_000;

/** Content pages with an address of their own (app/routes.ts); any other content page lives under /pages/. */
const CONTENT_PAGE_PATHS: Record<string, string> = {
  "about-us": "/about-us",
  "terms-and-conditions": "/terms-and-conditions",
  "privacy-policy": "/privacy-policy",
};

export function contentPagePath(slug: string): string {
  return CONTENT_PAGE_PATHS[slug] ?? `/pages/${encodeURIComponent(slug)}`;
}

/** What a site has that decides its indexable pages (the loaders answer 404 for the rest). */
export type SitePages = {
  searchPath: string;
  /** The finance form is served at /finance (not sent elsewhere by `finance.financePath`). */
  financeHere: boolean;
  tradeIn: boolean;
  /** Content pages shown on their own (not the vehicle page's tab texts). */
  contentSlugs: readonly string[];
  blogPosts: readonly { slug: string; publishedAt: Date }[];
  locationSlugs: readonly string[];
  /** The /fleet page is on (settings.features.fleet). */
  fleet?: boolean;
  /** The categories of the blog's posts: each has a page at /blog/{category}. */
  blogCategories?: readonly string[];
};

/**
 * Every indexable page of a dealer site but the cars: home, search, offers, locations, contact, finance,
 * trade-in, blog and posts, and the content pages (about, terms, privacy…). Sign-in, garage, compare, print
 * and thank-you pages are noindex and stay out.
 */
export function sitePageEntries(site: SitePages): SitemapEntry[] {
  const paths = [
    "/",
    // One address per page: the canonical one, without a trailing slash.
    site.searchPath.replace(/(.)\/+$/, "$1"),
    "/special-offers",
    "/dealer-locator",
    ...site.locationSlugs.map((slug) => `/locations/${encodeURIComponent(slug)}`),
    "/contact",
    ...(site.financeHere ? ["/finance"] : []),
    ...(site.tradeIn ? ["/trade-in"] : []),
    ...(site.fleet ? ["/fleet"] : []),
    ...site.contentSlugs.map(contentPagePath),
    // The sitemap page for people.
    "/sitemap",
  ];
  const newest = site.blogPosts.reduce<Date | undefined>((max, p) => (!max || p.publishedAt > max ? p.publishedAt : max), undefined);
  return [
    ...[...new Set(paths)].map((path) => ({ path })),
    { path: "/blog", ...(newest ? { lastmod: newest } : {}) },
    ...[...new Set((site.blogCategories ?? []).map(categoryPath))].map((path) => ({ path })),
    ...site.blogPosts.map((p) => ({ path: `/blog/${encodeURIComponent(p.slug)}`, lastmod: p.publishedAt })),
  ];
}

export const URLSET_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_TAIL = "</urlset>\n";

/** One `<url>` line of a urlset. */
export function urlXml(origin: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>\n`;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  return `${URLSET_HEAD}${entries
    .slice(0, SITEMAP_LIMIT)
    .map((e) => urlXml(origin, e))
    .join("")}${URLSET_TAIL}`;
}

/** A sitemap index: the files (each a urlset of at most SITEMAP_LIMIT URLs) a large site's sitemap is split into. */
export function sitemapIndexXml(origin: string, files: readonly SitemapEntry[]): string {
  const items = files.map((f) => {
    const lastmod = f.lastmod ? `<lastmod>${f.lastmod.toISOString()}</lastmod>` : "";
    return `<sitemap><loc>${escapeXml(origin + f.path)}</loc>${lastmod}</sitemap>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("")}</sitemapindex>\n`;
}

/**
 * Crawlers may read everything but the API, print views, personal pages and comparisons (every card links to a
 * comparison of its car: thousands of thin pages, so they are kept out here rather than by rel=nofollow on each link);
 * the sitemap is named.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /print",
    "Disallow: /sign-in",
    "Disallow: /my-garage",
    "Disallow: /compare",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
