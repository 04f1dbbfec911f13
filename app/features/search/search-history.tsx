import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/app/ui/router-links";
import { rememberSearch, type HistoryEntry } from "~/domain/listing/search-history";

const STORAGE_KEY = "search-history";

/** Params that change how a search is shown, not what it finds: sorting or paging is the same search. */
const VIEW_PARAMS = ["sortBy", "page"];

function splitHref(href: string): [string, string] {
  const at = href.indexOf("?");
  return at < 0 ? [href, ""] : [href.slice(0, at), href.slice(at)];
}

/** A search's identity: its path and filters, without sort and page. */
export function searchKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of VIEW_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

function describe(search: string, presetLabel: string | undefined): string {
  const params = new URLSearchParams(search);
  const parts = [presetLabel, params.get("query"), ...["car_type", "make", "model", "body"].flatMap((k) => params.getAll(k))].filter(
    Boolean,
  );
  return parts.length > 0 ? [...new Set(parts)].join(", ") : "All stock";
}

/**
 * The shopper's last searches, kept in this browser only. The current search is not listed, and sorting or
 * paging it is not a new search (it replaced the previous entry, so the list showed the same search twice).
 */
export function SearchHistory({ size, presetLabel }: { size: number; presetLabel?: string }) {
  const location = useLocation();
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  useEffect(() => {
    let stored: HistoryEntry[];
    try {
      stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    } catch {
      stored = [];
    }
    const href = searchKey(location.pathname, location.search);
    // Entries stored before sort and page were left out of a search's identity collapse into one.
    const seen = new Set<string>();
    const previous = (Array.isArray(stored) ? stored : [])
      .filter((h) => typeof h?.href === "string" && typeof h.label === "string")
      .map((h) => ({ ...h, href: searchKey(...splitHref(h.href)) }))
      .filter((h) => !seen.has(h.href) && !!seen.add(h.href));
    const next = rememberSearch(previous, { href, label: describe(location.search, presetLabel) }, size);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    // The history lives in this browser's storage, read after hydration (the server renders none).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHistory(next.slice(1));
  }, [location.pathname, location.search, size, presetLabel]);
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
