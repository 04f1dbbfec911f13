import { describe, expect, it } from "vitest";
import { hoursToday } from "./hours-today";

// Weekdays 08:30–17:30, Saturday 09:00–12:00, Sunday closed.
const HOURS = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day === 0
    ? { day, open: null, close: null }
    : day === 6
      ? { day, open: "09:00", close: "12:00" }
      : { day, open: "08:30", close: "17:30" },
);
const SYDNEY = "Australia/Sydney";
// 2026-12-02 is a Wednesday; Sydney is UTC+11 in December.
const at = (local: string) => new Date(`${local}+11:00`);

describe("a location's day at a glance", () => {
  it("is open during today's hours, with until when", () => {
    expect(hoursToday(HOURS, [], SYDNEY, at("2026-12-02T10:00:00"))).toEqual({
      open: true,
      status: "Open now · until 17:30",
      today: "Today 08:30 – 17:30",
    });
  });

  it("before opening says when it opens today; after closing, tomorrow", () => {
    expect(hoursToday(HOURS, [], SYDNEY, at("2026-12-02T07:00:00")).status).toBe("Closed now · opens 08:30");
    expect(hoursToday(HOURS, [], SYDNEY, at("2026-12-02T18:00:00")).status).toBe("Closed now · opens tomorrow 08:30");
  });

  it("skips a closed Sunday and names the day it opens", () => {
    const saturdayEvening = at("2026-12-05T13:00:00");
    expect(hoursToday(HOURS, [], SYDNEY, saturdayEvening)).toEqual({
      open: false,
      status: "Closed now · opens Monday 08:30",
      today: "Today 09:00 – 12:00",
    });
  });

  it("counts a date's other hours (a public holiday closed) today and ahead", () => {
    const christmas = [{ date: "2026-12-25", open: null, close: null, note: "Christmas Day" }];
    const christmasMorning = at("2026-12-25T10:00:00");
    expect(hoursToday(HOURS, christmas, SYDNEY, christmasMorning)).toMatchObject({ open: false, today: "Closed today" });
    const christmasEve = at("2026-12-24T18:00:00");
    expect(hoursToday(HOURS, christmas, SYDNEY, christmasEve).status).toBe("Closed now · opens Saturday 09:00");
  });
});
