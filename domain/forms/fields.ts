/**
 * Shared field definitions for every lead form. Each accepts what a browser form sends (strings,
 * "" for an empty input, "on" for a ticked checkbox) and what a JSON client sends, and outputs the
 * normalised value (trimmed text, lower-case email, E.164 phone, upper-case rego, numbers).
 */
import { isAustralianMobile, toAustralianE164 } from "~/domain/phone/au-phone";
import { z } from "zod";
import { cleanText } from "./normalise";
import { MAX_RECORD_ID } from "~/domain/routing/record-id";

export const FIELD_MESSAGES = {
  name: "Please enter your name.",
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid Australian phone number.",
  mobile: "Please enter a valid Australian mobile number.",
  message: "Please enter your comments.",
  category: "Please select an enquiry category.",
  location: "Please select a location.",
  dealership: "Please select your preferred dealership.",
  terms: "* You must agree to the terms of use before submitting the form.",
  postcode: "Invalid postcode. Please enter a 4-digit number.",
  rego: "Please enter a valid registration (letters and numbers only).",
  regoRequired: "Please enter the vehicle's registration.",
  regoState: "Please select the state the vehicle is registered in.",
  kms: "Please enter the kilometres as a whole number.",
  date: "Please enter a valid date.",
  time: "Please enter a valid time.",
  preferredContactMethod: "Please choose Phone, Email or SMS.",
  yesNo: "Please answer Yes or No.",
  car: "Please choose a vehicle from this site.",
  offer: "This offer is no longer available.",
  tooLong: "This answer is too long.",
} as const;

export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 5000;
export const POSTCODE_LENGTH = 4;
export const REGO_MAX_LENGTH = 9;
export const KMS_MAX = 3_000_000;

export const PREFERRED_CONTACT_METHODS = ["Phone", "Email", "SMS"] as const;
export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];
export const DEFAULT_PREFERRED_CONTACT_METHOD: PreferredContactMethod = "Phone";

export const YES_NO = ["Yes", "No"] as const;
export type YesNo = (typeof YES_NO)[number];

export const AUSTRALIAN_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/**
 * Cleans one-line text (`cleanText`), trims it and turns blank into undefined, so "required" has one
 * message for "" and missing. Every text field of every lead form goes through this or `multilineText`.
 */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === "string" ? blankAsUndefined(cleanText(value)) : value;
}

/** `blankToUndefined` for multi-line text: tabs and line breaks are kept. */
export function multilineBlankToUndefined(value: unknown): unknown {
  return typeof value === "string" ? blankAsUndefined(cleanText(value, true)) : value;
}

function blankAsUndefined(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : trimmed;
}

const text = (message: string, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).max(max, FIELD_MESSAGES.tooLong));

export const nameField = text(FIELD_MESSAGES.name, NAME_MAX_LENGTH);
export const firstNameField = text(FIELD_MESSAGES.firstName, NAME_MAX_LENGTH);
export const lastNameField = text(FIELD_MESSAGES.lastName, NAME_MAX_LENGTH);

export const emailField = z.preprocess(
  blankToUndefined,
  z
    .email({ error: FIELD_MESSAGES.email })
    .max(254, FIELD_MESSAGES.email)
    .transform((email) => email.toLowerCase()),
);

export { isAustralianMobile, toAustralianE164 };

const phoneText = (message: string) => z.preprocess(blankToUndefined, z.string({ error: message }).max(30, message));

export const phoneField = phoneText(FIELD_MESSAGES.phone).transform((value, ctx) => {
  const e164 = toAustralianE164(value);
  if (e164) return e164;
  ctx.issues.push({ code: "custom", message: FIELD_MESSAGES.phone, input: value });
  return z.NEVER;
});

export const mobileField = phoneText(FIELD_MESSAGES.mobile).transform((value, ctx) => {
  const e164 = toAustralianE164(value);
  if (e164 && isAustralianMobile(e164)) return e164;
  ctx.issues.push({ code: "custom", message: FIELD_MESSAGES.mobile, input: value });
  return z.NEVER;
});

/** Required, exactly 4 digits (the input is limited to 4 characters). */
export const postcodeField = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : blankToUndefined(value)),
  z.string({ error: FIELD_MESSAGES.postcode }).regex(/^\d{4}$/, FIELD_MESSAGES.postcode),
);

