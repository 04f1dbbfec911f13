/**
 * What a shopper gives for an instant estimate: the rego and its state, or the make, model and year (badge
 * optional); the kilometres and the condition. The state defaults to QLD (001 §9: default state qld).
 */
import { z } from "zod";
import { AUSTRALIAN_STATES, FIELD_MESSAGES, blankToUndefined, kmsField, regoFieldOf } from "~/domain/forms/fields";
import { CONDITIONS, type Condition } from "./model";

export const DEFAULT_REGO_STATE = "QLD";
export const VALUATION_MESSAGES = {
  identify: "Please enter the rego, or the make, model and year.",
  make: "Please enter the make.",
  model: "Please enter the model.",
  year: "Please enter the year, e.g. 2019.",
  condition: "Please choose the car's condition.",
  regoNotFound: "We couldn't find that rego. Please enter the make, model and year instead.",
} as const;

export const VALUATION_FIELDS = ["rego", "regoState", "make", "model", "year", "badge", "kms", "condition"] as const;

const text = (max: number) => z.preprocess(blankToUndefined, z.string().max(max, FIELD_MESSAGES.tooLong).optional());

/** The state a rego belongs to: the one chosen, else QLD. */
const regoStateDefaulted = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    return typeof v === "string" ? v.toUpperCase() : DEFAULT_REGO_STATE;
  },
  z.enum(AUSTRALIAN_STATES, { error: FIELD_MESSAGES.regoState }),
);

const yearField = (now: Date) =>
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

export function makeValuationRequestSchema(now: Date) {
  return z
    .object({
      rego: regoFieldOf(false),
      regoState: regoStateDefaulted,
      make: text(40),
      model: text(60),
      year: yearField(now),
      badge: text(60),
      kms: kmsField,
      condition: z.preprocess(
        (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
        z.enum(CONDITIONS, { error: VALUATION_MESSAGES.condition }),
      ),
    })
    .superRefine((v, ctx) => {
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
    });
}

export type ValuationRequest = z.output<ReturnType<typeof makeValuationRequestSchema>>;

/** The car being valued, as a provider identified it or the shopper described it. */
export type ValuedVehicle = { year: number; make: string; model: string; badge?: string };

/** What the page shows after "Get my estimate". */
export type ValuationOutcome =
  | { kind: "estimate"; vehicle: ValuedVehicle; km: number; condition: Condition; valuation: import("./model").Valuation }
  /** Over 7 years or 100,000 km: the FAQ's words and an appraisal request. */
  | { kind: "no-online-estimate"; vehicle: ValuedVehicle; km: number; condition: Condition; reason: "age" | "km" }
  /** Too few comparable listings to say anything: an appraisal request. */
  | { kind: "no-comparables"; vehicle: ValuedVehicle; km: number; condition: Condition }
  /** The rego was not found: the shopper gives the make, model and year. */
  | { kind: "rego-not-found" }
  /** The valuation service did not answer: an appraisal request. */
  | { kind: "unavailable"; vehicle?: ValuedVehicle; km: number; condition: Condition };

export function vehicleTitle(v: ValuedVehicle): string {
  return [v.year, v.make, v.model, v.badge].filter(Boolean).join(" ");
}
