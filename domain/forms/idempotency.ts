/**
 * The hidden input carrying the submission's idempotency key. The page renders a fresh random key
 * with the form, so a double click or a retried POST carries the same key and makes one lead.
 */
export const IDEMPOTENCY_KEY_FIELD = "idempotency_key";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export function isValidIdempotencyKey(key: unknown): key is string {
  return typeof key === "string" && key.length >= 8 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(key);
}
