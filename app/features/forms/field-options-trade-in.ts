/**
 * The partial lead's trigger inputs and debounce for the page's script; they mirror domain/forms/trade-in-partial.ts
 * (which imports zod), and a test keeps them equal.
 */
export const LEAD_CAPTURE_INPUTS_CLIENT = [
  "kms",
  "regoState",
  "rego",
  "first_name",
  "last_name",
  "mobile",
  "email",
  "location_id",
] as const;
export const PARTIAL_LEAD_DEBOUNCE_MS_CLIENT = 400;
