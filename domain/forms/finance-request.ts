/** A finance request, with the spec's Yes/No questions: under finance, and do you have a trade-in. */
import { z } from "zod";
import type { FormContext } from "./context";
import { messageField, yesNoField } from "./fields";
import { eventIdFor } from "./normalise";
import { carShape, contactShape, placeFields, withResolvedDealership } from "./shared";

export function makeFinanceRequestSchema(ctx: FormContext) {
  const place = placeFields(ctx);
  return z
    .object({
      ...contactShape(ctx),
      message: messageField(false),
      under_finance: yesNoField,
      has_trade_in: yesNoField,
      location: place.location,
      dealership_slug: place.dealership_slug,
      ...carShape(false),
    })
    .transform((values) => ({
      ...withResolvedDealership(ctx, values, values.location),
      event_id: eventIdFor(ctx.settings, false),
    }));
}

export type FinanceRequestValues = z.output<ReturnType<typeof makeFinanceRequestSchema>>;
