/**
 * What a form schema depends on besides the shopper's input: the dealer's form settings and the
 * locations and dealerships the form offers. The browser and the server build the same schema from it.
 */
import type { WebsiteSettings } from "~/domain/settings/schema";
import type { AustralianState } from "./fields";
import type { TradeInKind } from "~/domain/valuation/vehicle";

export type FormSettings = WebsiteSettings["forms"];
/** `sells`: a sales yard (not a service centre or parts counter); forms about a car offer only these. Absent means it sells. */
export type LocationOption = { id: number; name: string; slug: string; dealershipId: number; sells?: boolean };
export type DealershipOption = { id: number; slug: string; name: string };

export type FormContext = {
  settings: FormSettings;
  /** The locations the location select offers (visible ones only). */
  locations: LocationOption[];
  dealerships: DealershipOption[];
  /** The dealer's default state (settings.search.defaultState): a rego's state when the shopper gives none. Absent: QLD. */
  defaultState?: AustralianState;
  /** What a trade-in starts as: the first kind of vehicle the dealer sells. Absent: a car. */
  defaultTradeKind?: TradeInKind;
  /** The kinds of vehicle the dealer sells (settings.vehicleKinds). Absent: cars. */
  vehicleKinds?: readonly string[];
};

export function isCategorySelectShown(ctx: FormContext): boolean {
  return ctx.settings.categorySelect;
}

export function isLocationSelectShown(ctx: FormContext): boolean {
  return ctx.settings.locationSelect && ctx.locations.length > 0;
}

/** Required when there is more than one dealership and the dealer has not removed the select. */
export function isDealershipSelectShown(ctx: FormContext): boolean {
  return ctx.dealerships.length > 1 && !ctx.settings.preferredDealershipSelectRemoved;
}

/**
 * Whether the shopper must pick a dealership. Not when the dealer fills dealership_slug from the
 * location and the (required) location select is shown: the location then decides.
 */
export function isDealershipRequired(ctx: FormContext): boolean {
  if (!isDealershipSelectShown(ctx)) return false;
  return !(ctx.settings.dealershipSlugFromLocation && isLocationSelectShown(ctx));
}

export function isOptInShown(ctx: FormContext): boolean {
  return !ctx.settings.optInHidden;
}

export function areTermsRequired(ctx: FormContext): boolean {
  return ctx.settings.termsRequired;
}

export function isCommentsRequired(ctx: FormContext): boolean {
  return !ctx.settings.commentsOptional;
}

/** Everything a form component needs to decide which controls to render. */
export function formLayout(ctx: FormContext) {
  return {
    categorySelect: isCategorySelectShown(ctx),
    locationSelect: isLocationSelectShown(ctx),
    dealershipSelect: isDealershipSelectShown(ctx),
    dealershipRequired: isDealershipRequired(ctx),
    optIn: isOptInShown(ctx),
    terms: areTermsRequired(ctx),
    commentsRequired: isCommentsRequired(ctx),
  };
}
