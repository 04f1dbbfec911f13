/**
 * The choices and limits the form controls show. They mirror domain/forms/fields.ts (a test keeps them
 * equal), which cannot be imported here without bringing zod and the phone library into every page's script.
 */
export const PREFERRED_CONTACT_METHODS = ["Phone", "Email", "SMS"] as const;
export const YES_NO = ["Yes", "No"] as const;
export const AUSTRALIAN_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export const POSTCODE_LENGTH = 4;
export const REGO_MAX_LENGTH = 9;
export const DEFAULT_PREFERRED_CONTACT_METHOD = "Phone";
