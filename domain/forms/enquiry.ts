/**
 * The Enquire form: the vehicle page modal, /contact and /contact-us/{locationSlug}.
 * Fields follow the spec: name, email, phone, message (labelled Comments), category, rego, location,
 * dealership_slug, opt_in, terms_conditions, page_id, subcategory, additional_services.
 */
import { z } from "zod";
import { type FormContext, isCategorySelectShown, isCommentsRequired } from "./context";
import { FIELD_MESSAGES, additionalServicesField, blankToUndefined, messageField, optionalText, regoField, yesNoField } from "./fields";
import { ENQUIRY_CATEGORIES, eventIdFor, isCareers, normaliseCategory } from "./normalise";
import { carShape, contactShape, placeFields, withResolvedDealership } from "./shared";

const categoryField = (required: boolean) => {
  const category = z.enum(ENQUIRY_CATEGORIES, { error: FIELD_MESSAGES.category });
  return z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (typeof v !== "string") return v;
      return ENQUIRY_CATEGORIES.find((c) => c.toLowerCase() === v.toLowerCase()) ?? v;
    },
    required ? category : category.optional(),
  );
};

export function makeEnquirySchema(ctx: FormContext) {
  const place = placeFields(ctx);
  return z
    .object({
      ...contactShape(ctx),
      message: messageField(isCommentsRequired(ctx)),
      category: categoryField(isCategorySelectShown(ctx)),
      subcategory: optionalText(),
      rego: regoField,
      location: place.location,
      dealership_slug: place.dealership_slug,
      additional_services: additionalServicesField,
      has_trade_in: yesNoField,
      ...carShape(false),
    })
    .transform((values) => {
      const { category, subcategory } = normaliseCategory(values.category, values.subcategory);
      return {
        ...withResolvedDealership(ctx, values, values.location),
        category,
        subcategory,
        event_id: eventIdFor(ctx.settings, isCareers(subcategory)),
      };
    });
}

export type EnquiryValues = z.output<ReturnType<typeof makeEnquirySchema>>;
