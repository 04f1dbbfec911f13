import { describe, expect, it } from "vitest";
import {
  exceptionsText,
  hoursOnDate,
  hoursProblem,
  localIsoDate,
  parseExceptions,
  readWeekHours,
  upcomingExceptionRows,
} from "./hours-exceptions";
import { openNow } from "./open-now";

describe("a day's hours", () => {
  it("is closed with neither time, open with both in order", () => {
    expect(hoursProblem("", "")).toBeNull();
    expect(hoursProblem("08:30", "17:30")).toBeNull();
    expect(hoursProblem("08:30", "")).toContain("both");
    expect(hoursProblem("17:30", "08:30")).toContain("after the opening");
    expect(hoursProblem("09:00", "09:00")).toContain("after the opening");
    expect(hoursProblem("8.30", "17:30")).toContain("HH:MM");
    expect(hoursProblem("24:00", "25:00")).toContain("HH:MM");
  });

  it("reads the week, Sunday to Saturday, with each bad day named", () => {
    const fields: Record<string, string> = { "open-1": "08:00", "close-1": "17:00", "open-6": "09:00", "close-6": "08:00" };
    const { hours, errors } = readWeekHours((n) => fields[n] ?? "");
    expect(hours.map((h) => h.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(hours[1]).toEqual({ day: 1, open: "08:00", close: "17:00" });
    expect(hours[0]).toEqual({ day: 0, open: null, close: null });
    expect(errors).toEqual({ "open-6": "Saturday: The closing time must be after the opening time." });
  });
});

describe("exceptions (public holidays)", () => {
  it("reads closed days and custom hours, sorted, with notes", () => {
    const read = parseExceptions("2026-12-26 9:00-13:00 Boxing Day\n\n2026-12-25 closed Christmas Day\r\n2027-01-01 CLOSED");
    expect(read).toEqual({
      ok: true,
      exceptions: [
        { date: "2026-12-25", open: null, close: null, note: "Christmas Day" },
        { date: "2026-12-26", open: "09:00", close: "13:00", note: "Boxing Day" },
        { date: "2027-01-01", open: null, close: null, note: "" },
      ],
    });
    if (read.ok) expect(parseExceptions(exceptionsText(read.exceptions))).toEqual(read);
  });

  it.each([
    ["2026-02-30 closed", "real date"],
    ["25/12/2026 closed", "real date"],
    ["2026-12-25", 'then "closed"'],
    ["2026-12-25 13:00-09:00", "after the opening"],
    ["2026-12-25 closed\n2026-12-25 10:00-12:00", "listed twice"],
    [`2026-12-25 closed ${"x".repeat(61)}`, "under 60"],
  ])("refuses %j, naming the line", (text, message) => {
    const read = parseExceptions(text);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.message).toContain(message);
      expect(read.message).toMatch(/^Line \d/);
    }
  });

  it("lists the coming ones from the location's today", () => {
    const rows = upcomingExceptionRows(
      [
        { date: "2026-12-24", open: "09:00", close: "12:00", note: "Christmas Eve" },
        { date: "2026-12-25", open: null, close: null, note: "" },
      ],
      "2026-12-25",
    );
    expect(rows).toEqual([{ label: "Fri, 25 Dec", hours: "Closed" }]);
    expect(upcomingExceptionRows(undefined, "2026-01-01")).toEqual([]);
  });
});

describe("open now on a date with other hours", () => {
  const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "08:00", close: "17:00" }));
  // Friday 25 December 2026, 10:00 in Brisbane.
  const christmas = new Date("2026-12-25T00:00:00Z");
  const zone = "Australia/Brisbane";

  it("uses the exception instead of the weekday", () => {
    expect(localIsoDate(christmas, zone)).toBe("2026-12-25");
    expect(openNow(week, zone, christmas).open).toBe(true);
    const closed = hoursOnDate(week, [{ date: "2026-12-25", open: null, close: null, note: "" }], "2026-12-25");
    expect(openNow(closed, zone, christmas)).toEqual({ open: false, label: "Closed now" });
    const short = hoursOnDate(week, [{ date: "2026-12-25", open: "09:00", close: "12:00", note: "" }], "2026-12-25");
    expect(openNow(short, zone, christmas).label).toBe("Open now · until 12:00");
  });

  it("leaves other dates alone", () => {
    expect(hoursOnDate(week, [{ date: "2026-12-26", open: null, close: null, note: "" }], "2026-12-25")).toBe(week);
    expect(hoursOnDate(week, undefined, "2026-12-25")).toBe(week);
  });
});
