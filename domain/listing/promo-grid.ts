/**
 * Inserts the dealer's promo tiles and the 'We Want Your Car' trade-in card into a page of results
 * at their 1-based grid positions. A tile whose position lies past the end of the page is left out,
 * dated tiles show only inside their window, and a tile aimed at some stock (its `filters`, e.g. make Kia) shows
 * only on searches that could hold that stock: a search filtered to Mazda gets no Kia tile.
 */
export type PromoTile = {
  position: number;
  title: string;
  text: string;
  href: string;
  imageUrl?: string;
  startsAt?: string;
  endsAt?: string;
  /** The stock the tile is about, per facet (make, car_type, body, vehicle_kind…); none means any search. */
  filters?: Partial<Record<string, readonly string[]>>;
};

/**
 * Whether a tile fits the search's current filters: for each facet the tile names, the search either does not
 * filter that facet or selects at least one of the tile's values (case-insensitive).
 */
export function tileFitsFilters(tile: Pick<PromoTile, "filters">, selected: Partial<Record<string, readonly string[]>>): boolean {
  for (const [facet, values] of Object.entries(tile.filters ?? {})) {
    const chosen = selected[facet] ?? [];
    if (!values || values.length === 0 || chosen.length === 0) continue;
    const wanted = new Set(values.map((v) => v.toLowerCase()));
    if (!chosen.some((v) => wanted.has(v.toLowerCase()))) return false;
  }
  return true;
}

export type GridItem<T> = { kind: "car"; car: T } | { kind: "promo"; tile: PromoTile } | { kind: "trade-in" };

export function isTileActive(tile: Pick<PromoTile, "startsAt" | "endsAt">, now: number): boolean {
  if (tile.startsAt && now < Date.parse(tile.startsAt)) return false;
  if (tile.endsAt && now > Date.parse(tile.endsAt)) return false;
  return true;
}

export function buildResultGrid<T>(
  cars: readonly T[],
  options: {
    promoTiles: readonly PromoTile[];
    tradeInPosition: number | null;
    now: number;
    /** The search's selected facet values (the page's preset included). */
    filters?: Partial<Record<string, readonly string[]>>;
  },
): Array<GridItem<T>> {
  const inserts: Array<{ position: number; item: GridItem<T> }> = options.promoTiles
    .filter((tile) => isTileActive(tile, options.now) && tileFitsFilters(tile, options.filters ?? {}))
    .map((tile) => ({ position: tile.position, item: { kind: "promo", tile } }));
  if (options.tradeInPosition !== null && !inserts.some((i) => i.position === options.tradeInPosition)) {
    inserts.push({ position: options.tradeInPosition, item: { kind: "trade-in" } });
  }
  inserts.sort((a, b) => a.position - b.position);
  const grid: Array<GridItem<T>> = cars.map((car) => ({ kind: "car", car }));
  if (cars.length === 0) return grid;
  for (const { position, item } of inserts) {
    if (position - 1 > grid.length) break;
    grid.splice(position - 1, 0, item);
  }
  return grid;
}