/** Spaces and dashes removed, upper-cased. Optional on enquiries, required on the trade-in form. */
export function regoFieldOf(required: boolean) {
  const rego = z.string({ error: FIELD_MESSAGES.regoRequired }).regex(new RegExp(`^[A-Z0-9]{1,${REGO_MAX_LENGTH}}$`), FIELD_MESSAGES.rego);
  return z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === "string" ? v.replace(/[\s-]/g, "").toUpperCase() : v;
    },
    required ? rego : rego.optional(),
  );
}

export const regoField = regoFieldOf(false);

export const regoStateField = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    return typeof v === "string" ? v.toUpperCase() : v;
  },
  z.enum(AUSTRALIAN_STATES, { error: FIELD_MESSAGES.regoState }),
);

const kmsValue = (value: unknown) => {
  const v = blankToUndefined(value);
  if (typeof v !== "string") return v;
  const digits = v.replace(/[,\s]/g, "").replace(/km$/i, "");
  return /^\d+$/.test(digits) ? Number(digits) : v;
};
const kmsNumber = z
  .number({ error: FIELD_MESSAGES.kms })
  .int(FIELD_MESSAGES.kms)
  .min(0, FIELD_MESSAGES.kms)
  .max(KMS_MAX, FIELD_MESSAGES.kms);

/** Whole kilometres; accepts "85,000" and "85 000". */
export const kmsField = z.preprocess(kmsValue, kmsNumber);
/** The same, left blank when not known (a caravan has no odometer); the form decides whether it is required. */
export const optionalKmsField = z.preprocess(kmsValue, kmsNumber.optional());

/** The Comments field. */
export function messageField(required: boolean) {
  const inner = z.string({ error: FIELD_MESSAGES.message }).max(MESSAGE_MAX_LENGTH, FIELD_MESSAGES.tooLong);
  return z.preprocess(multilineBlankToUndefined, required ? inner : inner.optional());
}

const TRUE_VALUES = new Set(["on", "true", "1", "yes"]);
/** A checkbox: ticked is true; absent or anything else is false. */
export function checkboxValue(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  return typeof value === "string" && TRUE_VALUES.has(value.trim().toLowerCase());
}

export const optInField = z.preprocess(checkboxValue, z.boolean());

export const termsField = z.preprocess(checkboxValue, z.literal(true, { error: FIELD_MESSAGES.terms }));

export const preferredContactMethodField = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    if (typeof v !== "string") return v;
    return PREFERRED_CONTACT_METHODS.find((m) => m.toLowerCase() === v.toLowerCase()) ?? v;
  },
  z.enum(PREFERRED_CONTACT_METHODS, { error: FIELD_MESSAGES.preferredContactMethod }).default(DEFAULT_PREFERRED_CONTACT_METHOD),
);

/** An optional Yes/No question; unanswered stays undefined. */
export const yesNoField = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    if (typeof v === "boolean") return v ? "Yes" : "No";
    if (typeof v !== "string") return v;
    return YES_NO.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v;
  },
  z.enum(YES_NO, { error: FIELD_MESSAGES.yesNo }).optional(),
);

/** A positive integer id (a select's value or a hidden input). */
export function idField(message: string) {
  return z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v;
    },
    z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message),
  );
}

/** Optional free text such as page_id. */
export function optionalText(max = 200) {
  return z.preprocess(blankToUndefined, z.string().max(max, FIELD_MESSAGES.tooLong).optional());
}

/** Test-drive date: optional, YYYY-MM-DD and a real calendar date. */
export const dateField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: FIELD_MESSAGES.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.date)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, FIELD_MESSAGES.date)
    .optional(),
);

/** Test-drive time: optional, 24-hour HH:MM. */
export const timeField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: FIELD_MESSAGES.time })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, FIELD_MESSAGES.time)
    .optional(),
);

/** additional_services: a checkbox group, any number of short strings. */
export const additionalServicesField = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === "") return [];
    const list = Array.isArray(value) ? value : [value];
    return list.map(blankToUndefined).filter((v) => v !== undefined);
  },
  z.array(z.string().max(100, FIELD_MESSAGES.tooLong)).max(20, FIELD_MESSAGES.tooLong),
);
