import { describe, expect, it } from "vitest";
import { locationGridLayout, openingHoursRows } from "./opening-hours";

const week = (weekday: [string, string] | null, sat: [string, string] | null, sun: [string, string] | null) => [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, open: weekday?.[0] ?? null, close: weekday?.[1] ?? null })),
  { day: 6, open: sat?.[0] ?? null, close: sat?.[1] ?? null },
  { day: 0, open: sun?.[0] ?? null, close: sun?.[1] ?? null },
];

describe("opening hours", () => {
  it("groups days 1 to 5 as Mon–Fri, then days 6 and 0", () => {
    expect(openingHoursRows(week(["08:00", "17:30"], ["08:00", "12:00"], null))).toEqual([
      { label: "Mon–Fri", hours: "08:00 – 17:30" },
      { label: "Sat", hours: "08:00 – 12:00" },
      { label: "Sun", hours: "Closed" },
    ]);
  });
  it("lists weekdays one by one when they differ", () => {
    const hours = week(["08:00", "17:30"], null, null);
    hours[4] = { day: 5, open: "08:00", close: "20:00" };
    expect(openingHoursRows(hours).map((r) => r.label)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });
  it("uses 4 columns and a swipe hint only for more than 3 locations", () => {
    expect(locationGridLayout(3)).toEqual({ xlColumns: 3, showSwipeHint: false });
    expect(locationGridLayout(4)).toEqual({ xlColumns: 4, showSwipeHint: true });
  });
});
