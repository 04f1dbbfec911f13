/**
 * Caches rendered pages for anonymous shoppers per host and URL, in this process's memory. Two middlewares:
 * `serveHits` goes before everything else so a hit costs a map lookup and one write; `storeMisses` goes
 * after compression, so a miss is still compressed on the wire while the plain page is kept. An entry is dropped when its dealer's stock or
 * settings change (or after `ttlMs`, so changes made by other processes show too).
 *
 * A cached page is sent byte for byte (brotli and gzip copies are made once), so it cannot carry a fresh
 * CSP nonce: its CSP names the sha256 hashes of the page's own inline scripts instead, which allows exactly
 * those scripts and nothing injected.
 */
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";

export const SITE_ID_HEADER = "x-site-id";

/**
 * `br`, `gzip` and the hashed CSP are made on the first hit, not when the page is stored: most pages a crawler
 * or a varied search renders are never asked for again, and compressing each twice more cost them as much as
 * compressing it for the wire.
 */
type Entry = {
  siteId: number;
  headers: Array<[string, string]>;
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  bytes: number;
  at: number;
};

export type PageCacheOptions = {
  maxBytes?: number;
  ttlMs?: number;
  /** Requests carrying this cookie are personal and never cached. */
  sessionCookieName: string;
  now?: () => number;
};

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;
/** Response headers a hit repeats (the security headers among them); per-response ones are left out. */
const STORED_HEADERS = new Set([
  "content-type",
  "cache-control",
  "vary",
  "link",
  "x-robots-tag",
  "content-language",
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "strict-transport-security",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "permissions-policy",
]);

/** The page's CSP with its nonce replaced by the hashes of the page's inline scripts. */
export function hashedCsp(csp: string, html: string): string {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash("sha256").update(m[1], "utf8").digest("base64")}'`);
  }
  return csp.replace(/'nonce-[^']+'/g, [...hashes].join(" ") || "'none'");
}

function capture(res: Response, onDone: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, (encoding as BufferEncoding) ?? "utf8")
        : Buffer.from(chunk as Uint8Array);
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const result = end(chunk, ...rest);
    onDone(Buffer.concat(chunks));
    return result;
  }) as Response["end"];
}

/** The internal site id header never leaves the server. */
function stripSiteIdOnWriteHead(res: Response, seen?: (siteId: number) => void) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<typeof writeHead>) => {
    seen?.(Number(res.getHeader(SITE_ID_HEADER)));
    res.removeHeader(SITE_ID_HEADER);
    return writeHead(...args);
  }) as typeof res.writeHead;
}

export function createPageCache(options: PageCacheOptions) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry) {
      bytes -= entry.bytes;
      entries.delete(key);
    }
  };

  function store(key: string, entry: Entry) {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /** Readies a stored page for sending: its CSP names its scripts' hashes, and the compressed copies. */
  function ready(entry: Entry) {
    const html = entry.raw.toString("utf8");
    entry.headers = entry.headers.map(([name, value]) => [name, name === "content-security-policy" ? hashedCsp(value, html) : value]);
    entry.br = zlib.brotliCompressSync(entry.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    entry.gzip = zlib.gzipSync(entry.raw, { level: 6 });
    const grown = entry.br.length + entry.gzip.length;
    entry.bytes += grown;
    bytes += grown;
  }

  const isPage = (req: Request) => req.method === "GET" || req.method === "HEAD";
  // Files (assets, media, sitemap.xml, view.json…) are never pages.
  const isFile = (req: Request) => /\.[a-z0-9]+$/i.test(req.path);
  const isPersonal = (req: Request) => (req.headers.cookie ?? "").includes(options.sessionCookieName);
  const keyOf = (req: Request) => `${(req.headers.host ?? "").toLowerCase()}${req.originalUrl}`;

  /** Mounted first: answers a cached page before logging, compression or file lookups. */
  const serveHits: RequestHandler = (req, res, next) => {
    if (!isPage(req) || isPersonal(req) || isFile(req)) return next();
    const key = keyOf(req);
    const hit = entries.get(key);
    if (!hit) return next();
    if (now() - hit.at >= ttlMs) {
      drop(key);
      return next();
    }
    entries.delete(key);
    entries.set(key, hit);
    if (!hit.br || !hit.gzip) ready(hit);
    const accept = String(req.headers["accept-encoding"] ?? "");
    const [encoding, body] = /\bbr\b/.test(accept)
      ? ["br", hit.br!]
      : /\bgzip\b/.test(accept)
        ? ["gzip", hit.gzip!]
        : ["identity", hit.raw];
    for (const [name, value] of hit.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.setHeader("X-Page-Cache", "hit");
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  };

  /**
   * Mounted after compression: sees the page as rendered (compression wraps the response first, so this
   * wrapper receives the plain bytes before they are compressed on the wire) and stores cacheable ones.
   */
  const storeMisses: RequestHandler = (req, res, next) => {
    if (!isPage(req) || isPersonal(req) || isFile(req)) {
      stripSiteIdOnWriteHead(res);
      return next();
    }
    const key = keyOf(req);
    let siteId = NaN;
    res.setHeader("X-Page-Cache", "miss");
    stripSiteIdOnWriteHead(res, (id) => (siteId = id));
    capture(res, (body) => {
      const type = String(res.getHeader("content-type") ?? "");
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      if (
        res.statusCode !== 200 ||
        req.method !== "GET" ||
        !Number.isInteger(siteId) ||
        !CACHEABLE_TYPES.test(type) ||
        res.getHeader("set-cookie") !== undefined ||
        /no-store|private/.test(cacheControl)
      ) {
        return;
      }
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => STORED_HEADERS.has(name))
        .map(([name, value]) => [name, String(value)] as [string, string]);
      store(key, { siteId, headers, raw: body, br: null, gzip: null, bytes: body.length, at: now() });
    });
    next();
  };

  return {
    serveHits,
    storeMisses,
    invalidateSite(siteId: number) {
      for (const [key, entry] of entries) if (entry.siteId === siteId) drop(key);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
