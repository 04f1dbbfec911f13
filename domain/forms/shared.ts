/** Building blocks shared by the form schemas: the contact block and the location/dealership block. */
import { z } from "zod";
import { type FormContext, areTermsRequired, isDealershipRequired, isLocationSelectShown, isOptInShown } from "./context";
import {
  FIELD_MESSAGES,
  blankToUndefined,
  emailField,
  idField,
  nameField,
  optInField,
  optionalText,
  phoneField,
  preferredContactMethodField,
  termsField,
} from "./fields";
import { autoSelectedDealership, autoSelectedLocation, resolveDealershipSlug } from "./normalise";

/** name, email, phone, preferred contact method, opt-in (unless hidden), terms (where required), page_id. */
export function contactShape(ctx: FormContext) {
  return {
    name: nameField,
    email: emailField,
    phone: phoneField,
    ...contactExtrasShape(ctx),
  };
}

/** The parts of the contact block that do not depend on how the form asks for the shopper's name and phone. */
export function contactExtrasShape(ctx: FormContext) {
  return {
    preferred_contact_method: preferredContactMethodField,
    // A hidden opt-in is never ticked, whatever is posted.
    opt_in: isOptInShown(ctx) ? optInField : z.preprocess(() => false, z.boolean()),
    ...(areTermsRequired(ctx) ? { terms_conditions: termsField } : {}),
    page_id: optionalText(),
    // The offer an "Enquire Now" is about (hidden input); the server checks the site shows it and snapshots it.
    offer_id: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: FIELD_MESSAGES.offer }).int().positive().max(2_147_483_647).optional(),
    ),
  };
}

/** The car a vehicle-page form is about (hidden input). Whether it belongs to the site is checked on the server. */
export function carShape(required: boolean) {
  const field = idField(FIELD_MESSAGES.car);
  return { car_id: required ? field : field.optional() };
}

/**
 * The location (a location id) and `dealership_slug` fields. The location is required when its
 * select is shown and auto-selected when there is one option; a location posted from a page that
 * fixes it (/contact-us/{locationSlug}) is accepted when it is one of the options.
 */
export function placeFields(ctx: FormContext) {
  const locationIds = new Set(ctx.locations.map((l) => l.id));
  const dealershipSlugs = new Set(ctx.dealerships.map((d) => d.slug));
  const onlyLocation = autoSelectedLocation(ctx.locations);
  const onlyDealership = autoSelectedDealership(ctx.dealerships);

  const locationId = idField(FIELD_MESSAGES.location).refine((id) => locationIds.has(id), FIELD_MESSAGES.location);
  const dealershipSlug = z
    .string({ error: FIELD_MESSAGES.dealership })
    .refine((slug) => dealershipSlugs.has(slug), FIELD_MESSAGES.dealership);
  return {
    // Fill the auto-selection before `optional()` can short-circuit on a missing value.
    location: z.preprocess(
      (value) => blankToUndefined(value) ?? onlyLocation,
      isLocationSelectShown(ctx) ? locationId : locationId.optional(),
    ),
    dealership_slug: z.preprocess(
      (value) => blankToUndefined(value) ?? onlyDealership,
      isDealershipRequired(ctx) ? dealershipSlug : dealershipSlug.optional(),
    ),
  };
}

/** Applies the dealer's dealership_slug-from-location rule to parsed values. */
export function withResolvedDealership<T extends { dealership_slug?: string }>(
  ctx: FormContext,
  values: T,
  locationId: number | undefined,
): T & { dealership_slug: string | undefined } {
  return { ...values, dealership_slug: resolveDealershipSlug(ctx, locationId, values.dealership_slug) };
}
