/** Body-type selector (001 §9): the recognised bodies, most stocked first, then name descending. */
export const RECOGNISED_BODY_TYPES = [
  "4x4",
  "bus",
  "cabChassis",
  "convertible",
  "coupe",
  "ev",
  "hardtop",
  "hatch",
  "hatchback",
  "motorhome",
  "lightTruck",
  "peopleMover",
  "prestige",
  "sedan",
  "softtop",
  "suv",
  "ute",
  "van",
  "wagon",
  "stationWagon",
] as const;

export function bodySelectorOptions(
  counts: ReadonlyArray<{ value: string; count: number }>,
  options: { limit: number; customBodies: readonly string[]; customLimit: number },
): Array<{ value: string; count: number }> {
  const custom = options.customBodies.length > 0;
  const allowed = new Set<string>(custom ? options.customBodies : RECOGNISED_BODY_TYPES);
  return counts
    .filter((c) => c.count > 0 && allowed.has(c.value))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? 1 : a.value > b.value ? -1 : 0))
    .slice(0, custom ? options.customLimit : options.limit);
}
