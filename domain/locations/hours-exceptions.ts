/**
 * Opening hours as the console edits them (issue 20): a week of hours (each day open–close, or closed) and exceptions
 * by date, such as public holidays, each closed or with its own hours. Exceptions are kept per location slug in the
 * settings (`locations.hoursExceptions`), so they have the settings' history; the public pages list the coming ones.
 */
import { z } from "zod";
import type { OpeningHours } from "./location-fields";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const hoursExceptionSchema = z.object({
  date: z.string().regex(DATE, "must be a date like 2026-12-25"),
  open: z.string().regex(TIME).nullable(),
  close: z.string().regex(TIME).nullable(),
  note: z.string().max(60).default(""),
});
export type HoursException = z.output<typeof hoursExceptionSchema>;

export const DAY_LABELS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** The week as the form lists it: Monday first. */
export const FORM_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

export const MAX_EXCEPTIONS = 60;

/** A real calendar date (2026-02-30 is not). */
function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Why an open–close pair is wrong, or null: both empty (closed), or both times with close after open. */
export function hoursProblem(open: string, close: string): string | null {
  if (!open && !close) return null;
  if (!open || !close) return "Give both the opening and the closing time, or neither (closed).";
  if (!TIME.test(open) || !TIME.test(close)) return "Write times as HH:MM, like 08:30.";
  if (minutes(close) <= minutes(open)) return "The closing time must be after the opening time.";
  return null;
}

/** The week's hours from the form's `open-<day>` and `close-<day>` fields; errors by field name. */
export function readWeekHours(one: (name: string) => string): { hours: OpeningHours; errors: Record<string, string> } {
  const hours: OpeningHours = [];
  const errors: Record<string, string> = {};
  for (const day of FORM_DAYS) {
    const open = one(`open-${day}`);
    const close = one(`close-${day}`);
    const problem = hoursProblem(open, close);
    if (problem) errors[`open-${day}`] = `${DAY_LABELS[day]}: ${problem}`;
    hours.push({ day, open: open || null, close: close || null });
  }
  hours.sort((a, b) => a.day - b.day);
  return { hours, errors };
}

/**
 * Exceptions written one a line: "2026-12-25 closed Christmas Day" or "2026-12-24 09:00-12:00 Christmas Eve" (the
 * note is optional). Sorted by date; a date twice, an unreal date or a bad time is an error naming its line.
 */
export function parseExceptions(text: string): { ok: true; exceptions: HoursException[] } | { ok: false; message: string } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > MAX_EXCEPTIONS) return { ok: false, message: `At most ${MAX_EXCEPTIONS} dates.` };
  const out: HoursException[] = [];
  for (const [i, line] of lines.entries()) {
    const m = /^(\S+)\s+(closed|(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2}))(?:\s+(.*))?$/i.exec(line);
    const where = `Line ${i + 1} ("${line.slice(0, 40)}")`;
    if (!m) return { ok: false, message: `${where}: write a date, then "closed" or hours like 09:00-12:00, then a note if you like.` };
    const [, date, , openRaw, closeRaw, note = ""] = m;
    if (!isRealDate(date)) return { ok: false, message: `${where}: the date must be a real date written like 2026-12-25.` };
    if (out.some((e) => e.date === date)) return { ok: false, message: `${where}: ${date} is listed twice.` };
    const pad = (t: string | undefined) => (t ? t.padStart(5, "0") : "");
    const [open, close] = [pad(openRaw), pad(closeRaw)];
    if (open) {
      const problem = hoursProblem(open, close);
      if (problem) return { ok: false, message: `${where}: ${problem}` };
    }
    if (note.length > 60) return { ok: false, message: `${where}: keep the note under 60 characters.` };
    out.push({ date, open: open || null, close: close || null, note });
  }
  out.sort((a, b) => a.date.localeCompare(b.date));
  return { ok: true, exceptions: out };
}

/** The exceptions as the form's text shows them, one a line. */
export function exceptionsText(exceptions: readonly HoursException[]): string {
  return exceptions
    .map((e) => [e.date, e.open && e.close ? `${e.open}-${e.close}` : "closed", e.note].filter(Boolean).join(" "))
    .join("\n");
}

const DATE_LABEL = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** The exceptions from `today` (YYYY-MM-DD, the location's own date) on, as the public pages list them. */
export function upcomingExceptionRows(
  exceptions: readonly HoursException[] | undefined,
  today: string,
): Array<{ label: string; hours: string }> {
  return (exceptions ?? [])
    .filter((e) => e.date >= today)
    .map((e) => ({
      label: `${DATE_LABEL.format(new Date(`${e.date}T00:00:00Z`))}${e.note ? ` (${e.note})` : ""}`,
      hours: e.open && e.close ? `${e.open} – ${e.close}` : "Closed",
    }));
}

/** The date (YYYY-MM-DD) at `now` by the clock of `timeZone`. */
export function localIsoDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The week's hours with `date`'s exception (if any) in place of its weekday's, for "open now" on that date. */
export function hoursOnDate(hours: OpeningHours, exceptions: readonly HoursException[] | undefined, date: string): OpeningHours {
  const exception = exceptions?.find((e) => e.date === date);
  if (!exception) return hours;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return [...hours.filter((h) => h.day !== day), { day, open: exception.open, close: exception.close }];
}
