/**
 * The vehicle page's own database rows kept in this process's memory (issue 18): the car with its location and
 * dealership, and its newest PPSR search. A page then costs no database query when its car was shown before in this
 * process, instead of two (~5 ms of CPU through the embedded database, a fifth of the page).
 *
 * Fresh as the page cache is, through the same signals (ADR 043): every committed stock change moves the cars'
 * `updated_at`, every process's search index pulls it within ~2 s and tells its change listeners which dealers
 * changed, and their entries are dropped here; a location, dealership or settings change moves the website's
 * `updated_at`, which every process's site directory sees within ~2 s (`onInvalidate`): everything is dropped. An
 * entry also expires after `ttlMs`, for whatever changes neither (a PPSR search recorded without a stock change).
 * At most `maxEntries` cars are kept, the least recently shown dropped first.
 */
export type CarPageRowsStore<T> = {
  get(websiteId: number, slug: string, load: () => Promise<T>): Promise<T>;
  /** Drops the entries of dealers whose stock changed. */
  dropWebsites(websiteIds: Iterable<number>): void;
  clear(): void;
  size(): number;
};

export function createCarPageRows<T>(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): CarPageRowsStore<T> {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 20_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { websiteId: number; at: number; value: Promise<T> }>();
  return {
    get(websiteId, slug, load) {
      const key = `${websiteId}:${slug}`;
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) {
        // Most recently shown last, so the oldest is first to go.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      const entry = { websiteId, at: now(), value };
      entries.delete(key);
      entries.set(key, entry);
      // A failed load is not remembered.
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    dropWebsites(websiteIds) {
      const ids = new Set(websiteIds);
      if (ids.size === 0) return;
      for (const [key, entry] of entries) if (ids.has(entry.websiteId)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    size: () => entries.size,
  };
}
