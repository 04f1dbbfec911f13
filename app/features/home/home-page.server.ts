/** The home page's loader: featured cars and stock shortcuts on a dealer's host, the list of demo dealers on the bare one. */
import type { RouterContextProvider } from "react-router";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { featuredCars } from "~/server/stock/featured-cars";
import { stockOverview } from "~/server/stock/stock-overview";

export async function loadHomePage(context: Readonly<RouterContextProvider>) {
  const { site } = context.get(siteLookupContext);
  const runtime = context.get(runtimeContext);
  if (!site) return { kind: "directory" as const, sites: await runtime.sites.listSites() };
  return { kind: "site" as const, cars: await featuredCars(runtime.db, site.id), browse: stockOverview(runtime.stock, site) };
}

export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>;
