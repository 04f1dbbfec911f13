/**
 * The shopper's compare list, kept in this browser (localStorage is per origin, so per dealer site) and
 * shared by every compare toggle and the tray. No sign-in needed.
 */
import { useSyncExternalStore } from "react";
import { MAX_COMPARE, toggleCompare } from "~/domain/compare/compare-list";

export type CompareItem = { id: number; name: string; slug: string; image: string | null };

const KEY = "compare-cars";
const EMPTY: CompareItem[] = [];
let cache: CompareItem[] | null = null;
const listeners = new Set<() => void>();

function isItem(value: unknown): value is CompareItem {
  const v = value as CompareItem;
  return !!v && typeof v.id === "number" && Number.isInteger(v.id) && v.id > 0 && typeof v.name === "string" && typeof v.slug === "string";
}

function read(): CompareItem[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
    cache = Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_COMPARE) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(list: CompareItem[]) {
  cache = list;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full quota: the list still lives for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    cache = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useCompareList(): CompareItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

export function toggleCompareItem(item: CompareItem) {
  const result = toggleCompare(read(), item);
  if (result.outcome !== "full") write(result.list);
  return result.outcome;
}

export function removeCompareItem(id: number) {
  write(read().filter((c) => c.id !== id));
}

export function setCompareList(items: CompareItem[]) {
  write(items.slice(0, MAX_COMPARE));
}

export function clearCompareList() {
  write([]);
}
