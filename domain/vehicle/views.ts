/** Car view counting (000 §7): once per visitor per day, the day in the dealer's (Australian east) time. */
export const VIEW_TIME_ZONE = "Australia/Sydney";

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: VIEW_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** "YYYY-MM-DD" of `now` in Australian east time. */
export function viewDay(now: number): string {
  return dayFormat.format(new Date(now));
}

/** view.json's query: photos_count, updated_at and website_id are read but never required. */
export function parseViewQuery(params: URLSearchParams): {
  photosCount: number | null;
  updatedAt: string | null;
  websiteId: number | null;
} {
  const int = (v: string | null) => (v !== null && /^\d{1,9}$/.test(v) ? Number(v) : null);
  return { photosCount: int(params.get("photos_count")), updatedAt: params.get("updated_at"), websiteId: int(params.get("website_id")) };
}
