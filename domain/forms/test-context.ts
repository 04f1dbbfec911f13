/** Builds form contexts for the schema tests. */
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import type { DealershipOption, FormContext, FormSettings, LocationOption } from "./context";

export const northDealership: DealershipOption = { id: 1, slug: "north-motors", name: "North Motors" };
export const southDealership: DealershipOption = { id: 2, slug: "south-motors", name: "South Motors" };
export const northLocation: LocationOption = { id: 11, name: "North Sales", slug: "north-sales", dealershipId: 1 };
export const southLocation: LocationOption = { id: 22, name: "South Sales", slug: "south-sales", dealershipId: 2 };

export function testContext(
  overrides: {
    settings?: Partial<FormSettings>;
    locations?: LocationOption[];
    dealerships?: DealershipOption[];
    vehicleKinds?: string[];
  } = {},
): FormContext {
  return {
    settings: { ...DEFAULT_SETTINGS.forms, ...overrides.settings },
    locations: overrides.locations ?? [northLocation, southLocation],
    dealerships: overrides.dealerships ?? [northDealership, southDealership],
    ...(overrides.vehicleKinds ? { vehicleKinds: overrides.vehicleKinds } : {}),
  };
}

export const validContact = { name: "Jo Citizen", email: "jo@example.com", phone: "0412 345 678" };
