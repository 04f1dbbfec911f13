/**
 * /locations/{slug}: a location, or a dealership with its locations. The same page at /our-location/{slug}
 * and, as a contact page, /contact-us/{slug} (app/routes.ts) shows locations only.
 */
import { data, type RouterContextProvider } from "react-router";
import { routePath } from "~/app/route-path";
import { requireSite } from "~/server/http/router-context";
import { findLocation, findPlace } from "./location-place";

export function loadLocationPage(context: Readonly<RouterContextProvider>, slug: string, pattern: string) {
  const site = requireSite(context);
  const path = routePath(pattern);
  const contact = path === "contact-us/:slug";
  const place = path === "locations/:slug" ? findPlace(site, slug) : locationOnly(findLocation(site, slug));
  if (!place) throw data("Not found", { status: 404 });
  const name = place.kind === "location" ? place.location.name : place.dealership.name;
  return {
    place,
    variant: contact ? ("contact" as const) : ("location" as const),
    title: contact ? `Contact ${name}` : name,
  };
}

function locationOnly(location: ReturnType<typeof findLocation>) {
  return location && { kind: "location" as const, location };
}
