/** The rules that rewrite what the shopper sent before the lead is stored: text cleaning and the enquiry rules. */
import type { DealershipOption, FormContext, FormSettings, LocationOption } from "./context";

// C0 controls other than tab, newline and carriage return; DEL; C1 controls.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_CHARACTERS = /[\t\n\r]/g;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as it may be stored: control characters and unpaired UTF-16 surrogates removed (PostgreSQL
 * refuses NUL and unpaired surrogates in text and JSON, and none of them is anything a person typed).
 * Multi-line text (Comments) keeps tabs and line breaks; in one-line text they become spaces.
 */
export function cleanText(text: string, multiline = false): string {
  const lines = multiline ? text : text.replace(LINE_CHARACTERS, " ");
  return lines.replace(CONTROL_CHARACTERS, "").replace(LONE_SURROGATES, "");
}

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
export function resolveDealershipSlug(ctx: FormContext, locationId: number | undefined, chosen: string | undefined): string | undefined {
  if (ctx.settings.dealershipSlugFromLocation && locationId !== undefined) {
    const location = ctx.locations.find((l) => l.id === locationId);
    const dealership = location && ctx.dealerships.find((d) => d.id === location.dealershipId);
    if (dealership) return dealership.slug;
  }
  return chosen ?? autoSelectedDealership(ctx.dealerships);
}
