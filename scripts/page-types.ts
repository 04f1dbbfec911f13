/**
 * One page of every page type of a dealer site, chosen from the paths its sitemap lists: the list the browser suites
 * that check every page type (HTML validity, the Issues panel) and the page audit share.
 */
export type PageType = { type: string; path: string; status: number; noindex: boolean };

type StockHit = { path: string; slug: string; status: string; images: unknown[] };

/**
 * The cars a page-type list needs, from a site's search API (`get` answers a path on that site with its JSON): the
 * first 100 hits, an in-stock car (the one with the most pictures), and a sold car still shown. Sold cars sort last,
 * so the sold one is asked for by its status. A dealer with no cars yet (a new dealer) has neither.
 */
export async function stockForPageTypes(
  get: (path: string) => Promise<unknown>,
): Promise<{ hits: StockHit[]; car?: string; sold?: string }> {
  const { hits } = (await get("/api/search?hitsPerPage=100")) as { hits: StockHit[] };
  const [sold] = ((await get("/api/search?hitsPerPage=1&filters=status:sold")) as { hits: StockHit[] }).hits;
  const inStock = hits.filter((h) => h.status !== "sold");
  const car = [...inStock].sort((a, b) => b.images.length - a.images.length)[0] ?? hits[0];
  return { hits, car: car?.path, sold: sold?.path };
}

/** Page types beyond those the sitemap lists (pages behind sign-in or not for search engines). */
const EXTRA: Array<Omit<PageType, "path"> & { path: string | ((car: string) => string) }> = [
  { type: "careers", path: "/careers", status: 200, noindex: false },
  { type: "book-test-drive", path: "/book-test-drive", status: 200, noindex: false },
  { type: "compare", path: "/compare", status: 200, noindex: true },
  { type: "sign-in", path: "/sign-in", status: 200, noindex: true },
  { type: "print", path: (car) => `/print?car_id=${car.replace("/cars/", "")}`, status: 200, noindex: true },
  { type: "not-found", path: "/no-such-page", status: 404, noindex: true },
];

const CONTENT = /^(about-us|privacy-policy|terms|terms-and-conditions|warranty|[a-z-]*-policy)$/;

/** The type of a sitemap path: its first segment, or its family (/cars/…, /blog/…, /brands/…, a make's /…/overview). */
function typeOf(path: string): string {
  const [first, second] = path.split("/").slice(1);
  if (!first) return "home";
  if (second && ["cars", "blog", "locations", "search", "offers", "brands", "teams", "dealerships"].includes(first)) return `${first}/*`;
  if (second === "overview") return "*/overview";
  return first;
}

/** The paths (host removed) of a sitemap.xml's `<loc>` entries. */
export function sitemapPaths(sitemapXml: string): string[] {
  return [...sitemapXml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&") || "/");
}

/**
 * Every page type of a site: every listed page that is not one of a family (content and legal pages each count, they
 * differ in content), the first page of each family, a sold car's page, a search with filters, and the EXTRA types.
 * `oneContentPage` keeps a single legal/content page (for slow checks). `car` is an in-stock car's path, `sold` a sold
 * car's path still shown; without an in-stock car (a dealer with no stock) the pages of one car are left out.
 */
export function choosePageTypes(listed: string[], cars: { car?: string; sold?: string }, { oneContentPage = false } = {}): PageType[] {
  const seen = new Set<string>();
  const pages: PageType[] = [];
  for (const path of listed) {
    let type = typeOf(path);
    if (oneContentPage && CONTENT.test(type)) type = "content";
    if (seen.has(type)) continue;
    seen.add(type);
    pages.push({ type, path, status: 200, noindex: false });
  }
  if (cars.sold) pages.push({ type: "cars/sold", path: cars.sold, status: 200, noindex: false });
  const search = pages.find((p) => p.type === "search/*");
  if (search) pages.push({ type: "search/filtered", path: `${search.path}?sort=price_asc&page=2`, status: 200, noindex: true });
  for (const extra of EXTRA) {
    if (typeof extra.path === "string") pages.push({ ...extra, path: extra.path });
    else if (cars.car) pages.push({ ...extra, path: extra.path(cars.car) });
  }
  return pages;
}
