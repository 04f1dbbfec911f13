/** A content page's loader: the page at the route's slug, or at the path itself (/about-us and the like). */
import type { RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { loadContentPage } from "~/server/content/content-pages";

export function loadContentRoutePage(request: Request, context: Readonly<RouterContextProvider>, slug: string | undefined) {
  return loadContentPage(context.get(runtimeContext).db, requireSite(context).id, slug ?? new URL(request.url).pathname.slice(1));
}
