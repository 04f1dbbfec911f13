/** The dealer locator's loader: nothing to load (the root has the site's locations), but not found off a dealer site. */
import type { RouterContextProvider } from "react-router";
import { requireSite } from "~/server/http/router-context";

export function loadDealerLocatorPage(context: Readonly<RouterContextProvider>) {
  requireSite(context);
  return null;
}
