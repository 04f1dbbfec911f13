/** The contact page's loader: the site's shown locations (the enquiry form's context is the site's: siteFormContext). */
import type { RouterContextProvider } from "react-router";
import { requireSite } from "~/server/http/router-context";
import { locationView, shownLocations } from "./location-place";

export function loadContactPage(context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  return { locations: shownLocations(site).map((l) => locationView(site, l)) };
}

export type ContactPageData = ReturnType<typeof loadContactPage>;
