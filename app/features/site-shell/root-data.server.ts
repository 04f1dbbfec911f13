/**
 * The root loader's data: the request's site as the browser may see it, the signed-in shopper, the origin (for canonical
 * links) and what the stock holds (for the navigation).
 */
import type { RouterContextProvider } from "react-router";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { clientUser } from "~/app/middleware/session.server";
import type { RootLoaderData } from "~/app/site-context";
import { toClientSite } from "~/server/tenancy/client-site";

export function loadRootData(request: Request, context: Readonly<RouterContextProvider>): RootLoaderData {
  const { site } = context.get(siteLookupContext);
  const url = new URL(request.url);
  const origin = `${context.get(runtimeContext).config.HTTPS ? "https:" : url.protocol}//${url.host}`;
  if (!site) return { site: null, user: clientUser(context), origin };
  const counts = context.get(runtimeContext).stock.search(site, { hitsPerPage: 0, facetNames: ["car_type", "vehicle_kind"] }).facets;
  const withCars = (facet: Record<string, number> | undefined) => Object.keys(facet ?? {}).filter((value) => (facet?.[value] ?? 0) > 0);
  const stock = { carTypes: withCars(counts.car_type), vehicleKinds: withCars(counts.vehicle_kind) };
  return { site: toClientSite(site), user: clientUser(context), origin, stock };
}
