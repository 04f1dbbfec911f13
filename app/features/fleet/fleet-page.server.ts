/**
 * /fleet: the fleet enquiry page, when the dealer has it on (settings.features.fleet), in the dealer's own words where
 * they wrote them (Content › Fleet page: settings.fleetPage, its HTML cleaned again here), the standard words elsewhere.
 */
import { data, type RouterContextProvider } from "react-router";
import { descriptionOf } from "~/app/features/forms/route-helpers";
import { fleetView } from "~/domain/content/fleet-page";
import { requireSite } from "~/server/http/router-context";

export function loadFleetPage(context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  if (!site.settings.features.fleet) throw data("Not found", { status: 404 });
  return {
    phone: site.settings.contact.phone || site.dealerships[0]?.phone || null,
    text: fleetView(site.settings.fleetPage, site.name, (words) => descriptionOf(words)),
  };
}

export type FleetPageData = ReturnType<typeof loadFleetPage>;
