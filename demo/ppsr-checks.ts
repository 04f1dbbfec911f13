/**
 * Invented PPSR searches for a few demo cars: the dealer's record of a search (date, certificate number, VIN
 * searched, findings). Only these cars' pages offer a PPSR report or mention a PPSR search. Deterministic: the
 * first used cars (by id) of each site with a VIN, searched a few days before the seed day; all clear except one
 * with a security interest (finance still owing, which the dealer pays out at sale).
 */
export type PpsrDemoCar = { id: number; websiteId: number; vin: string; carType: string; status: string };

export const PPSR_CHECKS_PER_SITE = 4;

export function generatePpsrChecks(cars: readonly PpsrDemoCar[], now: Date) {
  const bySite = new Map<number, PpsrDemoCar[]>();
  for (const car of [...cars].sort((a, b) => a.id - b.id)) {
    if (car.carType !== "used" || !car.vin || car.status === "sold") continue;
    const list = bySite.get(car.websiteId) ?? [];
    if (list.length < PPSR_CHECKS_PER_SITE) bySite.set(car.websiteId, [...list, car]);
  }
  return [...bySite.values()].flatMap((list) =>
    list.map((car, i) => ({
      websiteId: car.websiteId,
      carId: car.id,
      vin: car.vin,
      searchedAt: new Date(now.getTime() - (3 + i * 2) * 86_400_000 - 4 * 3_600_000),
      // The register's search certificates are numbered; these are made up for the demo.
      certificateNumber: `DEMO-${String(2_0000_0000 + car.id * 7919).slice(0, 9)}`,
      stolen: false,
      writtenOff: false,
      encumbered: i === PPSR_CHECKS_PER_SITE - 1,
    })),
  );
}
