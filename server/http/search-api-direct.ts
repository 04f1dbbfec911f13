/**
 * `GET /api/search` answered straight from Express (ADR 031). The route in React Router gives the same answer
 * (server/search/search-api-answer.ts); this path only skips what an anonymous, public, 30 µs search does not
 * need: a Fetch Request and Response per call, the router's middleware chain, the compression stream and the
 * static-file lookups. It runs after the security headers, the request log and the trailing-slash rule, so
 * the answer carries the same headers as every other.
 *
 * Anything else falls through to React Router unchanged: other methods (POST, HEAD…), a request carrying the
 * session cookie (its answer is private and a stale cookie is cleared there), a host that is no dealer site
 * (the 404 page), and a path behind the dealer's sign-in gate.
 */
import type { RequestHandler } from "express";
import zlib from "node:zlib";
import { gateFor } from "~/domain/auth/gates";
import { searchApiAnswer } from "~/server/search/search-api-answer";
import { searchApiSourceFromUrl } from "~/server/search/search-api-input";
import type { StockIndex } from "~/server/search/stock-index";
import type { SiteDirectory } from "~/server/tenancy/site-directory";

export const SEARCH_API_PATH = "/api/search";

/** Below this many bytes an answer goes uncompressed (as the compression middleware does). */
const COMPRESS_FROM = 1024;

/**
 * Brotli quality 4 (the compression middleware's default) costs ~2.5× quality 1's CPU for ~12 % fewer bytes
 * on a 42 KB answer; a search answer is made per call, so the cheaper setting wins.
 */
const BROTLI = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
};
const GZIP = { level: 1 };

/** br, gzip or identity, from Accept-Encoding (q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

export function searchApiDirect(options: {
  sites: Pick<SiteDirectory, "lookup">;
  stock: Pick<StockIndex, "search">;
  sessionCookieName: string;
}): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || req.path !== SEARCH_API_PATH || (req.headers.cookie ?? "").includes(options.sessionCookieName)) {
      return next();
    }
    options.sites.lookup(req.headers.host).then(({ site }) => {
      if (!site || gateFor(SEARCH_API_PATH, site.settings)) return next();
      const query = req.url.indexOf("?");
      const answer = searchApiAnswer(options.stock, site, () =>
        searchApiSourceFromUrl(new URL(`http://search${query >= 0 ? req.url.slice(query) : ""}`)),
      );
      const plain = Buffer.from(answer.json, "utf8");
      const encoding = plain.length >= COMPRESS_FROM ? pickEncoding(req.headers["accept-encoding"]) : "identity";
      const body = encoding === "br" ? zlib.brotliCompressSync(plain, BROTLI) : encoding === "gzip" ? zlib.gzipSync(plain, GZIP) : plain;
      res.statusCode = answer.status;
      if (answer.cacheControl) res.setHeader("Cache-Control", answer.cacheControl);
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Vary", "Accept-Encoding");
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(body);
    }, next);
  };
}
