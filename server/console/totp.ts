/**
 * The optional second factor: RFC 6238 TOTP (SHA-1, 6 digits, 30 s, the authenticator apps' default) through the
 * `otpauth` library. A code is accepted one step either side of now, and once: the step it matched is stored, and a
 * code of that step or an earlier one is refused afterwards.
 */
import { Secret, TOTP } from "otpauth";

const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = "staff", issuer = "Dealer console") {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// address an authenticator app reads (as a QR code or typed). */
export function totpUri(secret: string, label: string, issuer: string): string {
  return totp(secret, label, issuer).toString();
}

/** The code of `at` (tests, and the command-line script's check). */
export function totpCode(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/** The time step a right, unused code matched, or null. */
export function checkTotp(secret: string, code: string, lastCounter: number | null, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const counter = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  return lastCounter !== null && counter <= lastCounter ? null : counter;
}
