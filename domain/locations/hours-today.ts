/**
 * A location's day at a glance for the home page (issue 17): whether it is open now (./open-now, a date's other hours
 * counted), today's hours, and when closed, when it next opens, all by the location's own clock.
 */
import { DAY_LABELS, hoursOnDate, localIsoDate, type HoursException } from "./hours-exceptions";
import type { OpeningHours } from "./location-fields";
import { localDayAndMinutes, openNow } from "./open-now";

export type HoursToday = { open: boolean; status: string; today: string };

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + (m || 0);
};

/** "Open now · until 17:30", or "Closed now · opens 08:30" (later today) / "opens Monday 08:30"; today's hours. */
export function hoursToday(
  hours: OpeningHours,
  exceptions: readonly HoursException[] | undefined,
  timeZone: string,
  now: Date,
): HoursToday {
  const todays = hoursOnDate(hours, exceptions, localIsoDate(now, timeZone));
  const state = openNow(todays, timeZone, now);
  const { day, minutes } = localDayAndMinutes(now, timeZone);
  const slot = todays.find((h) => h.day === day);
  const today = slot?.open && slot.close ? `Today ${slot.open} – ${slot.close}` : "Closed today";
  if (state.open) return { open: true, status: state.label, today };
  if (slot?.open && slot.close && minutes < toMinutes(slot.open)) return { open: false, status: `Closed now · opens ${slot.open}`, today };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const date = localIsoDate(new Date(now.getTime() + ahead * 86_400_000), timeZone);
    const next = hoursOnDate(hours, exceptions, date).find((h) => h.day === (day + ahead) % 7);
    if (next?.open && next.close) {
      const when = ahead === 1 ? "tomorrow" : DAY_LABELS[(day + ahead) % 7];
      return { open: false, status: `Closed now · opens ${when} ${next.open}`, today };
    }
  }
  return { open: false, status: state.label, today };
}
