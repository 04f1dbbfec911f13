import type { MiddlewareFunction } from "react-router";
import { data } from "react-router";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { SITE_ID_HEADER } from "~/server/http/page-cache";

/**
 * Resolves the dealer site from the Host header once per request. An unknown host is a 404,
 * never a default tenant; the bare local host is the demo directory.
 */
export const tenantMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const runtime = context.get(runtimeContext);
  const lookup = await runtime.sites.lookup(request.headers.get("host"));
  context.set(siteLookupContext, lookup);
  if (!lookup.site && lookup.match.kind !== "directory") {
    throw data({ reason: "unknown-site" }, { status: 404 });
  }
  const response = await next();
  // Tells the page cache whose page this is; the server strips it before answering.
  if (lookup.site) response.headers.set(SITE_ID_HEADER, String(lookup.site.id));
  return response;
};
