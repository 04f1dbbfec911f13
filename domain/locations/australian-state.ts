/**
 * Australian states and territories where a page or rule needs one: the dealer's default state (001 §9: "Default
 * state qld", settings.search.defaultState) stands in wherever a state is asked and not known, and each state's
 * time zone (a location's clock: "open now", dates on its documents).
 */
import { AUSTRALIAN_STATES, type AustralianState } from "~/domain/forms/fields";

/** 001 §9: the state used when none is known and the dealer has not set its own. */
export const DEFAULT_STATE: AustralianState = "QLD";

/** The IANA zone of each state or territory (Queensland keeps no daylight saving; Broken Hill aside). */
const STATE_ZONES: Record<AustralianState, string> = {
  ACT: "Australia/Sydney",
  NSW: "Australia/Sydney",
  NT: "Australia/Darwin",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  TAS: "Australia/Hobart",
  VIC: "Australia/Melbourne",
  WA: "Australia/Perth",
};

/** The state a value names, in any case and with spaces around it; null when it names none. */
export function asState(value: unknown): AustralianState | null {
  if (typeof value !== "string") return null;
  const upper = value.trim().toUpperCase();
  return (AUSTRALIAN_STATES as readonly string[]).includes(upper) ? (upper as AustralianState) : null;
}

/** The dealer's default state: its setting when that names a state, else QLD. */
export function siteDefaultState(settings: { search: { defaultState: string } }): AustralianState {
  return asState(settings.search.defaultState) ?? DEFAULT_STATE;
}

/** The state a value names, else the fallback (the dealer's default state). */
export function stateOrDefault(value: unknown, fallback: AustralianState = DEFAULT_STATE): AustralianState {
  return asState(value) ?? fallback;
}

/** The time zone of the state a value names, else of the fallback state (the dealer's default state). */
export function stateTimeZone(value: unknown, fallback: AustralianState = DEFAULT_STATE): string {
  return STATE_ZONES[stateOrDefault(value, fallback)];
}
