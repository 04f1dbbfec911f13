/**
 * The one same-origin guard of every route that changes something (lead forms, sign-in, sign-out, the
 * watchlist, the vehicle page's forms). A page on another site, including another dealer of the
 * platform (a "same-site" sibling under the platform domain), cannot make a shopper's browser post here.
 *
 * `Origin` decides when it is sent: it must name this request's own host (the validated Host header the
 * tenant was resolved from, which is the host of `request.url`); "null" (sandboxed frames, some redirects)
 * or anything unparsable is refused. Without `Origin`, `Sec-Fetch-Site` must be same-origin or none
 * (typed or bookmarked). A request with neither header is not a browser's cross-site request (old browsers,
 * server-to-server clients) and passes.
 */
export const CROSS_SITE_MESSAGE = "This can only be sent from this website's own pages.";

const ALLOWED_FETCH_SITES = new Set(["same-origin", "none"]);

export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (!URL.canParse(origin)) return false;
    const parsed = new URL(origin);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
    return parsed.host === new URL(request.url).host;
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  return fetchSite === null || ALLOWED_FETCH_SITES.has(fetchSite.trim().toLowerCase());
}
