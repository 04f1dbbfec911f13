/** The dealer's clock: a hold expiry is shown in the time zone of the location that has the car. */
const STATE_ZONES: Record<string, string> = {
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  TAS: "Australia/Hobart",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  NT: "Australia/Darwin",
  WA: "Australia/Perth",
};

export const DEFAULT_DEALER_TIME_ZONE = "Australia/Sydney";

/** The IANA zone of an Australian state or territory (as locations store it), Sydney when unknown. */
export function dealerTimeZone(state: string | null | undefined): string {
  return STATE_ZONES[(state ?? "").trim().toUpperCase()] ?? DEFAULT_DEALER_TIME_ZONE;
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
