/**
 * One address per page: a GET or HEAD of a path ending in "/" (other than "/") is sent, permanently, to the
 * path without it, query kept. Canonical links and the sitemap name the slashless address.
 */
import type { RequestHandler } from "express";

/** Where a path with trailing slashes belongs, or null when it has none (or is not a plain path, e.g. "//host/"). */
export function slashlessPath(pathname: string): string | null {
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  // Only plain paths: no backslashes or leading "//", which a browser could read as another host.
  if (!/^\/[^/\\]/.test(pathname) || pathname.includes("\\")) return null;
  return pathname.replace(/\/+$/, "");
}

export const trailingSlashRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const queryAt = req.originalUrl.indexOf("?");
  const pathname = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  const target = slashlessPath(pathname);
  if (target === null) return next();
  res.redirect(301, target + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
};
