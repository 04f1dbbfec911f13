import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { rememberSearch, type HistoryEntry } from "~/domain/listing/search-history";

const STORAGE_KEY = "search-history";

function describe(search: string): string {
  const params = new URLSearchParams(search);
  const parts = [params.get("query"), ...["car_type", "make", "model", "body"].flatMap((k) => params.getAll(k))].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "All stock";
}

/** The shopper's last searches, kept in this browser only. */
export function SearchHistory({ size }: { size: number }) {
  const location = useLocation();
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  useEffect(() => {
    let stored: HistoryEntry[];
    try {
      stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    } catch {
      stored = [];
    }
    const href = `${location.pathname}${location.search}`;
    const next = rememberSearch(Array.isArray(stored) ? stored : [], { href, label: describe(location.search) }, size);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    // The history lives in this browser's storage, read after hydration (the server renders none).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHistory(next.slice(1));
  }, [location.pathname, location.search, size]);
  if (history.length === 0) return null;
  return (
    <nav aria-label="Recent searches" className="mt-6">
      <h2 className="text-sm font-bold">Recent searches</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {history.map((h) => (
          <li key={h.href}>
            <Link to={h.href} className="text-accent-ink underline">
              {h.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
