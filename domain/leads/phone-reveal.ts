/**
 * Phone reveal (000 §7: "phone-reveal log"): on dealers that switch it on, a number sits behind "Show number";
 * each press is logged with the site, the car (or location) and the time, and counted in the dealer's lead
 * report. Pure rules: what a reveal request names, how a number shows before it is revealed, and the count.
 */
import { isRecordId, parseRecordId } from "~/domain/routing/record-id";

const idOf = (value: unknown): number | null => (typeof value === "number" ? (isRecordId(value) ? value : null) : parseRecordId(value));

export type RevealTarget = { kind: "car"; carId: number } | { kind: "location"; locationId: number };

/** A reveal names exactly one car or one location by id; anything else is refused. */
export function revealTarget(values: Record<string, unknown>): RevealTarget | null {
  const car = idOf(values.car_id);
  const location = idOf(values.location_id);
  const carGiven = values.car_id !== undefined && values.car_id !== "";
  const locationGiven = values.location_id !== undefined && values.location_id !== "";
  if (carGiven === locationGiven) return null;
  if (carGiven) return car === null ? null : { kind: "car", carId: car };
  return location === null ? null : { kind: "location", locationId: location };
}

/** The number as shown before the reveal: its last four digits hidden, e.g. "(07) 5550 ••••". */
export function maskedPhone(phone: string): string {
  let hide = 4;
  const chars = [...phone];
  for (let i = chars.length - 1; i >= 0 && hide > 0; i--) {
    if (/\d/.test(chars[i])) {
      chars[i] = "•";
      hide--;
    }
  }
  return chars.join("");
}

/** The number a car's reveal shows: its location's, else its dealership's, else the site's. */
export function revealPhoneFor(
  locationPhone: string | null | undefined,
  dealershipPhone: string | null | undefined,
  sitePhone: string | null | undefined,
): string | null {
  for (const phone of [locationPhone, dealershipPhone, sitePhone]) if (phone && phone.trim()) return phone.trim();
  return null;
}

/** Reveals grouped by car and location, as the database counts them for a period. */
export type RevealGroup = { carId: number | null; locationId: number | null; count: number };
export type RevealCounts = {
  total: number;
  byCar: Array<{ carId: number; count: number }>;
  byLocation: Array<{ locationId: number; count: number }>;
};

/** Every reveal counts once: in the total, and under its car (or, for a location card, its location); most revealed first. */
export function summariseReveals(groups: readonly RevealGroup[]): RevealCounts {
  const tally = (pairs: Array<[number | null, number]>) => {
    const counts = new Map<number, number>();
    for (const [id, n] of pairs) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + n);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  };
  return {
    total: groups.reduce((sum, g) => sum + g.count, 0),
    byCar: tally(groups.map((g) => [g.carId, g.count])).map(([carId, count]) => ({ carId, count })),
    byLocation: tally(groups.filter((g) => g.carId === null).map((g) => [g.locationId, g.count])).map(([locationId, count]) => ({
      locationId,
      count,
    })),
  };
}
