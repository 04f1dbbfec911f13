/**
 * The dealer site (and signed-in shopper) the root loader gives every page. Hooks here, not in root.tsx,
 * so no module imports the root route.
 */
import { useRouteLoaderData } from "react-router";
import type { ClientSite } from "~/server/tenancy/client-site";

export type RootLoaderData = { site: ClientSite | null; user: { id: number; phone: string } | null };

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
