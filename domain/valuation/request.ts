/**
 * What a shopper gives for an instant estimate: the rego and its state, or the make, model and year (badge
 * optional); the kilometres and the condition. The state defaults to the dealer's default state (001 §9: "Default
 * state qld", settings.search.defaultState).
 */
import { z } from "zod";
import { AUSTRALIAN_STATES, FIELD_MESSAGES, blankToUndefined, optionalKmsField, regoFieldOf } from "~/domain/forms/fields";
import { CONDITIONS } from "./model";
import { DEFAULT_STATE } from "~/domain/locations/australian-state";
import type { AustralianState } from "~/domain/forms/fields";
import { TRADE_IN_KINDS, VALUATION_MESSAGES, hasOdometer, type TradeInKind } from "./vehicle";

export * from "./vehicle";

export const VALUATION_FIELDS = ["tradeKind", "rego", "regoState", "make", "model", "year", "badge", "kms", "condition"] as const;

/** What is being traded in: the one chosen, else the dealer's first kind. */
export const tradeKindOr = (fallback: TradeInKind) =>
  z.preprocess((value) => blankToUndefined(value) ?? fallback, z.enum(TRADE_IN_KINDS, { error: VALUATION_MESSAGES.tradeKind }));

/** The kilometres: required of a vehicle with an odometer; a caravan's are not asked and not kept. */
export function requireKmsOfOdometer(v: { tradeKind: TradeInKind; kms?: number }, ctx: z.RefinementCtx): void {
  if (hasOdometer(v.tradeKind) && v.kms === undefined) ctx.addIssue({ code: "custom", path: ["kms"], message: FIELD_MESSAGES.kms });
}

export const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().max(max, FIELD_MESSAGES.tooLong).optional());

/** The state a rego belongs to: the one chosen, else the dealer's default state. */
export const regoStateOr = (fallback: AustralianState) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === "string" ? v.toUpperCase() : fallback;
    },
    z.enum(AUSTRALIAN_STATES, { error: FIELD_MESSAGES.regoState }),
  );

/** A model year from 1950 to next year (at `now`). */
export const yearField = (now: Date) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === "string" && /^\d{4}$/.test(v) ? Number(v) : v;
    },
    z
      .number({ error: VALUATION_MESSAGES.year })
      .int(VALUATION_MESSAGES.year)
      .min(1950, VALUATION_MESSAGES.year)
      .max(now.getUTCFullYear() + 1, VALUATION_MESSAGES.year)
      .optional(),
  );

export const conditionField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(CONDITIONS, { error: VALUATION_MESSAGES.condition }),
);

export function makeValuationRequestSchema(now: Date, defaultState: AustralianState = DEFAULT_STATE, defaultKind: TradeInKind = "car") {
  return z
    .object({
      tradeKind: tradeKindOr(defaultKind),
      rego: regoFieldOf(false),
      regoState: regoStateOr(defaultState),
      make: optionalText(40),
      model: optionalText(60),
      year: yearField(now),
      badge: optionalText(60),
      kms: optionalKmsField,
      condition: conditionField,
    })
    .superRefine((v, ctx) => {
      requireKmsOfOdometer(v, ctx);
      const byModel = v.make !== undefined || v.model !== undefined || v.year !== undefined;
      if (v.rego !== undefined && !byModel) return;
      if (!byModel) {
        ctx.addIssue({ code: "custom", path: ["rego"], message: VALUATION_MESSAGES.identify });
        return;
      }
      // Make, model and year together, or not at all.
      if (v.make === undefined) ctx.addIssue({ code: "custom", path: ["make"], message: VALUATION_MESSAGES.make });
      if (v.model === undefined) ctx.addIssue({ code: "custom", path: ["model"], message: VALUATION_MESSAGES.model });
      if (v.year === undefined) ctx.addIssue({ code: "custom", path: ["year"], message: VALUATION_MESSAGES.year });
    })
    .transform(({ kms, ...v }) => ({ ...v, kms: hasOdometer(v.tradeKind) ? (kms ?? null) : null }));
}

export type ValuationRequest = z.output<ReturnType<typeof makeValuationRequestSchema>>;
