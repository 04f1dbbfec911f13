import { describe, expect, it } from "vitest";
import { AGE_BUCKETS, ageBucket, ageHistogram } from "./dashboard-stock";

describe("days in stock histogram", () => {
  it("puts each age in exactly one bucket, the edges in the lower one", () => {
    expect(ageBucket(0).label).toBe("0–14 days");
    expect(ageBucket(14).label).toBe("0–14 days");
    expect(ageBucket(15).label).toBe("15–30 days");
    expect(ageBucket(30).label).toBe("15–30 days");
    expect(ageBucket(90).label).toBe("61–90 days");
    expect(ageBucket(91).label).toBe("91–180 days");
    expect(ageBucket(180).label).toBe("91–180 days");
    expect(ageBucket(181).label).toBe("Over 180 days");
    expect(ageBucket(5000).label).toBe("Over 180 days");
    expect(ageBucket(-1).label).toBe("0–14 days");
  });

  it("covers every whole day from 0 with no gap or overlap", () => {
    for (let i = 1; i < AGE_BUCKETS.length; i += 1) expect(AGE_BUCKETS[i].min).toBe(AGE_BUCKETS[i - 1].max! + 1);
    expect(AGE_BUCKETS[0].min).toBe(0);
    expect(AGE_BUCKETS.at(-1)!.max).toBeNull();
  });

  it("counts the cars of each bucket, listing empty buckets as 0", () => {
    const ages = [0, 3, 14, 15, 200, 45, 3].reduce<Array<{ days: number; count: number }>>((list, days) => {
      const found = list.find((a) => a.days === days);
      if (found) found.count += 1;
      else list.push({ days, count: 1 });
      return list;
    }, []);
    expect(ageHistogram(ages)).toEqual([
      { label: "0–14 days", count: 4 },
      { label: "15–30 days", count: 1 },
      { label: "31–45 days", count: 1 },
      { label: "46–60 days", count: 0 },
      { label: "61–90 days", count: 0 },
      { label: "91–180 days", count: 0 },
      { label: "Over 180 days", count: 1 },
    ]);
    expect(ageHistogram([]).every((b) => b.count === 0)).toBe(true);
  });
});
