/**
 * "Open now" for a location card, in the location's own time zone (a Perth yard closes three hours after a
 * Sydney one by the shopper's clock; the zone comes from ./australian-state). Days as the spec numbers them:
 * weekdays 1–5, weekend 0 (Sunday) and 6.
 */
import type { OpeningHoursDay } from "./opening-hours";

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Day (0 = Sunday) and minutes since midnight at `now` in `timeZone`. */
export function localDayAndMinutes(now: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const hour = Number(part("hour")) % 24;
  return { day: WEEKDAY_INDEX[part("weekday")] ?? 0, minutes: hour * 60 + Number(part("minute")) };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + (m || 0);
};

export type OpenState = { open: boolean; label: string };

/** Whether the location is open at `now` by its local clock, and a short label: "Open now · until 17:30" or "Closed now". */
export function openNow(hours: readonly OpeningHoursDay[], timeZone: string, now: Date): OpenState {
  const { day, minutes } = localDayAndMinutes(now, timeZone);
  const today = hours.find((h) => h.day === day);
  if (today?.open && today.close && minutes >= toMinutes(today.open) && minutes < toMinutes(today.close)) {
    return { open: true, label: `Open now · until ${today.close}` };
  }
  return { open: false, label: "Closed now" };
}
