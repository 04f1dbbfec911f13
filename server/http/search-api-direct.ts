/**
 * `GET /api/search` answered straight from Node's request event, ahead of Express and its per-request middleware
 * (ADR 031, issue 18). The route in React Router gives the same answer (server/search/search-api-answer.ts); this
 * path only skips what an anonymous, public, 30 µs search does not need: Express's request set-up, helmet and a
 * CSP nonce per call, the request log's listener, a Fetch Request and Response, the router's middleware chain, the
 * compression stream and the static-file lookups. Its security headers are the same as every answer's, worked
 * out once from the same middleware (securityHeaderBlock: the CSP without a nonce, which a JSON answer never uses),
 * and sent with the answer's own in one writeHead.
 *
 * Anything else falls through to the app unchanged: other methods (POST, HEAD…), another path (a trailing slash
 * included, which the app redirects), a request carrying the session cookie (its answer is private and a stale
 * cookie is cleared there), a host that is no dealer site (the 404 page), a path behind the dealer's sign-in gate,
 * and an answer that fails (the app's error handling and log take it).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { Logger } from "pino";
import { gateFor } from "~/domain/auth/gates";
import { searchApiAnswer } from "~/server/search/search-api-answer";
import { searchApiSourceFromUrl } from "~/server/search/search-api-input";
import type { StockIndex } from "~/server/search/stock-index";
import type { Site, SiteDirectory } from "~/server/tenancy/site-directory";

export const SEARCH_API_PATH = "/api/search";

/** Below this many bytes an answer goes uncompressed (as the compression middleware does). */
const COMPRESS_FROM = 1024;

/**
 * Brotli quality 4 (the compression middleware's default) costs ~2.5× quality 1's CPU for ~12 % fewer bytes
 * on a 42 KB answer; a search answer is made per call, so the cheaper setting wins.
 */
const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT };

/**
 * The encoder told the answer's size and given a window just large enough for it (at least 64 KB, at most brotli's
 * default 4 MB): the same compressed size, ~13 % less CPU than the default window on a 35 KB answer (issue 18).
 */
export function brotliOptions(bytes: number): zlib.BrotliOptions {
  const lgwin = Math.min(zlib.constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(bytes + 1))));
  return {
    params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_LGWIN]: lgwin, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes },
  };
}
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

/** Whether the request asks for exactly the search API's path (a query string aside). */
function isSearchApiUrl(url: string | undefined): boolean {
  if (!url || !url.startsWith(SEARCH_API_PATH)) return false;
  return url.length === SEARCH_API_PATH.length || url.charCodeAt(SEARCH_API_PATH.length) === 63; // "?"
}

export type SearchApiDirect = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function searchApiDirect(options: {
  sites: Pick<SiteDirectory, "lookup">;
  stock: Pick<StockIndex, "search">;
  sessionCookieName: string;
  /** Every answer's security headers, as name, value pairs (securityHeaderBlock). */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  /** The request log: a debug line per answer, as the app's request log writes. */
  log?: Pick<Logger, "debug" | "isLevelEnabled">;
}): SearchApiDirect {
  const fixed = options.securityHeaders.flatMap(([name, value]) => [name, value]);
  /** The answer's status, its own headers (name, value, name, value…) and body; null for a gated site or a failure. */
  function answerOf(site: Site, req: IncomingMessage): { status: number; headers: string[]; body: Buffer } | null {
    try {
      if (gateFor(SEARCH_API_PATH, site.settings)) return null;
      const url = req.url!;
      const query = url.indexOf("?");
      const answer = searchApiAnswer(options.stock, site, () =>
        searchApiSourceFromUrl(new URL(`http://search${query >= 0 ? url.slice(query) : ""}`)),
      );
      const plain = Buffer.from(answer.json, "utf8");
      const encoding = plain.length >= COMPRESS_FROM ? pickEncoding(req.headers["accept-encoding"]) : "identity";
      const body =
        encoding === "br"
          ? zlib.brotliCompressSync(plain, brotliOptions(plain.length))
          : encoding === "gzip"
            ? zlib.gzipSync(plain, GZIP)
            : plain;
      const headers = ["Content-Type", "application/json", "Vary", "Accept-Encoding", "Content-Length", String(body.length)];
      if (answer.cacheControl) headers.push("Cache-Control", answer.cacheControl);
      if (encoding !== "identity") headers.push("Content-Encoding", encoding);
      return { status: answer.status, headers, body };
    } catch {
      return null;
    }
  }
  return (req, res, next) => {
    if (req.method !== "GET" || !isSearchApiUrl(req.url) || (req.headers.cookie ?? "").includes(options.sessionCookieName)) {
      return next();
    }
    const started = options.log?.isLevelEnabled("debug") ? process.hrtime.bigint() : null;
    options.sites.lookup(req.headers.host).then(({ site }) => {
      const answer = site ? answerOf(site, req) : null;
      // No site, a gated one, or an answer that failed: the app answers, through its own error handling and log.
      if (!answer) return next();
      res.writeHead(answer.status, [...fixed, ...answer.headers]);
      res.end(answer.body);
      if (started !== null) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        options.log!.debug(
          { method: "GET", host: req.headers.host, url: req.url, status: answer.status, ms: Math.round(ms * 10) / 10 },
          "request",
        );
      }
    }, next);
  };
}
