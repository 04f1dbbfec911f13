/**
 * The trade-in form (/trade-in, /cars/trade-in?car_id={id}): first name, last name, mobile, email,
 * postcode, plus the vehicle: rego, rego state, kilometres. Field names follow the spec's lead-capture
 * list (kms, regoState, rego, location_id).
 */
import { z } from "zod";
import type { FormContext } from "./context";
import {
  emailField,
  firstNameField,
  kmsField,
  lastNameField,
  messageField,
  mobileField,
  postcodeField,
  regoFieldOf,
  regoStateField,
  yesNoField,
} from "./fields";
import { eventIdFor } from "./normalise";
import { carShape, contactExtrasShape, placeFields, withResolvedDealership } from "./shared";

export function makeTradeInSchema(ctx: FormContext) {
  const place = placeFields(ctx);
  return z
    .object({
      first_name: firstNameField,
      last_name: lastNameField,
      mobile: mobileField,
      email: emailField,
      postcode: postcodeField,
      rego: regoFieldOf(true),
      regoState: regoStateField,
      kms: kmsField,
      under_finance: yesNoField,
      message: messageField(false),
      location_id: place.location,
      dealership_slug: place.dealership_slug,
      ...contactExtrasShape(ctx),
      // The car the shopper wants to trade into, when they came from a vehicle page.
      ...carShape(false),
    })
    .transform((values) => ({
      ...withResolvedDealership(ctx, values, values.location_id),
      event_id: eventIdFor(ctx.settings, false),
    }));
}

export type TradeInValues = z.output<ReturnType<typeof makeTradeInSchema>>;
