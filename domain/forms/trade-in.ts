/**
 * The trade-in form (/trade-in, /sell-my-car, /cars/trade-in?car_id={id}): first name, last name, mobile, email,
 * postcode (001 §5), plus the shopper's car as the instant estimate step described it: rego and rego state (the
 * dealer's default state when not given, 001 §9), or make, model and year (badge optional); kilometres and condition. Field names follow
 * the spec's lead-capture list (kms, regoState, rego, location_id).
 */
import { z } from "zod";
import { DEFAULT_STATE } from "~/domain/locations/australian-state";
import { hasOdometer } from "~/domain/valuation/vehicle";
import { conditionField, optionalText, regoStateOr, requireKmsOfOdometer, tradeKindOr, yearField } from "~/domain/valuation/request";
import type { FormContext } from "./context";
import {
  FIELD_MESSAGES,
  emailField,
  firstNameField,
  optionalKmsField,
  lastNameField,
  messageField,
  mobileField,
  postcodeField,
  regoFieldOf,
  yesNoField,
} from "./fields";
import { eventIdFor } from "./normalise";
import { carShape, contactExtrasShape, placeFields, withResolvedDealership } from "./shared";

/** The form's year bound does not move with the clock: the estimate step checked the year against today. */
const LATEST_MODEL_YEAR = new Date("2100-01-01T00:00:00Z");

/** The shopper's car: a rego (in the dealer's default state unless chosen), or make, model and year; kilometres; condition when the estimate step asked. */
export const tradeInCarShape = (ctx: FormContext) => ({
  tradeKind: tradeKindOr(ctx.defaultTradeKind ?? "car"),
  rego: regoFieldOf(false),
  regoState: regoStateOr(ctx.defaultState ?? DEFAULT_STATE),
  make: optionalText(40),
  model: optionalText(60),
  year: yearField(LATEST_MODEL_YEAR),
  badge: optionalText(60),
  kms: optionalKmsField,
  condition: conditionField.optional(),
});

/** Every field of the trade-in form, by name (the partial lead reads them one by one). */
export function tradeInShape(ctx: FormContext) {
  const place = placeFields(ctx);
  return {
    first_name: firstNameField,
    last_name: lastNameField,
    mobile: mobileField,
    email: emailField,
    postcode: postcodeField,
    ...tradeInCarShape(ctx),
    under_finance: yesNoField,
    message: messageField(false),
    location_id: place.location,
    dealership_slug: place.dealership_slug,
    ...contactExtrasShape(ctx),
    // The car the shopper wants to trade into, when they came from a vehicle page.
    ...carShape(false),
  };
}

export function makeTradeInSchema(ctx: FormContext) {
  return z
    .object(tradeInShape(ctx))
    .superRefine(
      (v, issues) => {
        requireKmsOfOdometer(v, issues);
        const described = v.make !== undefined && v.model !== undefined && v.year !== undefined;
        if (v.rego === undefined && !described) issues.addIssue({ code: "custom", path: ["rego"], message: FIELD_MESSAGES.regoRequired });
      },
      // Said with the other missing fields, not after they are fixed. Runs unless the rego itself is wrong.
      {
        when: (payload) =>
          !payload.issues.some((i) => i.path?.[0] === "rego") && typeof payload.value === "object" && payload.value !== null,
      },
    )
    .transform((values) => ({
      ...withResolvedDealership(ctx, values, values.location_id),
      // A caravan has no odometer: kilometres typed for one are not kept.
      kms: hasOdometer(values.tradeKind) ? values.kms : undefined,
      event_id: eventIdFor(ctx.settings, false),
    }));
}

export type TradeInValues = z.output<ReturnType<typeof makeTradeInSchema>>;
