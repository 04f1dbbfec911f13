import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, SITE_ID_HEADER } from "./page-cache";

let renders = 0;
let now = 0;
const cache = createPageCache({ sessionCookieName: "dp_session", ttlMs: 60_000, now: () => now });
const app = express();
let nonceCounter = 0;
app.use((_req, res, next) => {
  res.locals.cspNonce = `nonce${++nonceCounter}xyz`;
  next();
});
app.use(cache.middleware);
app.get("/{*path}", (req, res) => {
  renders++;
  const site = req.path.startsWith("/b") ? "2" : "1";
  res.setHeader(SITE_ID_HEADER, site);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (req.path === "/missing") return void res.status(404).end("<p>missing</p>");
  if (req.path === "/cookie") res.setHeader("Set-Cookie", "x=1");
  res.write(`<script nonce="${res.locals.cspNonce}">1</script>`);
  res.end(`<p>${req.originalUrl} render ${renders}</p>`);
});

let base = "";
const server = app.listen(0);
beforeAll(() => {
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe("page cache", () => {
  it("renders once, then serves the cached page with the response's own nonce", async () => {
    const first = await get("/a/page");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get(SITE_ID_HEADER)).toBeNull();
    const firstBody = await first.text();
    const before = renders;
    const second = await get("/a/page");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(before);
    const body = await second.text();
    expect(body).toContain("render");
    expect(body).not.toBe(firstBody);
    expect(body).toMatch(/nonce="nonce\d+xyz"/);
    expect(body.match(/nonce="(nonce\d+xyz)"/)?.[1]).not.toBe(firstBody.match(/nonce="(nonce\d+xyz)"/)?.[1]);
    expect(body.replace(/nonce\d+xyz/, "")).toBe(firstBody.replace(/nonce\d+xyz/, ""));
  });
  it("keys by host and URL", async () => {
    await get("/a/other?x=1");
    const before = renders;
    await get("/a/other?x=2");
    expect(renders).toBe(before + 1);
  });
  it("never caches for a signed-in shopper, a failed page or a page that sets a cookie", async () => {
    for (const [path, headers] of [["/a/personal", { cookie: "dp_session=abc" }], ["/missing", {}], ["/cookie", {}]] as const) {
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
