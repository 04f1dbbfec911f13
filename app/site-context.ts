/**
 * The dealer site (and signed-in shopper) the root loader gives every page. Hooks here, not in root.tsx,
 * so no module imports the root route.
 */
import { useRouteLoaderData } from "react-router";
import type { ClientSite } from "~/server/tenancy/client-site";

export type RootLoaderData = {
  site: ClientSite | null;
  user: { id: number; phone: string } | null;
  /** The request's origin as the browser sees it (https behind the TLS proxy): canonical links are built on it. */
  origin: string;
  /** What the dealer's stock holds (conditions and kinds with cars): the navigation offers what there is (issue 15). */
  stock?: SiteStock;
};

export type SiteStock = { carTypes: string[]; vehicleKinds: string[] };

/** The page's dealer site, or null on the bare host that lists the demo dealers (and in its error pages). */
export function useOptionalSite(): ClientSite | null {
  return (useRouteLoaderData("root") as RootLoaderData | undefined)?.site ?? null;
}

/** The page's dealer site, for pages only a dealer's host serves (their loaders call requireSite). */
export function useSite(): ClientSite {
  const site = useOptionalSite();
  if (!site) throw new Error("useSite() outside a dealer site: this page has no site (use useOptionalSite where that is expected)");
  return site;
}

/** The page's origin, e.g. "https://dealer.example.com.au" (empty outside the root route, as in unit tests). */
export function useOrigin(): string {
  return (useRouteLoaderData("root") as RootLoaderData | undefined)?.origin ?? "";
}

/** The conditions and kinds the dealer's stock holds (empty outside a dealer site). */
export function useSiteStock(): SiteStock {
  return (useRouteLoaderData("root") as RootLoaderData | undefined)?.stock ?? { carTypes: [], vehicleKinds: [] };
}
