import type { FormContext } from "~/domain/forms";
import { siteDefaultState } from "~/domain/locations/australian-state";
import { defaultTradeInKind } from "~/domain/valuation/vehicle";
import type { ClientSite } from "~/server/tenancy/client-site";

/**
 * Every lead form's context, from the site every page already carries (its root data): the same locations (visible,
 * not hidden from shoppers) and dealerships the server checks a lead against (toFormContext in
 * server/leads/form-context.ts, unit-tested equal), so no page sends them again in its own data (issue 18's page
 * budget: ~0.8 KB on a group's car page).
 */
export function siteFormContext(site: ClientSite): FormContext {
  const s = site.settings;
  return {
    settings: s.forms,
    locations: site.locations.map(({ id, name, slug, dealershipId, sells }) => ({ id, name, slug, dealershipId, sells })),
    dealerships: site.dealerships.map(({ id, slug, name }) => ({ id, slug, name })),
    defaultState: siteDefaultState(s),
    defaultTradeKind: defaultTradeInKind(s.vehicleKinds),
    vehicleKinds: s.vehicleKinds,
  };
}
