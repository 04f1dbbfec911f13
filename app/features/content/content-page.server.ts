/**
 * A content page's loader: the page at the route's slug, or at the path itself (/about-us and the like), with
 * the dealer texts its settings place on it (warranty claims, return policy, privacy timings: 001 §9) added even
 * though the dealer wrote the page.
 */
import type { RouterContextProvider } from "react-router";
import { dealerTextsFor, withDealerTexts } from "~/domain/dealer-texts/dealer-texts";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { loadContentPage } from "~/server/content/content-pages";

export async function loadContentRoutePage(request: Request, context: Readonly<RouterContextProvider>, slug: string | undefined) {
  const site = requireSite(context);
  const page = await loadContentPage(context.get(runtimeContext).db, site.id, slug ?? new URL(request.url).pathname.slice(1));
  return { ...page, body: withDealerTexts(page.body, dealerTextsFor(`page:${page.slug}`, site.settings)) };
}
