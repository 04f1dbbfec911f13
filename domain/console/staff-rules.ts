/**
 * The rules of staff sign-in (ADR 036): what an email and a password must be, how many wrong tries lock an account
 * and for how long, how long an emailed token lives, and how often one address may be emailed.
 */
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
/** Wrong passwords or codes in a row that lock an account. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MS = 15 * 60_000;
/** Sign-in attempts per client address and dealer in ten minutes (the shared rate-limit module counts them). */
export const SIGN_IN_ATTEMPTS_PER_WINDOW = 10;
export const SIGN_IN_WINDOW_MS = 10 * 60_000;
/** Console sessions last a working day and a half, absolute (staff sign in again each morning). */
export const STAFF_SESSION_TTL_MS = 36 * 60 * 60_000;

export const TOKEN_PURPOSES = ["sign-in", "reset", "invite"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "sign-in": 15 * 60_000,
  reset: 60 * 60_000,
  invite: 7 * 24 * 60 * 60_000,
};

/** Emails of one purpose to one address per dealer in ten minutes (sign-in links and resets). */
export const EMAILS_PER_ADDRESS_PER_WINDOW = 3;
export const EMAIL_WINDOW_MS = 10 * 60_000;

export const emailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ error: "Enter an email address like name@example.com." }))
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: "Enter a password." })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** A six-digit authenticator code, spaces allowed ("123 456"); empty when none was typed. */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.union([z.literal(""), z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.")]));

export const SIGN_IN_MESSAGES = {
  wrong: "That email and password don't match. Check them and try again.",
  locked: `Too many wrong tries: this account is locked for ${LOCKOUT_MS / 60_000} minutes. Use “Email me a sign-in link” or reset your password.`,
  codeNeeded: "Enter the 6-digit code from your authenticator app.",
  codeWrong: "That code is not right (or was used already). Enter the newest code from your authenticator app.",
  rateLimited: "Too many sign-in attempts from your connection. Please wait a few minutes and try again.",
  linkSent: "If that address belongs to staff of this dealer, we've emailed it a link. It works once, for 15 minutes.",
  resetSent:
    "If that address belongs to staff of this dealer, we've emailed it a link to choose a new password. It works once, for an hour.",
  emailLimit: "We've already emailed that address several times. Please check your inbox (and spam folder), or wait ten minutes.",
  tokenUsed: "This link has expired or was used already. Ask for a new one.",
  mailFailed: "We couldn't send the email just now. Please try again in a minute.",
} as const;

/** The lock an account is under after one more wrong try: null while tries are left. */
export function lockAfterFailure(failedSignIns: number, now: Date): Date | null {
  return failedSignIns >= MAX_FAILED_SIGN_INS ? new Date(now.getTime() + LOCKOUT_MS) : null;
}

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}
