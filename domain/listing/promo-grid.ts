/**
 * Inserts the dealer's promo tiles and the 'We Want Your Car' trade-in card into a page of results
 * at their 1-based grid positions. A tile whose position lies past the end of the page is left out,
 * and dated tiles show only inside their window.
 */
export type PromoTile = {
  position: number;
  title: string;
  text: string;
  href: string;
  imageUrl?: string;
  startsAt?: string;
  endsAt?: string;
};

export type GridItem<T> = { kind: "car"; car: T } | { kind: "promo"; tile: PromoTile } | { kind: "trade-in" };

export function isTileActive(tile: Pick<PromoTile, "startsAt" | "endsAt">, now: number): boolean {
  if (tile.startsAt && now < Date.parse(tile.startsAt)) return false;
  if (tile.endsAt && now > Date.parse(tile.endsAt)) return false;
  return true;
}

export function buildResultGrid<T>(
  cars: readonly T[],
  options: { promoTiles: readonly PromoTile[]; tradeInPosition: number | null; now: number },
): Array<GridItem<T>> {
  const inserts: Array<{ position: number; item: GridItem<T> }> = options.promoTiles
    .filter((tile) => isTileActive(tile, options.now))
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
