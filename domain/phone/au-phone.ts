/**
 * Australian phone numbers, one way for the whole platform: what a shopper types, the E.164 form we store.
 * Uses libphonenumber-js's default (small) metadata; mobiles are told by their +614 prefix.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";

/** An Australian phone number (landline, mobile, 13/1300/1800), normalised to E.164 (+61…); anything else → null. */
export function toAustralianE164(value: string): string | null {
  if (value.length > 30 || !/^[\d\s()+.-]+$/.test(value)) return null;
  const parsed = parsePhoneNumberFromString(value, "AU");
  if (!parsed || !parsed.isValid() || parsed.country !== "AU") return null;
  return parsed.number;
}

/** Australian mobiles are 04xx xxx xxx, +61 4xx xxx xxx in E.164. */
export function isAustralianMobile(e164: string): boolean {
  return /^\+614\d{8}$/.test(e164);
}

/** "0412 345 678", "+61 412 345 678", "61412345678" … → "+61412345678"; anything but an AU mobile → null. */
export function normaliseAuMobile(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const e164 = toAustralianE164(input.trim());
  return e164 && isAustralianMobile(e164) ? e164 : null;
}
