/** Postcode rules (001 §5, §8): required, exactly 4 digits, input limited to 4 characters. */
export const POSTCODE_MAX_LENGTH = 4;
export const POSTCODE_PATTERN = "[0-9]{4}";
export const INVALID_POSTCODE_FORMAT = "Invalid postcode. Please enter a 4-digit number.";
/** No geocode result for a well-formed postcode. */
export const INVALID_POSTCODE = "Invalid postcode";

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; error: string };

export function validatePostcode(input: unknown): PostcodeCheck {
  const value = typeof input === "string" ? input.trim() : "";
  return /^\d{4}$/.test(value) ? { ok: true, postcode: value } : { ok: false, error: INVALID_POSTCODE_FORMAT };
}
