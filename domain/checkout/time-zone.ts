import type { AustralianState } from "~/domain/forms/fields";
import { stateTimeZone } from "~/domain/locations/australian-state";

/**
 * The dealer's clock: a hold expiry is shown in the time zone of the location that has the car, else of the
 * dealer's default state (settings.search.defaultState, QLD unless set: 001 §9).
 */
export function dealerTimeZone(state: string | null | undefined, defaultState?: AustralianState): string {
  return stateTimeZone(state, defaultState);
}

/** "Friday 27 November 2026, 2:30 pm AEDT": the hold expiry as the dealer's clock reads it. */
export function formatInZone(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("weekday")} ${get("day")} ${get("month")} ${get("year")}, ${get("hour")}:${get("minute")} ${get("dayPeriod").toLowerCase()} ${get("timeZoneName")}`;
}
