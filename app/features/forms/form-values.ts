/** What a lead form's answer echoes back to the shopper. */
import { HONEYPOT_FIELD } from "~/domain/forms/honeypot";
import { IDEMPOTENCY_KEY_FIELD } from "~/domain/forms/idempotency";
import type { FormValues } from "~/domain/forms/form-values";

export { formValues, type FormValues } from "~/domain/forms/form-values";

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
