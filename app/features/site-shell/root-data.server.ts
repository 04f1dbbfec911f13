/** The root loader's data: the request's site as the browser may see it, the signed-in shopper and the origin (for canonical links). */
import type { RouterContextProvider } from "react-router";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { clientUser } from "~/app/middleware/session.server";
import type { RootLoaderData } from "~/app/site-context";
import { toClientSite } from "~/server/tenancy/client-site";

export function loadRootData(request: Request, context: Readonly<RouterContextProvider>): RootLoaderData {
  const { site } = context.get(siteLookupContext);
  const url = new URL(request.url);
  const origin = `${context.get(runtimeContext).config.HTTPS ? "https:" : url.protocol}//${url.host}`;
  return { site: site ? toClientSite(site) : null, user: clientUser(context), origin };
}
