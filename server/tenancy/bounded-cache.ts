/** A map that keeps at most `maxEntries`, forgetting the least recently used first. */
export function createBoundedCache<V>(maxEntries: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
