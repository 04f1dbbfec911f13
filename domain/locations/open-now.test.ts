import { describe, expect, it } from "vitest";
import { stateTimeZone } from "./australian-state";
import { localDayAndMinutes, openNow } from "./open-now";

const week = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day === 0
    ? { day, open: null, close: null }
    : day === 6
      ? { day, open: "08:00", close: "12:00" }
      : { day, open: "08:30", close: "17:30" },
);

describe("open now", () => {
  it("reads the clock in the location's time zone", () => {
    // Wednesday 2026-11-25 07:00 UTC: 18:00 in Sydney (daylight time), 15:00 in Perth.
    const now = new Date("2026-11-25T07:00:00Z");
    expect(openNow(week, stateTimeZone("NSW"), now)).toEqual({ open: false, label: "Closed now" });
    expect(openNow(week, stateTimeZone("WA"), now)).toEqual({ open: true, label: "Open now · until 17:30" });
  });
  it("uses days 1 to 5 for weekdays and 0 and 6 for the weekend", () => {
    // Saturday 2026-11-28 10:00 in Brisbane (UTC+10) and Sunday the 29th at 10:00.
    expect(localDayAndMinutes(new Date("2026-11-28T00:00:00Z"), "Australia/Brisbane")).toEqual({ day: 6, minutes: 600 });
    expect(openNow(week, "Australia/Brisbane", new Date("2026-11-28T00:00:00Z")).open).toBe(true);
    expect(openNow(week, "Australia/Brisbane", new Date("2026-11-29T00:00:00Z")).open).toBe(false);
    expect(localDayAndMinutes(new Date("2026-11-23T00:00:00Z"), "Australia/Brisbane").day).toBe(1);
  });
  it("is closed at closing time and open at opening time", () => {
    // Monday 2026-11-23 in Brisbane: 08:30 is 22:30 UTC the day before; 17:30 is 07:30 UTC.
    expect(openNow(week, "Australia/Brisbane", new Date("2026-11-22T22:30:00Z")).open).toBe(true);
    expect(openNow(week, "Australia/Brisbane", new Date("2026-11-23T07:30:00Z")).open).toBe(false);
  });
});
