/**
 * The dashboard's days (issue 19): a lead, a view or a delivery counts on the calendar day it happened in the
 * dealer's time zone (the zone of its default state, domain/locations/australian-state.ts), and a chart of the last
 * N days shows every one of those days, a day without any as 0.
 */

const DAY_MS = 24 * 60 * 60_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format;
}

function wallClock(instant: Date, timeZone: string): { day: string; ms: number } {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, ms: Date.parse(`${day}T${parts.hour}:${parts.minute}:${parts.second}Z`) };
}

/** "YYYY-MM-DD": the calendar day an instant falls on in a time zone. */
export function dayKey(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).day;
}

/** The day `count` days after (or before, when negative) a "YYYY-MM-DD" day. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a calendar day starts in a time zone (midnight there; daylight saving moves the offset). */
export function startOfDay(day: string, timeZone: string): Date {
  return wallTimeInstant(`${day}T00:00`, timeZone);
}

/** The instant a wall-clock time ("YYYY-MM-DDTHH:MM", as a datetime-local input gives it) names in a time zone. */
export function wallTimeInstant(localTime: string, timeZone: string): Date {
  const asUtc = Date.parse(`${localTime}:00Z`);
  // The zone's offset near that time, then once more at the first guess (an offset change that day).
  let guess = asUtc - (wallClock(new Date(asUtc), timeZone).ms - asUtc);
  guess = asUtc - (wallClock(new Date(guess), timeZone).ms - guess);
  return new Date(guess);
}

/** "YYYY-MM-DDTHH:MM": an instant on the wall clock of a time zone (a datetime-local input's value). */
export function wallTimeOf(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant, timeZone).ms).toISOString().slice(0, 16);
}

/** The last `count` days up to and including today in the zone, oldest first, and the instant the first starts. */
export function lastDays(now: Date, timeZone: string, count: number): { days: string[]; since: Date } {
  const today = dayKey(now, timeZone);
  const days = Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
  return { days, since: startOfDay(days[0], timeZone) };
}

/** Whole calendar days from one instant to another in the zone (0 on the same day). */
export function daysBetween(from: Date, to: Date, timeZone: string): number {
  return Math.round((Date.parse(`${dayKey(to, timeZone)}T00:00:00Z`) - Date.parse(`${dayKey(from, timeZone)}T00:00:00Z`)) / DAY_MS);
}

export type DayCount = { day: string; series: string; count: number };

/**
 * Counts per day and series as one row per day, oldest first, with a column per series (0 where none) and the
 * day's total: what a stacked chart draws and its table lists. Counts of days outside `days` are left out.
 */
export function dailySeries(
  counts: readonly DayCount[],
  days: readonly string[],
  series: readonly string[],
): Array<{ day: string; total: number; counts: Record<string, number> }> {
  const byDay = new Map(days.map((day) => [day, Object.fromEntries(series.map((s) => [s, 0])) as Record<string, number>]));
  for (const { day, series: name, count } of counts) {
    const row = byDay.get(day);
    if (row && name in row) row[name] += count;
  }
  return days.map((day) => {
    const row = byDay.get(day)!;
    return { day, total: Object.values(row).reduce((a, b) => a + b, 0), counts: row };
  });
}

/** Series names ordered by their total, largest first (ties by name), so a chart's legend reads biggest first. */
export function seriesByTotal(counts: readonly DayCount[]): string[] {
  const totals = new Map<string, number>();
  for (const { series, count } of counts) totals.set(series, (totals.get(series) ?? 0) + count);
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}
