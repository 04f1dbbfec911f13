/** The root loader's data: the request's site as the browser may see it, and the signed-in shopper. */
import type { RouterContextProvider } from "react-router";
import { siteLookupContext } from "~/server/http/router-context";
import { clientUser } from "~/app/middleware/session.server";
import type { RootLoaderData } from "~/app/site-context";
import { toClientSite } from "~/server/tenancy/client-site";

export function loadRootData(context: Readonly<RouterContextProvider>): RootLoaderData {
  const { site } = context.get(siteLookupContext);
  return { site: site ? toClientSite(site) : null, user: clientUser(context) };
}
