/** The contact page's loader: the enquiry form's context and the site's shown locations. */
import type { RouterContextProvider } from "react-router";
import { requireSite } from "~/server/http/router-context";
import { siteFormContext } from "./form-page.server";
import { locationView, shownLocations } from "./location-place";

export function loadContactPage(context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  return { ctx: siteFormContext(site), locations: shownLocations(site).map((l) => locationView(site, l)) };
}

export type ContactPageData = ReturnType<typeof loadContactPage>;
