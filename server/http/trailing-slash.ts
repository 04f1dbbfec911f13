/**
 * One address per page: a GET or HEAD of a path ending in "/" (other than "/") is sent, permanently, to the
 * path without it, query kept. Canonical links and the sitemap name the slashless address.
 */
import type { RequestHandler } from "express";
import { safePath } from "~/domain/auth/safe-path";

/**
 * Where a path with trailing slashes belongs, or null when it has none. Like every redirect target it goes
 * through the one safe-path rule, so a path a browser could read as another host ("//host/") is left alone.
 */
export function slashlessPath(pathname: string): string | null {
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  const target = safePath(pathname.replace(/\/+$/, ""), "");
  return target && target !== pathname ? target : null;
}

export const trailingSlashRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const queryAt = req.originalUrl.indexOf("?");
  const pathname = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  const target = slashlessPath(pathname);
  if (target === null) return next();
  res.redirect(301, target + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
};
