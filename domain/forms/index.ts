/** One zod schema per lead form, built from the dealer's settings and the form's options. */
import type { z } from "zod";
import { makeCareersSchema } from "./careers";
import type { FormContext } from "./context";
import { makeEnquirySchema } from "./enquiry";
import { DEFAULT_PREFERRED_CONTACT_METHOD } from "./fields";
import { makeFinanceRequestSchema } from "./finance-request";
import { makeChatSchema } from "./chat";
import { makeFleetSchema } from "./fleet";
import { DEFAULT_ENQUIRY_CATEGORY, autoSelectedDealership, autoSelectedLocation } from "./normalise";
import { makeRequestPhotosSchema } from "./request-photos";
import { makeTestDriveSchema } from "./test-drive";
import { makeTradeInSchema } from "./trade-in";

export const LEAD_KINDS = ["enquiry", "test-drive", "request-photos", "finance", "careers", "trade-in", "fleet", "chat"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export function isLeadKind(value: string): value is LeadKind {
  return (LEAD_KINDS as readonly string[]).includes(value);
}

const builders = {
  enquiry: makeEnquirySchema,
  "test-drive": makeTestDriveSchema,
  "request-photos": makeRequestPhotosSchema,
  finance: makeFinanceRequestSchema,
  careers: makeCareersSchema,
  "trade-in": makeTradeInSchema,
  fleet: makeFleetSchema,
  chat: makeChatSchema,
} satisfies Record<LeadKind, (ctx: FormContext) => z.ZodType>;

export type LeadSchema<K extends LeadKind> = ReturnType<(typeof builders)[K]>;
export type LeadFormValues<K extends LeadKind = LeadKind> = z.output<LeadSchema<K>>;

export function makeLeadSchema<K extends LeadKind>(kind: K, ctx: FormContext): LeadSchema<K> {
  return builders[kind](ctx) as LeadSchema<K>;
}

/** Initial values for a form: General Enquiry, the only location or dealership, Phone. */
export function formDefaults(kind: LeadKind, ctx: FormContext): Record<string, string> {
  const defaults: Record<string, string> = { preferred_contact_method: DEFAULT_PREFERRED_CONTACT_METHOD };
  if (kind === "enquiry" && ctx.settings.categorySelect) defaults.category = DEFAULT_ENQUIRY_CATEGORY;
  const location = autoSelectedLocation(ctx.locations);
  if (location !== undefined && kind !== "request-photos") {
    defaults[kind === "trade-in" ? "location_id" : "location"] = String(location);
  }
  const dealership = autoSelectedDealership(ctx.dealerships);
  if (dealership !== undefined && kind !== "request-photos") defaults.dealership_slug = dealership;
  return defaults;
}

export * from "./context";
export * from "./fields";
export * from "./honeypot";
export * from "./idempotency";
export * from "./normalise";
export * from "./summary";
export { makeCareersSchema, makeEnquirySchema, makeFinanceRequestSchema, makeRequestPhotosSchema, makeTestDriveSchema, makeTradeInSchema };
export type { FleetValues } from "./fleet";
export type { CareersValues } from "./careers";
export type { EnquiryValues } from "./enquiry";
export type { FinanceRequestValues } from "./finance-request";
export type { RequestPhotosValues } from "./request-photos";
export type { TestDriveValues } from "./test-drive";
export type { TradeInValues } from "./trade-in";
