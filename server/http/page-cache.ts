/**
 * Caches rendered pages for anonymous shoppers per host and URL, in this process's memory.
 * An entry is dropped when its dealer's stock or settings change (or after `ttlMs`, so changes made by
 * other processes show too). The CSP nonce inside a cached page is swapped for the response's own nonce.
 */
import type { RequestHandler, Response } from "express";

export const SITE_ID_HEADER = "x-site-id";

type Entry = { siteId: number; status: number; headers: Array<[string, string]>; body: string; nonce: string; bytes: number; at: number };

export type PageCacheOptions = {
  maxBytes?: number;
  ttlMs?: number;
  /** Requests carrying this cookie are personal and never cached. */
  sessionCookieName: string;
  now?: () => number;
};

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;
const STORED_HEADERS = new Set(["content-type", "cache-control", "vary", "link", "x-robots-tag", "content-language"]);

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

  function capture(res: Response, onDone: (body: Buffer) => void) {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, (encoding as BufferEncoding) ?? "utf8") : Buffer.from(chunk as Uint8Array);
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, rest[0]));
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, rest[0]));
      onDone(Buffer.concat(chunks));
      return end(chunk, ...rest);
    }) as Response["end"];
  }

  const middleware: RequestHandler = (req, res, next) => {
    const siteIdOf = () => Number(res.getHeader(SITE_ID_HEADER));
    const stripSiteId = () => res.removeHeader(SITE_ID_HEADER);
    if ((req.method !== "GET" && req.method !== "HEAD") || (req.headers.cookie ?? "").includes(options.sessionCookieName)) {
      const writeHead = res.writeHead.bind(res);
      res.writeHead = ((...args: Parameters<typeof writeHead>) => {
        stripSiteId();
        return writeHead(...args);
      }) as typeof res.writeHead;
      return next();
    }
    const key = `${(req.headers.host ?? "").toLowerCase()}${req.originalUrl}`;
    const nonce = res.locals.cspNonce as string;
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) {
      entries.delete(key);
      entries.set(key, hit);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.status(hit.status).send(hit.nonce ? hit.body.replaceAll(hit.nonce, nonce) : hit.body);
      return;
    }
    if (hit) drop(key);

    const writeHead = res.writeHead.bind(res);
    let siteId = NaN;
    res.writeHead = ((...args: Parameters<typeof writeHead>) => {
      siteId = siteIdOf();
      stripSiteId();
      if (!res.headersSent && !res.getHeader("X-Page-Cache")) res.setHeader("X-Page-Cache", "miss");
      return writeHead(...args);
    }) as typeof res.writeHead;
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
      const text = body.toString("utf8");
      store(key, { siteId, status: 200, headers, body: text, nonce, bytes: body.length, at: now() });
    });
    next();
  };

  return {
    middleware,
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
