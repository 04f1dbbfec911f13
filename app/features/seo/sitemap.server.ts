/**
 * This dealer's sitemap: every indexable page (home, search, offers, locations, forms, blog, content) and every
 * car the stock rules show, less any path the dealer puts behind sign-in. Up to SITEMAP_FILE_URLS URLs it is one
 * file; a larger site's /sitemap.xml is an index of /sitemaps/pages.xml and /sitemaps/cars-N.xml. Cars are read a
 * batch at a time and streamed (server/seo/sitemap-files.ts, ADR 030).
 */
import type { RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import type { Site } from "~/server/tenancy/site-directory";
import { financeRedirect } from "~/app/features/forms/finance-path";
import { shownLocations } from "~/app/features/forms/location-place";
import { teamPageSlugs } from "~/app/features/teams/teams-page.server";
import { gateFor } from "~/domain/auth/gates";
import { orderedCategories } from "~/domain/blog/categories";
import { isSlug } from "~/domain/routing/slug";
import { isCarVisible } from "~/domain/vehicle/availability";
import { carPath } from "~/domain/vehicle/seo";
import {
  contentPagePath,
  sitemapIndexXml,
  sitePageEntries,
  URLSET_HEAD,
  URLSET_TAIL,
  urlXml,
  type SitemapEntry,
} from "~/domain/vehicle/sitemap";
import { carEntries, carFileLayout, SITEMAP_FILE_URLS, type ListedCar } from "~/server/seo/sitemap-files";
import { siteBlogPostsForSitemap, siteContentPagesForSitemap } from "~/server/seo/sitemap-queries";
import { sitemapSections } from "~/domain/vehicle/sitemap-page";
import { siteVehicleNoun } from "~/domain/stock/labels";
import { ALL_TAB_CONTENT_SLUGS } from "~/server/vehicle/tabs";
import { brandSitemap } from "~/app/features/brands/brands.server";
import { offerPath } from "~/domain/offers/offer-rules";
import { visibleOffers } from "~/server/offers/offer-queries";

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" };

/** A page behind sign-in sends a crawler to the sign-in page: not a page to list. */
const open = (site: Site, path: string) => gateFor(path, site.settings) === null;

/** Every page the sitemap lists besides the cars, each with its own title where it has one (for the sitemap page). */
async function pageEntries(context: Readonly<RouterContextProvider>, site: Site): Promise<Array<SitemapEntry & { title?: string }>> {
  const db = context.get(runtimeContext).db;
  const [posts, contentPages, teamSlugs] = await Promise.all([
    siteBlogPostsForSitemap(db, site.id),
    siteContentPagesForSitemap(db, site.id),
    teamPageSlugs(context),
  ]);
  const tabSlugs = new Set(ALL_TAB_CONTENT_SLUGS);
  const locations = shownLocations(site);
  const pages = sitePageEntries({
    searchPath: site.settings.search.defaultSearchPath,
    financeHere: financeRedirect(site.settings.finance.financePath) === null,
    tradeIn: site.settings.features.tradeIn,
    contentSlugs: contentPages.map((p) => p.slug).filter((slug) => isSlug(slug) && !tabSlugs.has(slug)),
    blogPosts: posts.filter((p) => isSlug(p.slug)),
    locationSlugs: locations.map((l) => l.slug),
    fleet: site.settings.features.fleet,
    blogCategories: orderedCategories(posts.map((p) => p.category)),
  });
  const teams = teamSlugs.map((slug) => ({ path: `/teams/${encodeURIComponent(slug)}` }));
  // Brand pages, reviews and each offer shown today (issue 14).
  const runtime = context.get(runtimeContext);
  const offers = await visibleOffers(db, site);
  const offerPages = offers.map((o) => ({ path: offerPath(o, site.settings.singleManufacturer) }));
  const issue14 = [...brandSitemap(site, runtime.stock), "/reviews"].map((path) => ({ path }));
  const titles = new Map<string, string>([
    ...posts.map((p): [string, string] => [`/blog/${encodeURIComponent(p.slug)}`, p.title]),
    ...contentPages.map((p): [string, string] => [contentPagePath(p.slug), p.title]),
    ...locations.map((l): [string, string] => [`/locations/${encodeURIComponent(l.slug)}`, l.name]),
    ...offers.map((o): [string, string] => [offerPath(o, site.settings.singleManufacturer), o.name]),
  ]);
  return [...pages, ...teams, ...issue14, ...offerPages]
    .filter((e) => open(site, e.path))
    .map((e) => (titles.has(e.path) ? { ...e, title: titles.get(e.path) } : e));
}

/** The sitemap page for people (/sitemap): the same pages as sitemap.xml but the cars, grouped and named, and the stock's searches. */
export async function loadSitemapPage(context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const stock = context.get(runtimeContext).stock;
  const facets = stock.search(site, { hitsPerPage: 0, facetNames: ["car_type", "vehicle_kind", "make", "body"] }).facets;
  const withCars = (counts: Record<string, number> | undefined) => Object.keys(counts ?? {}).filter((k) => (counts?.[k] ?? 0) > 0);
  const sections = sitemapSections({
    pages: await pageEntries(context, site),
    searchPath: site.settings.search.defaultSearchPath,
    stock: {
      carTypes: withCars(facets.car_type),
      vehicleKinds: withCars(facets.vehicle_kind),
      makes: withCars(facets.make),
      bodies: withCars(facets.body),
    },
    noun: siteVehicleNoun(site.settings.vehicleKinds),
    locationsTitle: site.settings.labels.locationsTitle,
  });
  return { sections };
}

function listedCars(site: Site, now: number): ListedCar {
  return (car) => isCarVisible(car, site.settings.stock.soldDays, now) && open(site, carPath(car.slug));
}

/** A urlset written as its parts arrive. */
function urlsetResponse(origin: string, parts: AsyncIterable<SitemapEntry[]>): Response {
  const encoder = new TextEncoder();
  const iterator = parts[Symbol.asyncIterator]();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(URLSET_HEAD));
      }
      const next = await iterator.next();
      if (next.done) {
        controller.enqueue(encoder.encode(URLSET_TAIL));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((e) => urlXml(origin, e)).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { headers: XML_HEADERS });
}

