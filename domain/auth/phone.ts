/** Australian mobile numbers: what a shopper types in, the E.164 form we store, and the masked form we show. */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export const PHONE_MESSAGE = "Enter an Australian mobile number, like 0412 345 678.";

/** "0412 345 678", "+61 412 345 678", "61412345678" … → "+61412345678"; anything but a valid AU mobile → null. */
export function normaliseAuMobile(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 30) return null;
  const parsed = parsePhoneNumberFromString(trimmed, "AU");
  if (!parsed || parsed.country !== "AU" || !parsed.isValid()) return null;
  return parsed.getType() === "MOBILE" ? parsed.number : null;
}

/** "+61412345678" → "0412 ••• 678": enough for the shopper to recognise, too little to reuse. */
export function maskPhone(e164: string): string {
  const national = e164.startsWith("+61") ? `0${e164.slice(3)}` : e164;
  if (national.length < 7) return "•".repeat(national.length);
  return `${national.slice(0, 4)} ••• ${national.slice(-3)}`;
}

/** "+61412345678" → "0412 345 678", for the shopper's own eyes. */
export function formatAuMobile(e164: string): string {
  if (!/^\+614\d{8}$/.test(e164)) return e164;
  const n = `0${e164.slice(3)}`;
  return `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`;
}
