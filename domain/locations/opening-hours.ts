/** Location card opening hours (001 §9): weekdays are days 1 to 5, the weekend days 0 and 6. */
export type OpeningHoursDay = { day: number; open: string | null; close: string | null };

export const WEEKDAYS = [1, 2, 3, 4, 5] as const;
export const WEEKEND = [0, 6] as const;
const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function hoursText(day: OpeningHoursDay | undefined): string {
  return day?.open && day.close ? `${day.open} – ${day.close}` : "Closed";
}

/** Rows for a card: one "Mon–Fri" row when the weekdays agree, then Saturday and Sunday. */
export function openingHoursRows(hours: readonly OpeningHoursDay[]): Array<{ label: string; hours: string }> {
  const byDay = new Map(hours.map((h) => [h.day, h]));
  const weekdayTexts = WEEKDAYS.map((d) => hoursText(byDay.get(d)));
  const rows =
    new Set(weekdayTexts).size === 1
      ? [{ label: "Mon–Fri", hours: weekdayTexts[0] }]
      : WEEKDAYS.map((d, i) => ({ label: DAY_NAMES[d], hours: weekdayTexts[i] }));
  return [...rows, { label: "Sat", hours: hoursText(byDay.get(6)) }, { label: "Sun", hours: hoursText(byDay.get(0)) }];
}

/** More than 3 locations: a 4-column grid at xl and a swipe hint on phones. */
export function locationGridLayout(count: number): { xlColumns: 3 | 4; showSwipeHint: boolean } {
  return count > 3 ? { xlColumns: 4, showSwipeHint: true } : { xlColumns: 3, showSwipeHint: false };
}
