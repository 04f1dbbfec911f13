/** Specifications show the first 4 rows, then all on 'Show all' (000 §9). */
export function visibleSpecs<T>(specs: readonly T[], limit: number, showAll: boolean): { shown: T[]; hidden: number } {
  if (showAll || specs.length <= limit) return { shown: [...specs], hidden: 0 };
  return { shown: specs.slice(0, limit), hidden: specs.length - limit };
}

/** Rows grouped by their group name, in first-seen order. */
export function groupSpecs<T extends { group: string }>(specs: readonly T[]): Array<{ group: string; rows: T[] }> {
  const groups = new Map<string, T[]>();
  for (const s of specs) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  return [...groups].map(([group, rows]) => ({ group, rows }));
}
