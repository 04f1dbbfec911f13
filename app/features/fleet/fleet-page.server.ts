/** /fleet: the fleet enquiry page, when the dealer has it on (settings.features.fleet). */
import { data, type RouterContextProvider } from "react-router";
import { siteFormContext } from "~/app/features/forms/form-page.server";
import { requireSite } from "~/server/http/router-context";

export function loadFleetPage(context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  if (!site.settings.features.fleet) throw data("Not found", { status: 404 });
  return { ctx: siteFormContext(site), phone: site.settings.contact.phone || site.dealerships[0]?.phone || null };
}

export type FleetPageData = ReturnType<typeof loadFleetPage>;
