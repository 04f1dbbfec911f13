/**
 * The honeypot: a text input hidden from people (off-screen, aria-hidden, tabindex -1,
 * autocomplete off) that bots fill in. The name avoids words browsers autofill (name, email, url).
 */
export const HONEYPOT_FIELD = "hp_fax_extension";

export function isHoneypotFilled(values: Record<string, unknown>): boolean {
  const value = values[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
