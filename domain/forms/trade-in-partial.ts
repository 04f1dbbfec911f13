/**
 * The trade-in form's partial lead (001 §5: "fields that trigger lead capture: kms, regoState, rego, name, phone,
 * email, location_id"). While the shopper types, what they have entered so far is kept (debounced, 400 ms, 000 §9)
 * once it is worth a call back: a name, a way to reach them (mobile or email) and the car (a rego, or make, model
 * and year). If they do not finish, it goes to the dealer after `PARTIAL_LEAD_DELAY_MS`; a finished submit replaces
 * it. One shopper's one car makes one lead: `shopperCarIdentity` is what "one shopper's one car" means.
 */
import type { FormContext } from "./context";
import type { FieldErrors } from "./summary";
import { eventIdFor } from "./normalise";
import { tradeInShape } from "./trade-in";

/** The spec's lead-capture fields, and the trade-in form's inputs that hold them (name → first and last name, phone → mobile). */
export const LEAD_CAPTURE_FIELDS = ["kms", "regoState", "rego", "name", "phone", "email", "location_id"] as const;
export const LEAD_CAPTURE_INPUTS = ["kms", "regoState", "rego", "first_name", "last_name", "mobile", "email", "location_id"] as const;
export const PARTIAL_LEAD_DEBOUNCE_MS = 400;
/** How long after the shopper's last change an unfinished trade-in goes to the dealer. */
export const PARTIAL_LEAD_DELAY_MS = 30 * 60_000;
export const PARTIAL_NOT_READY = "Not enough to keep yet: a name, a mobile or email, and the car.";

export type PartialTradeIn =
  | { ready: false; errors: FieldErrors }
  | { ready: true; form: Record<string, unknown> & { event_id: number }; shopper: string; car: string };

/**
 * What a half-filled trade-in form holds that is valid, field by field (an invalid or empty field is left out,
 * never an error), and whether it is worth keeping.
 */
export function partialTradeIn(ctx: FormContext, values: Record<string, unknown>): PartialTradeIn {
  const form: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(tradeInShape(ctx))) {
    const parsed = schema.safeParse(values[name]);
    if (parsed.success && parsed.data !== undefined) form[name] = parsed.data;
  }
  const identity = shopperCarIdentity(form);
  const named = typeof form.first_name === "string" || typeof form.last_name === "string";
  if (!identity || !named) return { ready: false, errors: { "": [PARTIAL_NOT_READY] } };
  return { ready: true, form: { ...form, event_id: eventIdFor(ctx.settings, false) }, ...identity };
}

/**
 * Who and which car: the shopper by mobile (the platform knows shoppers by phone, 000 §6), else email; the car by
 * rego and state, else year, make and model. Undefined until both are known.
 */
export function shopperCarIdentity(form: Record<string, unknown>): { shopper: string; car: string } | undefined {
  const shopper =
    typeof form.mobile === "string" ? `mobile:${form.mobile}` : typeof form.email === "string" ? `email:${form.email}` : undefined;
  const lower = (v: unknown) => String(v).trim().toLowerCase();
  const car =
    typeof form.rego === "string"
      ? `rego:${form.regoState ?? ""}:${form.rego}`
      : typeof form.make === "string" && typeof form.model === "string" && typeof form.year === "number"
        ? `car:${form.year}:${lower(form.make)}:${lower(form.model)}`
        : undefined;
  return shopper && car ? { shopper, car } : undefined;
}
