import { parsedUrl } from "~/domain/routing/parsed-url";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
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
  return isSameOriginPost(new URL(request.url).host, request.headers.get("origin"), request.headers.get("sec-fetch-site"));
}

/** The rule on the parts it reads: the request's own host (as `URL#host` gives it), `Origin` and `Sec-Fetch-Site`. */
function isSameOriginPost(host: string, origin: string | null, fetchSite: string | null): boolean {
  if (origin !== null) {
    const parsed = parsedUrl(origin);
    if (!parsed) return false;
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
    return parsed.host === host;
  }
  return fetchSite === null || ALLOWED_FETCH_SITES.has(fetchSite.trim().toLowerCase());
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Posts that store nothing and answer the same to anyone (a search, a finance quote): other sites may call them. */
export const OPEN_POST_PATHS = new Set(["/api/search", "/api/youx/quote"]);

/**
 * The guard in front of every route: any request that can change something (every method but GET, HEAD and
 * OPTIONS) from another site is answered 403 before routing, so no route can forget it or put a feature switch, a
 * sign-in gate or a 404 before it. Routes keep their own check for their form's friendlier answer.
 */
/** The Host header as a URL host, or null when it is none. */
function hostOf(hostHeader: string): string | null {
  return parsedUrl(`http://${hostHeader}`)?.host ?? null;
}

export function sameOriginGuard(req: ExpressRequest, res: ExpressResponse, next: () => void): void {
  if (SAFE_METHODS.has(req.method) || OPEN_POST_PATHS.has(req.path)) return next();
  const hostHeader = req.get("host") ?? "";
  const host = hostOf(hostHeader);
  if (host !== null && isSameOriginPost(host, req.get("origin") ?? null, req.get("sec-fetch-site") ?? null)) return next();
  res.status(403).set("Cache-Control", "no-store").type("text/plain").send(CROSS_SITE_MESSAGE);
}
