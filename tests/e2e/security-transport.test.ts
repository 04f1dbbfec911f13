/**
 * Issue 11, items 2, 3, 4 and 9 at the HTTP level, on a server behind a (pretend) proxy: TRUST_PROXY=1,
 * served over HTTPS, a tight lead limit. Forwarded headers never name the host, only the configured hops of
 * X-Forwarded-For name the client, every body is limited, and every answer carries the security headers.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, startOwnServer, type OwnServer } from "./own-server";

const SITE = "harbour-toyota.localhost";
const EVIL = "evil.example";
let server: OwnServer;

beforeAll(async () => {
  server = await startOwnServer({
    TRUST_PROXY: "1",
    HTTPS: "true",
    LEAD_RATE_LIMIT: "5",
    SEED_DEMO: "true",
    SESSION_COOKIE_SECURE: "true",
  });
}, 180_000);
afterAll(async () => server?.stop());

async function firstCarPath(): Promise<string> {
  const answer = await send(server.port, { host: SITE, path: "/api/search?hitsPerPage=1" });
  return (JSON.parse(answer.body) as { hits: Array<{ path: string }> }).hits[0].path;
}

describe("forwarded host and scheme are never believed", () => {
  it("a poisoned request names only the site's own host, and so does the cached copy everyone gets next", async () => {
    const carPath = await firstCarPath();
    for (const path of [carPath, "/sitemap.xml", "/robots.txt", "/"]) {
      const poisoned = await send(server.port, {
        host: SITE,
        path,
        headers: { "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "http", Forwarded: `host=${EVIL};proto=http` },
      });
      expect(poisoned.status, path).toBe(200);
      expect(poisoned.body, path).not.toContain(EVIL);
      const next = await send(server.port, { host: SITE, path });
      expect(next.body, path).not.toContain(EVIL);
    }
    const car = await send(server.port, { host: SITE, path: carPath, headers: { "X-Forwarded-Host": EVIL } });
    expect(car.body).toContain(`<link rel="canonical" href="https://${SITE}`);
    expect(car.body).toMatch(new RegExp(`property="og:url" content="https://${SITE.replace(".", "\\.")}`));
    const sitemap = await send(server.port, { host: SITE, path: "/sitemap.xml", headers: { "X-Forwarded-Host": EVIL } });
    expect(sitemap.body).toContain(`<loc>https://${SITE}`);
  });

  it("a Host header that is not a host name is refused before any route runs", async () => {
    for (const host of [`${SITE}/evil`, `${SITE}@${EVIL}`, `${SITE}:80:81`, "a b"]) {
      const answer = await send(server.port, { host, path: "/" });
      expect([400, 404], host).toContain(answer.status);
      expect(answer.body).not.toContain(EVIL);
    }
  });
});

describe("methods", () => {
  it("answers a method no route can take 405, not 500", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const answer = await send(server.port, { host: SITE, path: "/", method });
      expect(answer.status, method).toBe(405);
    }
    // Node's HTTP parser itself refuses methods it does not know (TRACK) with 400.
    expect((await send(server.port, { host: SITE, path: "/", method: "TRACK" })).status).toBe(400);
  });
});

describe("the client's address comes only from the configured proxy hops", () => {
  it("a rotating X-Forwarded-For written by the client does not pass the lead limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      // The proxy appends the address it saw; anything to its left is the client's own writing.
      const answer = await send(server.port, {
        host: SITE,
        path: "/contact",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `198.51.100.${i}, 203.0.113.7` },
        body: "name=x",
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("counts every address of one IPv6 /64 as one client", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i += 1) {
      const answer = await send(server.port, {
        host: SITE,
        path: "/contact",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `2001:db8:77:1::${i.toString(16)}` },
        body: "name=x",
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});

describe("request bodies are limited whether or not their length is declared", () => {
  it("answers a declared oversized body 413 at once", async () => {
    const answer = await send(server.port, {
      host: SITE,
      path: "/contact",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(10 * 1024 * 1024) },
      body: "name=x",
      timeoutMs: 5_000,
    });
    expect(answer.status).toBe(413);
  });

  it("answers a chunked body over the limit 413 on every route that reads one", async () => {
    const carPath = await firstCarPath();
    for (const path of [
      "/contact",
      "/book-test-drive",
      "/trade-in",
      "/finance",
      "/sign-in",
      "/sign-out",
      "/api/search",
      "/api/youx/quote",
      "/api/watchlist/save-car",
      carPath,
    ]) {
      const status = await chunkedPost(server.port, path, 300 * 1024);
      expect(status, path).toBe(413);
    }
  });
});

describe("security headers on every answer", () => {
  it("pages, files, images, the search API and the health check all carry them, once each", async () => {
    for (const path of [
      "/",
      "/media/not-there.svg",
      "/favicon.svg",
      "/healthz",
      "/sign-in",
      "/assets/no-such-file.js",
      "/no-such-page",
      "/api/search?hitsPerPage=1",
    ]) {
      const answer = await send(server.port, { host: SITE, path });
      const csp = String(answer.headers["content-security-policy"] ?? "");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(answer.headers["strict-transport-security"], path).toMatch(/max-age=\d+/);
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
      expect(answer.headers["permissions-policy"], path).toContain("camera=()");
      const referrer = answer.rawHeaders.filter((_, i) => i % 2 === 0 && answer.rawHeaders[i].toLowerCase() === "referrer-policy");
      expect(referrer, path).toHaveLength(1);
    }
  });

  it("names the session cookie __Host- when served over HTTPS", async () => {
    // The sign-out action always clears the cookie, so it shows the cookie's name without signing in.
    const answer = await send(server.port, {
      host: SITE,
      path: "/sign-out",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `https://${SITE}` },
      body: "",
    });
    expect(String(answer.headers["set-cookie"])).toMatch(/^__Host-dp_session=;.*Secure/);
  });
});

/** Sends a body in chunks with no Content-Length; resolves with the status, or fails when nothing answers. */
function chunkedPost(port: number, path: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${path}: no answer to a ${bytes}-byte chunked body`));
    }, 10_000);
    socket.on("data", (d) => {
      received += d.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (status) {
        clearTimeout(timer);
        socket.destroy();
        resolve(Number(status));
      }
    });
    socket.on("error", () => {
      // The server may close while we are still writing; the status line it sent first is what counts.
    });
    socket.on("connect", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${SITE}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = "a".repeat(8 * 1024);
      let sent = 0;
      const writeMore = () => {
        while (sent < bytes && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) return void socket.once("drain", writeMore);
        }
        if (!socket.destroyed) socket.write("0\r\n\r\n");
      };
      writeMore();
    });
  });
}
