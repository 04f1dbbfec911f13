/** Router context keys: set once per request by the server and the root middleware, read by loaders and actions. */
import { createContext, data, type RouterContextProvider } from "react-router";
import type { Runtime } from "~/server/runtime";
import type { Site, SiteLookup } from "~/server/tenancy/site-directory";

export const runtimeContext = createContext<Runtime>();
export const nonceContext = createContext<string>("");
export const siteLookupContext = createContext<SiteLookup>();
/** The client build folder in production (pages are then rendered whole, scripts deferred); null in development. */
export const clientBuildDirContext = createContext<string | null>(null);

type ContextReader = Readonly<RouterContextProvider>;

/** The dealer site of this request; on the directory host there is none and the route is a 404. */
export function requireSite(context: ContextReader): Site {
  const { site } = context.get(siteLookupContext);
  if (!site) throw data("Not found", { status: 404 });
  return site;
}
