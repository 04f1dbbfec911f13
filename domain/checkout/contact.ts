/** The checkout's form: who is reserving, and that they accepted the terms. Messages name the field in plain words. */
import { z } from "zod";
import { toAustralianE164 } from "~/domain/phone/au-phone";

export const CHECKOUT_MESSAGES = {
  name: "Enter your full name.",
  email: "Enter an email address like name@example.com.",
  phone: "Enter an Australian phone number, like 0412 345 678.",
  terms: "Tick to accept the reservation terms.",
  reference: "Enter the reference your dealer gave you (letters, numbers and dashes).",
  amount: "Enter an amount between $1 and $50,000.",
  fulfilment: "Choose delivery or pick-up.",
  postcode: "Enter a 4-digit postcode for delivery.",
  returnPolicy: "Tick to confirm you have read the return policy.",
} as const;

export const checkoutContactSchema = z.object({
  name: z.string().trim().min(2, CHECKOUT_MESSAGES.name).max(120, CHECKOUT_MESSAGES.name),
  email: z.string().trim().toLowerCase().max(200).email(CHECKOUT_MESSAGES.email),
  phone: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const e164 = toAustralianE164(v);
      if (!e164) ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.phone });
      return e164 ?? "";
    }),
  terms: z.literal("on", { error: CHECKOUT_MESSAGES.terms }),
});
export type CheckoutContact = z.output<typeof checkoutContactSchema>;

/** The buy-online order's own steps, on top of the contact: how the car reaches the shopper, and the return policy read. */
export const buyOnlineSchema = checkoutContactSchema
  .extend({
    fulfilment: z.enum(["delivery", "pickup"], { error: CHECKOUT_MESSAGES.fulfilment }),
    postcode: z.string().trim().optional().default(""),
    trade_in: z.enum(["yes", "no"]).optional().default("no"),
    finance: z.enum(["yes", "no"]).optional().default("no"),
    return_policy: z.literal("on", { error: CHECKOUT_MESSAGES.returnPolicy }),
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment === "delivery" && !/^\d{4}$/.test(v.postcode))
      ctx.addIssue({ code: "custom", path: ["postcode"], message: CHECKOUT_MESSAGES.postcode });
  });
export type BuyOnlineOrder = z.output<typeof buyOnlineSchema>;

/** /online-payment: the dealer's reference and the amount they asked for, in whole cents. */
export const onlinePaymentSchema = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, CHECKOUT_MESSAGES.reference),
  amount: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const m = /^\$?\s*(\d{1,3}(,?\d{3})*|\d+)(\.\d{1,2})?$/.exec(v);
      const cents = m ? Math.round(Number(v.replace(/[$,\s]/g, "")) * 100) : NaN;
      if (!Number.isFinite(cents) || cents < 100 || cents > 5_000_000) ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.amount });
      return cents;
    }),
  name: checkoutContactSchema.shape.name,
  email: checkoutContactSchema.shape.email,
});

/** Field → first message, for the form to show beside each field. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
