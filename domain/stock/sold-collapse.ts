/**
 * Runs of consecutive sold cars collapse to their first car; when every hit is sold, all show (000 §2).
 */
export function collapseSoldRuns<T>(hits: readonly T[], isSold: (hit: T) => boolean): T[] {
  if (hits.length === 0 || hits.every(isSold)) return [...hits];
  return hits.filter((hit, index) => !isSold(hit) || index === 0 || !isSold(hits[index - 1]));
}
