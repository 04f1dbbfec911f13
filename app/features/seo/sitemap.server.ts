/** This dealer's sitemap: the main pages and every car the stock rules show. */
import type { RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { isCarVisible } from "~/domain/vehicle/availability";
import { carPath } from "~/domain/vehicle/seo";
import { sitemapXml } from "~/domain/vehicle/sitemap";
import { siteCarsForSitemap } from "~/server/vehicle/car-queries";

export async function sitemapResponse(request: Request, context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const origin = `${runtime.config.HTTPS ? "https:" : new URL(request.url).protocol}//${new URL(request.url).host}`;
  const now = Date.now();
  const rows = await siteCarsForSitemap(runtime.db, site.id);
  const carsShown = rows
    .filter((c) => isCarVisible(c, site.settings.stock.soldDays, now))
    .map((c) => ({ path: carPath(c.slug), lastmod: c.updatedAt }));
  const pages = ["/", site.settings.search.defaultSearchPath, "/special-offers", "/dealer-locator"].map((path) => ({ path }));
  return new Response(sitemapXml(origin, [...pages, ...carsShown]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
