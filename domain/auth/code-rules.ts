/**
 * The rules of one-time sign-in codes, as pure functions: format, lifetime, wrong tries and sending limits.
 * The server counts rows in `sign_in_codes` and asks these functions for a verdict, so every process agrees.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60_000;
export const MAX_WRONG_TRIES = 5;

export const SEND_LIMITS = {
  /** Codes per phone (per site) in a rolling 10 minutes. */
  phoneShort: { max: 3, windowMs: 10 * 60_000 },
  /** Codes per phone (per site) in a rolling 24 hours. */
  phoneDaily: { max: 10, windowMs: 24 * 60 * 60_000 },
  /** Codes requested from one IP address, across every site, in a rolling hour. */
  ipHourly: { max: 30, windowMs: 60 * 60_000 },
} as const;

export type SendLimit = keyof typeof SEND_LIMITS;

export const SEND_LIMIT_MESSAGES: Record<SendLimit, string> = {
  phoneShort: "You've asked for 3 codes in the last 10 minutes. Please wait a few minutes, then try again.",
  phoneDaily: "You've reached today's limit of 10 codes for this number. Please try again tomorrow.",
  ipHourly: "Too many sign-in codes have been requested from your network. Please try again in an hour.",
};

export type SendCounts = { phoneShort: number; phoneDaily: number; ipHourly: number };

/** The first limit that sending one more code would break, or null when a code may be sent. */
export function sendLimitReached(counts: SendCounts): SendLimit | null {
  for (const limit of ["phoneDaily", "phoneShort", "ipHourly"] as const) {
    if (counts[limit] >= SEND_LIMITS[limit].max) return limit;
  }
  return null;
}

/** A code as the shopper may type it ("123 456", "123-456") reduced to its digits, or null when it can't be one. */
export function normaliseCode(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const digits = input.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(digits) ? digits : null;
}

export type StoredCode = { expiresAt: Date; usedAt: Date | null; failedAttempts: number };

/** Whether a stored code can still be tried: unused, unexpired, and fewer than the allowed wrong tries. */
export function codeState(code: StoredCode, now: Date): "open" | "used" | "expired" | "locked" {
  if (code.usedAt) return "used";
  if (code.failedAttempts >= MAX_WRONG_TRIES) return "locked";
  if (code.expiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}

export const CODE_MESSAGES = {
  format: `Enter the ${CODE_LENGTH}-digit code from the text message.`,
  wrong: (triesLeft: number) => `That code isn't right. You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
  locked: "That code has had too many wrong tries. Please request a new code.",
  expired: "That code has expired or was already used. Please request a new code.",
} as const;
