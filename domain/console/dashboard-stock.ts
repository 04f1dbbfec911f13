/**
 * Days in stock on the dashboard (issue 19): a car has been in stock for the whole calendar days since it arrived
 * (domain/console/dashboard-days.ts, the dealer's time zone), and the histogram puts each car in one of these
 * buckets. The buckets are the ages a dealer acts on: a car past 90 days is usually repriced or wholesaled.
 */

export type AgeBucket = { label: string; min: number; max: number | null };

export const AGE_BUCKETS: readonly AgeBucket[] = [
  { label: "0–14 days", min: 0, max: 14 },
  { label: "15–30 days", min: 15, max: 30 },
  { label: "31–45 days", min: 31, max: 45 },
  { label: "46–60 days", min: 46, max: 60 },
  { label: "61–90 days", min: 61, max: 90 },
  { label: "91–180 days", min: 91, max: 180 },
  { label: "Over 180 days", min: 181, max: null },
];

/** The bucket of an age in days (a negative age, a car arriving later today elsewhere, counts as 0). */
export function ageBucket(days: number): AgeBucket {
  const age = Math.max(0, Math.floor(days));
  return AGE_BUCKETS.find((b) => age >= b.min && (b.max === null || age <= b.max))!;
}

/**
 * How many cars fall in each bucket, in the buckets' order (every bucket listed, empty ones as 0), from the count
 * of cars of each age in days.
 */
export function ageHistogram(ages: Iterable<{ days: number; count: number }>): Array<{ label: string; count: number }> {
  const counts = new Map(AGE_BUCKETS.map((b) => [b.label, 0]));
  for (const { days, count } of ages) {
    const { label } = ageBucket(days);
    counts.set(label, counts.get(label)! + count);
  }
  return AGE_BUCKETS.map((b) => ({ label: b.label, count: counts.get(b.label)! }));
}
