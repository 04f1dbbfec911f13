/** Form data as plain values: repeated names (checkbox groups) become arrays; files are dropped. */
import { HONEYPOT_FIELD } from "~/domain/forms/honeypot";
import { IDEMPOTENCY_KEY_FIELD } from "~/domain/forms/idempotency";

export type FormValues = Record<string, string | string[]>;

export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const existing = values[key];
    if (existing === undefined) values[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else values[key] = [existing, value];
  }
  return values;
}

const ECHO_MAX_FIELDS = 40;
const ECHO_MAX_LENGTH = 5000;
/** Never sent back: the bot trap, the key (a new page render makes its own) and the route's own hidden inputs. */
const NOT_ECHOED = new Set([HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD, "intent"]);

/**
 * What the shopper typed, sent back with an error so a page re-rendered without JavaScript keeps it.
 * Bounded, so an answer is never larger than the (already size-limited) request.
 */
export function echoValues(values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values).slice(0, ECHO_MAX_FIELDS)) {
    if (NOT_ECHOED.has(key) || key.length > 60) continue;
    out[key] = Array.isArray(value) ? value.slice(0, 20).map((v) => v.slice(0, ECHO_MAX_LENGTH)) : value.slice(0, ECHO_MAX_LENGTH);
  }
  return out;
}
