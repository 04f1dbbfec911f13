/**
 * A content page's loader: the page at the route's slug, or at the path itself (/about-us and the like), as the
 * public may see it (published, its time come), its body as sanitised HTML (domain/content/rich-text.ts: cleaned
 * again here, whatever was stored), with the dealer texts its settings place on it (warranty claims, return policy,
 * privacy timings: 001 §9) added even though the dealer wrote the page.
 */
import type { RouterContextProvider } from "react-router";
import { descriptionOf } from "~/app/features/forms/route-helpers";
import { bodyHtml, plainTextOf, textToHtml } from "~/domain/content/rich-text";
import { dealerTextsAppendix, dealerTextsFor } from "~/domain/dealer-texts/dealer-texts";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { loadContentPage } from "~/server/content/content-pages";

/** A stored body as the page shows it: safe HTML, then the dealer texts of `place` it does not already say. */
export function renderedBody(body: string, format: string, texts: Parameters<typeof dealerTextsAppendix>[1]) {
  const own = bodyHtml(body, format);
  const words = plainTextOf(own);
  const appendix = dealerTextsAppendix(words, texts);
  return { html: appendix ? `${own}\n${textToHtml(appendix)}` : own, description: descriptionOf(words) };
}

export async function loadContentRoutePage(request: Request, context: Readonly<RouterContextProvider>, slug: string | undefined) {
  const site = requireSite(context);
  const page = await loadContentPage(context.get(runtimeContext).db, site.id, slug ?? new URL(request.url).pathname.slice(1));
  return {
    title: page.title,
    slug: page.slug,
    ...renderedBody(page.body, page.format, dealerTextsFor(`page:${page.slug}`, site.settings)),
  };
}
