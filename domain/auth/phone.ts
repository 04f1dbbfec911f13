/** Australian mobile numbers: what a shopper types in, the E.164 form we store, and the masked form we show. */
export { normaliseAuMobile } from "~/domain/phone/au-phone";

export const PHONE_MESSAGE = "Enter an Australian mobile number, like 0412 345 678.";

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
