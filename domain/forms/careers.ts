/**
 * The careers form: an enquiry that is always a Careers Enquiry, so it is stored as
 * General Enquiry with subcategory Career Enquiry and tracked with the careers event id.
 */
import { z } from "zod";
import { type FormContext, isCommentsRequired } from "./context";
import { messageField } from "./fields";
import { CAREERS_ENQUIRY, eventIdFor, normaliseCategory } from "./normalise";
import { contactShape, placeFields, withResolvedDealership } from "./shared";

export function makeCareersSchema(ctx: FormContext) {
  const place = placeFields(ctx);
  return z
    .object({
      ...contactShape(ctx),
      message: messageField(isCommentsRequired(ctx)),
      location: place.location,
      dealership_slug: place.dealership_slug,
    })
    .transform((values) => {
      const { category, subcategory } = normaliseCategory(CAREERS_ENQUIRY, undefined);
      return {
        ...withResolvedDealership(ctx, values, values.location),
        category,
        subcategory,
        event_id: eventIdFor(ctx.settings, true),
      };
    });
}

export type CareersValues = z.output<ReturnType<typeof makeCareersSchema>>;
