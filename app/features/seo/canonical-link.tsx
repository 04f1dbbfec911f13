/**
 * Every page's <link rel="canonical">: the page's own address on this origin, without query string or trailing
 * slash (filters, sort orders, tracking and form prefills are not separate pages). Rendered by the root route's
 * component, so error pages have none; React hoists it into <head>. A route whose meta gives its own canonical
 * (the vehicle page: the car's address, whatever spelling reached it) exports `handle = OWN_CANONICAL`.
 */
import { useLocation, useMatches } from "react-router";
import { useOrigin } from "~/app/site-context";

export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname.replace(/\/+$/, "") || "/";
  return `${origin}${path}`;
}

export const OWN_CANONICAL = { ownCanonical: true } as const;

export function CanonicalLink() {
  const origin = useOrigin();
  const { pathname } = useLocation();
  const own = useMatches().some((m) => (m.handle as { ownCanonical?: boolean } | undefined)?.ownCanonical);
  if (!origin || own) return null;
  return <link rel="canonical" href={canonicalUrl(origin, pathname)} />;
}
