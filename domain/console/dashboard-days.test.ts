import { describe, expect, it } from "vitest";
import { addDays, dailySeries, dayKey, daysBetween, lastDays, seriesByTotal, startOfDay } from "./dashboard-days";

describe("dashboard days in the dealer's time zone", () => {
  it("counts an instant on the calendar day it falls on in the zone, not in UTC", () => {
    // 14:30 UTC on the 26th is 00:30 on the 27th in Brisbane (UTC+10, no daylight saving).
    expect(dayKey(new Date("2026-11-26T14:30:00Z"), "Australia/Brisbane")).toBe("2026-11-27");
    expect(dayKey(new Date("2026-11-26T13:59:59Z"), "Australia/Brisbane")).toBe("2026-11-26");
    // Perth is UTC+8: the same instant is still the 26th there.
    expect(dayKey(new Date("2026-11-26T14:30:00Z"), "Australia/Perth")).toBe("2026-11-26");
    // Sydney in November keeps daylight saving (UTC+11): 13:00 UTC is already the next day.
    expect(dayKey(new Date("2026-11-26T13:00:00Z"), "Australia/Sydney")).toBe("2026-11-27");
    expect(dayKey(new Date("2026-06-26T13:00:00Z"), "Australia/Sydney")).toBe("2026-06-26");
  });

  it("starts a day at midnight in the zone, daylight saving included", () => {
    expect(startOfDay("2026-11-27", "Australia/Brisbane").toISOString()).toBe("2026-11-26T14:00:00.000Z");
    expect(startOfDay("2026-11-27", "Australia/Sydney").toISOString()).toBe("2026-11-26T13:00:00.000Z");
    expect(startOfDay("2026-06-27", "Australia/Sydney").toISOString()).toBe("2026-06-26T14:00:00.000Z");
    // Adelaide's daylight saving starts on Sunday 4 October 2026 at 2am: that day's midnight is still +09:30.
    expect(startOfDay("2026-10-04", "Australia/Adelaide").toISOString()).toBe("2026-10-03T14:30:00.000Z");
    expect(startOfDay("2026-10-05", "Australia/Adelaide").toISOString()).toBe("2026-10-04T13:30:00.000Z");
  });

  it("lists the last N days up to today in the zone, oldest first, and the instant the first begins", () => {
    const { days, since } = lastDays(new Date("2026-11-26T14:30:00Z"), "Australia/Brisbane", 90);
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toBe("2026-11-27");
    expect(days[0]).toBe("2026-08-30");
    expect(new Set(days).size).toBe(90);
    expect(since.toISOString()).toBe("2026-08-29T14:00:00.000Z");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("measures whole calendar days in the zone", () => {
    const zone = "Australia/Brisbane";
    expect(daysBetween(new Date("2026-11-26T14:10:00Z"), new Date("2026-11-27T13:50:00Z"), zone)).toBe(0);
    expect(daysBetween(new Date("2026-11-26T13:50:00Z"), new Date("2026-11-26T14:10:00Z"), zone)).toBe(1);
    expect(daysBetween(new Date("2026-08-29T14:00:00Z"), new Date("2026-11-27T00:00:00Z"), zone)).toBe(89);
  });

  it("fills every day and series, 0 where nothing happened, and leaves out days outside the window", () => {
    const rows = dailySeries(
      [
        { day: "2026-11-25", series: "Enquiry", count: 2 },
        { day: "2026-11-25", series: "Finance", count: 1 },
        { day: "2026-11-27", series: "Enquiry", count: 3 },
        { day: "2026-11-20", series: "Enquiry", count: 9 },
      ],
      ["2026-11-25", "2026-11-26", "2026-11-27"],
      ["Enquiry", "Finance"],
    );
    expect(rows).toEqual([
      { day: "2026-11-25", total: 3, counts: { Enquiry: 2, Finance: 1 } },
      { day: "2026-11-26", total: 0, counts: { Enquiry: 0, Finance: 0 } },
      { day: "2026-11-27", total: 3, counts: { Enquiry: 3, Finance: 0 } },
    ]);
  });

  it("orders series by their total, largest first, ties by name", () => {
    expect(
      seriesByTotal([
        { day: "d", series: "Chat", count: 1 },
        { day: "d", series: "Finance", count: 4 },
        { day: "e", series: "Enquiry", count: 2 },
        { day: "e", series: "Enquiry", count: 2 },
        { day: "e", series: "Careers", count: 1 },
      ]),
    ).toEqual(["Enquiry", "Finance", "Careers", "Chat"]);
  });
});
