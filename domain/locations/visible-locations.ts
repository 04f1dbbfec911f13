/** Which of a dealer's locations shoppers see, and in what order (spec 001 §5, §9). */
export const LOCATION_TYPE_ORDER = ["sales", "service", "parts"] as const;

type LocationLike = { slug: string; name: string; visible: boolean; locationType: string; primary: boolean };

function typeRank(type: string): number {
  const index = (LOCATION_TYPE_ORDER as readonly string[]).indexOf(type);
  return index === -1 ? LOCATION_TYPE_ORDER.length : index;
}

export function visibleLocations<T extends LocationLike>(locations: T[], hiddenSlugs: readonly string[]): T[] {
  const hidden = new Set(hiddenSlugs);
  return locations
    .filter((l) => l.visible !== false && !hidden.has(l.slug))
    .sort(
      (a, b) =>
        typeRank(a.locationType) - typeRank(b.locationType) || Number(b.primary) - Number(a.primary) || a.name.localeCompare(b.name),
    );
}
