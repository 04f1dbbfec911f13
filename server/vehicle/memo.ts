/**
 * A small per-process memo with expiry for per-site data that changes rarely (lenders, content pages,
 * blog posts): a vehicle page render then costs one database query (the car) instead of five.
 * Entries are dropped after `ttlMs`; concurrent misses for one key share one load.
 */
export function createMemo<T>(ttlMs: number, options: { now?: () => number; maxEntries?: number } = {}) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.set(key, { at: now(), value });
      // A failed load is not remembered.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
