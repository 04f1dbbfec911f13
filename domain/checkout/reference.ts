/** A reservation's reference as a shopper reads it over the phone: no 0/O, 1/I/L. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** "RS-7KQ4-M2XD" from 8 random bytes. */
export function reservationReference(bytes: Uint8Array, prefix = "RS"): string {
  if (bytes.length < 8) throw new RangeError("reservationReference needs 8 random bytes");
  const chars = Array.from(bytes.slice(0, 8), (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export function isReservationReference(value: string): boolean {
  return /^[A-Z]{2}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/.test(value);
}