async function* concat(first: SitemapEntry[], rest?: AsyncIterable<SitemapEntry[]>): AsyncGenerator<SitemapEntry[]> {
  if (first.length > 0) yield first;
  if (rest) yield* rest;
}

function siteOrigin(request: Request, https: boolean): string {
  const url = new URL(request.url);
  return `${https ? "https:" : url.protocol}//${url.host}`;
}

/** /sitemap.xml: the whole sitemap in one file, or the index of its files on a large site. */
export async function sitemapResponse(request: Request, context: Readonly<RouterContextProvider>, fileUrls = SITEMAP_FILE_URLS) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const origin = siteOrigin(request, runtime.config.HTTPS);
  const listed = listedCars(site, Date.now());
  const [pages, layout] = await Promise.all([pageEntries(context, site), carFileLayout(runtime.db, site.id, listed, fileUrls)]);
  if (pages.length + layout.count <= fileUrls) {
    return urlsetResponse(origin, concat(pages, carEntries(runtime.db, site.id, listed, 0, layout.count)));
  }
  const files = [
    { path: "/sitemaps/pages.xml" },
    ...layout.files.map((f, i) => ({ path: `/sitemaps/cars-${i + 1}.xml`, lastmod: f.lastmod })),
  ];
  return new Response(sitemapIndexXml(origin, files), { headers: XML_HEADERS });
}

/** /sitemaps/pages.xml and /sitemaps/cars-N.xml, the files a sitemap index names; anything else is 404. */
export async function sitemapFileResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  file: string | undefined,
  fileUrls = SITEMAP_FILE_URLS,
) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const origin = siteOrigin(request, runtime.config.HTTPS);
  if (file === "pages.xml") return urlsetResponse(origin, concat(await pageEntries(context, site)));
  const n = /^cars-([1-9]\d{0,5})\.xml$/.exec(file ?? "")?.[1];
  const listed = listedCars(site, Date.now());
  const layout = n ? await carFileLayout(runtime.db, site.id, listed, fileUrls) : null;
  const start = layout?.files[Number(n) - 1];
  if (!start) throw new Response("Not Found", { status: 404 });
  return urlsetResponse(origin, carEntries(runtime.db, site.id, listed, start.afterId, fileUrls));
}
