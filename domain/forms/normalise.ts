/** The enquiry rules that rewrite what the shopper chose before the lead is stored. */
import type { DealershipOption, FormContext, FormSettings, LocationOption } from "./context";

export const GENERAL_ENQUIRY = "General Enquiry";
export const CAREERS_ENQUIRY = "Careers Enquiry";
export const CAREER_SUBCATEGORY = "Career Enquiry";

export const ENQUIRY_CATEGORIES = [
  GENERAL_ENQUIRY,
  "Sales Enquiry",
  "Service Enquiry",
  "Parts Enquiry",
  "Finance Enquiry",
  CAREERS_ENQUIRY,
] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];
export const DEFAULT_ENQUIRY_CATEGORY: EnquiryCategory = GENERAL_ENQUIRY;

/** Careers Enquiry becomes General Enquiry with subcategory Career Enquiry. */
export function normaliseCategory(
  category: string | undefined,
  subcategory: string | undefined,
): { category: string; subcategory: string | undefined } {
  if (category === CAREERS_ENQUIRY) return { category: GENERAL_ENQUIRY, subcategory: CAREER_SUBCATEGORY };
  return { category: category ?? DEFAULT_ENQUIRY_CATEGORY, subcategory };
}

export function isCareers(subcategory: string | undefined): boolean {
  return subcategory === CAREER_SUBCATEGORY;
}

/** The tracking event id: the dealer's careers id for careers enquiries, the default id otherwise. */
export function eventIdFor(settings: FormSettings, careers: boolean): number {
  return careers ? settings.careersEventId : settings.defaultEventId;
}

/** The location select auto-selects when only one option exists. */
export function autoSelectedLocation(locations: LocationOption[]): number | undefined {
  return locations.length === 1 ? locations[0].id : undefined;
}

/** One dealership needs no choice. */
export function autoSelectedDealership(dealerships: DealershipOption[]): string | undefined {
  return dealerships.length === 1 ? dealerships[0].slug : undefined;
}

/** The dealership slug to store: from the chosen location where the dealer says so, else the shopper's choice. */
export function resolveDealershipSlug(
  ctx: FormContext,
  locationId: number | undefined,
  chosen: string | undefined,
): string | undefined {
  if (ctx.settings.dealershipSlugFromLocation && locationId !== undefined) {
    const location = ctx.locations.find((l) => l.id === locationId);
    const dealership = location && ctx.dealerships.find((d) => d.id === location.dealershipId);
    if (dealership) return dealership.slug;
  }
  return chosen ?? autoSelectedDealership(ctx.dealerships);
}
