/**
 * This dealer's sitemap: every indexable page (home, search, offers, locations, forms, blog, content) and every
 * car the stock rules show, less any path the dealer puts behind sign-in.
 */
import type { RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { financeRedirect } from "~/app/features/forms/finance-path";
import { shownLocations } from "~/app/features/forms/location-place";
import { gateFor } from "~/domain/auth/gates";
import { isSlug } from "~/domain/routing/slug";
import { isCarVisible } from "~/domain/vehicle/availability";
import { carPath } from "~/domain/vehicle/seo";
import { sitemapXml, sitePageEntries } from "~/domain/vehicle/sitemap";
import { siteBlogPostsForSitemap, siteContentSlugsForSitemap } from "~/server/seo/sitemap-queries";
import { siteCarsForSitemap } from "~/server/vehicle/car-queries";
import { ALL_TAB_CONTENT_SLUGS } from "~/server/vehicle/tabs";

export async function sitemapResponse(request: Request, context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const origin = `${runtime.config.HTTPS ? "https:" : new URL(request.url).protocol}//${new URL(request.url).host}`;
  const now = Date.now();
  const [rows, posts, contentSlugs] = await Promise.all([
    siteCarsForSitemap(runtime.db, site.id),
    siteBlogPostsForSitemap(runtime.db, site.id),
    siteContentSlugsForSitemap(runtime.db, site.id),
  ]);
  const carsShown = rows
    .filter((c) => isCarVisible(c, site.settings.stock.soldDays, now))
    .map((c) => ({ path: carPath(c.slug), lastmod: c.updatedAt }));
  const tabSlugs = new Set(ALL_TAB_CONTENT_SLUGS);
  const pages = sitePageEntries({
    searchPath: site.settings.search.defaultSearchPath,
    financeHere: financeRedirect(site.settings.finance.financePath) === null,
    tradeIn: site.settings.features.tradeIn,
    contentSlugs: contentSlugs.filter((slug) => isSlug(slug) && !tabSlugs.has(slug)),
    blogPosts: posts.filter((p) => isSlug(p.slug)),
    locationSlugs: shownLocations(site).map((l) => l.slug),
  });
  // A page behind sign-in sends a crawler to the sign-in page: not a page to list.
  const open = [...pages, ...carsShown].filter((e) => gateFor(e.path, site.settings) === null);
  return new Response(sitemapXml(origin, open), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
