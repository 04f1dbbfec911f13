/** The shopper's recent searches (kept in the browser): newest first, no repeats, at most `size`. */
export type HistoryEntry = { href: string; label: string };

export function rememberSearch(history: readonly HistoryEntry[], entry: HistoryEntry, size: number): HistoryEntry[] {
  if (size <= 0) return [];
  return [entry, ...history.filter((h) => h.href !== entry.href)].slice(0, size);
}
