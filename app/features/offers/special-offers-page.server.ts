/** The special offers page's loader: the offers this site shows today, and how its offer cards read (only this page
 *  shows them, so these settings are not in every page's root data). */
import type { RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { visibleOffers } from "~/server/offers/offer-queries";

export async function loadSpecialOffersPage(context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  return { offers: await visibleOffers(context.get(runtimeContext).db, site), offerSettings: site.settings.offers };
}
