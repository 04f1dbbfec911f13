/** This dealer's robots.txt, pointing at its sitemap. */
import type { RouterContextProvider } from "react-router";
import { robotsTxt } from "~/domain/vehicle/sitemap";
import { requireSite, runtimeContext } from "~/server/http/router-context";

export async function robotsResponse(request: Request, context: Readonly<RouterContextProvider>) {
  requireSite(context);
  const url = new URL(request.url);
  const origin = `${context.get(runtimeContext).config.HTTPS ? "https:" : url.protocol}//${url.host}`;
  return new Response(robotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
