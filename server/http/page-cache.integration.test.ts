import { createHash } from "node:crypto";
import compression from "compression";
import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, hashedCsp, SITE_ID_HEADER } from "./page-cache";

let renders = 0;
let now = 0;
const cache = createPageCache({ sessionCookieName: "dp_session", ttlMs: 60_000, now: () => now });
const app = express();
app.use(cache.serveHits);
app.use(compression());
app.use(cache.storeMisses);
app.get("/{*path}", (req, res) => {
  renders++;
  const nonce = `nonce${renders}`;
  res.setHeader(SITE_ID_HEADER, req.path.startsWith("/b") ? "2" : "1");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${nonce}'; object-src 'none'`);
  if (req.path === "/missing") return void res.status(404).end("<p>missing</p>");
  if (req.path === "/cookie") res.setHeader("Set-Cookie", "x=1");
  res.write(`<script nonce="${nonce}">window.x = 1</script>`);
  res.end(`<p>${req.originalUrl} render ${renders}</p>${"<p>stock</p>".repeat(Number(req.query.body ?? 0) / 12)}`);
});

let base = "";
const server = app.listen(0);
beforeAll(() => {
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe("page cache", () => {
  it("renders once, then answers the same bytes compressed, with a CSP naming the page's own scripts", async () => {
    const first = await get("/a/page");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get(SITE_ID_HEADER)).toBeNull();
    const firstBody = await first.text();
    const before = renders;
    const second = await get("/a/page", { "accept-encoding": "br" });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get(SITE_ID_HEADER)).toBeNull();
    expect(renders).toBe(before);
    expect(await second.text()).toBe(firstBody);
    const scriptHash = createHash("sha256").update("window.x = 1").digest("base64");
    expect(second.headers.get("content-security-policy")).toBe(`script-src 'self' 'sha256-${scriptHash}'; object-src 'none'`);
    const gzip = await get("/a/page", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(firstBody);
  });
  it("compresses a miss on the wire and keeps the plain page", async () => {
    const filler = "<p>stock</p>".repeat(200);
    const first = await get(`/a/big?body=${filler.length}`, { "accept-encoding": "gzip" });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const plain = await first.text();
    const hit = await get(`/a/big?body=${filler.length}`, { "accept-encoding": "identity" });
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("content-encoding")).toBeNull();
    expect(await hit.text()).toBe(plain);
  });
  it("never lets a nonce through in a cached policy", () => {
    expect(hashedCsp("script-src 'nonce-abc' 'self'", "<p>no scripts</p>")).toBe("script-src 'none' 'self'");
  });
  it("keys by host and URL", async () => {
    await get("/a/other?x=1");
    const before = renders;
    await get("/a/other?x=2");
    expect(renders).toBe(before + 1);
  });
  it("never caches for a signed-in shopper, a failed page, a page that sets a cookie, or a file", async () => {
    for (const [path, headers] of [
      ["/a/personal", { cookie: "dp_session=abc" }],
      ["/missing", {}],
      ["/cookie", {}],
      ["/a/sitemap.xml", {}],
    ] as const) {
      await get(path, headers);
      const before = renders;
      const again = await get(path, headers);
      expect(renders, path).toBe(before + 1);
      expect(again.headers.get(SITE_ID_HEADER)).toBeNull();
    }
  });
  it("drops a dealer's pages when their stock changes, and only theirs", async () => {
    await get("/a/stock");
    await get("/b/stock");
    cache.invalidateSite(1);
    const before = renders;
    await get("/a/stock");
    await get("/b/stock");
    expect(renders).toBe(before + 1);
  });
  it("expires entries after the TTL", async () => {
    await get("/a/ttl");
    now += 60_001;
    const before = renders;
    await get("/a/ttl");
    expect(renders).toBe(before + 1);
  });
});
