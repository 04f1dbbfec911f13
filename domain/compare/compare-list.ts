/** The shopper's compare list: at most 3 cars, kept in the browser and shared as /compare?ids=1,2,3. */
export const MAX_COMPARE = 3;

/** "3,1,3,x,-2" → [3, 1]: positive whole ids, first occurrence kept, at most three. */
export function parseCompareIds(param: string | null | undefined): number[] {
  if (!param) return [];
  const ids: number[] = [];
  for (const part of param.split(",")) {
    const trimmed = part.trim();
    if (!/^\d{1,10}$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (id <= 0 || id > 2 ** 31 - 1 || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === MAX_COMPARE) break;
  }
  return ids;
}

export function comparePath(ids: readonly number[], options: { diffOnly?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (ids.length > 0) params.set("ids", ids.slice(0, MAX_COMPARE).join(","));
  if (options.diffOnly) params.set("diff", "1");
  const query = params.toString().replace(/%2C/g, ",");
  return query ? `/compare?${query}` : "/compare";
}

export type ToggleResult<T> = { list: T[]; outcome: "added" | "removed" | "full" };

/** Adds the car, or removes it when already there; a full list is left as it is. */
export function toggleCompare<T extends { id: number }>(list: readonly T[], car: T): ToggleResult<T> {
  if (list.some((c) => c.id === car.id)) return { list: list.filter((c) => c.id !== car.id), outcome: "removed" };
  if (list.length >= MAX_COMPARE) return { list: [...list], outcome: "full" };
  return { list: [...list, car], outcome: "added" };
}
