/** The search API's direct path on a real socket: its answer and headers, and what it leaves to the app. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import type { Site } from "~/server/tenancy/site-directory";
import { searchApiDirect } from "./search-api-direct";

describe("searchApiDirect", () => {
  const site = { id: 1, settings: DEFAULT_SETTINGS } as unknown as Site;
  const result = { hits: [{ id: 1, path: "/cars/a" }], count: 1, facets: { make: { Mazda: 1 } }, pages: 1, ms: 0.01 };
  const block: Array<[string, string]> = [
    ["content-security-policy", "default-src 'self'"],
    ["x-content-type-options", "nosniff"],
  ];

  async function serve(lookup: (host: string | undefined) => Site | null) {
    const direct = searchApiDirect({
      sites: { lookup: async (host) => ({ match: { kind: "slug", slug: "x" }, site: lookup(host ?? undefined) }) as never },
      stock: { search: () => result as never },
      sessionCookieName: "dp_session",
      securityHeaders: block,
    });
    const server = http.createServer((req, res) => direct(req, res, () => res.writeHead(299).end("app")));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        http
          .request({ host: "127.0.0.1", port, path, method, headers: { host: "a.localhost", ...headers } }, (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (c) => (body += c));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          })
          .on("error", reject)
          .end();
      });
    return { get, close: () => new Promise((r) => server.close(r)) };
  }

  it("answers a dealer site's GET with the fixed security headers and the answer's own", async () => {
    const { get, close } = await serve(() => site);
    try {
      const answer = await get("/api/search?hitsPerPage=1");
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual(result);
      expect(answer.headers["content-security-policy"]).toBe("default-src 'self'");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-type"]).toBe("application/json");
      expect(answer.headers["cache-control"]).toBe("public, max-age=10");
      expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(answer.body)));
      const bad = await get("/api/search?offset=-1");
      expect(bad.status).toBe(400);
      expect(bad.headers["x-content-type-options"]).toBe("nosniff");
      expect(bad.headers["cache-control"]).toBeUndefined();
    } finally {
      await close();
    }
  });

  it("leaves other methods, paths, signed-in requests and unknown hosts to the app", async () => {
    const { get, close } = await serve((host) => (host === "a.localhost" ? site : null));
    try {
      expect((await get("/api/search", {}, "HEAD")).status).toBe(299);
      expect((await get("/api/search/")).status).toBe(299);
      expect((await get("/api/searchx")).status).toBe(299);
      expect((await get("/api/search", { cookie: "dp_session=abc" })).status).toBe(299);
      expect((await get("/api/search", { host: "nobody.localhost" })).status).toBe(299);
      expect((await get("/api/search")).status).toBe(200);
    } finally {
      await close();
    }
  });
});
